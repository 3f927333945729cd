import Foundation
import ItineraryTesting
import Testing

@testable import Itinerary

/// Flows that survive a relaunch: saved with the tree while they run, torn down, restored and
/// resumed from a catalog by name, they await the same screen and end as they would have; a
/// flow that cannot resume says so with a typed outcome and keeps the restored screens, as does
/// one whose resumption is cancelled while its replay waits on work the journal does not hold.
@MainActor
@Suite("Flow relaunch")
struct FlowRelaunchTests {
  typealias SavedTree = NavigationSnapshot<FlowRoute>

  static let answers = ["Ada", "ada@example.com", "secret"]

  /// What one launch saves when the app goes away: the tree and the running flows, as data.
  struct Saved {
    let tree: Data
    let flows: Data
  }

  /// A router drawn headless, as a launch of the app makes it.
  static func launch() -> Router<FlowRoute> {
    let router = Router<FlowRoute>(root: .home)
    HeadlessRenderer<FlowRoute>().attach(to: router.lane)
    return router
  }

  /// Waits for the flow on `router` to await an answer, then answers the screen on top.
  static func answer(_ router: Router<FlowRoute>, with value: some Sendable) async throws {
    #expect(await yieldUntil { router.awaitingResults > 0 })
    try router.deepestRouter.finish(returning: value)
  }

  /// Runs the sign-up flow, answers its first `stages` stages, saves the app, and tears the
  /// launch down.
  static func saveSignUp(after stages: Int) async throws -> Saved {
    let router = launch()
    let run = Task { try await router.run(FlowStageTests.signUp) }
    for index in 0..<stages { try await answer(router, with: answers[index]) }
    #expect(await yieldUntil { router.awaitingResults > 0 })
    let saved = Saved(
      tree: try SavedTree(NavigationNode(of: router.store)).data(),
      flows: try JSONEncoder().encode(try router.savedFlows()))
    run.cancel()
    _ = try? await run.value
    return saved
  }

  /// Runs `flow` on a screen that is still drawing its first step when the app goes away, and
  /// saves the app then.
  static func saveWhileDrawing<Output>(_ flow: Flow<FlowRoute, Output>) async throws -> Saved {
    let router = Router<FlowRoute>(root: .home)
    let renderer = HeadlessRenderer<FlowRoute>(holding: { _ in true })
    renderer.attach(to: router.lane)
    let run = Task { try await router.run(flow) }
    #expect(await yieldUntil { renderer.heldStep != nil })
    let saved = Saved(
      tree: try SavedTree(NavigationNode(of: router.store)).data(),
      flows: try JSONEncoder().encode(try router.savedFlows()))
    run.cancel()
    router.lane.detachRenderer()
    _ = try? await run.value
    return saved
  }

  /// A fresh launch with the saved tree restored, and the saved flows decoded.
  static func relaunch(_ saved: Saved) throws -> (Router<FlowRoute>, [FlowSnapshot<FlowRoute>]) {
    let router = launch()
    try SavedTree(data: saved.tree).restore(into: router.store)
    return (router, try JSONDecoder().decode([FlowSnapshot<FlowRoute>].self, from: saved.flows))
  }

  @Test(arguments: 0..<3)
  func aRelaunchAtAnyStageResumesTheFlowWhichEndsAsWithout(stage: Int) async throws {
    let (router, flows) = try Self.relaunch(try await Self.saveSignUp(after: stage))
    var output: Result<String, any Error>?
    var catalog = FlowCatalog<FlowRoute>()
    catalog.register(FlowStageTests.signUp) { output = $0 }

    let outcomes = await router.resumeFlows(flows, from: catalog)

    #expect(outcomes == [.resumed(flow: "sign up")])
    // The stages answered before the relaunch stayed; the one awaited awaits again.
    #expect(router.path.map(\.route) == Array(FlowStageTests.stages[...stage]))
    #expect(router.awaitingResults == 1)
    for index in stage..<Self.answers.count {
      try await Self.answer(router, with: Self.answers[index])
    }
    #expect(await yieldUntil { output != nil })
    #expect(try output?.get() == Self.answers.joined(separator: " "))
    #expect(router.isFullyAtRoot)
    #expect(router.awaitingCallers == 0)
  }

