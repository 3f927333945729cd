import Testing

@testable import Itinerary

/// The exact printouts of a hierarchy, a tab router's state and a split router's state.
@Suite("Description")
struct DescriptionTests {
  typealias Hierarchy = NavigationHierarchy<TestRoute>
  typealias State = RouterState<TestRoute>

  enum Tab: Hashable, Sendable {
    case home
    case search
  }

  static func router(_ value: UInt64) -> RouterID {
    RouterID(rawValue: value)
  }

  static func entry(
    _ value: UInt64, _ route: TestRoute, transition: ScreenTransition? = nil
  ) -> Entry<TestRoute> {
    Entry(id: EntryID(generated: value), route: route, transition: transition)
  }

  /// One row: a hierarchy and its printout.
  struct Case: CustomStringConvertible, Sendable {
    let description: String
    let hierarchy: Hierarchy
    let printout: String
  }

  static let cases: [Case] = [
    Case(
      description: "a lone root",
      hierarchy: Hierarchy(root: State(id: router(1), root: entry(1, .home))),
      printout: """
        router r1
          root #1 home
        """),
    Case(
      description: "pushes, a named id and a zoomed push",
      hierarchy: Hierarchy(
        root: State(
          id: router(1), root: entry(1, .home),
          path: [
            entry(2, .list), Entry(id: "card", route: .detail(3)),
            entry(4, .detail(4), transition: .zoom(sourceID: "card-4")),
          ])),
      printout: """
        router r1
          root #1 home
          push #2 list
          push card detail(3)
          push #4 detail(4) (zoom(sourceID: "card-4"))
        """),
    Case(
      description: "a plain sheet prints no traits",
      hierarchy: Hierarchy(checkedLevels: [
        State(id: router(1), root: entry(1, .home)),
        State(id: router(2), root: entry(3, .settings), presentation: Presentation(style: .sheet)),
      ]),
      printout: """
        router r1
          root #1 home
          sheet r2
            root #3 settings
        """),
    Case(
      description: "a sheet with detents, a bare cover, a dismiss button, a zoom",
      hierarchy: Hierarchy(checkedLevels: [
        State(
          id: router(1), root: entry(1, .home),
          path: [entry(2, .list), entry(3, .detail(3), transition: .zoom(sourceID: "c3"))]),
        State(
          id: router(4), root: entry(5, .settings), path: [entry(6, .profile)],
          presentation: Presentation(
            style: .sheet(
              SheetOptions(
                detents: [.medium, .large], dragIndicator: .visible,
                interactiveDismissDisabled: true)),
            dismissButton: .trailing)),
        State(
          id: router(7), root: entry(8, .workspace),
          presentation: Presentation(style: .fullScreenCover, isBare: true)),
        State(
          id: router(9), root: entry(10, .detail(10)),
          presentation: Presentation(
            style: .fullScreenCover,
            dismissButton: DismissButton(placement: .leading, showsOnPushedScreens: true),
            transition: .zoom(sourceID: "avatar"))),
        State(
          id: router(11), root: entry(12, .player),
          presentation: Presentation(
            style: .sheet(SheetOptions(detents: [.fraction(0.25), .height(300)])))),
      ]),
      printout: """
        router r1
          root #1 home
          push #2 list
          push #3 detail(3) (zoom(sourceID: "c3"))
          sheet r4 [medium, large, indicator: visible, no swipe, dismiss: trailing]
            root #5 settings
            push #6 profile
            cover r7 [bare]
              root #8 workspace
              cover r9 [dismiss: leading+pushed, zoom(sourceID: "avatar")]
                root #10 detail(10)
                sheet r11 [fraction(0.25), height(300.0)]
                  root #12 player
        """),
  ]

  @Test(arguments: cases)
  func hierarchy(_ row: Case) {
    #expect(row.hierarchy.description == row.printout)
    #expect(String(describing: row.hierarchy) == row.printout)
  }

