import Foundation
import Testing

@testable import Itinerary

/// A handle that left the tree changes nothing in it, even once a node with its id is back: a
/// covered module shown again, or a restore, brings the node back with handles of its own.
/// Each kind of handle is checked: a split router's layout, a tab router's verbs, selection,
/// reselection rule and split view, and a column's router.
@MainActor
@Suite("Detached handles")
struct DetachedHandleTests {
  /// The main module's tabs: a feed, a search tab and an inbox tab holding a split view.
  static let mainTabs = ["feed", "search", "inbox"]

  private func modulesShowingMain() throws -> ModuleRouter<TestRoute> {
    let modules = try ModuleRouter(catalog: ModuleTabsTests.catalog(), initial: "onboarding")
    try modules.showModule(id: "main")
    return modules
  }

  /// The split node of the inbox tab of the module on screen.
  private func inboxSplit(_ modules: ModuleRouter<TestRoute>) -> SplitNode<TestRoute>? {
    guard case .modules(let node) = modules.store.tree,
      case .tabs(let tabs) = node.modules.last?.node,
      case .split(let split) = tabs.tabs.first(where: { $0.name == "inbox" })?.node
    else { return nil }
    return split
  }

  /// Covers the main module with settings and shows it again: the same node ids, new handles.
  private func coverAndShowAgain(_ modules: ModuleRouter<TestRoute>) throws {
    try modules.showModule(id: "settings")
    try modules.dismissModule()
  }

  /// Puts the tree saved in `data` back into the store of `modules`.
  private func restore(_ data: Data, into modules: ModuleRouter<TestRoute>) throws {
    try NavigationSnapshot<TestRoute>(data: data).restore(into: modules.store)
  }

  enum Return: String, CaseIterable, Sendable {
    case coveredModuleShownAgain, restore
  }

  /// Brings the node of every handle made so far back under new handles, by `way`.
  private func bringBack(
    _ modules: ModuleRouter<TestRoute>, by way: Return, saved: Data
  ) throws {
    switch way {
    case .coveredModuleShownAgain: try coverAndShowAgain(modules)
    case .restore:
      // The node leaves with its module covered, and the restore brings it back.
      try modules.showModule(id: "settings")
      try restore(saved, into: modules)
    }
  }

  @Test(arguments: Return.allCases)
  func aDetachedSplitRouterLaysOutNothingInTheLiveSplit(way: Return) throws {
    let modules = try modulesShowingMain()
    let old = try modules.split(inTab: "inbox")
    let saved = try NavigationSnapshot(NavigationNode(of: modules.store)).data()
    try bringBack(modules, by: way, saved: saved)
    let live = try #require(inboxSplit(modules))
    #expect(live.id == old.nodeID)
    #expect(!old.isAttached)
    let before = modules.store.tree
    var events: [NavigationEvent<TestRoute>] = []
    let observation = modules.current.observeEvents { events.append($0) }
    defer { observation.cancel() }

    old.isCollapsed = true
    old.preferredCompactColumn = .detail
    old.columnVisibility = .detailOnly

    #expect(modules.store.tree == before)
    #expect(inboxSplit(modules)?.layout == SplitLayout())
    #expect(events.isEmpty)
    // The new handle lays out the live split.
    let new = try modules.split(inTab: "inbox")
    #expect(new !== old)
    new.isCollapsed = true
    #expect(inboxSplit(modules)?.layout.isCollapsed == true)
    #expect(events == [.splitLayoutChanged(new.layout, split: live.id)])
  }

  @Test(arguments: Return.allCases)
  func aDetachedTabRouterSelectsConfiguresAndSplitsNothing(way: Return) throws {
    let modules = try modulesShowingMain()
    let old = try modules.tabs(Self.mainTabs)
    let saved = try NavigationSnapshot(NavigationNode(of: modules.store)).data()
    try bringBack(modules, by: way, saved: saved)
    let feedID = try #require(old["feed"]?.id)
    #expect(!old.isAttached)
    let before = modules.store.tree

    #expect(throws: NavigationError.routerDetached(feedID)) { try old.select("search") }
    #expect(throws: NavigationError.routerDetached(old.nodeID)) { try old.split(inTab: "inbox") }
    #expect(throws: NavigationError.routerDetached(feedID)) { try old.push(.detail(1)) }
    old.reselectionPopsToRoot = false

    #expect(modules.store.tree == before)
    #expect(try modules.tabs(Self.mainTabs).reselectionPopsToRoot)
  }

  @Test func aDetachedColumnRouterIsRefusedWhileTheLiveColumnTakesTheVerb() throws {
    let modules = try modulesShowingMain()
    let old = try modules.split(inTab: "inbox")
    try coverAndShowAgain(modules)

    #expect(throws: NavigationError.routerDetached(old.detail.id)) {
      try old.detail.push(.detail(1))
    }
    #expect(throws: NavigationError.routerDetached(old.sidebar.id)) { try old.popAllToRoot() }
    try modules.split(inTab: "inbox").detail.push(.detail(1))
    let detail = inboxSplit(modules)?.detail.focusedStack?.hierarchy
    #expect(detail?.root.path.map(\.route) == [.detail(1)])
  }
}
