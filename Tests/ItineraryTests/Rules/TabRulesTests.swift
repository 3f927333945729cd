import Itinerary
import Testing

/// `TabsState.apply(_:reselectionPopsToRoot:)`: the rule behind `TabRouter.select`.
@Suite("Tab rules")
struct TabRulesTests {
  enum Tab: String, Hashable, Sendable { case home, search, unknown }

  /// One row: the tab to select, whether reselection pops, and the whole state and events
  /// expected; `nil` state: refused with `unknownTab`, the value unchanged.
  struct Case: CustomStringConvertible, Sendable {
    let tab: Tab
    let pops: Bool
    let expected: TabsState<Tab, TestRoute>?
    let events: [NavigationEvent<TestRoute>]

    var description: String { "select(.\(tab)), reselection pops: \(pops)" }
  }

  /// Home selected, with two screens pushed on it; search at its root.
  static let start = TabsState<Tab, TestRoute>(
    selectedTab: .home,
    tabs: [
      .init(
        tab: .home,
        hierarchy: NavigationHierarchy(
          root: RouterState(id: r1, root: Entry(id: "home", route: .home), path: [list, detail]))),
      .init(
        tab: .search,
        hierarchy: NavigationHierarchy(
          root: RouterState(id: r2, root: Entry(id: "search", route: .settings)))),
    ])

  static var searchSelected: TabsState<Tab, TestRoute> {
    var state = start
    state.selectedTab = .search
    return state
  }

  static var homePopped: TabsState<Tab, TestRoute> {
    var state = start
    state.tabs[0].hierarchy = NavigationHierarchy(
      root: RouterState(id: r1, root: Entry(id: "home", route: .home)))
    return state
  }

  static let cases: [Case] = [
    Case(
      tab: .search, pops: true, expected: searchSelected,
      events: [.selectedTab(index: 1, name: "search")]),
    Case(
      tab: .search, pops: false, expected: searchSelected,
      events: [.selectedTab(index: 1, name: "search")]),
    Case(
      tab: .home, pops: true, expected: homePopped,
      events: [.popped([list, detail], router: r1)]),
    Case(tab: .home, pops: false, expected: start, events: []),
    Case(tab: .unknown, pops: true, expected: nil, events: []),
  ]

  @Test(arguments: cases)
  func select(_ row: Case) {
    var state = Self.start
    do {
      let events = try state.apply(.select(row.tab), reselectionPopsToRoot: row.pops)
      #expect(state == row.expected)
      #expect(events == row.events)
    } catch {
      #expect(row.expected == nil)
      #expect(error == .unknownTab("unknown", among: ["home", "search"]))
      #expect(state == Self.start)
    }
  }
}
