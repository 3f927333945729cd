import Testing

@testable import Itinerary

/// `NavigationPlanner.steps(from:to:)` over nested trees: a module swap into tabs that hold a
/// split view, changes deep inside the shown module, tabs presented in a sheet, and a covered
/// module. Read as displayed, wanted, expected steps for both platform capabilities; the
/// steps, shown in order on the displayed tree, give the wanted tree.
@Suite("Planner on nested trees")
struct NestedPlannerTests {
  typealias Tree = NavigationNode<TestRoute>
  typealias Step = NavigationStep<TestRoute>

  struct Row: CustomStringConvertible, Sendable {
    let description: String
    let displayed: Tree
    let wanted: Tree
    let severalAtOnce: [Step]
    let oneLevel: [Step]

    init(
      _ description: String, _ displayed: Tree, _ wanted: Tree, _ steps: [Step],
      oneLevel: [Step]? = nil
    ) {
      self.description = description
      self.displayed = displayed
      self.wanted = wanted
      self.severalAtOnce = steps
      self.oneLevel = oneLevel ?? steps
    }
  }

  /// Onboarding alone on screen, before the main module is shown.
  static let onboarding = Tree.modules(
    ModulesNode(id: r1, modules: [ModuleNode(id: "onboarding", node: stackNode(r2, welcome))]))

  /// The app tree with `change` made to the split view of the inbox tab.
  static func withInbox(_ change: (inout SplitNode<TestRoute>) -> Void) -> Tree {
    appTreeWithTabs { tabs in
      var split = inboxSplit
      change(&split)
      tabs.tabs[1].node = .split(split)
    }
  }

  /// The settings sheet r8 presented by the home tab's router r4.
  static let settingsSheet = RouterState<TestRoute>(id: r8, root: settings, presentation: sheet)

  /// A stack node of `levels`, the first the root.
  static func stack(
    _ levels: RouterState<TestRoute>..., presenting node: PresentedNode<TestRoute>? = nil
  )
    -> Tree
  {
    .stack(StackNode(hierarchy: NavigationHierarchy(checkedLevels: levels), presented: node))
  }

  /// Tabs r9 in a sheet: `first` with r10 at `d6`, `second` with router r11 at `d7`.
  static func tabsInSheet(selected: String, secondPath: [Entry<TestRoute>] = []) -> PresentedNode<
    TestRoute
  > {
    PresentedNode(
      .tabs(
        TabsNode(
          id: r9, selected: selected,
          tabs: [
            .init("first", stackNode(r10, d6)),
            .init(
              "second",
              NavigationNode(
                NavigationHierarchy(
                  root: RouterState(id: RouterID(rawValue: 11), root: d7, path: secondPath)))),
          ])), presentation: sheet)
  }

