import Foundation
import Testing

@testable import Itinerary

/// `NavigationNode`: the recursive tree value, its printout, what shows, its rules and its
/// encoding.
@Suite("Navigation node")
struct NavigationNodeTests {
  /// One row of the rules: a tree and what ``NavigationNode/validate(within:)`` says of it;
  /// `nil` for a valid tree.
  struct Case: CustomStringConvertible, Sendable {
    let name: String
    let tree: NavigationNode<TestRoute>
    var limits = RestorationLimits.standard
    let error: RestorationError?

    var description: String { name }
  }

  /// A chain of `depth` modules nodes, each holding the next, around one stack.
  static func nested(_ depth: Int) -> NavigationNode<TestRoute> {
    (0..<depth).reduce(stackNode(r1, home)) { node, level in
      .modules(
        ModulesNode(
          id: RouterID(rawValue: UInt64(100 + level)),
          modules: [
            ModuleNode(id: "m", node: node)
          ]))
    }
  }

  static let cases: [Case] = [
    Case(name: "onboarding and a main app of tabs and a split view", tree: appTree, error: nil),
    Case(
      name: "tabs with no tab", tree: appTreeWithTabs { $0.tabs = [] },
      error: .invalidTree("module 1 (main), tabs r3: it has no tabs")),
    Case(
      name: "a selected tab that is not there", tree: appTreeWithTabs { $0.selected = "outbox" },
      error: .invalidTree(
        "module 1 (main), tabs r3: the selected tab outbox is not among the tabs")),
    Case(
      name: "a tab twice", tree: appTreeWithTabs { $0.tabs[1].name = "home" },
      error: .invalidTree("module 1 (main), tabs r3: a tab appears twice")),
    Case(
      name: "a module shown twice, as a module router shows a module again on top",
      tree: .modules(
        ModulesNode(
          id: r1,
          modules: [
            ModuleNode(id: "main", node: stackNode(r2, welcome)),
            ModuleNode(id: "main", node: stackNode(r3, home)),
          ])),
      error: nil),
    Case(
      name: "modules with no module", tree: .modules(ModulesNode(id: r1, modules: [])),
      error: .invalidTree("modules r1: it has no modules")),
    Case(
      name: "a stack presented as a node",
      tree: .stack(
        StackNode(
          hierarchy: NavigationHierarchy(root: RouterState(id: r1, root: home)),
          presented: PresentedNode(stackNode(r2, list), presentation: sheet))),
      error: .invalidTree(
        "it presents a stack as a node; a presented stack is a level of its hierarchy")),
    Case(
      name: "a stack router with the id of a tabs node",
      tree: appTreeWithTabs { $0.tabs[0].node = stackNode(r3, home) },
      error: .invalidTree(
        "module 1 (main), tab home, level 0: router id r3 appears twice "
          + "(first at module 1 (main), tabs r3)")),
    Case(
      name: "a split view with the id of a stack router",
      tree: appTreeWithTabs { tabs in
        var split = inboxSplit
        split.id = r2
        tabs.tabs[1].node = .split(split)
      },
      error: .invalidTree(
        "module 1 (main), tab inbox, split r2: router id r2 appears twice "
          + "(first at module 0 (onboarding), level 0)")),
    Case(
      name: "a screen id in two modules",
      tree: appTreeWithTabs { $0.tabs[0].node = stackNode(r4, welcome) },
      error: .invalidTree(
        "module 1 (main), tab home, level 0 (router r4), screen 0: id welcome appears twice "
          + "(first at module 0 (onboarding), level 0 (router r2), screen 0)")),
    Case(
      name: "nodes nested deeper than the limit", tree: nested(3),
      limits: RestorationLimits(maxDepth: 2),
      error: .tooDeep(
        hierarchy: "The node at module 0 (m), module 0 (m), module 0 (m)", levels: 3, limit: 2)),
    Case(
      name: "more entries than the limit", tree: appTree,
      limits: RestorationLimits(maxEntries: 4),
      error: .tooManyEntries(5, limit: 4)),
  ]

  @Test(arguments: cases)
  func rules(_ row: Case) {
    if let error = row.error {
      #expect(throws: error) { try row.tree.validate(within: row.limits) }
    } else {
      #expect(throws: Never.self) { try row.tree.validate(within: row.limits) }
    }
  }

  @Test func printsOneIndentedTree() {
    #expect(
      appTree.description == """
        modules r1
          module 0 (onboarding)
            router r2
              root welcome home
          module 1 (main)
            tabs r3
              tab home *
                router r4
                  root home home
                  push list list
              tab inbox
                split r5 (collapsed: false, compact column: sidebar, visibility: automatic)
                  sidebar
                    router r6
                      root search list
                  detail
                    router r7
                      root detail detail(1)
        """)
  }

  @Test func printsAPresentedNodeUnderTheRouterThatPresentsIt() {
    let tree = NavigationNode<TestRoute>.stack(
      StackNode(
        hierarchy: NavigationHierarchy(
          checkedLevels: [
            RouterState(id: r1, root: home),
            RouterState(id: r2, root: settings, presentation: sheet),
          ]),
        presented: PresentedNode(.tabs(mainTabs), presentation: cover)))
    let tabs = NavigationNode.tabs(mainTabs).description.split(separator: "\n")
      .map { "      \($0)" }
    #expect(
      tree.description.split(separator: "\n").map(String.init) == [
        "router r1", "  root home home", "  sheet r2", "    root settings settings",
        "    cover [dismiss: leading]",
      ] + tabs)
  }

  @Test func theShownRouterFollowsTheLastModuleTheSelectedTabAndTheDetailColumn() {
    #expect(appTree.shownRouter == r4)
    #expect(appTreeWithTabs { $0.selected = "inbox" }.shownRouter == r7)
    #expect(NavigationNode<TestRoute>.modules(ModulesNode(id: r1, modules: [])).shownRouter == nil)
  }

  @Test func collectsEveryIdOfTheTree() {
    #expect(appTree.allIDs == ["welcome", "home", "list", "search", "detail"])
    #expect(appTree.allRouterIDs == [r1, r2, r3, r4, r5, r6, r7])
  }

  @Test func encodesAndDecodesTheWholeTree() throws {
    let data = try JSONEncoder().encode(appTree)
    #expect(try JSONDecoder().decode(NavigationNode<TestRoute>.self, from: data) == appTree)
  }

  @Test func refusesDataThatBreaksARule() throws {
    let data = try JSONEncoder().encode(appTreeWithTabs { $0.tabs[0].node = stackNode(r3, home) })
    let error = #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationNode<TestRoute>.self, from: data)
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    #expect(context.debugDescription.hasPrefix("Invalid navigation tree: "))
    #expect(context.debugDescription.contains("router id r3 appears twice"))
  }

  @Test func refusesANodeOfTwoKinds() throws {
    let stack = String(decoding: try JSONEncoder().encode(stackNode(r1, home)), as: UTF8.self)
    let twoKinds = stack.dropLast() + #","modules":{"id":{"rawValue":2},"modules":[]}}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationNode<TestRoute>.self, from: Data(twoKinds.utf8))
    }
  }
}
