import ItineraryTesting
import Testing

@testable import Itinerary

/// The serial lane: commands change the tree at once, the screen follows one step at a time,
/// each held step waits for its acknowledgement or its deadline, and user actions enter the
/// same order.
@MainActor
@Suite("Lane")
struct LaneTests {
  typealias Step = NavigationStep<TestRoute>
  typealias Tree = NavigationNode<TestRoute>
  typealias Event = NavigationEvent<TestRoute>

  /// A root router at `.home` drawn by a headless renderer that holds the steps `holds` picks.
  private func makeRouter(
    holding holds: @escaping (Step) -> Bool = { _ in false }
  ) -> (Router<TestRoute>, HeadlessRenderer<TestRoute>) {
    let router = Router<TestRoute>(root: .home)
    let renderer = HeadlessRenderer<TestRoute>(holding: holds)
    renderer.attach(to: router.lane)
    // Held steps stay held while other tests keep the main actor busy, yet a test that
    // forgets one still ends.
    router.lane.deadline = .seconds(120)
    return (router, renderer)
  }

  /// The tree of a lone router's hierarchy.
  private func tree(_ router: Router<TestRoute>) -> Tree {
    Tree(router.hierarchy)
  }

  /// The first event of `events` that `matches` picks, or `nil` after `limit`.
  ///
  /// The time limit only guards the test against a hang: the event is awaited, not slept for.
  private func firstEvent(
    from events: AsyncStream<Event>, within limit: Duration,
    where matches: @escaping @Sendable (Event) -> Bool
  ) async -> Event? {
    await withTaskGroup(of: Event?.self) { group in
      group.addTask {
        for await event in events where matches(event) { return event }
        return nil
      }
      group.addTask {
        try? await Task.sleep(for: limit)  // a guard against a hang, never the expected path
        return nil
      }
      let first = await group.next() ?? nil
      group.cancelAll()
      return first
    }
  }

  private nonisolated static func isDeadlineMissed(_ event: Event) -> Bool {
    if case .deadlineMissed = event { return true }
    return false
  }

  // MARK: Without a renderer

  @Test func withoutARendererTheLaneIsIdleAndShowsNothing() throws {
    let router = Router<TestRoute>(root: .home)

    try router.push(.list)
    try router.presentSheet(.settings)
    try router.push(.detail(1), target: .deepest)

    #expect(router.lane.displayed == nil)
    #expect(router.lane.pendingStep == nil)
    #expect(router.lane.isIdle)
    #expect(router.lane.waitingCallers == 0)
    #expect(router.awaitingCallers == 0)
  }

  @Test func withoutARendererNavigatorCallsReturnAtOnce() async throws {
    let router = Router<TestRoute>(root: .home)
    let navigator = Navigator(router)

    try await navigator.run { try $0.push(.list) }
    try await navigator.run { try $0.presentSheet(.settings) }
    try await navigator.run { try $0.push(.detail(1), target: .deepest) }
    #expect(router.lane.waitingCallers == 0)
    try await navigator.run { try $0.dismissAllFromRoot() }
    await router.lane.waitUntilDisplayed()

    #expect(router.path.map(\.route) == [.list])
    #expect(router.child == nil)
    #expect(router.lane.isIdle)
    #expect(router.awaitingCallers == 0)
  }

  @Test func aNavigatorCallFromAnotherTaskRegistersNoWaiterWithoutARenderer() async throws {
    let router = Router<TestRoute>(root: .home)
    let navigator = Navigator(router)

    let call = Task.detached { try await navigator.run { try $0.push(.list) } }
    #expect(await yieldUntil { router.path.count == 1 })

    #expect(router.lane.waitingCallers == 0)
    try await call.value
    #expect(router.awaitingCallers == 0)
  }

  // MARK: Rendering

