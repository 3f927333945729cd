import Testing

@testable import Itinerary

/// `NavigationNode.apply(_:)`: every change of a tree of nested nodes, all or nothing.
@Suite("Node rules")
struct NodeRulesTests {
  /// One row: a command on `start`, and the tree and events expected, or the error it is
  /// refused with, the tree unchanged.
  struct Case: CustomStringConvertible, Sendable {
    let name: String
    var start = appTree
    let command: NodeCommand<TestRoute>
    let outcome: Outcome

    enum Outcome: Sendable {
      case applied(NavigationNode<TestRoute>, [NavigationEvent<TestRoute>])
      case refused(NavigationError)
    }

    var description: String { name }
  }

  /// A tab bar of one tab, presented as a sheet.
  static let presentedTabs = PresentedNode<TestRoute>(
    .tabs(TabsNode(id: r8, selected: "a", tabs: [.init("a", stackNode(r9, d8))])),
    presentation: sheet)

  /// `appTree` with `presentedTabs` presented from the home tab's router.
  static let withPresentedTabs = appTreeWithTabs { tabs in
    tabs.tabs[0].node = .stack(
      StackNode(
        hierarchy: NavigationHierarchy(root: RouterState(id: r4, root: home, path: [list])),
        presented: presentedTabs))
  }

  /// A module holding a split view.
  static let settingsModule = ModuleNode<TestRoute>(
    id: "settings",
    node: .split(SplitNode(id: r8, sidebar: stackNode(r9, settings), detail: stackNode(r10, d8))))

  /// Onboarding alone.
  static let onboardingOnly = NavigationNode<TestRoute>.modules(
    ModulesNode(id: r1, modules: [ModuleNode(id: "onboarding", node: stackNode(r2, welcome))]))

  /// The events of `presentedTabs` leaving.
  static let presentedTabsLeave: [NavigationEvent<TestRoute>] = [
    .dismissed(router: r9, screens: [d8]), .nodeDismissed(presenter: r4),
  ]

