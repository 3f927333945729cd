import Foundation
import Testing

@testable import Itinerary

/// The person picking the selected tab again pops it to its root by the rule of its tabs node
/// (``TabsNode/reselectionPopsToRoot``), whoever draws it: with or without a ``TabRouter``
/// made for it, after its module came back, after a restore; and the rule, once turned off,
/// stays off in the node and in a snapshot.
@MainActor
@Suite("Reselecting a tab")
struct TabReselectionTests {
  private func modulesShowingMain() throws -> ModuleRouter<TestRoute> {
    let modules = try ModuleRouter(catalog: ModuleTabsTests.catalog(), initial: "onboarding")
    try modules.showModule(id: "main")
    return modules
  }

  /// The tabs node of the module on screen.
  private func shownTabs(_ modules: ModuleRouter<TestRoute>) -> TabsNode<TestRoute>? {
    guard case .modules(let node) = modules.store.tree,
      case .tabs(let tabs) = node.modules.last?.node
    else { return nil }
    return tabs
  }

  /// The pushed routes of the stack of the tab named `name` on screen.
  private func path(of name: String, _ modules: ModuleRouter<TestRoute>) -> [TestRoute]? {
    shownTabs(modules)?.tabs.first { $0.name == name }?.node.focusedStack?.hierarchy.root.path
      .map(\.route)
  }

  /// How the tabs node was reached before the person's tap.
  enum Way: String, CaseIterable, Sendable {
    /// The app never made a tab router for the module's tabs.
    case noHandle
    /// The app made one, then the module was covered and shown again.
    case moduleCameBack
    /// The tree was restored from a snapshot into a store that never made one.
    case restored
  }

  /// The main module with `.detail(1)` pushed on the selected feed tab, reached by `way`.
  private func mainWithAPushedFeed(by way: Way) throws -> ModuleRouter<TestRoute> {
    let modules = try modulesShowingMain()
    switch way {
    case .noHandle:
      try modules.current.push(.detail(1))
    case .moduleCameBack:
      try modules.tabs(DetachedHandleTests.mainTabs).push(.detail(1))
      try modules.showModule(id: "settings")
      try modules.dismissModule()
    case .restored:
      try modules.current.push(.detail(1))
      let data = try NavigationSnapshot(NavigationNode(of: modules.store)).data()
      let relaunched = try ModuleRouter(catalog: ModuleTabsTests.catalog(), initial: "onboarding")
      try NavigationSnapshot<TestRoute>(data: data).restore(into: relaunched.store)
      return relaunched
    }
    return modules
  }

  @Test(arguments: Way.allCases)
  func thePersonPickingTheSelectedTabAgainPopsItToItsRoot(way: Way) throws {
    let modules = try mainWithAPushedFeed(by: way)
    let tabsID = try #require(shownTabs(modules)?.id)
    #expect(path(of: "feed", modules) == [.detail(1)])

    modules.lane.userSelected("feed", in: tabsID)

    #expect(path(of: "feed", modules) == [])
    #expect(shownTabs(modules)?.selected == "feed")
  }

  @Test func pickingAnotherTabSelectsItAndLeavesItsStack() throws {
    let modules = try mainWithAPushedFeed(by: .noHandle)
    let tabsID = try #require(shownTabs(modules)?.id)

    modules.lane.userSelected("search", in: tabsID)
    modules.lane.userSelected("nowhere", in: tabsID)

    #expect(shownTabs(modules)?.selected == "search")
    #expect(path(of: "feed", modules) == [.detail(1)])
  }

  @Test func theRuleTurnedOffStaysInTheNodeForTheNextHandleAndTheSnapshot() throws {
    let modules = try modulesShowingMain()
    let tabs = try modules.tabs(DetachedHandleTests.mainTabs)
    tabs.reselectionPopsToRoot = false
    try tabs.push(.detail(1))
    let tabsID = try #require(shownTabs(modules)?.id)
    #expect(shownTabs(modules)?.reselectionPopsToRoot == false)

    modules.lane.userSelected("feed", in: tabsID)
    #expect(path(of: "feed", modules) == [.detail(1)])

    try modules.showModule(id: "settings")
    try modules.dismissModule()
    #expect(try modules.tabs(DetachedHandleTests.mainTabs).reselectionPopsToRoot == false)

    let data = try NavigationSnapshot(NavigationNode(of: modules.store)).data()
    let relaunched = try ModuleRouter(catalog: ModuleTabsTests.catalog(), initial: "onboarding")
    try NavigationSnapshot<TestRoute>(data: data).restore(into: relaunched.store)
    #expect(relaunched.store.tree == modules.store.tree)
    modules.lane.userSelected("feed", in: tabsID)
    #expect(path(of: "feed", relaunched) == [.detail(1)])
  }

  struct PickRow: CustomTestStringConvertible, Sendable {
    let name: String
    let pops: Bool
    let picked: String
    let selected: String
    let feedPath: [TestRoute]
    let events: [NavigationEvent<TestRoute>]
    var testDescription: String { name }
  }

  nonisolated static let feedEntry = Entry(id: EntryID(generated: 10), route: TestRoute.detail(1))

  nonisolated static let pickRows: [PickRow] = [
    PickRow(
      name: "another tab is selected, stacks stay", pops: true, picked: "search",
      selected: "search", feedPath: [.detail(1)], events: [.selectedTab(index: 1, name: "search")]),
    PickRow(
      name: "the selected tab again pops it to its root", pops: true, picked: "feed",
      selected: "feed", feedPath: [], events: [.popped([feedEntry], router: RouterID(rawValue: 2))]),
    PickRow(
      name: "the selected tab again with the rule off: nothing", pops: false, picked: "feed",
      selected: "feed", feedPath: [.detail(1)], events: []),
  ]

  /// The rule as a pure function of the tree value.
  @Test(arguments: pickRows)
  func pickTabIsTheNodesRule(row: PickRow) throws {
    let feedRoot = RouterState(
      id: RouterID(rawValue: 2), root: Entry(id: EntryID(generated: 1), route: TestRoute.list))
    var feed = feedRoot
    feed.path = [Self.feedEntry]
    var tree = NavigationNode<TestRoute>.tabs(
      TabsNode(
        id: RouterID(rawValue: 1), selected: "feed",
        tabs: [
          TabsNode.Tab("feed", NavigationNode(NavigationHierarchy(root: feed))),
          TabsNode.Tab(
            "search",
            NavigationNode(
              NavigationHierarchy(
                root: RouterState(
                  id: RouterID(rawValue: 3),
                  root: Entry(id: EntryID(generated: 2), route: TestRoute.profile))))),
        ], reselectionPopsToRoot: row.pops))

    let events = try tree.apply(.pickTab(row.picked, in: RouterID(rawValue: 1)))

    guard case .tabs(let tabs) = tree else {
      throw NavigationError.notANode(RouterID(rawValue: 1), kind: "tabs")
    }
    #expect(tabs.selected == row.selected)
    #expect(tabs.tabs[0].node.focusedStack?.hierarchy.root.path.map(\.route) == row.feedPath)
    #expect(events == row.events)
  }

  @Test func pickingATabTheNodeLacksIsRefusedAndChangesNothing() throws {
    let tabs = try TabRouter<String, TestRoute>(tabs: ["a", "b"]) { _ in .list }
    var tree = tabs.store.tree
    let before = tree

    #expect(throws: NavigationError.unknownTab("c", among: ["a", "b"])) {
      try tree.apply(.pickTab("c", in: tabs.nodeID))
    }
    #expect(tree == before)
  }
}
