import ItineraryTesting
import Testing

@testable import Itinerary

/// The harness acting as the person (answering, swiping away, going back), cancelling, and
/// failing readably on a step the test did not expect. Every test ends with no caller waiting.
@MainActor
@Suite("Flow harness")
struct FlowHarnessTests {
  /// Awaits a name, then reports how the step ended.
  static let nameOrHowItEnded = Flow<FlowRoute, String>("name", ending: .keepScreens) { flow in
    do {
      return try await flow.push(.askName, returning: String.self)
    } catch NavigationError.dismissedWithoutResult {
      return "left without a name"
    }
  }

  // MARK: The person

  @Test func swipeAwayResumesTheStepWithDismissedWithoutResult() async throws {
    let flow = Flow<FlowRoute, String>("age", ending: .keepScreens) { flow in
      do {
        return "\(try await flow.present(.askAge, returning: Int.self))"
      } catch NavigationError.dismissedWithoutResult {
        return "swiped away"
      }
    }
    let harness = FlowHarness(flow, root: .home)

    try await harness.expect(.present(.askAge))
    try harness.swipeAway()

    #expect(try await harness.output() == "swiped away")
    #expect(harness.router.child == nil)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func tapBackResumesTheStepWithDismissedWithoutResult() async throws {
    let harness = FlowHarness(Self.nameOrHowItEnded, root: .home)

    try await harness.expect(.push(.askName))
    try harness.tapBack()

    #expect(try await harness.output() == "left without a name")
    #expect(harness.router.path.isEmpty)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func actionsWithNothingToActOnAreRefusedWithTheTree() async throws {
    let harness = FlowHarness(Self.nameOrHowItEnded, root: .home)
    try await harness.expect(.push(.askName))

    #expect(throws: FlowHarnessError.self) { try harness.swipeAway() }
    #expect(throws: FlowHarnessError.self) { try harness.respond(with: 42) }
    #expect(harness.router.currentDestination == .askName)
    try harness.respond(with: "Ada")
    #expect(try await harness.output() == "Ada")
    // The answered stage stays (the flow keeps its screens); with it gone, Back has nothing.
    #expect(harness.router.path.map(\.route) == [.askName])
    try harness.router.pop()

    let error = #expect(throws: FlowHarnessError.self) { try harness.tapBack() }
    #expect(error?.description.contains("Cannot tap Back") == true)
    #expect(error?.description.contains("root #") == true)
    #expect(harness.awaitingCallers == 0)
  }

  // MARK: Cancellation

  @Test func cancellingUnwindsTheFlowAndResumesItsStepWithCancellation() async throws {
    let flow = Flow<FlowRoute, Int>("cancelled", ending: .keepScreens) { flow in
      try await flow.push(.welcome)
      do {
        return try await flow.present(.askAge, returning: Int.self)
      } catch is CancellationError {
        throw CancelledStep()
      }
    }
    let harness = FlowHarness(flow, root: .home)
    try await harness.expect(.push(.welcome))
    try await harness.expect(.present(.askAge))

    harness.cancel()

    try await harness.expect(.dismiss(.askAge))
    try await harness.expect(.pop(.welcome))
    await #expect(throws: CancelledStep.self) { try await harness.output() }
    #expect(harness.router.isFullyAtRoot)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aFlowThatSwallowsCancellationStillEndsWithIt() async throws {
    let flow = Flow<FlowRoute, Int>("swallows", ending: .keepScreens) { flow in
      try await flow.push(.welcome)
      _ = try? await flow.push(.askName, returning: String.self)
      return 1
    }
    let harness = FlowHarness(flow, root: .home)
    try await harness.expect(.push(.welcome))
    try await harness.expect(.push(.askName))

    harness.cancel()

    try await harness.expect(.pop(.askName))
    try await harness.expect(.pop(.welcome))
    await #expect(throws: CancellationError.self) { try await harness.output() }
    #expect(harness.awaitingCallers == 0)
  }

  // MARK: Exhaustiveness

  @Test func anUnexpectedStepFailsWithALineDiffOfTheExpectedAndActualTrees() async throws {
    let harness = FlowHarness(Flows.onboarding, root: .home)

    let error = await #expect(throws: FlowHarnessError.self) {
      try await harness.expect(.present(.askName))
    }

    #expect(
      error?.description == """
        Unexpected navigation change.
          expected: present askName as sheet
          actual:   push askName
        Tree, − expected, + actual:
            router r1
              root #2 home
          −   sheet r0
          −     root expected askName
          +   push #3 askName
        """)
    harness.cancel()
    try await harness.expect(.pop(.askName))
    await #expect(throws: CancellationError.self) { try await harness.output() }
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aStepLeftUnexpectedFailsTheOutput() async throws {
    let harness = FlowHarness(Flows.welcomeAndTerms(ending: .keepScreens), root: .home)
    try await harness.expect(.push(.welcome))

    let error = await #expect(throws: FlowHarnessError.self) { try await harness.output() }

    #expect(error?.description.contains("expected: the flow's end") == true)
    #expect(error?.description.contains("actual:   present terms as sheet") == true)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func expectingAStepAfterTheFlowEndedFails() async throws {
    let harness = FlowHarness(Flows.welcomeAndTerms(ending: .keepScreens), root: .home)
    try await harness.expect(.push(.welcome))
    try await harness.expect(.present(.terms))

    let error = await #expect(throws: FlowHarnessError.self) {
      try await harness.expect(.push(.askName))
    }

    #expect(error?.description.contains("the flow ended with output 1") == true)
    #expect(try await harness.output() == 1)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aHarnessThatIsNotExhaustiveSkipsToTheExpectedStep() async throws {
    let harness = FlowHarness(Flows.welcomeAndTerms(ending: .unwindToStart), root: .home)
    harness.isExhaustive = false

    try await harness.expect(.dismiss(.terms))

    #expect(try await harness.output() == 1)
    #expect(harness.awaitingCallers == 0)
  }

  /// A flow that waits on something outside navigation, which the test never provides: only
  /// the safety limit can tell it from a slow one. (One that waits for the person fails at
  /// once: see `FlowHarnessWaitingTests`.)
  @Test func theSafetyLimitTurnsAHangIntoAFailure() async throws {
    let flow = Flow<FlowRoute, Int>("waits for a server", ending: .keepScreens) { flow in
      try await flow.push(.askName)
      let (answers, server) = AsyncStream<Int>.makeStream()
      defer { server.finish() }
      for await answer in answers { return answer }
      throw CancellationError()
    }
    let harness = FlowHarness(flow, root: .home, safetyLimit: .zero)

    let error = await #expect(throws: FlowHarnessError.self) { try await harness.output() }

    #expect(error?.description.contains("safety limit") == true)
    harness.cancel()
    #expect(await yieldUntil { harness.awaitingCallers == 0 })
  }
}

/// What the cancelled flow throws once its step was resumed with `CancellationError`.
private struct CancelledStep: Error {}