  @Test func attachingTakesTheScreenToShowTheTreeAsItIs() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list)
    try router.presentSheet(.settings)
    let renderer = HeadlessRenderer<TestRoute>()

    renderer.attach(to: router.lane)

    #expect(router.lane.displayed == tree(router))
    #expect(renderer.renderedSteps.isEmpty)
    #expect(router.lane.isIdle)
  }

  @Test func eachCommandIsRenderedAsItsSteps() throws {
    let (router, renderer) = makeRouter()

    try router.push(.list)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    let presented = sheet.state
    try router.push(.detail(1), target: .deepest)
    try router.dismissAllFromRoot()

    #expect(
      renderer.renderedSteps == [
        .setPath(router.path, router: router.id),
        .present(presented, presenter: router.id),
        .setPath(sheet.path, router: sheet.id),
        .dismiss(router: sheet.id),
      ])
    #expect(router.lane.displayed == tree(router))
    #expect(router.lane.isIdle)
  }

  @Test func replacingTheScreenOnTopIsDrawnAsTheStepThePlannerWouldPlan() throws {
    let (router, renderer) = makeRouter()
    let planner = NavigationPlanner()

    var before = tree(router)
    try router.replace(with: .list)
    let rootStep = planner.steps(from: before, to: tree(router))
    try router.push(.detail(1))
    let pushStep = NavigationStep.setPath(router.path, router: router.id)
    before = tree(router)
    try router.replace(with: .detail(2))
    let pathStep = planner.steps(from: before, to: tree(router))

    #expect(rootStep == [.setRoot(router.state.root, router: router.id)])
    #expect(pathStep == [.setPath(router.path, router: router.id)])
    #expect(renderer.renderedSteps == rootStep + [pushStep] + pathStep)
    #expect(router.lane.displayed == tree(router))
  }

  /// A push drawn alone leaves the screen showing the tree itself, with no copy kept; a
  /// command issued while that push is held, a stack action or any other, keeps what the
  /// screen shows first, and is drawn from it once the push is acknowledged.
  @Test(arguments: [false, true])
  func aCommandIssuedWhileAPushIsHeldIsDrawnFromTheHeldPush(stackAction: Bool) throws {
    let (router, renderer) = makeRouter(holding: { step in
      if case .setPath(let path, _) = step { path.count == 2 } else { false }
    })
    try router.push(.list)
    #expect(router.lane.displayed == tree(router))
    try router.push(.detail(1))
    let held = tree(router)
    #expect(renderer.heldStep?.step == .setPath(router.path, router: router.id))
    #expect(router.lane.displayed == held)

    if stackAction { try router.pop(last: 2) } else { try router.presentSheet(.settings) }

    #expect(router.lane.displayed == held)
    #expect(router.lane.displayed != tree(router))
    #expect(renderer.acknowledgeHeldStep())
    #expect(router.lane.displayed == tree(router))
    #expect(router.lane.isIdle)
    let last = try #require(renderer.renderedSteps.last)
    if stackAction {
      #expect(last == .setPath([], router: router.id))
    } else {
      let sheet = try #require(router.child)
      #expect(last == .present(sheet.state, presenter: router.id))
    }
  }

  @Test func aPushIssuedWhileADismissalIsHeldIsRenderedAfterTheAcknowledgement() throws {
    let (router, renderer) = makeRouter(holding: isDismissal)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    let presentStep = Step.present(sheet.state, presenter: router.id)

    try router.dismissChild()
    #expect(renderer.heldStep?.step == .dismiss(router: sheet.id))
    try router.push(.detail(1))

    // The tree changed at once; the screen shows the dismissal and not yet the push.
    #expect(router.child == nil)
    #expect(router.path.map(\.route) == [.detail(1)])
    #expect(renderer.renderedSteps == [presentStep, .dismiss(router: sheet.id)])
    #expect(router.lane.pendingStep?.step == .dismiss(router: sheet.id))
    #expect(
      router.lane.displayed
        == Tree(NavigationHierarchy(root: RouterState(id: router.id, root: router.root))))
    #expect(router.lane.displayed != tree(router))
    #expect(!router.lane.isIdle)

    #expect(renderer.acknowledgeHeldStep())

    #expect(
      renderer.renderedSteps == [
        presentStep, .dismiss(router: sheet.id), .setPath(router.path, router: router.id),
      ])
    #expect(router.lane.displayed == tree(router))
    #expect(router.lane.pendingStep == nil)
    #expect(router.lane.isIdle)
  }

  @Test func aNavigatorCallReturnsOnlyOnceItsStepIsAcknowledged() async throws {
    let (router, renderer) = makeRouter(holding: isDismissal)
    try router.presentSheet(.settings)
    try router.dismissChild()
    let navigator = Navigator(router)
    let returned = Flag()

    let call = Task {
      try await navigator.run { try $0.push(.detail(1)) }
      returned.isSet = true
    }
    #expect(await yieldUntil { router.lane.waitingCallers == 1 })
    await yieldTimes(20)

    #expect(router.path.map(\.route) == [.detail(1)])
    #expect(!returned.isSet)
    #expect(router.awaitingCallers == 1)

    renderer.acknowledgeHeldStep()
    try await call.value

    #expect(returned.isSet)
    #expect(renderer.renderedSteps.last == .setPath(router.path, router: router.id))
    #expect(router.awaitingCallers == 0)
  }

  @Test func withOneLevelPerUpdateEachLevelWaitsForTheOneAbove() throws {
    let (router, renderer) = makeRouter(holding: { $0.animates })
    router.lane.planner = NavigationPlanner(capabilities: .oneLevelPerUpdate)
    try router.presentSheet(.settings)
    renderer.acknowledgeHeldStep()
    try router.presentSheet(.profile, target: .deepest)
    renderer.acknowledgeHeldStep()
    let sheet = try #require(router.child)
    let top = try #require(sheet.child)
    renderer.clearRenderedSteps()

    try router.dismissAllFromRoot()
    try router.push(.detail(1))

    #expect(renderer.renderedSteps == [.dismiss(router: top.id)])
    renderer.acknowledgeHeldStep()
    #expect(renderer.renderedSteps == [.dismiss(router: top.id), .dismiss(router: sheet.id)])
    renderer.acknowledgeHeldStep()
    let push = Step.setPath(router.path, router: router.id)
    #expect(renderer.renderedSteps == [.dismiss(router: top.id), .dismiss(router: sheet.id), push])
    #expect(!router.lane.isIdle)
    renderer.acknowledgeHeldStep()
    #expect(router.lane.isIdle)
    #expect(router.lane.displayed == tree(router))
  }

  // MARK: Batches

  @Test func aBatchIsPlannedAsOneChange() throws {
    let (router, renderer) = makeRouter()
    let log = EventLog(router)

    try router.batch { router throws(NavigationError) in
      try router.push(.list)
      try router.push(.detail(1))
      try router.push(.detail(2))
    }

    #expect(router.path.map(\.route) == [.list, .detail(1), .detail(2)])
    #expect(renderer.renderedSteps == [.setPath(router.path, router: router.id)])
    #expect(
      log.events == [
        .pushed([router.path[0]], router: router.id),
        .pushed([router.path[1]], router: router.id),
        .pushed([router.path[2]], router: router.id),
      ])
    #expect(router.lane.isIdle)
  }

  @Test func aBatchPresentingAndPushingPresentsTheSheetWithItsPushes() throws {
    let (router, renderer) = makeRouter()

    try router.batch { router throws(NavigationError) in
      try router.presentSheet(.settings)
      try router.push(.list, target: .deepest)
      try router.push(.detail(1), target: .deepest)
    }

    let sheet = try #require(router.child)
    #expect(sheet.path.count == 2)
    #expect(renderer.renderedSteps == [.present(sheet.state, presenter: router.id)])
  }

  @Test(arguments: [false, true])
  func aRefusedCommandInABatchRestoresTheHierarchyAndDeliversNoEvents(rendered: Bool) throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list)
    try router.presentSheet(.settings)
    let renderer = HeadlessRenderer<TestRoute>()
    if rendered { renderer.attach(to: router.lane) }
    let before = router.hierarchy
    let log = EventLog(router)

    #expect(throws: NavigationError.unknownEntry("missing")) {
      try router.batch { router throws(NavigationError) in
        try router.push(.detail(1))
        try router.dismissAllFromRoot()
        try router.presentSheet(.profile)
        try router.dismissScreen(id: "missing")
      }
    }

    #expect(router.hierarchy == before)
    #expect(hierarchyProblem(router) == nil)
    #expect(log.events.isEmpty)
    #expect(router.lane.isIdle)
    if rendered {
      // Nothing changed, so nothing may be drawn, and the screen shows the tree.
      #expect(renderer.renderedSteps.isEmpty)
      #expect(router.lane.displayed == tree(router))
    }

    try router.pop()
    #expect(router.path.isEmpty)
    #expect(log.events.count == 1)
    if rendered { #expect(router.lane.displayed == tree(router)) }
  }

  @Test func aRefusedBatchLeavesTheRoutersItDismissedAttached() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)

    #expect(throws: NavigationError.unknownEntry("missing")) {
      try router.batch { router throws(NavigationError) in
        try router.dismissChild()
        try router.dismissScreen(id: "missing")
      }
    }

    // A refused batch changes nothing: the sheet's router still works.
    #expect(router.child === sheet)
    #expect(sheet.isAttached)
    #expect(throws: Never.self) { try sheet.push(.list) }
  }

  // MARK: Deadlines

  @Test func aStepNeverAcknowledgedMissesItsDeadlineAndTheLaneGoesOn() async throws {
    let (router, renderer) = makeRouter(holding: isDismissal)
    router.lane.deadline = .milliseconds(20)
    let events = router.events
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    try router.dismissChild()
    try router.push(.detail(1))
    let navigator = Navigator(router)
    let call = Task { try await navigator.run { try $0.push(.detail(2)) } }

    let missed = await firstEvent(from: events, within: .seconds(30), where: Self.isDeadlineMissed)

    #expect(missed == .deadlineMissed(.dismiss(router: sheet.id)))
    try await call.value
    #expect(router.path.map(\.route) == [.detail(1), .detail(2)])
    #expect(renderer.renderedSteps.last == .setPath(router.path, router: router.id))
    #expect(router.lane.displayed == tree(router))
    #expect(router.lane.isIdle)
    #expect(router.awaitingCallers == 0)

    // The renderer acknowledges the missed step late: nothing changes.
    let rendered = renderer.renderedSteps
    #expect(renderer.acknowledgeHeldStep())
    #expect(renderer.renderedSteps == rendered)
    #expect(router.lane.isIdle)
  }

  @Test func anAcknowledgedStepMissesNoDeadline() async throws {
    let (router, renderer) = makeRouter(holding: isDismissal)
    router.lane.deadline = .milliseconds(20)
    let events = router.events
    try router.presentSheet(.settings)
    try router.dismissChild()
    renderer.acknowledgeHeldStep()
    try router.presentSheet(.profile)
    let second = try #require(router.child)
    try router.dismissChild()

    let missed = await firstEvent(from: events, within: .seconds(30), where: Self.isDeadlineMissed)

    // The first dismissal's deadline was called off by its acknowledgement.
    #expect(missed == .deadlineMissed(.dismiss(router: second.id)))
    #expect(router.lane.isIdle)
  }

  // MARK: Acknowledgements

  @Test func lateOrDoubleAcknowledgementsChangeNothing() throws {
    let (router, renderer) = makeRouter(holding: { $0.animates })
    try router.push(.list)
    let first = try #require(router.lane.pendingStep?.id)
    try router.push(.detail(1))

    router.lane.acknowledge(first)
    let second = try #require(router.lane.pendingStep)
    #expect(second.id != first)
    #expect(second.step == .setPath(router.path, router: router.id))
    let rendered = renderer.renderedSteps
    let displayed = router.lane.displayed

    router.lane.acknowledge(first)
    router.lane.acknowledge(StepID(rawValue: 999))

    #expect(router.lane.pendingStep?.id == second.id)
    #expect(renderer.renderedSteps == rendered)
    #expect(router.lane.displayed == displayed)

    router.lane.acknowledge(second.id)
    #expect(router.lane.isIdle)
    router.lane.acknowledge(second.id)
    router.lane.acknowledge(first)
    #expect(router.lane.isIdle)
    #expect(renderer.renderedSteps == rendered)
    #expect(router.lane.displayed == tree(router))
  }

  // MARK: User actions

  @Test func aSwipeWhileAPushOnTheParentIsPendingLandsThePushOnTheParentsStack() throws {
    let (router, renderer) = makeRouter(holding: isSetPath)
    let log = EventLog(router)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    try router.push(.profile, target: .deepest)
    #expect(renderer.heldStep?.step == .setPath(sheet.path, router: sheet.id))
    try router.push(.detail(1), target: .root)

    router.lane.userDismissed(sheet.id)

    #expect(router.child == nil)
    #expect(!sheet.isAttached)
    #expect(log.events.last == .dismissed(router: sheet.id, screens: sheet.state.entries))
    try router.push(.detail(2), target: .deepest)
    #expect(router.path.map(\.route) == [.detail(1), .detail(2)])

    renderer.acknowledgeHeldStep()
    #expect(renderer.renderedSteps.last == .setPath(router.path, router: router.id))
    renderer.acknowledgeHeldStep()
    #expect(renderer.renderedSteps.count == 3)
    #expect(router.lane.displayed == tree(router))
    #expect(router.lane.isIdle)
  }

  @Test func aSwipeHeldUntilTheSheetIsGoneHoldsTheNextPresentationBehindIt() throws {
    let (router, renderer) = makeRouter()
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    renderer.clearRenderedSteps()

    let held = try #require(router.lane.userDismissed(sheet.id, holdingUntilAcknowledged: true))

    #expect(router.child == nil)
    #expect(router.lane.pendingStep?.id == held)
    #expect(router.lane.pendingStep?.step == .dismiss(router: sheet.id))
    try router.presentSheet(.profile)
    #expect(renderer.renderedSteps.isEmpty)
    #expect(!router.lane.isIdle)

    router.lane.acknowledge(held)
    let profile = try #require(router.child)
    #expect(renderer.renderedSteps == [.present(profile.state, presenter: router.id)])
    #expect(router.lane.displayed == tree(router))
    #expect(router.lane.isIdle)
  }

  @Test func aSwipeIsNotHeldWhenAnotherStepIsPendingOrNotAsked() throws {
    let (router, renderer) = makeRouter(holding: isSetPath)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    #expect(router.lane.userDismissed(sheet.id) == nil)
    #expect(router.lane.isIdle)

    try router.presentSheet(.profile)
    let profile = try #require(router.child)
    try router.push(.detail(1))
    let pending = try #require(router.lane.pendingStep)
    #expect(router.lane.userDismissed(profile.id, holdingUntilAcknowledged: true) == nil)
    #expect(router.lane.pendingStep?.id == pending.id)
    renderer.acknowledgeHeldStep()
    #expect(router.lane.displayed == tree(router))
    #expect(router.lane.isIdle)
  }

  @Test func aSwipeOfASheetACommandDismissedAlreadyChangesNothingMore() throws {
    let (router, renderer) = makeRouter(holding: isDismissal)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    try router.dismissChild()
    let log = EventLog(router)

    router.lane.userDismissed(sheet.id)

    #expect(log.events.isEmpty)
    #expect(router.child == nil)
    renderer.acknowledgeHeldStep()
    #expect(renderer.renderedSteps.count == 2)
    #expect(router.lane.displayed == tree(router))
    #expect(router.lane.isIdle)
  }

  @Test func userSetPathPopsTheRouter() throws {
    let (router, renderer) = makeRouter()
    try router.push(.list)
    try router.push(.detail(1))
    try router.push(.detail(2))
    let kept = Array(router.path.prefix(1))
    let popped = Array(router.path.dropFirst())
    let log = EventLog(router)
    renderer.clearRenderedSteps()

    router.lane.userSetPath(kept, router: router.id)

    #expect(router.path == kept)
    #expect(log.events == [.popped(popped, router: router.id)])
    #expect(renderer.renderedSteps.isEmpty)
    #expect(router.lane.displayed == tree(router))
  }

  @Test func userSetPathInASheetPopsTheSheetsStackOnly() throws {
    let (router, renderer) = makeRouter()
    try router.push(.list)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    try sheet.push(.profile)
    try sheet.push(.detail(1))
    renderer.clearRenderedSteps()

    router.lane.userSetPath([], router: sheet.id)

    #expect(sheet.path.isEmpty)
    #expect(router.path.map(\.route) == [.list])
    #expect(renderer.renderedSteps.isEmpty)
    #expect(router.lane.displayed == tree(router))
  }

  private enum Tab: Hashable, Sendable, CaseIterable {
    case home
    case search
  }

  private func makeTabs(
    holding holds: @escaping (Step) -> Bool = { _ in false }
  ) throws -> (TabRouter<Tab, TestRoute>, HeadlessRenderer<TestRoute>) {
    let tabs = try TabRouter<Tab, TestRoute>(tabs: Tab.allCases) { $0 == .home ? .home : .list }
    let renderer = HeadlessRenderer<TestRoute>(holding: holds)
    renderer.attach(to: tabs.lane)
    return (tabs, renderer)
  }

  private func tree(_ tabs: TabRouter<Tab, TestRoute>) -> Tree {
    tabs.store.tree
  }

  /// The name of the selected tab of `tree`, a tabs node.
  private func selectedTab(of tree: Tree?) -> String? {
    guard case .tabs(let tabs) = tree else { return nil }
    return tabs.selected
  }

  @Test func userSelectedSelectsTheTabWithoutDrawingIt() throws {
    let (tabs, renderer) = try makeTabs()
    let home = try #require(tabs[.home])
    let log = EventLog(home)

    tabs.lane.userSelected("search", in: tabs.nodeID)

    #expect(tabs.selectedTab == .search)
    #expect(selectedTab(of: tabs.lane.displayed) == "search")
    #expect(tabs.lane.displayed == tree(tabs))
    #expect(renderer.renderedSteps.isEmpty)
    #expect(log.events == [.selectedTab(index: 1, name: "search")])

    tabs.lane.userSelected("no such tab", in: tabs.nodeID)
    #expect(tabs.selectedTab == .search)
    #expect(tabs.lane.displayed == tree(tabs))
    #expect(log.events.count == 1)
  }

  @Test func userSelectedOnTheSelectedTabPopsItToItsRoot() throws {
    let (tabs, renderer) = try makeTabs()
    let home = try #require(tabs[.home])
    try tabs.push(.detail(1))
    renderer.clearRenderedSteps()

    tabs.lane.userSelected("home", in: tabs.nodeID)

    #expect(tabs.selectedTab == .home)
    #expect(home.path.isEmpty)
    #expect(renderer.renderedSteps == [.setPath([], router: home.id)])
    #expect(tabs.lane.displayed == tree(tabs))
  }

  @Test func aTabSwitchIssuedWhileACoverIsDismissingWaitsForTheDismissal() throws {
    let (tabs, renderer) = try makeTabs(holding: isDismissal)
    let home = try #require(tabs[.home])
    try tabs.presentCover(.profile)
    let cover = try #require(home.child)
    renderer.clearRenderedSteps()

    try home.dismissChild()
    try tabs.select(.search)

    #expect(renderer.renderedSteps == [.dismiss(router: cover.id)])
    #expect(selectedTab(of: tabs.lane.displayed) == "home")
    renderer.acknowledgeHeldStep()
    #expect(
      renderer.renderedSteps == [
        .dismiss(router: cover.id), .selectTab("search", in: tabs.nodeID),
      ])
    #expect(tabs.lane.displayed == tree(tabs))
    #expect(tabs.lane.isIdle)
  }

  // MARK: Detaching

  @Test func detachingTheRendererResumesEveryWaiter() async throws {
    let (router, renderer) = makeRouter(holding: { $0.animates })
    try router.push(.list)
    let navigator = Navigator(router)
    let first = Task { try await navigator.run { try $0.push(.detail(1)) } }
    let second = Task { try await navigator.run { try $0.presentSheet(.settings) } }
    #expect(await yieldUntil { router.lane.waitingCallers == 2 })

    router.lane.detachRenderer()
    try await first.value
    try await second.value

    #expect(router.lane.displayed == nil)
    #expect(router.lane.pendingStep == nil)
    #expect(router.lane.isIdle)
    #expect(router.awaitingCallers == 0)
    let rendered = renderer.renderedSteps
    try router.push(.detail(2), target: .root)
    #expect(renderer.renderedSteps == rendered)
  }

  @Test func attachingAgainAfterDetachingShowsTheTreeAsItIs() throws {
    let (router, renderer) = makeRouter(holding: { $0.animates })
    try router.push(.list)
    router.lane.detachRenderer()
    try router.presentSheet(.settings)

    renderer.attach(to: router.lane)

    #expect(router.lane.displayed == tree(router))
    #expect(router.lane.isIdle)
    try router.dismissChild()
    #expect(router.lane.pendingStep?.step == renderer.renderedSteps.last)
    #expect(renderer.acknowledgeHeldStep())
    #expect(router.lane.isIdle)
  }

  @Test func attachingAnotherRendererWhileAStepIsHeldStartsAfresh() async throws {
    let (router, old) = makeRouter(holding: { $0.animates })
    try router.push(.list)
    let navigator = Navigator(router)
    let call = Task { try await navigator.run { try $0.push(.detail(1)) } }
    #expect(await yieldUntil { router.lane.waitingCallers == 1 })
    let renderer = HeadlessRenderer<TestRoute>()

    renderer.attach(to: router.lane)

    // The new screen shows the tree as it is: nothing is pending and nobody waits.
    #expect(router.lane.displayed == tree(router))
    #expect(router.lane.pendingStep == nil)
    #expect(router.lane.isIdle)
    #expect(router.lane.waitingCallers == 0)
    try router.push(.detail(2))
    #expect(renderer.renderedSteps == [.setPath(router.path, router: router.id)])
    #expect(router.lane.displayed == tree(router))

    // Whatever happened, resume the caller before the test ends.
    router.lane.detachRenderer()
    try await call.value
    #expect(old.renderedSteps.count == 1)
    #expect(router.awaitingCallers == 0)
  }

  // MARK: Reused router ids

  /// A command from outside may reuse the id of a dismissed router for another presentation.
  /// While the old presentation is still on screen, the lane must replace it, not keep it.
  @Test func aRouterIDReusedForAnotherPresentationIsPresentedAnew() throws {
    let (router, renderer) = makeRouter(holding: isSetPath)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    try router.push(.list, target: .deepest)
    try router.dismissChild()
    let cover = Presentation(style: .fullScreenCover)
    try router.perform(
      NavigationCommand(.present(Entry(id: "again", route: .profile), cover, router: sheet.id)))

    var acknowledged = 0
    while acknowledged < 10, renderer.acknowledgeHeldStep() { acknowledged += 1 }

    #expect(router.lane.isIdle)
    #expect(router.child?.presentation == cover)
    #expect(router.lane.displayed == tree(router))
    #expect(router.lane.displayed?.hierarchies.first?.levels.last?.presentation == cover)
  }
}
