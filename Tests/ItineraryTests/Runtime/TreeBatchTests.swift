import ItineraryTesting
import Testing

@testable import Itinerary

/// A batch is one transaction over the whole tree: every tab, both columns, the modules, the
/// selection, the id counter and the records of callers and `onDismiss` actions.
@MainActor
@Suite("Batches across the whole tree")
struct TreeBatchTests {
  private enum Tab: Hashable, Sendable, CaseIterable {
    case feed, search, profile
  }

  /// Refuses inside a batch, as a command with an unknown id does.
  private static let refusal = NavigationError.unknownEntry("missing")

  private func makeTabs() throws -> TabRouter<Tab, TestRoute> {
    try TabRouter(tabs: Tab.allCases) { tab in
      switch tab {
      case .feed: .home
      case .search: .list
      case .profile: .profile
      }
    }
  }

  /// Tabs drawn by a renderer that acknowledges at once, with two sheets on the feed tab and
  /// a pushed screen on the search tab.
  private func tabsWithSheets() throws -> (TabRouter<Tab, TestRoute>, HeadlessRenderer<TestRoute>) {
    let tabs = try makeTabs()
    let renderer = HeadlessRenderer<TestRoute>()
    renderer.attach(to: tabs.lane)
    try tabs.presentSheet(.settings)
    try tabs.selectedRouter.presentSheet(.profile, target: .deepest)
    try tabs.push(.detail(1), in: .search)
    renderer.clearRenderedSteps()
    return (tabs, renderer)
  }

  // MARK: Refused

  @Test func aRefusedBatchPutsBackEveryTabTheSelectionAndTheRouters() throws {
    let (tabs, renderer) = try tabsWithSheets()
    let feed = try #require(tabs[.feed])
    let search = try #require(tabs[.search])
    let before = tabs.store.tree
    let chain = [feed, try #require(feed.child), try #require(feed.child?.child)]
    let log = EventLog(feed)
    let counter = feed.store.lastID

    #expect(throws: Self.refusal) {
      try feed.batch { feed throws(NavigationError) in
        _ = try feed.dismissAllFromRoot()
        try tabs.select(.search)
        try search.push(.detail(2))
        try search.push(.detail(3))
        try search.push(.detail(4))
        try feed.dismissScreen(id: "missing")
      }
    }

    #expect(tabs.store.tree == before)
    #expect(tabs.selectedTab == .feed)
    #expect(log.events.isEmpty)
    #expect(renderer.renderedSteps.isEmpty)
    #expect(tabs.lane.isIdle)
    #expect(feed.store.lastID == counter)
    #expect(chain.allSatisfy { $0.isAttached })
    #expect(feed.child === chain[1] && chain[1].child === chain[2])
    #expect(chain[2].parent === chain[1] && chain[1].parent === feed)
    // The routers work as before: the sheet on top dismisses with one step.
    try chain[2].dismiss()
    #expect(renderer.renderedSteps.count == 1)
  }

  @Test func aCallerAwaitingAScreenOnAnotherTabKeepsWaitingThroughARefusedBatch() async throws {
    let tabs = try makeTabs()
    let feed = try #require(tabs[.feed])
    let search = try #require(tabs[.search])
    let caller = Task { try await search.push(.detail(9), returning: Int.self) }
    #expect(await yieldUntil { search.awaitingCallers == 1 })

    #expect(throws: Self.refusal) {
      try feed.batch { _ throws(NavigationError) in
        try search.popToRoot()
        try search.dismissScreen(id: "missing")
      }
    }
    #expect(search.path.map(\.route) == [.detail(9)])
    #expect(search.awaitingCallers == 1)

