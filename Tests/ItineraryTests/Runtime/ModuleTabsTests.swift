import Foundation
import ItineraryTesting
import Testing

@testable import Itinerary

/// A module that holds a tab bar: onboarding swaps into a main module with a stack per tab,
/// all in the module router's one tree. Its ``TabRouter`` is a handle onto the module's tabs
/// node; swapping, selecting and pushing is one batch, one plan and one snapshot.
@MainActor
@Suite("A module with tabs")
struct ModuleTabsTests {
  enum MainTab: String, CaseIterable, CustomStringConvertible, Sendable {
    case feed, search, inbox
    var description: String { rawValue }
  }

  /// Onboarding, a main module with a feed and a search tab and an inbox tab holding a split
  /// view, and a settings module.
  static func catalog() throws -> [Module<TestRoute>] {
    [
      Module(id: "onboarding", root: .home),
      try Module(
        id: "main",
        tabs: [
          ModuleTab("feed", root: .list), ModuleTab("search", root: .profile),
          ModuleTab("inbox", sidebar: .list, detail: .detail(0)),
        ],
        transition: .trailing),
      Module(id: "settings", root: .settings),
    ]
  }

  private func modules() throws -> ModuleRouter<TestRoute> {
    try ModuleRouter(catalog: Self.catalog(), initial: "onboarding")
  }

  /// The tabs node of the module on screen.
  private func shownTabs(_ modules: ModuleRouter<TestRoute>) -> TabsNode<TestRoute>? {
    guard case .modules(let node) = modules.store.tree,
      case .tabs(let tabs) = node.modules.last?.node
    else { return nil }
    return tabs
  }

  @Test func aModuleWithTabsShowsATabsNodeWithAStackPerTabTheFirstSelected() throws {
    let modules = try modules()

    try modules.showModule(id: "main")

    let tabs = try #require(shownTabs(modules))
    #expect(tabs.tabs.map(\.name) == ["feed", "search", "inbox"])
    guard case .split(let inbox) = tabs.tabs[2].node else {
      Issue.record("the inbox tab holds \(tabs.tabs[2].node)")
      return
    }
    #expect(inbox.sidebar.focusedStack?.hierarchy.root.root.route == .list)
    #expect(inbox.detail.focusedStack?.hierarchy.root.root.route == .detail(0))
    #expect(tabs.selected == "feed")
    #expect(modules.modules.map(\.id) == ["onboarding", "main"])
    #expect(modules.modules.last == (try Self.catalog())[1])
    #expect(modules.current.root.route == .list)
    #expect(modules.current.id == tabs.tabs[0].node.nodeID)
    #expect(modules.hierarchies.map(\.root.root.route) == [.home, .list])
  }

