import Itinerary
import ItineraryTesting
import Testing

/// The lane, drawn by the adapter's renderer over the model of SwiftUI, never sends a change
/// SwiftUI would drop, on either platform capability; and the model does catch such a change
/// when it is sent one.
@MainActor
@Suite("SwiftUI model")
struct SwiftUIModelTests {
  nonisolated static let capabilities = [PlatformCapabilities.current, .oneLevelPerUpdate]

  /// A router on `home` drawn by a model with a clock driven by hand.
  private func drawn(
    _ capabilities: PlatformCapabilities
  ) -> (Router<TestRoute>, SwiftUIModel<TestRoute>) {
    let router = Router<TestRoute>(root: .home)
    let model = SwiftUIModel<TestRoute>(
      capabilities: capabilities, clock: VirtualClock(advancesByItself: false))
    model.attach(to: router.lane)
    return (router, model)
  }

  /// Presents settings, profile and list, one in another, and lets them finish sliding in.
  private func presentThreeSheets(on router: Router<TestRoute>, _ model: SwiftUIModel<TestRoute>)
    throws
  {
    try router.presentSheet(.settings)
    try router.presentSheet(.profile, target: .deepest)
    try router.presentSheet(.list, target: .deepest)
    model.clock.runUntilIdle()
  }

  @Test(arguments: capabilities)
  func aPushWhileASheetIsDismissingWaitsForItsOnDismiss(capabilities: PlatformCapabilities)
    throws
  {
    let (router, model) = drawn(capabilities)
    try router.presentSheet(.settings)
    model.clock.runUntilIdle()
    let start = model.clock.now

    try router.dismissChild()
    try router.push(.detail(1))
    model.clock.advance(by: .milliseconds(499))
    let whileDismissing = model.shown

    model.clock.runUntilIdle()

    #expect(whileDismissing?.hierarchies[0].levels.count == 1)
    #expect(whileDismissing?.hierarchies[0].root.path.isEmpty == true)
    #expect(model.shown == NavigationNode(router.hierarchy))
    #expect(model.clock.now - start == .milliseconds(850))
    #expect(model.violations.isEmpty, "\(model.violations)")
    #expect(router.lane.isIdle)
  }

  @Test(arguments: capabilities)
  func dismissingThreeLevelsThenPushingBreaksNoRule(capabilities: PlatformCapabilities) throws {
    let (router, model) = drawn(capabilities)
    try presentThreeSheets(on: router, model)
    let start = model.clock.now

    try router.dismissAllFromRoot()
    try router.push(.detail(1))
    model.clock.runUntilIdle()

    #expect(model.violations.isEmpty, "\(model.violations)")
    #expect(model.shown == NavigationNode(router.hierarchy))
    // One dismissal for all three levels, or one per level, then the push.
    let dismissals = capabilities.dismissesSeveralLevelsAtOnce ? 1 : 3
    #expect(model.clock.now - start == .milliseconds(500 * dismissals + 350))
  }

  @Test(arguments: capabilities)
  func openingALinkOverTwoSheetsBreaksNoRule(capabilities: PlatformCapabilities) throws {
    let (router, model) = drawn(capabilities)
    try router.presentSheet(.settings)
    try router.presentSheet(.profile, target: .deepest)
    model.clock.runUntilIdle()

    try router.open(
      LinkDestination(
        stack: [.list, .detail(1)],
        presented: [.init(route: .settings, style: .sheet(SheetOptions()), stack: [.detail(2)])]))
    model.clock.runUntilIdle()

    #expect(model.violations.isEmpty, "\(model.violations)")
    #expect(model.shown == NavigationNode(router.hierarchy))
    #expect(router.hierarchy.levels.count == 2)
  }

  @Test(arguments: capabilities)
  func swipingASheetAwayWritesNilThroughItsSetterAndRunsOnDismissAtTheEnd(
    capabilities: PlatformCapabilities
  ) throws {
    let (router, model) = drawn(capabilities)
    try router.presentSheet(.settings)
    model.clock.runUntilIdle()
    let sheet = try #require(router.child?.id)
    let start = model.clock.now

    let outcome = try model.swipeAway()
    model.clock.runUntilIdle()
    try router.presentSheet(.profile)
    model.clock.runUntilIdle()

    #expect(outcome == .userDismissed(sheet))
    #expect(model.clock.now - start == .milliseconds(1000))
    #expect(router.child?.currentDestination == .profile)
    #expect(model.shown == NavigationNode(router.hierarchy))
    #expect(model.violations.isEmpty, "\(model.violations)")
  }

