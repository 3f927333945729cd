import Itinerary
import Testing

/// `NodeCommand.pickTab` on a tabs node of a tree value: the rule behind `TabRouter.select`
/// and the person's tap on a tab, and `NodeCommand.selectTab`, which selects and never pops.
@Suite("Tab rules")
struct TabRulesTests {
  enum Tab: String, Hashable, Sendable { case home, search, unknown }

  /// The id of the tabs node of the rows' tree.
  static let tabsID = r3

  /// One row: the tab to pick, whether reselection pops, and the whole tree and events
  /// expected; `nil` tree: refused with `unknownTab`, the value unchanged.
  struct Case: CustomStringConvertible, Sendable {
    let tab: Tab
    let pops: Bool
    let expected: NavigationNode<TestRoute>?
    let events: [NavigationEvent<TestRoute>]

    var description: String { "pickTab(\(tab)), reselection pops: \(pops)" }
  }

  /// Home selected, with two screens pushed on it; search at its root.
  static func tree(
    selected: Tab = .home, homePath: [Entry<TestRoute>] = [list, detail], pops: Bool
  ) -> NavigationNode<TestRoute> {
    .tabs(
      TabsNode(
        id: tabsID, selected: selected.rawValue,
        tabs: [
          TabsNode.Tab(
            "home",
            NavigationNode(
              NavigationHierarchy(
                root: RouterState(id: r1, root: Entry(id: "home", route: .home), path: homePath)
              ))),
          TabsNode.Tab(
            "search",
            NavigationNode(
              NavigationHierarchy(
                root: RouterState(id: r2, root: Entry(id: "search", route: .settings))))),
        ], reselectionPopsToRoot: pops))
  }

  static let cases: [Case] = [
    Case(
      tab: .search, pops: true, expected: tree(selected: .search, pops: true),
      events: [.selectedTab(index: 1, name: "search")]),
    Case(
      tab: .search, pops: false, expected: tree(selected: .search, pops: false),
      events: [.selectedTab(index: 1, name: "search")]),
    Case(
      tab: .home, pops: true, expected: tree(homePath: [], pops: true),
      events: [.popped([list, detail], router: r1)]),
    Case(tab: .home, pops: false, expected: tree(pops: false), events: []),
    Case(tab: .unknown, pops: true, expected: nil, events: []),
  ]

  @Test(arguments: cases)
  func pick(_ row: Case) {
    let start = Self.tree(pops: row.pops)
    var tree = start
    do {
      let events = try tree.apply(.pickTab(row.tab.rawValue, in: Self.tabsID))
      #expect(tree == row.expected)
      #expect(events == row.events)
    } catch {
      #expect(row.expected == nil)
      #expect(error == .unknownTab("unknown", among: ["home", "search"]))
      #expect(tree == start)
    }
  }

  /// `selectTab` selects as `pickTab` does, and never pops the selected tab, whatever the node
  /// says of reselection.
  @Test(arguments: [true, false])
  func selectingTheSelectedTabNeverPops(pops: Bool) throws {
    var tree = Self.tree(pops: pops)
    #expect(try tree.apply(.selectTab("home", in: Self.tabsID)).isEmpty)
    #expect(tree == Self.tree(pops: pops))
    #expect(
      try tree.apply(.selectTab("search", in: Self.tabsID))
        == [.selectedTab(index: 1, name: "search")])
    #expect(tree == Self.tree(selected: .search, pops: pops))
  }
}