  @Test func theCatalogCancelsTheFlowsItResumed() async throws {
    let (router, flows) = try Self.relaunch(try await Self.saveSignUp(after: 1))
    var output: Result<String, any Error>?
    var catalog = FlowCatalog<FlowRoute>()
    catalog.register(FlowStageTests.signUp) { output = $0 }
    #expect(await router.resumeFlows(flows, from: catalog) == [.resumed(flow: "sign up")])

    catalog.cancelResumedFlows()

    #expect(await yieldUntil { output != nil })
    #expect(throws: CancellationError.self) { try output?.get() }
    #expect(router.awaitingCallers == 0)
  }

  @Test func aResumptionWhoseTaskIsCancelledStopsWaitingForTheReplay() async throws {
    let (router, flows) = try Self.relaunch(try await Self.saveSignUp(after: 1))
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    // Its replay waits on work the journal does not hold, and would never reach the screen.
    let blocking = Flow<FlowRoute, String>("sign up", ending: .unwindToStart) { _ in
      for await _ in stream {}
      return ""
    }
    var catalog = FlowCatalog<FlowRoute>()
    catalog.register(blocking) { _ in }
    let registered = catalog
    let resuming = Task { await router.resumeFlows(flows, from: registered) }
    for _ in 0..<10 { await Task.yield() }

    resuming.cancel()

    let outcomes = await resuming.value
    #expect(outcomes == [.cannotResume(flow: "sign up", reason: .cancelled)])
    continuation.finish()
    catalog.cancelResumedFlows()
  }

  @Test func backAfterARelaunchGoesToTheStageBeforeWithItsSavedAnswer() async throws {
    let (router, flows) = try Self.relaunch(try await Self.saveSignUp(after: 2))
    var output: Result<String, any Error>?
    var catalog = FlowCatalog<FlowRoute>()
    catalog.register(FlowStageTests.signUp) { output = $0 }
    #expect(await router.resumeFlows(flows, from: catalog) == [.resumed(flow: "sign up")])

    try router.pop()
    try await Self.answer(router, with: "ada@example.org")
    try await Self.answer(router, with: "secret")

    #expect(await yieldUntil { output != nil })
    // The name, answered before the relaunch, replays from the saved journal.
    #expect(try output?.get() == "Ada ada@example.org secret")
    #expect(router.awaitingCallers == 0)
  }

