import ItineraryTesting
import Testing

@testable import Itinerary

/// The app relaunched as one of the person's actions: the harness drops a leave guard's
/// question the relaunch cut short but keeps an alert the app showed, records the relaunch for
/// coverage and cancels a resumed flow; the path explorer relaunches where its answers say, and prints and replays
/// such a path; a relaunch given as a plain answer is refused with how to give it; a replay that
/// blocks on work it does not journal fails the relaunch at the safety limit, in both.
@MainActor
@Suite("Relaunch as the person's action")
struct RelaunchAsAnActionTests {
  @Test func aRelaunchWhileAGuardAsksDropsTheQuestionAndTheGuardAsksAgainOnBack() async throws {
    let harness = FlowHarness(FlowLeaveGuardTests.guarded(), root: .home)
    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.push(.askAge))
    try harness.tapBack()
    #expect(await yieldUntil { harness.router.alerts.count == 1 })

    try await harness.relaunch()

    // Nobody would hear the question's answer: it is gone, and the stage waits again.
    #expect(harness.router.alerts.isEmpty)
    #expect(harness.router.path.map(\.route) == [.askName, .askAge])
    try harness.tapBack()
    try harness.tapAlertButton("Discard")
    try harness.respond(with: "Bo")
    try await harness.expect(.push(.askAge))
    try harness.respond(with: 7)
    #expect(try await harness.output() == "Bo 7")
    #expect(harness.coverageRun.actions.contains("relaunch()"))
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aResumedFlowTheHarnessCancelsEnds() async throws {
    let harness = FlowHarness(Flows.onboarding, root: .home)
    try await harness.expect(.push(.askName))
    try await harness.relaunch()

    harness.cancel()

    // Cancelled through the catalog that resumed it, it unwinds as a cancelled flow does.
    try await harness.expect(.pop(.askName))
    await #expect(throws: CancellationError.self) { try await harness.output() }
    #expect(harness.awaitingCallers == 0)
    #expect(harness.router.isFullyAtRoot)
  }

  @Test func anAlertTheAppShowedWithoutAwaitingItStaysAfterARelaunch() async throws {
    let harness = FlowHarness(Flows.onboarding, root: .home)
    harness.isExhaustive = false
    try await harness.expect(.push(.askName))
    try harness.router.showAlert(title: "Saved offline", buttons: [AlertButton("OK")])

    try await harness.relaunch()

    #expect(harness.router.alerts.map(\.title) == ["Saved offline"])
    try harness.router.answerAlert(with: "OK")
    try harness.respond(with: "Ada")
    try await harness.expect(.present(.askAge))
    harness.cancel()
    _ = try? await harness.output()
  }

  /// Counts the runs of a flow's body: the first is the run, the next the replay after a
  /// relaunch.
  @MainActor final class BodyRuns {
    var count = 0
  }

  /// Asks a name; its replay first waits an hour on work it does not journal.
  static func blockingReplay(_ runs: BodyRuns) -> Flow<FlowRoute, String> {
    Flow("blocks on replay", ending: .unwindToStart) { flow in
      runs.count += 1
      if runs.count > 1 { try await Task.sleep(for: .seconds(3_600)) }
      return try await flow.push(.askName, returning: String.self)
    }
  }

  @Test func aReplayThatBlocksFailsTheHarnessRelaunchAtTheSafetyLimit() async throws {
    let runs = BodyRuns()
    let harness = FlowHarness(
      Self.blockingReplay(runs), root: .home, safetyLimit: .milliseconds(300))
    try await harness.expect(.push(.askName))

    await #expect {
      try await harness.relaunch()
    } throws: { error in
      guard case FlowHarnessError.actionRefused(let action, let reason, _) = error else {
        return false
      }
      return action == "relaunch"
        && reason.contains("did not reach the screen it awaited again within the safety limit")
    }
    #expect(runs.count == 2)
  }

  @Test func aReplayThatBlocksStopsTheExplorersPathAtTheSafetyLimit() async throws {
    let runs = BodyRuns()
    let explorer = FlowExplorer(
      Self.blockingReplay(runs), root: .home, maxDepth: 2, safetyLimit: .milliseconds(300)
    ) { _ in [.relaunch] }

    await #expect {
      _ = try await explorer.explore()
    } throws: { error in
      guard case FlowExplorerError.answerRefused(let answer, let reason, _, _) = error else {
        return false
      }
      return answer == "relaunch()" && reason.contains("did not reach the screen it awaited again")
    }
  }

  @Test func aRelaunchGivenAsAnAnswerIsRefusedWithHowToGiveIt() async throws {
    let harness = FlowHarness(Flows.onboarding, root: .home)
    try await harness.expect(.push(.askName))

    #expect {
      try harness.give(.relaunch)
    } throws: { error in
      guard case FlowHarnessError.actionRefused(let action, let reason, _) = error else {
        return false
      }
      return action == "relaunch" && reason.contains("await the harness's relaunch()")
    }
    try harness.respond(with: "Ada")
    try await harness.expect(.present(.askAge))
    harness.cancel()
    _ = try? await harness.output()
  }

  @Test func thePathExplorerRelaunchesWhereItsAnswersSayAndItsPathsReplay() async throws {
    let explorer = FlowExplorer(Flows.onboarding, root: .home, maxDepth: 4) { route in
      switch route {
      case .askName: [.respond("Ada")]
      case .askAge: [.relaunch, .respond(36)]
      case .confirm: [.respond(true)]
      default: []
      }
    }

    let exploration = try await explorer.explore()

    #expect(exploration.stuckCount == 0 && exploration.threwCount == 0)
    let relaunched = try #require(
      exploration.paths.first { path in
        guard case .completed = path.outcome else { return false }
        return path.answers.contains { if case .relaunch = $0 { true } else { false } }
      })
    #expect(
      relaunched.answers.map(\.description) == [
        #"respond(with: "Ada")"#, "relaunch()", "respond(with: 36)", "respond(with: true)",
      ])
    #expect(relaunched.script.contains("try await harness.relaunch()\n"))
    let harness = FlowHarness(Flows.onboarding, root: .home)
    try await harness.replay(relaunched)
    #expect(try await harness.output() == Profile(name: "Ada", age: 36))
    #expect(harness.awaitingCallers == 0)
  }

  /// The path explorer relaunches a flow at every stage before and after its module swap, a
  /// finished sub-flow's router gone with the onboarding module, and each path resumes.
  @Test func thePathExplorerRelaunchesBeforeAndAfterTheSwapThatFollowsASubflow() async throws {
    let explorer = FlowExplorer(
      FlowAfterSwapTests.signUpThenWhatsNew(inSubflow: true),
      modules: { try FlowAfterSwapTests.modules() }, maxDepth: 5
    ) { route in
      switch route {
      case .askName: [.relaunch, .respond("Ada")]
      case .askAge: [.relaunch, .respond(36)]
      case .welcome: [.relaunch, .respond(true)]
      default: []
      }
    }

    let exploration = try await explorer.explore()

    #expect(exploration.stuckCount == 0 && exploration.threwCount == 0, "\(exploration)")
    let completed = exploration.paths.filter { path in
      guard case .completed = path.outcome else { return false }
      return true
    }
    let relaunchedAt = Set(
      completed.compactMap { path in
        path.answers.firstIndex { if case .relaunch = $0 { true } else { false } }
      })
    // Relaunched before the name, before the age, and after the swap, before "what's new".
    #expect(relaunchedAt == [0, 1, 2])
  }
}
