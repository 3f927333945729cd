import Foundation
import Testing

@testable import Itinerary

/// JSON round trips of the tree values, and corrupt data refused with a `DecodingError`.
@Suite("Codable")
struct CodableTests {
  typealias Hierarchy = NavigationHierarchy<TestRoute>
  typealias State = RouterState<TestRoute>

  enum Tab: Hashable, Sendable, Codable {
    case home
    case search
  }

  static func generated(_ value: UInt64) -> EntryID {
    EntryID(generated: value)
  }

  /// Differs from the shared `home`: its id is generated (#1), so decoding must keep the
  /// tree's generated ids apart from named ones.
  static let generatedHome = Entry<TestRoute>(id: generated(1), route: .home)
  /// Differs from the shared `workspace`: its id is generated (#8).
  static let generatedWorkspace = Entry<TestRoute>(id: generated(8), route: .workspace)

  /// Four levels: a root with a generated and a named push, a sheet with every option, a bare
  /// cover, and a cover with a dismiss button whose root is named "7" while a generated #7
  /// sits below it.
  static let hierarchy = Hierarchy(checkedLevels: [
    State(
      id: r1, root: generatedHome,
      path: [list, Entry(id: generated(3), route: .detail(3), transition: .zoom(sourceID: "c3"))]
    ),
    State(
      id: RouterID(rawValue: 4), root: settings,
      path: [
        Entry(id: generated(6), route: .profile), Entry(id: generated(7), route: .detail(7)),
      ],
      presentation: Presentation(
        style: .sheet(
          SheetOptions(
            detents: [.medium, .large, .fraction(0.4), .height(320)], dragIndicator: .visible,
            interactiveDismissDisabled: true)),
        dismissButton: DismissButton(placement: .trailing, showsOnPushedScreens: true),
        transition: .zoom(sourceID: "gear"))),
    State(id: r9, root: generatedWorkspace, presentation: bareCover),
    State(
      id: RouterID(rawValue: 10), root: Entry(id: "7", route: .player),
      presentation: Presentation(style: .fullScreenCover, dismissButton: .leading)),
  ])

  /// A hierarchy whose ids differ from those of ``hierarchy``, to share a tree with it: ids
  /// are unique across every tab, and across both columns.
  static let otherHierarchy = Hierarchy(
    root: State(
      id: RouterID(rawValue: 20), root: Entry(id: generated(21), route: .home),
      path: [Entry(id: "other list", route: .list)]))