  @Test func tabs() {
    let state = NavigationNode<TestRoute>.tabs(
      TabsNode(
        id: Self.router(9), selected: "search",
        tabs: [
          TabsNode.Tab(
            "home",
            NavigationNode(Hierarchy(root: State(id: Self.router(1), root: Self.entry(1, .home))))),
          TabsNode.Tab(
            "search",
            NavigationNode(
              Hierarchy(checkedLevels: [
                State(
                  id: Self.router(2), root: Self.entry(2, .list), path: [Self.entry(3, .detail(3))]),
                State(
                  id: Self.router(4), root: Self.entry(5, .settings),
                  presentation: Presentation(style: .sheet)),
              ]))),
        ]))
    #expect(
      state.description == """
        tabs r9
          tab home
            router r1
              root #1 home
          tab search *
            router r2
              root #2 list
              push #3 detail(3)
              sheet r4
                root #5 settings
        """)
  }

  @Test func tabsMarkOnlyTheSelectedTab() {
    let state = NavigationNode<TestRoute>.tabs(
      TabsNode(
        id: Self.router(9), selected: "home",
        tabs: [
          TabsNode.Tab(
            "home",
            NavigationNode(Hierarchy(root: State(id: Self.router(1), root: Self.entry(1, .home))))),
          TabsNode.Tab(
            "search",
            NavigationNode(Hierarchy(root: State(id: Self.router(2), root: Self.entry(2, .list))))),
        ]))
    #expect(
      state.description == """
        tabs r9
          tab home *
            router r1
              root #1 home
          tab search
            router r2
              root #2 list
        """)
  }

  @Test func split() {
    let state = NavigationNode<TestRoute>.split(
      SplitNode(
        id: Self.router(9),
        sidebar: NavigationNode(
          Hierarchy(
            root: State(
              id: Self.router(1), root: Self.entry(2, .list), path: [Self.entry(3, .detail(3))]))),
        detail: NavigationNode(
          Hierarchy(checkedLevels: [
            State(id: Self.router(4), root: Self.entry(5, .detail(5))),
            State(
              id: Self.router(6), root: Self.entry(7, .settings),
              presentation: Presentation(style: .fullScreenCover, dismissButton: .leading)),
          ])),
        layout: SplitLayout(
          isCollapsed: true, preferredCompactColumn: .detail, columnVisibility: .doubleColumn)))
    #expect(
      state.description == """
        split r9 (collapsed: true, compact column: detail, visibility: doubleColumn)
          sidebar
            router r1
              root #2 list
              push #3 detail(3)
          detail
            router r4
              root #5 detail(5)
              cover r6 [dismiss: leading]
                root #7 settings
        """)
  }

  @Test func splitWithDefaultLayout() {
    let state = NavigationNode<TestRoute>.split(
      SplitNode(
        id: Self.router(9),
        sidebar: NavigationNode(
          Hierarchy(root: State(id: Self.router(1), root: Self.entry(1, .list)))),
        detail: NavigationNode(
          Hierarchy(root: State(id: Self.router(2), root: Self.entry(2, .home)))),
        layout: SplitLayout()))
    #expect(
      state.description == """
        split r9 (collapsed: false, compact column: sidebar, visibility: automatic)
          sidebar
            router r1
              root #1 list
          detail
            router r2
              root #2 home
        """)
  }

  /// A store keeps an empty stack in its tree where the stack out of it was: a failed test
  /// that reflects a router describes that tree, which trapped and took the whole run with it.
  @MainActor
  @Test func aTreeHoldingTheStackOutsStandInPrintsWithoutTrapping() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list)
    #expect(router.store.storedRoot == .stack(NavigationStore<TestRoute>.noStack))

    #expect(String(describing: router.store.storedRoot) == "no router")
    #expect(String(describing: router.store.tree).hasPrefix("router r"))
  }

  @Test func tabsThatKeepTheStackOnReselectionSaySo() {
    let node = NavigationNode<TestRoute>.tabs(
      TabsNode(
        id: Self.router(1), selected: "home",
        tabs: [
          TabsNode.Tab(
            "home",
            NavigationNode(Hierarchy(root: State(id: Self.router(2), root: Self.entry(1, .home)))))
        ], reselectionPopsToRoot: false))
    #expect(
      node.description == """
        tabs r1 (reselection keeps the stack)
          tab home *
            router r2
              root #1 home
        """)
  }
}