  static let cases: [Case] = [
    Case(
      name: "a push in the selected tab", command: .navigate(.init(.stack(.push(d3))), from: r4),
      outcome: .applied(
        appTreeWithTabs { $0.tabs[0].node = stackNode(r4, home, list, d3) },
        [.pushed([d3], router: r4)])),
    Case(
      name: "a push of a screen id another tab uses",
      command: .navigate(.init(.stack(.push(Entry(id: "search", route: .list)))), from: r4),
      outcome: .refused(.duplicateEntry("search"))),
    Case(
      name: "a presentation with a router id a tabs node uses",
      command: .navigate(.init(.present(d3, sheet, router: r3)), from: r7),
      outcome: .refused(.duplicateRouter(r3))),
    Case(
      name: "a command on a router no stack has",
      command: .navigate(.init(.stack(.push(d3))), from: r9), outcome: .refused(.routerDetached(r9))
    ),
    Case(
      name: "selecting another tab", command: .selectTab("inbox", in: r3),
      outcome: .applied(
        appTreeWithTabs { $0.selected = "inbox" }, [.selectedTab(index: 1, name: "inbox")])),
    Case(
      name: "selecting the selected tab", command: .selectTab("home", in: r3),
      outcome: .applied(appTree, [])),
    Case(
      name: "selecting a tab there is not", command: .selectTab("outbox", in: r3),
      outcome: .refused(.unknownTab("outbox", among: ["home", "inbox"]))),
    Case(
      name: "selecting a tab of a split view", command: .selectTab("home", in: r5),
      outcome: .refused(.notANode(r5, kind: "tabs"))),
    Case(
      name: "laying out the split view in a tab",
      command: .layOut(SplitLayout(isCollapsed: true), in: r5),
      outcome: .applied(
        appTreeWithTabs { tabs in
          var split = inboxSplit
          split.layout.isCollapsed = true
          tabs.tabs[1].node = .split(split)
        },
        [.splitLayoutChanged(SplitLayout(isCollapsed: true), split: r5)])),
    Case(
      name: "a push on a router of the covered module",
      command: .navigate(.init(.stack(.push(d3))), from: r2),
      outcome: .refused(.routerDetached(r2))),
    Case(
      name: "dismissing the main module",
      command: .dismissModules(count: 1, in: r1),
      outcome: .applied(
        onboardingOnly, [.moduleSwapped(left: .tabs(mainTabs), shown: stackNode(r2, welcome))])),
    Case(
      name: "dismissing the first module",
      start: onboardingOnly,
      command: .dismissModules(count: 1, in: r1),
      outcome: .refused(.cannotDismissFirstModule("onboarding"))),
    Case(
      name: "dismissing every module",
      command: .dismissModules(count: 2, in: r1),
      outcome: .refused(.cannotDismissFirstModule("onboarding"))),
    Case(
      name: "dismissing no module", command: .dismissModules(count: 0, in: r1),
      outcome: .applied(appTree, [])),
    Case(
      name: "showing a module holding a split view",
      command: .showModules([settingsModule], in: r1),
      outcome: .applied(
        .modules(
          ModulesNode(
            id: r1,
            modules: [
              ModuleNode(id: "onboarding", node: stackNode(r2, welcome)),
              ModuleNode(id: "main", transition: .trailing, node: .tabs(mainTabs)),
              settingsModule,
            ])),
        [.moduleSwapped(left: .tabs(mainTabs), shown: settingsModule.node)])),
    Case(
      name: "showing a module whose id is on the stack shows it again on top",
      command: .showModules([ModuleNode(id: "onboarding", node: stackNode(r8, d8))], in: r1),
      outcome: .applied(
        .modules(
          ModulesNode(
            id: r1,
            modules: [
              ModuleNode(id: "onboarding", node: stackNode(r2, welcome)),
              ModuleNode(id: "main", transition: .trailing, node: .tabs(mainTabs)),
              ModuleNode(id: "onboarding", node: stackNode(r8, d8)),
            ])),
        [.moduleSwapped(left: .tabs(mainTabs), shown: stackNode(r8, d8))])),
    Case(
      name: "showing two modules covers the one between at once",
      start: onboardingOnly,
      command: .showModules(
        [ModuleNode(id: "main", node: stackNode(r3, home)), settingsModule], in: r1),
      outcome: .applied(
        .modules(
          ModulesNode(
            id: r1,
            modules: [
              ModuleNode(id: "onboarding", node: stackNode(r2, welcome)),
              ModuleNode(id: "main", node: stackNode(r3, home)), settingsModule,
            ])),
        [.moduleSwapped(left: stackNode(r2, welcome), shown: settingsModule.node)])),
    Case(
      name: "showing two modules that share an id",
      start: onboardingOnly,
      command: .showModules(
        [ModuleNode(id: "main", node: stackNode(r8, d8)), settingsModule], in: r1),
      outcome: .refused(.duplicateEntry(d8.id))),
    Case(
      name: "showing a module with a router id of the tree",
      command: .showModules([ModuleNode(id: "settings", node: stackNode(r4, d8))], in: r1),
      outcome: .refused(.duplicateRouter(r4))),
    Case(
      name: "showing a module with tabs and no tab",
      command: .showModules(
        [ModuleNode(id: "settings", node: .tabs(TabsNode(id: r8, selected: "a", tabs: [])))],
        in: r1),
      outcome: .refused(
        .invalidNode("The saved navigation is not a valid tree: tabs r8: it has no tabs."))),
    Case(
      name: "presenting tabs from a tab's router",
      command: .present(presentedTabs, from: r4),
      outcome: .applied(withPresentedTabs, [.nodePresented(presentedTabs, presenter: r4)])),
    Case(
      name: "presenting a stack as a node",
      command: .present(PresentedNode(stackNode(r8, d8), presentation: sheet), from: r4),
      outcome: .refused(
        .invalidNode("a stack is presented as a level of its hierarchy, not as a node"))),
    Case(
      name: "a push below a presented node keeps it", start: withPresentedTabs,
      command: .navigate(.init(.stack(.push(d3))), from: r4),
      outcome: .applied(
        appTreeWithTabs { tabs in
          tabs.tabs[0].node = .stack(
            StackNode(
              hierarchy: NavigationHierarchy(
                root: RouterState(id: r4, root: home, path: [list, d3])),
              presented: presentedTabs))
        },
        [.pushed([d3], router: r4)])),
    Case(
      name: "dismissing the last presentation dismisses the presented node",
      start: withPresentedTabs, command: .navigate(.init(.dismissLastPresentation), from: r4),
      outcome: .applied(appTree, presentedTabsLeave)),
    Case(
      name: "dismissing the child of the router that presents", start: withPresentedTabs,
      command: .navigate(.init(.dismissChild), from: r4),
      outcome: .applied(appTree, presentedTabsLeave)),
    Case(
      name: "dismissing the last screen counts the presented node as one",
      start: withPresentedTabs, command: .navigate(.init(.dismissLastScreens(count: 2)), from: r4),
      outcome: .applied(
        appTreeWithTabs { $0.tabs[0].node = stackNode(r4, home) },
        presentedTabsLeave + [.popped([list], router: r4)])),
    Case(
      name: "a presentation from the router replaces the presented node", start: withPresentedTabs,
      command: .navigate(.init(.present(d3, sheet, router: r10)), from: r4),
      outcome: .applied(
        appTreeWithTabs { tabs in
          tabs.tabs[0].node = .stack(
            StackNode(
              hierarchy: NavigationHierarchy(
                checkedLevels: [
                  RouterState(id: r4, root: home, path: [list]),
                  RouterState(id: r10, root: d3, presentation: sheet),
                ])))
        },
        presentedTabsLeave + [.presented(d3, sheet, router: r10, presenter: r4)])),
    Case(
      name: "dismissing the presented node by its presenter", start: withPresentedTabs,
      command: .dismissPresented(from: r4), outcome: .applied(appTree, presentedTabsLeave)),
    Case(
      name: "dismissing the presented node where there is none",
      command: .dismissPresented(from: r4), outcome: .applied(appTree, [])),
  ]