  /// The person's swipe reaches the lane through the setter as the sheet starts leaving; a
  /// presentation issued in that half second waits for the swiped sheet's onDismiss, since
  /// SwiftUI would drop it.
  @Test(arguments: capabilities)
  func aPresentRightAfterTheSwipeWaitsUntilTheSwipedSheetIsGone(
    capabilities: PlatformCapabilities
  ) throws {
    let (router, model) = drawn(capabilities)
    try router.presentSheet(.settings)
    model.clock.runUntilIdle()
    let start = model.clock.now

    try model.swipeAway()
    try router.presentSheet(.profile)
    #expect(router.lane.pendingStep != nil)
    model.clock.runUntilIdle()

    #expect(model.violations.isEmpty, "\(model.violations)")
    #expect(model.clock.now - start == .milliseconds(1000))
    #expect(router.child?.currentDestination == .profile)
    #expect(model.shown == NavigationNode(router.hierarchy))
    #expect(router.lane.isIdle)
  }

  /// A tab bar presented as a sheet comes and goes as a sheet does: a push issued while it
  /// leaves waits for its onDismiss.
  @Test(arguments: capabilities)
  func aTabBarInASheetComesAndGoesAsASheetDoes(capabilities: PlatformCapabilities) throws {
    let (router, model) = drawn(capabilities)
    let tabs = try router.presentTabs(["text", "style"]) { $0 == "text" ? .list : .settings }
    try tabs.push(.detail(1), in: "text")
    try tabs.select("style")
    model.clock.runUntilIdle()
    #expect(model.shown == router.store.tree)

    try tabs.dismiss()
    try router.push(.detail(2))
    model.clock.runUntilIdle()

    #expect(model.violations.isEmpty, "\(model.violations)")
    #expect(model.shown == router.store.tree)
    #expect(router.path.map(\.route) == [.detail(2)])
    #expect(router.lane.isIdle)
  }

  @Test func tappingBackPopsThroughThePathSetter() throws {
    let (router, model) = drawn(.current)
    try router.push(.list)
    try router.push(.detail(1))
    model.clock.runUntilIdle()

    let outcome = try model.tapBack()
    model.clock.runUntilIdle()

    #expect(outcome == .userPopped(router: router.id, count: 1))
    #expect(router.path.map(\.route) == [.list])
    #expect(model.shown == NavigationNode(router.hierarchy))
    #expect(throws: SwiftUIModelError.self) { try model.swipeAway() }
  }

  // MARK: The check can fail

  @Test func aRendererThatShowsTheTreeAsItIsBreaksTheRulesTheModelChecks() throws {
    let router = Router<TestRoute>(root: .home)
    let model = SwiftUIModel<TestRoute>(
      capabilities: .oneLevelPerUpdate, clock: VirtualClock(advancesByItself: false))
    // Bypasses the lane: the views read the tree itself, as a naive adapter would.
    model.attach { NavigationNode(router.hierarchy) }
    try router.presentSheet(.settings)
    try router.presentSheet(.profile, target: .deepest)
    model.animate({}, completion: {})  // two levels in one update: the second is dropped
    model.clock.runUntilIdle()
    model.animate({}, completion: {})  // the next update shows it
    model.clock.runUntilIdle()
    try router.dismissAllFromRoot()
    try router.push(.detail(1))
    model.animate({}, completion: {})

    #expect(
      model.violations.map(\.rule) == [
        .presentDroppedDuringPresentation, .oneLevelPerUpdate, .pushDroppedDuringPresentation,
      ])
    #expect(model.violations.allSatisfy { $0.description.contains("source: https://") })
    #expect(model.shown != NavigationNode(router.hierarchy))
  }

  @Test func aLanePlanningForAnotherPlatformIsCaught() throws {
    let (router, model) = drawn(.oneLevelPerUpdate)
    try presentThreeSheets(on: router, model)
    router.lane.planner = NavigationPlanner(capabilities: .current)

    try router.dismissAllFromRoot()
    model.clock.runUntilIdle()

    #expect(model.violations.map(\.rule) == [.oneLevelPerUpdate])
    #expect(model.violations.first?.time == model.clock.now - .milliseconds(500))
  }

  @Test func aTransactionThatAnimatesNothingCompletesAtOnce() {
    let (_, model) = drawn(.current)
    var completed = false

    model.animate({}, completion: { completed = true })

    #expect(completed)
  }
}