  static let rows: [Row] = [
    Row("nothing to do on the whole app", appTree, appTree, []),
    Row(
      "a module swap into tabs with a split view is one replaced node",
      onboarding, appTree, [.replaceNode(r1, with: appTree)]),
    Row(
      "a push in the detail column of a tab of the shown module",
      appTree, withInbox { $0.detail = stackNode(r7, detail, d3) },
      [.setPath([d3], router: r7)]),
    Row(
      "a tab switch, a push in the column switched to and a sheet on the tab left",
      appTree,
      appTreeWithTabs { tabs in
        tabs.selected = "inbox"
        tabs.tabs[0].node = stack(RouterState(id: r4, root: home, path: [list]), settingsSheet)
        var split = inboxSplit
        split.sidebar = stackNode(r6, search, d4)
        tabs.tabs[1].node = .split(split)
      },
      [
        .selectTab("inbox", in: r3), .setPath([d4], router: r6),
        .present(settingsSheet, presenter: r4),
      ]),
    Row(
      "dismissals and pops of every stack come before the tab switch",
      appTreeWithTabs { tabs in
        tabs.tabs[0].node = stack(RouterState(id: r4, root: home, path: [list]), settingsSheet)
        var split = inboxSplit
        split.detail = stackNode(r7, detail, d3, d4)
        tabs.tabs[1].node = .split(split)
      },
      appTreeWithTabs { tabs in
        tabs.selected = "inbox"
        var split = inboxSplit
        split.detail = stackNode(r7, detail, d3)
        tabs.tabs[1].node = .split(split)
      },
      [.dismiss(router: r8), .setPath([d3], router: r7), .selectTab("inbox", in: r3)]),
    Row(
      "a covered module does not show, so it makes no step",
      appTree,
      .modules(
        ModulesNode(
          id: r1,
          modules: [
            ModuleNode(id: "onboarding", node: stackNode(r2, welcome, d9)),
            ModuleNode(id: "main", transition: .trailing, node: .tabs(mainTabs)),
          ])),
      []),
    Row(
      "tabs presented in a sheet are one presentation",
      stack(RouterState(id: r4, root: home)),
      stack(RouterState(id: r4, root: home), presenting: tabsInSheet(selected: "first")),
      [.presentNode(tabsInSheet(selected: "first"), presenter: r4)]),
    Row(
      "inside tabs in a sheet, a tab switch and a push",
      stack(RouterState(id: r4, root: home), presenting: tabsInSheet(selected: "first")),
      stack(
        RouterState(id: r4, root: home),
        presenting: tabsInSheet(selected: "second", secondPath: [d8])),
      [.selectTab("second", in: r9), .setPath([d8], router: RouterID(rawValue: 11))]),
    Row(
      "tabs in a sheet leave as one dismissal naming their node",
      stack(
        RouterState(id: r4, root: home, path: [list]), presenting: tabsInSheet(selected: "first")),
      stack(RouterState(id: r4, root: home, path: [list])),
      [.dismiss(router: r9)]),
    Row(
      "a sheet holding tabs in a sheet: the tabs leave first where one level leaves per update",
      stack(
        RouterState(id: r4, root: home), settingsSheet,
        presenting: tabsInSheet(selected: "first")),
      stack(RouterState(id: r4, root: home)),
      [.dismiss(router: r8)],
      oneLevel: [.dismiss(router: r9), .dismiss(router: r8)]),
    Row(
      "a presented sheet swapped for tabs in a sheet",
      stack(RouterState(id: r4, root: home), settingsSheet),
      stack(RouterState(id: r4, root: home), presenting: tabsInSheet(selected: "first")),
      [.dismiss(router: r8), .presentNode(tabsInSheet(selected: "first"), presenter: r4)]),
    Row(
      "a tab whose stack has another root router is replaced",
      appTree,
      appTreeWithTabs { tabs in tabs.tabs[0].node = stackNode(r10, home) },
      [.replaceNode(r4, with: stackNode(r10, home))]),
  ]

  @Test(arguments: rows)
  func plansTheSteps(_ row: Row) {
    #expect(
      NavigationPlanner(capabilities: .current).steps(from: row.displayed, to: row.wanted)
        == row.severalAtOnce)
    #expect(
      NavigationPlanner(capabilities: .oneLevelPerUpdate).steps(
        from: row.displayed, to: row.wanted) == row.oneLevel)
  }

  @Test(arguments: rows)
  func theStepsTakeTheDisplayedTreeToTheWantedOne(_ row: Row) {
    for steps in [row.severalAtOnce, row.oneLevel] {
      var tree = row.displayed
      for step in steps { tree.show(step) }
      // A covered module makes no step: the lane takes the screen to it once it settles.
      #expect(tree.hierarchies == row.wanted.hierarchies)
      #expect(NavigationPlanner().steps(from: tree, to: row.wanted).isEmpty)
    }
  }

  @Test func aStepNamingNothingInTheTreeChangesNothing() {
    var tree = appTree
    for step: Step in [
      .dismiss(router: r10), .setPath([d3], router: r10), .selectTab("home", in: r10),
      .selectTab("nowhere", in: r3), .replaceNode(r10, with: stackNode(r2, welcome)),
      .present(Self.settingsSheet, presenter: r10),
      .presentNode(Self.tabsInSheet(selected: "first"), presenter: r10),
      .dismiss(router: r4),
    ] {
      tree.show(step)
    }
    #expect(tree == appTree)
  }
}