    try search.finish(returning: 42)
    #expect(try await caller.value == 42)
  }

  @Test func anOnDismissOnAnotherTabRunsOnceWhenItsScreenReallyLeaves() throws {
    let tabs = try makeTabs()
    let feed = try #require(tabs[.feed])
    let search = try #require(tabs[.search])
    var runs = 0
    try search.show(Screen(.detail(5), onDismiss: { runs += 1 }))

    #expect(throws: Self.refusal) {
      try feed.batch { _ throws(NavigationError) in
        try search.pop()
        throw Self.refusal
      }
    }
    #expect(runs == 0)
    #expect(search.path.map(\.route) == [.detail(5)])

    try search.pop()
    #expect(runs == 1)
  }

  @Test func aRefusedModuleSwapKeepsTheModuleItsRoutersAndItsScreensActions() throws {
    let store = InMemoryModuleStore()
    let modules = try ModuleRouter<TestRoute>(
      catalog: [Module(id: "onboarding", root: .home), Module(id: "main", root: .list)],
      initial: "onboarding", store: store)
    let onboarding = modules.current
    var runs = 0
    try onboarding.show(Screen(.settings, style: .sheet, onDismiss: { runs += 1 }))
    let sheet = try #require(onboarding.child)
    let before = modules.hierarchies
    var swappedIn: Router<TestRoute>?

    #expect(throws: Self.refusal) {
      try modules.batch { modules throws(NavigationError) in
        try modules.showModule(id: "main")
        swappedIn = modules.current
        try modules.current.push(.detail(1))
        throw Self.refusal
      }
    }

    #expect(modules.hierarchies == before)
    #expect(modules.modules.map(\.id) == ["onboarding"])
    #expect(modules.current === onboarding && onboarding.isAttached && sheet.isAttached)
    #expect(swappedIn?.isAttached == false)
    #expect(store.lastModuleID == "onboarding")
    #expect(runs == 0)

    try modules.showModule(id: "main")
    #expect(runs == 1)
    #expect(!onboarding.isAttached)
  }

  @Test func aRefusedBatchOnASplitRouterPutsBackBothColumnsAndTheLayout() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.sidebar.push(.detail(1))
    let before = split.store.tree

    #expect(throws: Self.refusal) {
      try split.batch { split throws(NavigationError) in
        try split.sidebar.popToRoot()
        split.isCollapsed = true
        split.preferredCompactColumn = .detail
        try split.detail.presentSheet(.settings)
        throw Self.refusal
      }
    }
    #expect(split.store.tree == before)
    #expect(split.detail.child == nil)
  }

  @Test func aFinishInsideARefusedBatchKeepsItsCallerWaiting() async throws {
    let router = Router<TestRoute>(root: .home)
    let caller = Task { try await router.push(.detail(1), returning: Int.self) }
    #expect(await yieldUntil { router.awaitingCallers == 1 })

    #expect(throws: Self.refusal) {
      try router.batch { router throws(NavigationError) in
        try router.finish(returning: 1)
        throw Self.refusal
      }
    }
    #expect(router.path.map(\.route) == [.detail(1)])
    #expect(router.awaitingCallers == 1)

    try router.batch { router throws(NavigationError) in try router.finish(returning: 2) }
    #expect(try await caller.value == 2)
  }

  @Test func aRefusedInnerBatchThatTheOuterOneCatchesUndoesOnlyItself() throws {
    let tabs = try makeTabs()
    let feed = try #require(tabs[.feed])
    let log = EventLog(feed)

    try tabs.batch { tabs throws(NavigationError) in
      try tabs.push(.detail(1))
      do {
        try tabs.batch { tabs throws(NavigationError) in
          try tabs.push(.detail(2), in: .search)
          try tabs.select(.search)
          throw Self.refusal
        }
      } catch {}
      try tabs.push(.detail(3), in: .profile)
    }

    #expect(tabs.selectedTab == .feed)
    #expect(feed.path.map(\.route) == [.detail(1)])
    #expect(tabs[.search]?.path.isEmpty == true)
    #expect(tabs[.profile]?.path.map(\.route) == [.detail(3)])
    #expect(log.events.map(\.description).count == 2)
  }

  // MARK: Applied

  @Test func aTabBatchIsDeliveredOnceInOrderAndPlannedAsOneChange() throws {
    let (tabs, renderer) = try tabsWithSheets()
    let feed = try #require(tabs[.feed])
    let log = EventLog(feed)

    try tabs.batch { tabs throws(NavigationError) in
      _ = try tabs.selectedRouter.dismissAllFromRoot()
      try tabs.select(.search)
      try tabs.push(.detail(2))
      try tabs.push(.detail(3))
      try tabs.push(.detail(4))
      #expect(log.events.isEmpty)
      #expect(renderer.renderedSteps.isEmpty)
    }

    #expect(tabs.selectedTab == .search)
    #expect(tabs[.search]?.path.map(\.route) == [.detail(1), .detail(2), .detail(3), .detail(4)])
    #expect(feed.child == nil)
    #expect(
      log.events.map(\.description) == [
        "dismissed r10 (#9 profile)", "dismissed r8 (#7 settings)", "selected tab search",
        "pushed #12 detail(2) on r3", "pushed #13 detail(3) on r3", "pushed #14 detail(4) on r3",
      ])
    // Both sheets go in one step where the platform dismisses several levels at once.
    #expect(
      renderer.renderedSteps.map(\.description) == [
        "dismiss r8", "select tab search of r0",
        "set path of r3 to #11 detail(1), #12 detail(2), #13 detail(3), #14 detail(4)",
      ])
  }
}