  @Test(arguments: cases)
  func apply(_ row: Case) {
    var tree = row.start
    switch row.outcome {
    case .applied(let expected, let events):
      do {
        #expect(try tree.apply(row.command) == events)
      } catch {
        Issue.record("refused: \(error)")
      }
      #expect(tree == expected, "\(tree)")
      #expect(throws: Never.self) { try tree.validate() }
    case .refused(let error):
      #expect(throws: error) { try tree.apply(row.command) }
      #expect(tree == row.start)
    }
  }

  @Test func aBatchAppliesWholeOrNotAtAll() throws {
    var tree = appTree
    let good: [NodeCommand<TestRoute>] = [
      .selectTab("inbox", in: r3), .navigate(.init(.stack(.push(d3))), from: r7),
    ]
    #expect(throws: NavigationError.unknownTab("outbox", among: ["home", "inbox"])) {
      try tree.apply(good + [.selectTab("outbox", in: r3)])
    }
    #expect(tree == appTree)
    let events = try tree.apply(good)
    #expect(events == [.selectedTab(index: 1, name: "inbox"), .pushed([d3], router: r7)])
    #expect(tree.shownRouter == r7)
  }

  @Test func whatLeavesIsReportedForEveryScreen() throws {
    var tree = Self.withPresentedTabs
    let events = try tree.apply(.dismissModules(count: 1, in: r1))
    let left = Set(events.flatMap(\.leavingIDs))
    #expect(left == Self.withPresentedTabs.allIDs.subtracting(tree.allIDs))
  }
}
