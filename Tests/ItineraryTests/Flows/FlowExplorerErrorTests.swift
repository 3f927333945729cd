import ItineraryTesting
import Testing

@testable import Itinerary

/// What the explorer throws instead of reporting a path: answers that are not deterministic,
/// a flow that keeps running once cancelled, a caller left waiting; and the swipes a person
/// cannot make, which it refuses rather than skips.
@MainActor
@Suite("Flow explorer errors")
struct FlowExplorerErrorTests {
  @Test func answersThatChangeBetweenPathsMakeThePathNotReproducible() async throws {
    let flow = Flow<FlowRoute, String>("name", ending: .unwindToStart) { flow in
      try await flow.push(.askName, returning: String.self)
    }
    var calls = 0
    let explorer = FlowExplorer(flow, root: .home) { _ in
      calls += 1
      return calls == 1 ? [.respond("Ada"), .respond("Bo")] : [.respond("Ada")]
    }

    let error = await #expect(throws: FlowExplorerError.self) { try await explorer.explore() }

    #expect(error == .pathNotReproducible(route: "askName", after: []))
    #expect(error?.description.contains("not deterministic") == true)
  }

  @Test func aFlowThatIgnoresItsCancellationKeepsRunningAndIsReported() async throws {
    let gate = Gate()
    let flow = Flow<FlowRoute, Int>("stubborn", ending: .unwindToStart) { flow in
      do {
        return try await flow.push(.askName, returning: Int.self)
      } catch {
        await gate.wait()
        return 0
      }
    }
    let explorer = FlowExplorer(flow, root: .home, safetyLimit: .milliseconds(200)) { _ in [] }

    let error = await #expect(throws: FlowExplorerError.self) { try await explorer.explore() }

    guard case .flowKeptRunning(let after, _)? = error else {
      Issue.record("expected a flow that kept running, got \(String(describing: error))")
      gate.open()
      return
    }
    #expect(after.isEmpty)
    gate.open()
  }

  // The leaked caller starts waiting before the flow returns, with no suspension between: the
  // path is stuck on it, and the flow ends before the explorer could cancel and unwind it.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  @Test func aCallerStillWaitingWhenTheFlowEndsIsALeak() async throws {
    let leak = Leak()
    let flow = Flow<FlowRoute, Int>("leaky", ending: .keepScreens) { flow in
      leak.task = Task.immediate { @MainActor in
        try await flow.push(.terms, returning: Int.self)
      }
      return 1
    }
    let explorer = FlowExplorer(flow, root: .home) { _ in [] }

    let error = await #expect(throws: FlowExplorerError.self) { try await explorer.explore() }

    guard case .callersLeaked(let count, _, let tree)? = error else {
      Issue.record("expected a leaked caller, got \(String(describing: error))")
      leak.task?.cancel()
      return
    }
    #expect(count == 1)
    #expect(tree.contains("terms"))
    leak.task?.cancel()
    await #expect(throws: CancellationError.self) { try await leak.task?.value }
  }

  @Test func aCoverWithoutADismissButtonCannotBeSwipedAway() async throws {
    let flow = Flow<FlowRoute, Int>("age", ending: .unwindToStart) { flow in
      try await flow.present(.askAge, as: .fullScreenCover, returning: Int.self)
    }
    let explorer = FlowExplorer(flow, root: .home) { _ in [.swipeAway] }

    let error = await #expect(throws: FlowExplorerError.self) { try await explorer.explore() }

    guard case .answerRefused(let answer, let reason, _, _)? = error else {
      Issue.record("expected a refused swipe, got \(String(describing: error))")
      return
    }
    #expect(answer == "swipeAway()")
    #expect(reason.contains("no dismiss button, and a cover cannot be swiped away"))
  }

  @Test func aSheetWithInteractiveDismissalDisabledCannotBeSwipedAway() async throws {
    let options = SheetOptions(interactiveDismissDisabled: true)
    let flow = Flow<FlowRoute, Int>("age", ending: .unwindToStart) { flow in
      try await flow.present(.askAge, as: .sheet(options), returning: Int.self)
    }
    let explorer = FlowExplorer(flow, root: .home) { _ in [.swipeAway] }

    let error = await #expect(throws: FlowExplorerError.self) { try await explorer.explore() }

    guard case .answerRefused(_, let reason, _, _)? = error else {
      Issue.record("expected a refused swipe, got \(String(describing: error))")
      return
    }
    #expect(reason.contains("interactive dismissal disabled and no dismiss button"))
  }

  @Test func aDismissButtonLetsThePersonLeaveACoverOrALockedSheet() async throws {
    let locked = PresentationStyle.sheet(SheetOptions(interactiveDismissDisabled: true))
    for style in [PresentationStyle.fullScreenCover, locked] {
      let flow = Flow<FlowRoute, Int>("age", ending: .unwindToStart) { flow in
        try await flow.present(.askAge, as: style, dismissButton: .leading, returning: Int.self)
      }
      let explorer = FlowExplorer(flow, root: .home) { _ in [.swipeAway] }

      let exploration = try await explorer.explore()

      #expect(exploration.leftCount == 1, "\(style)")
      #expect(exploration.paths.first?.answers.description == "[swipeAway()]")
    }
  }

  @Test func theHarnessRefusesToSwipeAwayACoverWithoutADismissButton() async throws {
    let flow = Flow<FlowRoute, Int>("age", ending: .unwindToStart) { flow in
      try await flow.present(.askAge, as: .fullScreenCover, returning: Int.self)
    }
    let harness = FlowHarness(flow, root: .home)
    try await harness.expect(.present(.askAge, as: .fullScreenCover))
    let before = harness.hierarchy

    let refusal = #expect(throws: FlowHarnessError.self) { try harness.swipeAway() }

    #expect(refusal?.description.contains("a cover cannot be swiped away") == true)
    #expect(harness.hierarchy == before)
    try harness.respond(with: 36)
    try await harness.expect(.dismiss(.askAge))
    #expect(try await harness.output() == 36)
  }
}

/// Holds a waiter that ignores cancellation until the test opens it.
@MainActor
private final class Gate {
  private var waiter: CheckedContinuation<Void, Never>?

  func wait() async {
    await withCheckedContinuation { waiter = $0 }
  }

  func open() {
    waiter?.resume()
    waiter = nil
  }
}

/// Keeps the task a flow started and did not await.
@MainActor
private final class Leak {
  var task: Task<Int, any Error>?
}