  @Test func itsTabRouterSelectsAndPushesInTheModuleRoutersTree() throws {
    let modules = try modules()
    try modules.showModule(id: "main")

    let tabs = try modules.tabs(MainTab.allCases)
    try tabs.select(.search)
    try tabs.push(.detail(1))

    #expect(tabs === (try modules.tabs(MainTab.allCases)))
    #expect(tabs.selectedTab == .search)
    #expect(modules.current === tabs[.search])
    #expect(modules.current.path.map(\.route) == [.detail(1)])
    #expect(shownTabs(modules)?.selected == "search")
    #expect(
      MainTab.allCases.map { tabs[$0]?.hierarchy.root.root.route } == [.list, .profile, .detail(0)])
  }

  @Test func thePersonPickingTheSelectedTabAgainPopsItThroughTheModulesTabRouter() throws {
    let modules = try modules()
    try modules.showModule(id: "main")
    let tabs = try modules.tabs(MainTab.allCases)
    let tabsID = try #require(shownTabs(modules)?.id)
    try tabs.push(.detail(1))

    modules.lane.userSelected("search", in: tabsID)
    #expect(tabs.selectedTab == .search)
    modules.lane.userSelected("feed", in: tabsID)
    modules.lane.userSelected("feed", in: tabsID)

    #expect(tabs.selectedTab == .feed)
    #expect(tabs[.feed]?.path.isEmpty == true)
  }

  @Test func swappingSelectingAndPushingIsOneBatchAndOnePlanOfTheLane() throws {
    let modules = try modules()
    let renderer = HeadlessRenderer<TestRoute>(holding: { $0.animates })
    renderer.attach(to: modules.lane)

    try modules.batch { modules throws(NavigationError) in
      try modules.showModule(id: "main")
      let tabs = try modules.tabs(MainTab.allCases)
      try tabs.select(.search)
      try tabs.push(.detail(2))
    }

    // The swap is one held step; the selection and the push come with the new node.
    #expect(renderer.renderedSteps.count == 1)
    guard case .replaceNode(let id, let shown) = renderer.renderedSteps.first else {
      Issue.record("expected the modules node replaced, got \(renderer.renderedSteps)")
      return
    }
    #expect(id == modules.nodeID)
    #expect(shown.focusedStack?.hierarchy.root.path.map(\.route) == [.detail(2)])
    #expect(renderer.acknowledgeHeldStep())
    #expect(modules.lane.isIdle)
    #expect(modules.lane.displayed == modules.store.tree)
  }

  @Test func aRefusedBatchLeavesOnboardingOnScreen() throws {
    let modules = try modules()
    let before = modules.store.tree

    #expect(throws: NavigationError.unknownTab("profile", among: ["feed", "search", "inbox"])) {
      try modules.batch { modules throws(NavigationError) in
        try modules.showModule(id: "main")
        try modules.tabs(["feed", "profile", "inbox"]).push(.detail(1))
      }
    }

    #expect(modules.store.tree == before)
    #expect(modules.modules.map(\.id) == ["onboarding"])
    #expect(modules.current.root.route == .home)
  }

  @Test func oneSnapshotSavesEveryTabAndRestoresIntoARouterMadeAsAtLaunch() throws {
    let modules = try modules()
    try modules.showModule(id: "main")
    let tabs = try modules.tabs(MainTab.allCases)
    try tabs.push(.detail(1), in: .feed)
    try tabs.select(.search)
    try tabs.presentSheet(.settings)
    let data = try NavigationSnapshot(NavigationNode(of: modules.store)).data()

    let relaunched = try self.modules()
    try NavigationSnapshot<TestRoute>(data: data).restore(into: relaunched.store)

    #expect(relaunched.store.tree == modules.store.tree)
    #expect(relaunched.modules.map(\.id) == ["onboarding", "main"])
    let restoredTabs = try relaunched.tabs(MainTab.allCases)
    #expect(restoredTabs.selectedTab == .search)
    #expect(relaunched.current === restoredTabs[.search])
    #expect(relaunched.current.child?.state.root.route == .settings)
    #expect(restoredTabs[.feed]?.path.map(\.route) == [.detail(1)])
  }

  @Test func aCoveredTabsModuleComesBackWithNewRoutersOverTheNavigationItKept() throws {
    let modules = try modules()
    try modules.showModule(id: "main")
    let tabs = try modules.tabs(MainTab.allCases)
    try tabs.push(.detail(1))

    let feedID = try #require(tabs[.feed]?.id)
    try modules.showModule(id: "settings")
    #expect(throws: NavigationError.routerDetached(feedID)) { try tabs.push(.detail(2)) }
    // Selecting is refused too: the covered module's tabs do not change.
    #expect(throws: NavigationError.routerDetached(feedID)) { try tabs.select(.search) }
    #expect(throws: NavigationError.notANode(modules.current.id, kind: "tabs")) {
      try modules.tabs(MainTab.allCases)
    }
    try modules.dismissModule()

    let again = try modules.tabs(MainTab.allCases)
    #expect(again !== tabs)
    #expect(again[.feed]?.path.map(\.route) == [.detail(1)])
    #expect(modules.current === again[.feed])
  }

  @Test func dismissingATabsModuleRunsItsOnDismissOnce() throws {
    let modules = try modules()
    var dismissed = 0
    try modules.showModule(id: "main", onDismiss: { dismissed += 1 })
    try modules.tabs(MainTab.allCases).select(.search)

    try modules.dismissModule()
    try modules.dismissModule()

    #expect(dismissed == 1)
    #expect(modules.current.root.route == .home)
  }

  @Test func aTabRouterOfTheWrongTabsIsATypedError() throws {
    let modules = try modules()
    let onboardingID = modules.current.id
    #expect(throws: NavigationError.notANode(onboardingID, kind: "tabs")) {
      try modules.tabs(MainTab.allCases)
    }
    try modules.showModule(id: "main")
    #expect(throws: NavigationError.unknownTab("search", among: ["feed"])) {
      try modules.tabs(["feed"])
    }
    #expect(throws: NavigationError.unknownTab("inbox", among: ["feed", "search"])) {
      try modules.tabs(["feed", "search"])
    }
    #expect(throws: NavigationError.unknownTab("profile", among: ["feed", "search", "inbox"])) {
      try modules.tabs(["feed", "profile", "inbox"])
    }
    #expect(throws: NavigationError.unknownTab("search", among: ["feed", "search", "inbox"])) {
      try modules.tabs(["search", "feed"])
    }
  }

  @Test func aModuleNeedsTabsEachNamedOnce() {
    #expect(throws: NavigationError.noTabs) { try Module<TestRoute>(id: "main", tabs: []) }
    #expect(throws: NavigationError.duplicateTab("feed")) {
      try Module<TestRoute>(
        id: "main", tabs: [ModuleTab("feed", root: .list), ModuleTab("feed", root: .home)])
    }
  }

  @Test func aModuleWithTabsRoundTripsAndDataWithATabTwiceIsCorrupt() throws {
    let main = try Self.catalog()[1]
    let data = try JSONEncoder().encode(main)
    #expect(try JSONDecoder().decode(Module<TestRoute>.self, from: data) == main)

    let twice = Data(
      #"{"id":"main","tabs":[{"name":"a","root":{"home":{}}},{"name":"a","root":{"home":{}}}]}"#
        .utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Module<TestRoute>.self, from: twice)
    }
  }

  /// Links into the main module's tabs, and one into a stack module.
  private static func links() throws -> LinkTable<TestRoute> {
    var links = LinkTable<TestRoute>(schemes: ["app"])
    try links.add("/feed", .module("main"), .tab(MainTab.feed))
    try links.add("/search", .module("main"), .tab(MainTab.search))
    try links.add("/search/:id") { match in
      match.parameters.value("id", as: Int.self).map { .push(.detail($0)) }
    } parameters: { part in
      guard case .push(.detail(let id)) = part else { return nil }
      return ["id": "\(id)"]
    }
    try links.add("/search/:id/settings", .sheet(.settings))
    try links.add("/profile", .module("main"), .tab("profile"))
    try links.add("/settings", .module("settings"))
    return links
  }

  @Test func aLinkSwapsTheModuleSelectsATabPushesAndPresentsAsOneChange() throws {
    let modules = try modules()
    let renderer = HeadlessRenderer<TestRoute>(holding: { $0.animates })
    renderer.attach(to: modules.lane)
    let links = try Self.links()

    try modules.open("app://search/7/settings", in: links)

    let tabs = try modules.tabs(MainTab.allCases)
    #expect(modules.modules.map(\.id) == ["onboarding", "main"])
    #expect(tabs.selectedTab == .search)
    #expect(modules.current.path.map(\.route) == [.detail(7)])
    #expect(modules.current.child?.state.root.route == .settings)
    // One change: the swap is one held step that brings the whole new module.
    #expect(renderer.renderedSteps.count == 1)
    #expect(renderer.acknowledgeHeldStep())
    #expect(modules.lane.displayed == modules.store.tree)
    #expect(try modules.url(in: links) == "app://search/7/settings")
  }

  @Test func aLinkToAnotherTabOfTheModuleOnScreenSelectsItAndDismissesTheSheet() throws {
    let modules = try modules()
    let links = try Self.links()
    try modules.open("app://search/7/settings", in: links)

    try modules.open("app://feed", in: links)

    let tabs = try modules.tabs(MainTab.allCases)
    #expect(tabs.selectedTab == .feed)
    #expect(tabs[.search]?.child == nil)
    #expect(try modules.url(in: links) == "app://feed")
  }

  @Test func aLinkToATabTheModuleDoesNotHaveIsRefusedAndChangesNothing() throws {
    let modules = try modules()
    let links = try Self.links()
    let before = modules.store.tree

    #expect(throws: LinkError.unknownHierarchy("profile")) {
      try modules.open("app://profile", in: links)
    }
    #expect(modules.store.tree == before)
  }

  // MARK: A split view in a tab

  @Test func theSplitViewOfATabIsAHandleOntoItsNodeAndTheDetailIsTheTabsRouter() throws {
    let modules = try modules()
    try modules.showModule(id: "main")
    let tabs = try modules.tabs(MainTab.allCases)

    let inbox = try modules.split(inTab: "inbox")
    try tabs.select(.inbox)
    try inbox.sidebar.push(.detail(1))
    try inbox.detail.push(.detail(2))
    inbox.isCollapsed = true

    #expect(inbox === (try modules.split(inTab: "inbox")))
    #expect(modules.current === inbox.detail)
    #expect(tabs[.inbox] === inbox.detail)
    guard case .split(let node) = shownTabs(modules)?.tabs[2].node else {
      Issue.record("the inbox tab lost its split view")
      return
    }
    #expect(node.layout.isCollapsed)
    #expect(node.sidebar.focusedStack?.hierarchy.root.path.map(\.route) == [.detail(1)])
    #expect(node.detail.focusedStack?.hierarchy.root.path.map(\.route) == [.detail(2)])
  }

  @Test func aLayoutTheTreeBringsBackIsReadByTheSplitHandle() throws {
    let modules = try modules()
    try modules.showModule(id: "main")
    let inbox = try modules.split(inTab: "inbox")
    var columnInTheBatch: SplitColumn?

    #expect(throws: NavigationError.noTabs) {
      try modules.batch { _ throws(NavigationError) in
        inbox.preferredCompactColumn = .detail
        guard case .split(let node) = shownTabs(modules)?.tabs[2].node else { throw .noTabs }
        columnInTheBatch = node.layout.preferredCompactColumn
        throw .noTabs
      }
    }

    #expect(columnInTheBatch == .detail)
    #expect(inbox.preferredCompactColumn == .sidebar)
  }

  @Test func aSplitViewOfATabThatHoldsAStackOrOfAnUnknownTabIsATypedError() throws {
    let modules = try modules()
    #expect(throws: NavigationError.notANode(modules.current.id, kind: "tabs")) {
      try modules.split(inTab: "inbox")
    }
    try modules.showModule(id: "main")
    let feedID = try #require(shownTabs(modules)?.tabs[0].node.nodeID)
    #expect(throws: NavigationError.notANode(feedID, kind: "split")) {
      try modules.split(inTab: "feed")
    }
    #expect(throws: NavigationError.unknownTab("outbox", among: ["feed", "search", "inbox"])) {
      try modules.split(inTab: "outbox")
    }
  }

  @Test func aLinkNamesTheSplitTabAndOpensInItsDetailColumn() throws {
    let modules = try modules()
    var links = LinkTable<TestRoute>(schemes: ["app"])
    try links.add("/inbox", .module("main"), .tab(MainTab.inbox))
    try links.add("/inbox/:id") { match in
      match.parameters.value("id", as: Int.self).map { .push(.detail($0)) }
    } parameters: { part in
      guard case .push(.detail(let id)) = part else { return nil }
      return ["id": "\(id)"]
    }

    try modules.open("app://inbox/5", in: links)

    let inbox = try modules.split(inTab: "inbox")
    #expect(inbox.detail.path.map(\.route) == [.detail(5)])
    #expect(try modules.url(in: links) == "app://inbox/5")
  }

  @Test func theSplitTabComesBackFromOneSnapshot() throws {
    let modules = try modules()
    try modules.showModule(id: "main")
    let inbox = try modules.split(inTab: "inbox")
    try inbox.sidebar.push(.detail(1))
    inbox.columnVisibility = .detailOnly
    let data = try NavigationSnapshot(NavigationNode(of: modules.store)).data()

    let relaunched = try self.modules()
    try NavigationSnapshot<TestRoute>(data: data).restore(into: relaunched.store)

    let restored = try relaunched.split(inTab: "inbox")
    #expect(restored.columnVisibility == .detailOnly)
    #expect(restored.sidebar.path.map(\.route) == [.detail(1)])
    #expect(relaunched.store.tree == modules.store.tree)
  }

  // MARK: What the review found

  @Test func aCallerAwaitingInAnotherTabResumesWhenTheModuleIsDismissed() async throws {
    let modules = try modules()
    try modules.showModule(id: "main")
    let tabs = try modules.tabs(MainTab.allCases)
    let feed = try #require(tabs[.feed])
    let asked = Task { try await feed.push(.settings, returning: Int.self) }
    #expect(await yieldUntil { feed.path.count == 1 })
    let asking = try #require(feed.path.last?.id)
    try tabs.select(.search)

    try modules.dismissModule()

    await #expect(throws: NavigationError.dismissedWithoutResult(asking)) {
      try await asked.value
    }
    #expect(modules.store.results.count == 0)
  }

  @Test func aLinkToATabOfAModuleThatHoldsAStackIsRefusedAndChangesNothing() throws {
    let modules = try modules()
    let links = try Self.links()
    // A "main" that holds one stack, as one restored from before main had tabs would.
    try modules.showModules([Module(id: "main", root: .home), Module(id: "settings", root: .list)])
    let before = modules.store.tree

    #expect(throws: LinkError.unknownHierarchy("search")) {
      try modules.open("app://search", in: links)
    }
    #expect(modules.store.tree == before)
    try modules.dismissModule()
    #expect(throws: LinkError.unknownHierarchy("search")) {
      try modules.open("app://search", in: links)
    }
  }

  @Test func handlesOfEveryTabTypeHearTheTreeAfterARefusedBatch() throws {
    let modules = try modules()
    try modules.showModule(id: "main")
    let tabs = try modules.tabs(MainTab.allCases)
    let named = try modules.tabs(["feed", "search", "inbox"])
    let tabsID = tabs.nodeID

    #expect(throws: NavigationError.noTabs) {
      try modules.batch { modules throws(NavigationError) in
        try modules.showModule(id: "settings")
        throw .noTabs
      }
    }
    #expect(throws: NavigationError.noTabs) {
      try modules.batch { modules throws(NavigationError) in
        try modules.dismissModule()
        throw .noTabs
      }
    }
    modules.lane.userSelected("search", in: tabsID)

    #expect(try modules.tabs(MainTab.allCases) === tabs)
    #expect(try modules.tabs(["feed", "search", "inbox"]) === named)
    #expect(tabs.selectedTab == .search)
    #expect(named.selectedTab == "search")
  }

  @Test func anOnDismissGivenInABatchBelongsToTheModuleItShowed() throws {
    let modules = try modules()
    try modules.showModule(id: "main")
    var ran: [String] = []

    try modules.batch { modules throws(NavigationError) in
      try modules.showModule(id: "settings", onDismiss: { ran.append("settings") })
      try modules.dismissModule()
    }
    #expect(ran == ["settings"])
    try modules.dismissModule()

    #expect(ran == ["settings"])
    #expect(modules.modules.map(\.id) == ["onboarding"])
  }

  @Test func theLinkOfACoveredModulesHandleIsRefusedAndAnUnknownModuleIsNamed() throws {
    let modules = try modules()
    var links = try Self.links()
    try links.add("/admin", .module("admin"), .tab("users"))
    try modules.showModule(id: "main")
    let tabs = try modules.tabs(MainTab.allCases)
    let inbox = try modules.split(inTab: "inbox")
    #expect(try tabs.url(in: links) == "app://feed")

    try modules.showModule(id: "settings")

    let feedID = try #require(tabs[.feed]?.id)
    #expect(throws: LinkError.refused(.routerDetached(feedID))) { try tabs.url(in: links) }
    #expect(throws: LinkError.refused(.routerDetached(inbox.sidebar.id))) {
      try inbox.url(in: links)
    }
    #expect(throws: LinkError.refused(.unknownModule("admin"))) {
      try modules.open("app://admin", in: links)
    }
  }
}
