import ItineraryTesting
import Testing

@testable import Itinerary

/// Stages that hold the person: Back or a swipe on a guarded screen asks its guard first, a
/// refused leave changes nothing, an allowed one goes one stage back, and a gesture the
/// adapter should have disabled is refused by the core. Every test ends with no caller waiting.
@MainActor
@Suite("Flow leave guards")
struct FlowLeaveGuardTests {
  /// A name, then an age on a screen that asks before the person leaves it.
  static func guarded(
    _ leaving: LeaveGuard<FlowRoute> = .confirm("Discard your answers?")
  ) -> Flow<FlowRoute, String> {
    Flow("guarded", ending: .keepScreens) { flow in
      let name = try await flow.push(.askName, returning: String.self)
      let age = try await flow.push(.askAge, returning: Int.self, leaving: leaving)
      return "\(name) \(age)"
    }
  }

  /// A harness on the guarded flow, answered up to its guarded stage, the age.
  private static func harnessOnTheGuardedStage() async throws -> FlowHarness<FlowRoute, String> {
    let harness = FlowHarness(Self.guarded(), root: .home)
    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.push(.askAge))
    return harness
  }

  @Test func backOnAGuardedStageAsksAndAKeptPersonStays() async throws {
    let harness = try await Self.harnessOnTheGuardedStage()

    try harness.tapBack()
    try harness.tapAlertButton("Keep Editing")
    try harness.respond(with: 36)

    #expect(try await harness.output() == "Ada 36")
    #expect(harness.router.path.map(\.route) == [.askName, .askAge])
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aKeptPersonCanAskAgainAtOnceAndLeave() async throws {
    let harness = try await Self.harnessOnTheGuardedStage()

    try harness.tapBack()
    try harness.tapAlertButton("Keep Editing")
    try harness.tapBack()
    try harness.tapAlertButton("Discard")
    try harness.respond(with: "Bo")
    try await harness.expect(.push(.askAge))
    try harness.respond(with: 7)

    #expect(try await harness.output() == "Bo 7")
    #expect(harness.awaitingCallers == 0)
  }

  @Test func backOnAGuardedStageAsksAndAnAllowedLeaveGoesOneStageBack() async throws {
    let harness = try await Self.harnessOnTheGuardedStage()

    try harness.tapBack()
    try harness.tapAlertButton("Discard")
    try harness.respond(with: "Bo")
    try await harness.expect(.push(.askAge))
    try harness.respond(with: 7)

    #expect(try await harness.output() == "Bo 7")
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aRequestToLeaveTheGuardedScreenIsRefusedWithATypedReasonAndChangesNothing()
    async throws
  {
    let router = Router<FlowRoute>(root: .home)
    HeadlessRenderer<FlowRoute>().attach(to: router.lane)
    let run = Task { try await router.run(Self.guarded(LeaveGuard { _ in false })) }
    #expect(await yieldUntil { router.awaitingResults > 0 })
    try router.finish(returning: "Ada")
    #expect(await yieldUntil { router.currentDestination == .askAge })
    let screen = router.state.current.id
    let before = router.hierarchy
    #expect(router.isLeaveGuarded(screen))

    await #expect(throws: NavigationError.leaveGuarded(screen)) {
      try await router.requestLeave()
    }
    #expect(router.hierarchy == before)
    #expect(
      NavigationError.leaveGuarded(screen).description
        == "Screen \(screen) holds the person: its guard did not let them leave.")

    run.cancel()
    _ = try? await run.value
    #expect(!router.isLeaveGuarded(screen))
    #expect(router.awaitingCallers == 0)
  }

  @Test func aBackGestureOnAGuardedScreenIsRefusedAndTheLaneShowsItAgain() async throws {
    let router = Router<FlowRoute>(root: .home)
    let renderer = HeadlessRenderer<FlowRoute>()
    renderer.attach(to: router.lane)
    let run = Task { try await router.run(Self.guarded()) }
    #expect(await yieldUntil { router.awaitingResults > 0 })
    try router.finish(returning: "Ada")
    #expect(await yieldUntil { router.currentDestination == .askAge })
    let before = router.hierarchy

    // A swipe back the adapter should have disabled reaches the lane all the same.
    router.lane.userSetPath(Array(router.path.dropLast()), router: router.id)

    #expect(router.hierarchy == before)
    #expect(router.lane.isIdle)
    #expect(router.lane.displayed?.hierarchies == [before])
    #expect(renderer.renderedSteps.last == .setPath(before.root.path, router: router.id))
    run.cancel()
    _ = try? await run.value
    #expect(router.awaitingCallers == 0)
  }

  @Test func aRequestToLeaveAnUnguardedScreenLeavesAndTheRootCannot() async throws {
    let router = Router<FlowRoute>(root: .home)
    try router.push(.welcome)

    try await router.requestLeave()

    #expect(router.path.isEmpty)
    await #expect(throws: NavigationError.cannotDismissRoot(router.state.root.id)) {
      try await router.requestLeave()
    }
  }

  /// A sheet with a dismiss button, then a guarded stage pushed inside it.
  static let guardedInASheet = Flow<FlowRoute, String>("sheet", ending: .keepScreens) { flow in
    let name = try await flow.push(.askName, returning: String.self)
    try await flow.present(.welcome, dismissButton: .leading)
    let age = try await flow.push(
      .askAge, returning: Int.self, leaving: .confirm("Discard your answers?"))
    return "\(name) \(age)"
  }

  @Test func theDismissButtonOfASheetHoldingAGuardedStageAsksThenDismissesTheWholeSheet()
    async throws
  {
    let harness = FlowHarness(Self.guardedInASheet, root: .home)
    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.present(.welcome))
    try await harness.expect(.push(.askAge))
    #expect(harness.router.child?.guardedScreen == harness.router.child?.state.current.id)

    try harness.swipeAway()
    try harness.tapAlertButton("Discard")
    // The whole sheet left, not only the guarded screen: back to the name.
    try harness.respond(with: "Bo")
    try await harness.expect(.present(.welcome))
    try await harness.expect(.push(.askAge))
    try harness.respond(with: 7)

    #expect(try await harness.output() == "Bo 7")
    #expect(harness.awaitingCallers == 0)
  }

  /// The adapter disables the swipe of a guarded sheet, so a sheet that asked for no dismiss
  /// button shows one then: without it, the person could not ask to leave at all.
  @Test func aGuardedSheetWithoutADismissButtonStillLetsThePersonAskToLeave() async throws {
    let flow = Flow<FlowRoute, Int>("locked", ending: .keepScreens) { flow in
      try await flow.present(
        .askAge, returning: Int.self, leaving: .confirm("Discard your answers?"))
    }
    let harness = FlowHarness(flow, root: .home)
    try await harness.expect(.present(.askAge))

    try harness.swipeAway()
    try harness.tapAlertButton("Keep Editing")
    #expect(harness.router.child?.state.current.route == .askAge)
    try harness.respond(with: 36)
    #expect(try await harness.output() == 36)
    #expect(harness.awaitingCallers == 0)
  }

  /// A cover never had a swipe: one that asked for no dismiss button is left by its flow only,
  /// guarded or not, as the app designed it.
  @Test func aGuardedCoverWithoutADismissButtonCannotBeDismissedByThePerson() async throws {
    let flow = Flow<FlowRoute, Int>("covered", ending: .keepScreens) { flow in
      try await flow.present(
        .askAge, as: .fullScreenCover, dismissButton: nil, returning: Int.self,
        leaving: .confirm("Discard your answers?"))
    }
    let harness = FlowHarness(flow, root: .home)
    try await harness.expect(.present(.askAge, as: .fullScreenCover))

    let refusal = #expect(throws: FlowHarnessError.self) { try harness.swipeAway() }

    #expect(refusal?.description.contains("it has no dismiss button") == true)
    try harness.respond(with: 36)
    #expect(try await harness.output() == 36)
    #expect(harness.awaitingCallers == 0)
  }

}