  static func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
    try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
  }

  @Test func hierarchyRoundTrip() throws {
    let decoded = try Self.roundTrip(Self.hierarchy)
    #expect(decoded == Self.hierarchy)
    #expect(
      decoded.screens.map(\.id) == [
        Self.generated(1), "list", Self.generated(3), "settings", Self.generated(6),
        Self.generated(7), Self.generated(8), "7",
      ])
    #expect(
      decoded.screens.map(\.id.isNamed) == [false, true, false, true, false, false, false, true])
    #expect(decoded.levels[2].isBare)
    #expect(decoded.levels[1].presentation?.transition == .zoom(sourceID: "gear"))
  }

  /// A generated id encodes as a number and a named one as a string, so `#7` and `"7"` stay
  /// apart through a round trip.
  @Test func entryIDEncoding() throws {
    let ids: [EntryID] = [Self.generated(7), "7"]
    let json = try JSONEncoder().encode(ids)
    #expect(String(decoding: json, as: UTF8.self) == #"[7,"7"]"#)
    let decoded = try JSONDecoder().decode([EntryID].self, from: json)
    #expect(decoded == ids)
    #expect(decoded[0] != decoded[1])
  }

  /// The id of the tabs or split node of the trees below, used by none of their hierarchies.
  static let nodeID = RouterID(rawValue: 900)

  /// A tabs node of two tabs, home holding `home` and search `search`.
  static func tabs(
    home: Hierarchy, search: Hierarchy, selected: String = "search"
  ) -> NavigationNode<TestRoute> {
    .tabs(
      TabsNode(
        id: nodeID, selected: selected,
        tabs: [
          TabsNode.Tab("home", NavigationNode(home)),
          TabsNode.Tab("search", NavigationNode(search)),
        ]))
  }

  @Test func tabsNodeRoundTrip() throws {
    let tree = Self.tabs(home: Self.otherHierarchy, search: Self.hierarchy)
    let decoded = try Self.roundTrip(tree)
    #expect(decoded == tree)
    guard case .tabs(let tabs) = decoded else {
      Issue.record("decoded \(decoded)")
      return
    }
    #expect(tabs.selected == "search")
    #expect(tabs.tabs[1].node == NavigationNode(Self.hierarchy))
  }

  @Test func splitNodeRoundTrip() throws {
    let tree = NavigationNode<TestRoute>.split(
      SplitNode(
        id: Self.nodeID, sidebar: NavigationNode(Self.otherHierarchy),
        detail: NavigationNode(Self.hierarchy),
        layout: SplitLayout(
          isCollapsed: true, preferredCompactColumn: .detail, columnVisibility: .doubleColumn)))
    let decoded = try Self.roundTrip(tree)
    #expect(decoded == tree)
    guard case .split(let split) = decoded else {
      Issue.record("decoded \(decoded)")
      return
    }
    #expect(split.layout.columnVisibility == .doubleColumn)
  }

  // MARK: Corrupt data

  /// One row: levels that make no valid hierarchy, and the problem the decoder names.
  struct CorruptCase: CustomStringConvertible, Sendable {
    let description: String
    let levels: [State]
    let problem: String
  }

  static let corruptCases: [CorruptCase] = [
    CorruptCase(description: "empty levels", levels: [], problem: "it has no root router"),
    CorruptCase(
      description: "a root with a presentation",
      levels: [State(id: r1, root: generatedHome, presentation: sheet)],
      problem: "the root router r1 has a presentation"),
    CorruptCase(
      description: "a level above the root without presentation",
      levels: [State(id: r1, root: generatedHome), State(id: r2, root: settings)],
      problem: "router r2 above the root has no presentation"),
    CorruptCase(
      description: "a later level without presentation",
      levels: [
        State(id: r1, root: generatedHome), State(id: r2, root: settings, presentation: sheet),
        State(id: r3, root: list),
      ],
      problem: "router r3 above the root has no presentation"),
    CorruptCase(
      description: "a bare level with pushes",
      levels: [
        State(id: r1, root: generatedHome),
        State(id: r2, root: generatedWorkspace, path: [list], presentation: bareCover),
      ],
      problem: "bare router r2 has pushed screens"),
    CorruptCase(
      description: "a router id twice",
      levels: [
        State(id: r1, root: generatedHome), State(id: r1, root: settings, presentation: sheet),
      ],
      problem: "level 1: router id r1 appears twice (first at level 0)"),
    CorruptCase(
      description: "a router id twice, not in a row",
      levels: [
        State(id: r1, root: generatedHome), State(id: r2, root: settings, presentation: sheet),
        State(id: r1, root: list, presentation: sheet),
      ],
      problem: "level 2: router id r1 appears twice (first at level 0)"),
    CorruptCase(
      description: "a screen id twice on one stack",
      levels: [State(id: r1, root: generatedHome, path: [list, list])],
      problem: "level 0 (router r1), screen 2: id list appears twice "
        + "(first at level 0 (router r1), screen 1)"),
    CorruptCase(
      description: "a screen id twice across levels",
      levels: [
        State(id: r1, root: generatedHome, path: [list]),
        State(id: r2, root: Entry(id: "list", route: .settings), presentation: sheet),
      ],
      problem: "level 1 (router r2), screen 0: id list appears twice "
        + "(first at level 0 (router r1), screen 1)"),
    CorruptCase(
      description: "a generated screen id twice",
      levels: [State(id: r1, root: generatedHome, path: [Entry(id: generated(1), route: .list)])],
      problem: "level 0 (router r1), screen 1: id #1 appears twice "
        + "(first at level 0 (router r1), screen 0)"),
  ]

  @Test(arguments: corruptCases)
  func corruptHierarchy(_ row: CorruptCase) throws {
    let data = try JSONEncoder().encode(row.levels)
    let error = #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Hierarchy.self, from: data)
    }
    guard case .dataCorrupted(let context)? = error else {
      Issue.record("expected dataCorrupted, got \(String(describing: error))")
      return
    }
    #expect(context.debugDescription == "Invalid navigation hierarchy: \(row.problem)")
  }

  /// The same levels inside a tab or a split column fail the whole tree.
  @Test(arguments: corruptCases)
  func corruptHierarchyInsideNodes(_ row: CorruptCase) throws {
    let corrupt = Hierarchy(checkedLevels: row.levels)
    let tabsData = try JSONEncoder().encode(
      Self.tabs(home: Self.otherHierarchy, search: corrupt, selected: "home"))
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationNode<TestRoute>.self, from: tabsData)
    }
    let split = NavigationNode<TestRoute>.split(
      SplitNode(
        id: Self.nodeID, sidebar: NavigationNode(Self.otherHierarchy),
        detail: NavigationNode(corrupt)))
    let splitData = try JSONEncoder().encode(split)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NavigationNode<TestRoute>.self, from: splitData)
    }
  }

  @Test(arguments: [
    "not json", "{}", "[]", "[null]", "[{}]", #"[{"id":{"rawValue":1},"path":[]}]"#,
    #"[{"id":{"rawValue":1},"root":{"id":true,"route":{"home":{}}},"path":[]}]"#,
    #"[{"id":{"rawValue":-1},"root":{"id":1,"route":{"home":{}}},"path":[]}]"#,
    #"[{"id":{"rawValue":1},"root":{"id":1,"route":{"nowhere":{}}},"path":[]}]"#,
    #"[{"id":{"rawValue":1},"root":{"id":1,"route":{"home":{}}},"path":{}}]"#,
  ])
  func malformedJSON(_ json: String) {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Hierarchy.self, from: Data(json.utf8))
    }
  }

  /// The valid counterpart of the hand-written rows of ``malformedJSON(_:)``: their shape is
  /// the real one.
  @Test func handWrittenJSONShape() throws {
    let json = #"[{"id":{"rawValue":1},"root":{"id":1,"route":{"home":{}}},"path":[]}]"#
    let decoded = try JSONDecoder().decode(Hierarchy.self, from: Data(json.utf8))
    #expect(decoded == Hierarchy(root: State(id: r1, root: Self.generatedHome)))
  }

  /// `Presentation.dismissButton`: "always `nil` on a bare presentation". Decoding a bare
  /// presentation that carries a button must drop the button or refuse the data.
  @Test func bareWithDismissButton() throws {
    var presentation = Presentation(style: .fullScreenCover, isBare: true)
    presentation.dismissButton = .leading
    let data = try JSONEncoder().encode(presentation)
    do {
      let decoded = try JSONDecoder().decode(Presentation.self, from: data)
      #expect(decoded.isBare)
      #expect(decoded.dismissButton == nil)
    } catch {
      #expect(error is DecodingError)
    }
  }
}