  @Test func aFlowThatNoLongerReplaysTheSameWayCannotResumeAndKeepsTheScreens() async throws {
    let (router, flows) = try Self.relaunch(try await Self.saveSignUp(after: 1))
    let restored = router.hierarchy
    let changed = Flow<FlowRoute, String>("sign up", ending: .unwindToStart) { flow in
      try await flow.push(.askAge, returning: String.self)
    }
    var catalog = FlowCatalog<FlowRoute>()
    var ended = false
    catalog.register(changed) { _ in ended = true }

    let outcomes = await router.resumeFlows(flows, from: catalog)

    let diverged = FlowResumptionFailure.codeChanged(
      step: 1, expected: "push(askName)", found: "push(askAge)")
    #expect(outcomes == [.cannotResume(flow: "sign up", reason: diverged)])
    #expect(
      outcomes.first?.description
        == "Flow \"sign up\" cannot resume: its code changed since it was saved: step 1 was "
        + "push(askName) then and is push(askAge) now.")
    #expect(router.hierarchy == restored)
    #expect(await yieldUntil { ended })
    #expect(router.awaitingCallers == 0)
  }

  /// A new version of the app asks a number where the saved flow answered a name: the saved
  /// answer does not decode, and the reason says which step and which type.
  @Test func aSavedAnswerThatNoLongerDecodesCannotResumeAndKeepsTheScreens() async throws {
    let (router, flows) = try Self.relaunch(try await Self.saveSignUp(after: 1))
    let restored = router.hierarchy
    let changed = Flow<FlowRoute, String>("sign up", ending: .unwindToStart) { flow in
      let number = try await flow.push(.askName, returning: Int.self)
      return try await flow.push(.welcome, returning: String.self) + "\(number)"
    }
    var catalog = FlowCatalog<FlowRoute>()
    var output: Result<String, any Error>?
    catalog.register(changed) { output = $0 }

    let outcomes = await router.resumeFlows(flows, from: catalog)

    #expect(
      outcomes == [
        .cannotResume(
          flow: "sign up", reason: .answerUndecodable(step: 1, answer: #""Ada""#, type: "Int"))
      ])
    #expect(router.hierarchy == restored)
    #expect(await yieldUntil { output != nil })
    #expect(
      throws: FlowError.answerUndecodable(
        flow: "sign up", step: 1, answer: #""Ada""#, type: "Int")
    ) { try output?.get() }
    #expect(router.awaitingCallers == 0)
  }

  @Test func aFlowNotInTheCatalogIsReportedAndNothingRuns() async throws {
    let (router, flows) = try Self.relaunch(try await Self.saveSignUp(after: 1))
    let restored = router.hierarchy

    let outcomes = await router.resumeFlows(flows, from: FlowCatalog())

    #expect(outcomes == [.unknownFlow("sign up")])
    #expect(outcomes.first?.description == #"No flow "sign up" is registered to resume."#)
    #expect(router.hierarchy == restored)
    #expect(router.awaitingCallers == 0)
  }

  @Test func aFlowWhoseAwaitedScreenIsNotInTheTreeCannotResume() async throws {
    let saved = try await Self.saveSignUp(after: 1)
    let router = Self.launch()
    let flows = try JSONDecoder().decode([FlowSnapshot<FlowRoute>].self, from: saved.flows)
    var catalog = FlowCatalog<FlowRoute>()
    catalog.register(FlowStageTests.signUp) { _ in }

    let outcomes = await router.resumeFlows(flows, from: catalog)

    guard case .cannotResume("sign up", .screenGone)? = outcomes.first else {
      Issue.record("expected the flow not to resume, got \(outcomes)")
      return
    }
    #expect(router.isFullyAtRoot)
    #expect(router.awaitingCallers == 0)
  }

  /// Links kept for a flow open when it ends; saved with it, and the flow not resumed, they
  /// open at once after the relaunch, in order, and one the tree refuses is reported.
  @Test func theLinksKeptForAFlowThatCannotResumeOpenAtOnceOrAreReported() async throws {
    let router = Self.launch()
    let run = Task { try await router.run(FlowLinkTests.askName(links: .keepUntilFlowEnds)) }
    #expect(await yieldUntil { router.awaitingResults > 0 })
    let toMain = LinkDestination<FlowRoute>(module: "main", stack: [.welcome])
    try router.open(toMain)
    try router.open(FlowLinkTests.toTerms)
    let saved = Saved(
      tree: try SavedTree(NavigationNode(of: router.store)).data(),
      flows: try JSONEncoder().encode(try router.savedFlows()))
    run.cancel()
    _ = try? await run.value
    let (relaunched, flows) = try Self.relaunch(saved)
    let events = FlowLinkTests.record(relaunched)

    let outcomes = await relaunched.resumeFlows(flows, from: FlowCatalog())

    #expect(outcomes == [.unknownFlow("ask name")])
    #expect(relaunched.path.map(\.route) == [.terms])
    let refusals = events.lines.filter { $0.hasPrefix("could not open the kept link") }
    #expect(refusals.count == 1)
    #expect(refusals.first?.contains("\(toMain)") == true)
    #expect(relaunched.awaitingCallers == 0)
  }

  /// A step that threw, and that the flow caught and went on from (here the person leaving a
  /// stage the flow lets them skip), is saved as the error it threw: the resumed flow replays
  /// it, catches it again, and awaits the stage after it.
  @Test func aFlowThatCaughtAStepsErrorIsSavedAndResumesPastIt() async throws {
    let flow = Flow<FlowRoute, String>("skippable name", ending: .unwindToStart) { flow in
      let name: String
      do {
        name = try await flow.push(.askName, returning: String.self, answered: .leaves)
      } catch NavigationError.dismissedWithoutResult {
        name = "nobody"
      }
      let age = try await flow.push(.askAge, returning: Int.self)
      return "\(name) \(age)"
    }
    let harness = FlowHarness(flow, root: .home)
    try await harness.expect(.push(.askName))
    try harness.tapBack()
    try await harness.expect(.push(.askAge))

    try await harness.relaunch()

    #expect(harness.router.path.map(\.route) == [.askAge])

    try harness.respond(with: 7)
    try await harness.expect(.pop(.askAge))
    #expect(try await harness.output() == "nobody 7")
    #expect(harness.awaitingCallers == 0)
  }

  /// An app's own error, caught by the flow, has no form a snapshot can give back the same.
  @Test func aFlowThatCaughtAnAppsOwnErrorCannotBeSaved() async throws {
    struct Offline: Error {}
    let flow = Flow<FlowRoute, Int>("offline", ending: .unwindToStart) { flow in
      _ = try? await flow.once("sign in") { () throws -> Int in throw Offline() }
      return try await flow.push(.askAge, returning: Int.self)
    }
    let router = Self.launch()
    let run = Task { try await router.run(flow) }
    #expect(await yieldUntil { router.awaitingResults > 0 })

    #expect(
      throws: FlowError.cannotSave(
        flow: "offline", step: 1,
        reason: #"once("sign in") threw Offline(), which is neither a navigation nor a flow error"#
      )
    ) {
      try router.savedFlows()
    }
    run.cancel()
    _ = try? await run.value
  }

  @Test func aFlowWithAnAnswerThatIsNotEncodableCannotBeSaved() async throws {
    final class Token: Sendable {}
    let flow = Flow<FlowRoute, Int>("token", ending: .unwindToStart) { flow in
      _ = try await flow.once("sign in") { Token() }
      return try await flow.push(.askAge, returning: Int.self)
    }
    let router = Self.launch()
    let run = Task { try await router.run(flow) }
    #expect(await yieldUntil { router.awaitingResults > 0 })

    #expect(
      throws: FlowError.cannotSave(
        flow: "token", step: 1, reason: #"once("sign in") returned a Token, which is not Encodable"#
      )
    ) {
      try router.savedFlows()
    }
    run.cancel()
    _ = try? await run.value
    #expect(try router.savedFlows().isEmpty)
  }

  @Test func aFlowSavedWhileItsAlertAwaitsAwaitsTheSameAlertAfterARelaunch() async throws {
    let flow = Flow<FlowRoute, String>("discard?", ending: .unwindToStart) { flow in
      let name = try await flow.push(.askName, returning: String.self)
      let answer = try await flow.ask(
        title: "Keep \(name)?", buttons: [AlertButton("Keep"), AlertButton("Discard")])
      return "\(name): \(answer.id)"
    }
    let first = Self.launch()
    let run = Task { try await first.run(flow) }
    try await Self.answer(first, with: "Ada")
    #expect(await yieldUntil { first.alerts.count == 1 && first.awaitingResults == 1 })
    let tree = try SavedTree(NavigationNode(of: first.store)).data()
    let flows = try JSONEncoder().encode(try first.savedFlows())
    run.cancel()
    _ = try? await run.value

    let (second, saved) = try Self.relaunch(Saved(tree: tree, flows: flows))
    var output: Result<String, any Error>?
    var catalog = FlowCatalog<FlowRoute>()
    catalog.register(flow) { output = $0 }
    #expect(await second.resumeFlows(saved, from: catalog) == [.resumed(flow: "discard?")])

    #expect(second.alerts.map(\.title) == ["Keep Ada?"])
    try second.answerAlert(with: "Keep")
    #expect(await yieldUntil { output != nil })
    #expect(try output?.get() == "Ada: Keep")
    #expect(second.isFullyAtRoot)
    #expect(second.awaitingCallers == 0)
  }

  @Test func aFlowSavedWhileItsPushIsDrawnDoesNotPushItAgainAfterARelaunch() async throws {
    let flow = Flow<FlowRoute, String>("welcome", ending: .keepScreens) { flow in
      try await flow.push(.welcome)
      return try await flow.push(.askName, returning: String.self)
    }
    let (second, saved) = try Self.relaunch(try await Self.saveWhileDrawing(flow))
    var output: Result<String, any Error>?
    var catalog = FlowCatalog<FlowRoute>()
    catalog.register(flow) { output = $0 }
    #expect(await second.resumeFlows(saved, from: catalog) == [.resumed(flow: "welcome")])

    try await Self.answer(second, with: "Ada")
    #expect(await yieldUntil { output != nil })
    #expect(try output?.get() == "Ada")
    #expect(second.path.map(\.route) == [.welcome, .askName])
  }

  @Test func theHarnessRelaunchesTheAppInTheMiddleOfAFlow() async throws {
    let harness = FlowHarness(Flows.onboarding, root: .home)
    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.present(.askAge))
    let before = harness.router

    try await harness.relaunch()

    #expect(harness.router !== before)
    #expect(harness.router.path.map(\.route) == [.askName])
    #expect(harness.router.child?.rootDestination == .askAge)
    try harness.respond(with: 36)
    try await harness.expect(.push(.confirm(name: "Ada", age: 36)))
    try harness.respond(with: true)
    try await harness.expect(.dismiss(.askAge))
    try await harness.expect(.pop(.askName))
    #expect(try await harness.output() == Profile(name: "Ada", age: 36))
    #expect(harness.awaitingCallers == 0)
  }

  @Test func theHarnessRelaunchesAFlowThatSwapsModules() async throws {
    let modules = try Flows.onboardingModules()
    let harness = FlowHarness(Flows.nameThenMain, modules: modules)
    try await harness.expect(.push(.askName))

    try await harness.relaunch()

    #expect(harness.modules !== modules)
    try harness.respond(with: "Ada")
    try await harness.expect(.swapModule("main"))
    #expect(try await harness.output() == "Ada")
    #expect(harness.modules?.current.rootDestination == .main)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aFlowSavedWhileANavigateStepWithAResultIsDrawnCannotResumeAndKeepsTheScreens()
    async throws
  {
    let flow = Flow<FlowRoute, Int>("counted", ending: .unwindToStart) { flow in
      try await flow.navigate { router throws(NavigationError) in
        try router.push(.welcome)
        return router.path.count
      }
    }
    let (second, flows) = try Self.relaunch(try await Self.saveWhileDrawing(flow))
    let restored = second.hierarchy
    var catalog = FlowCatalog<FlowRoute>()
    catalog.register(flow) { _ in }
    let outcomes = await second.resumeFlows(flows, from: catalog)

    guard case .cannotResume("counted", .codeChanged(1, let expected, _))? = outcomes.first else {
      Issue.record("expected the flow not to resume, got \(outcomes)")
      return
    }
    #expect(expected.contains("saved before it returned its Int"))
    #expect(second.hierarchy == restored)
    #expect(second.path.map(\.route) == [.welcome])
    #expect(second.awaitingCallers == 0)
  }
}
