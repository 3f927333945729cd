import Foundation
import Testing

@testable import Itinerary

/// What decoding refuses, one row per kind of refusal: every kind of id used twice, in a
/// hierarchy, across tabs and across split columns; every documented range broken; ids above
/// the ceiling. Each refusal is a `DecodingError.dataCorrupted` saying what and where.
@Suite("Decoding")
struct DecodingTests {
  typealias Hierarchy = NavigationHierarchy<TestRoute>
  typealias State = RouterState<TestRoute>

  static func router(_ value: UInt64) -> RouterID {
    RouterID(rawValue: value)
  }

  static func entry(
    _ id: EntryID, _ route: TestRoute = .list, content: [EntryID] = []
  ) -> Entry<TestRoute> {
    Entry(
      id: id, route: route,
      inPlaceTransitions: content.map { TransitionEntry(id: $0, route: .detail(0)) })
  }

  static func modal(_ id: EntryID) -> OverlayModal<TestRoute> {
    OverlayModal(id: id, route: .settings)
  }

  static func alert(_ id: EntryID) -> AlertState {
    AlertState(id: id, title: "Alert \(id)")
  }

  static func queued(
    _ id: EntryID, router value: UInt64, content: [EntryID] = []
  ) -> ScreenRequest<TestRoute> {
    ScreenRequest(
      entry: entry(id, .profile, content: content), style: .sheet, router: router(value))
  }

  static func content(_ id: EntryID) -> TransitionEntry<TestRoute> {
    TransitionEntry(id: id, route: .detail(1))
  }

  /// A root router r1 on "home", with the given parts.
  static func root(
    path: [Entry<TestRoute>] = [], screenQueue: [ScreenRequest<TestRoute>] = [],
    transitionQueue: [TransitionEntry<TestRoute>] = [], modals: [OverlayModal<TestRoute>] = [],
    alerts: [AlertState] = [], homeContent: [EntryID] = []
  ) -> State {
    State(
      id: router(1), root: entry("home", .home, content: homeContent), path: path,
      screenQueue: screenQueue, transitionQueue: transitionQueue, modals: modals, alerts: alerts)
  }

  /// A sheet router r2 on "sheet", with the given parts.
  static func sheetLevel(
    id: UInt64 = 2, root: EntryID = "sheet", screenQueue: [ScreenRequest<TestRoute>] = [],
    modals: [OverlayModal<TestRoute>] = []
  ) -> State {
    State(
      id: router(id), root: entry(root, .settings), presentation: sheet, screenQueue: screenQueue,
      modals: modals)
  }

  /// Every kind of id in use once: the valid counterpart of the rows below.
  static let everything = Hierarchy(checkedLevels: [
    root(
      path: [entry("pushed", content: ["pushed content"])],
      screenQueue: [queued("queued", router: 3, content: ["queued screen content"])],
      transitionQueue: [content("queued content")], modals: [modal("modal")],
      alerts: [alert("alert")], homeContent: ["home content"]),
    sheetLevel(screenQueue: [queued("queued 2", router: 4)], modals: [modal("modal 2")]),
  ])

  @Test func everyKindOfIDOnceRoundTrips() throws {
    let data = try JSONEncoder().encode(Self.everything)
    #expect(try JSONDecoder().decode(Hierarchy.self, from: data) == Self.everything)
  }

  // MARK: Ids used twice in a hierarchy

  /// One row: levels that use an id twice, and the problem the decoder names.
  struct DuplicateCase: CustomStringConvertible, Sendable {
    let description: String
    let levels: [State]
    let problem: String
  }

  static let home0 = "level 0 (router r1), "
  static let sheet1 = "level 1 (router r2), "

  static let duplicateCases: [DuplicateCase] = [
    DuplicateCase(
      description: "a pushed screen repeats the root", levels: [root(path: [entry("home")])],
      problem: home0 + "screen 1: id home appears twice (first at \(home0)screen 0)"),
    DuplicateCase(
      description: "content on a screen repeats a screen",
      levels: [root(path: [entry("pushed", content: ["home"])])],
      problem: home0 + "screen 1, content 0: id home appears twice (first at \(home0)screen 0)"),
    DuplicateCase(
      description: "content twice on one screen", levels: [root(homeContent: ["c", "c"])],
      problem: home0 + "screen 0, content 1: id c appears twice (first at \(home0)screen 0, "
        + "content 0)"),
    DuplicateCase(
      description: "a screen repeats content on a screen below",
      levels: [root(path: [entry("c")], homeContent: ["c"])],
      problem: home0 + "screen 1: id c appears twice (first at \(home0)screen 0, content 0)"),
    DuplicateCase(
      description: "a modal repeats a screen", levels: [root(modals: [modal("home")])],
      problem: home0 + "modal 0: id home appears twice (first at \(home0)screen 0)"),
    DuplicateCase(
      description: "a modal twice", levels: [root(modals: [modal("m"), modal("m")])],
      problem: home0 + "modal 1: id m appears twice (first at \(home0)modal 0)"),
    DuplicateCase(
      description: "an alert repeats a modal",
      levels: [root(modals: [modal("m")], alerts: [alert("m")])],
      problem: home0 + "alert 0: id m appears twice (first at \(home0)modal 0)"),
    DuplicateCase(
      description: "an alert twice", levels: [root(alerts: [alert("a"), alert("a")])],
      problem: home0 + "alert 1: id a appears twice (first at \(home0)alert 0)"),
    DuplicateCase(
      description: "a queued screen repeats an alert",
      levels: [root(screenQueue: [queued("a", router: 3)], alerts: [alert("a")])],
      problem: home0 + "queued screen 0: id a appears twice (first at \(home0)alert 0)"),
    DuplicateCase(
      description: "a queued screen twice",
      levels: [root(screenQueue: [queued("q", router: 3), queued("q", router: 4)])],
      problem: home0 + "queued screen 1: id q appears twice (first at \(home0)queued screen 0)"),
    DuplicateCase(
      description: "content on a queued screen repeats the queued screen",
      levels: [root(screenQueue: [queued("q", router: 3, content: ["q"])])],
      problem: home0 + "queued screen 0, content 0: id q appears twice "
        + "(first at \(home0)queued screen 0)"),
    DuplicateCase(
      description: "queued content repeats a queued screen",
      levels: [root(screenQueue: [queued("q", router: 3)], transitionQueue: [content("q")])],
      problem: home0 + "queued content 0: id q appears twice (first at \(home0)queued screen 0)"),
    DuplicateCase(
      description: "queued content twice",
      levels: [root(transitionQueue: [content("t"), content("t")])],
      problem: home0 + "queued content 1: id t appears twice (first at \(home0)queued content 0)"),
    DuplicateCase(
      description: "a modal on a sheet repeats content on the root",
      levels: [root(homeContent: ["c"]), sheetLevel(modals: [modal("c")])],
      problem: sheet1 + "modal 0: id c appears twice (first at \(home0)screen 0, content 0)"),
    DuplicateCase(
      description: "a sheet's root repeats a queued screen below it",
      levels: [root(screenQueue: [queued("q", router: 3)]), sheetLevel(root: "q")],
      problem: sheet1 + "screen 0: id q appears twice (first at \(home0)queued screen 0)"),
    DuplicateCase(
      description: "a level's router repeats the root router",
      levels: [root(), sheetLevel(id: 1)],
      problem: "level 1: router id r1 appears twice (first at level 0)"),
    DuplicateCase(
      description: "a queued screen's router repeats its own router",
      levels: [root(screenQueue: [queued("q", router: 1)])],
      problem: home0 + "queued screen 0: router id r1 appears twice (first at level 0)"),
    DuplicateCase(
      description: "two queued screens create the same router",
      levels: [root(screenQueue: [queued("q", router: 3), queued("p", router: 3)])],
      problem: home0 + "queued screen 1: router id r3 appears twice "
        + "(first at \(home0)queued screen 0)"),
    DuplicateCase(
      description: "a level's router repeats a queued screen's router below it",
      levels: [root(screenQueue: [queued("q", router: 2)]), sheetLevel()],
      problem: "level 1: router id r2 appears twice (first at \(home0)queued screen 0)"),
    DuplicateCase(
      description: "a queued screen's router on a sheet repeats the root router",
      levels: [root(), sheetLevel(screenQueue: [queued("q", router: 1)])],
      problem: sheet1 + "queued screen 0: router id r1 appears twice (first at level 0)"),
  ]

  @Test(arguments: duplicateCases)
  func duplicateInHierarchy(_ row: DuplicateCase) throws {
    let data = try JSONEncoder().encode(row.levels)
    let context = Self.corruption { try JSONDecoder().decode(Hierarchy.self, from: data) }
    #expect(context?.debugDescription == "Invalid navigation hierarchy: \(row.problem)")
  }

  // MARK: Ids used twice across a tree

  /// A hierarchy of one root router, with the given root screen and overlay modals.
  static func single(
    router value: UInt64, root id: EntryID, modals: [EntryID] = [],
    queue: [ScreenRequest<TestRoute>] = []
  ) -> Hierarchy {
    Hierarchy(
      root: State(
        id: router(value), root: entry(id), screenQueue: queue, modals: modals.map(modal)))
  }

  /// One row: a tree of two tabs (or two columns), the second repeating an id of the first.
  struct TreeCase: CustomStringConvertible, Sendable {
    let description: String
    let first: Hierarchy
    let second: Hierarchy
    /// The problem, after the second hierarchy's name.
    let problem: String
  }

  static let treeCases: [TreeCase] = [
    TreeCase(
      description: "a screen id", first: single(router: 1, root: "a"),
      second: single(router: 2, root: "a"),
      problem: "level 0 (router r2), screen 0: id a appears twice (first at FIRST, level 0 "
        + "(router r1), screen 0)"),
    TreeCase(
      description: "a modal id repeats a screen", first: single(router: 1, root: "a"),
      second: single(router: 2, root: "b", modals: ["a"]),
      problem: "level 0 (router r2), modal 0: id a appears twice (first at FIRST, level 0 "
        + "(router r1), screen 0)"),
    TreeCase(
      description: "a router id", first: single(router: 1, root: "a"),
      second: single(router: 1, root: "b"),
      problem: "level 0: router id r1 appears twice (first at FIRST, level 0)"),
    TreeCase(
      description: "a router id repeats a queued screen's router",
      first: single(router: 1, root: "a", queue: [queued("q", router: 2)]),
      second: single(router: 2, root: "b"),
      problem: "level 0: router id r2 appears twice (first at FIRST, level 0 (router r1), "
        + "queued screen 0)"),
  ]

  /// Tabs `one` and `two` holding `first` and `second`, in a tabs node of an id neither uses.
  static func tabs(_ first: Hierarchy, _ second: Hierarchy) -> NavigationNode<TestRoute> {
    .tabs(
      TabsNode(
        id: router(900), selected: "one",
        tabs: [
          TabsNode.Tab("one", NavigationNode(first)), TabsNode.Tab("two", NavigationNode(second)),
        ]))
  }

  /// A split node of `first` and `second`, of an id neither uses.
  static func split(_ first: Hierarchy, _ second: Hierarchy) -> NavigationNode<TestRoute> {
    .split(
      SplitNode(id: router(900), sidebar: NavigationNode(first), detail: NavigationNode(second)))
  }

  @Test(arguments: treeCases)
  func duplicateAcrossTabs(_ row: TreeCase) throws {
    let data = try JSONEncoder().encode(Self.tabs(row.first, row.second))
    let context = Self.corruption {
      try JSONDecoder().decode(NavigationNode<TestRoute>.self, from: data)
    }
    let problem = row.problem.replacingOccurrences(of: "FIRST", with: "tab one")
    #expect(
      context?.debugDescription
        == "Invalid navigation tree: The saved navigation is not a valid tree: tab two, "
        + "\(problem).")
  }

  @Test(arguments: treeCases)
  func duplicateAcrossSplitColumns(_ row: TreeCase) throws {
    let data = try JSONEncoder().encode(Self.split(row.first, row.second))
    let context = Self.corruption {
      try JSONDecoder().decode(NavigationNode<TestRoute>.self, from: data)
    }
    let problem = row.problem.replacingOccurrences(of: "FIRST", with: "sidebar")
    #expect(
      context?.debugDescription
        == "Invalid navigation tree: The saved navigation is not a valid tree: detail, "
        + "\(problem).")
  }

  @Test func distinctTabsAndColumnsRoundTrip() throws {
    let first = Self.single(
      router: 1, root: "a", modals: ["m"], queue: [Self.queued("q", router: 3)])
    let second = Self.single(router: 2, root: "b", modals: ["n"])
    for tree in [Self.tabs(first, second), Self.split(first, second)] {
      let decoded = try JSONDecoder().decode(
        NavigationNode<TestRoute>.self, from: JSONEncoder().encode(tree))
      #expect(decoded == tree)
    }
  }

  // MARK: Ranges

  /// A small value whose decoding checks a documented range.
  enum RangedValue: Sendable {
    case detent(SheetDetent)
    case part(ModalTransition.Part)
    case animation(ModalAnimation)
    case background(ModalBackground)

    /// Whether the value comes back equal through ``DecodingTests/roundTrip(_:)``.
    func roundTrips() throws -> Bool {
      switch self {
      case .detent(let detent): try DecodingTests.roundTrip(detent) == detent
      case .part(let part): try DecodingTests.roundTrip(part) == part
      case .animation(let animation): try DecodingTests.roundTrip(animation) == animation
      case .background(let background): try DecodingTests.roundTrip(background) == background
      }
    }
  }

  /// One row: a value, and the problem decoding it names, or `nil` when it is in range.
  struct RangeCase: CustomStringConvertible, Sendable {
    let description: String
    let value: RangedValue
    let problem: String?
  }

  static let rangeCases: [RangeCase] = [
    RangeCase(description: "fraction 0 is allowed", value: .detent(.fraction(0)), problem: nil),
    RangeCase(description: "fraction 1 is allowed", value: .detent(.fraction(1)), problem: nil),
    RangeCase(
      description: "fraction below 0", value: .detent(.fraction(-0.1)),
      problem: "sheet detent fraction -0.1 is not between 0 and 1"),
    RangeCase(
      description: "fraction above 1", value: .detent(.fraction(1.5)),
      problem: "sheet detent fraction 1.5 is not between 0 and 1"),
    RangeCase(
      description: "fraction NaN", value: .detent(.fraction(.nan)),
      problem: "sheet detent fraction nan is not between 0 and 1"),
    RangeCase(
      description: "fraction infinite", value: .detent(.fraction(.infinity)),
      problem: "sheet detent fraction inf is not between 0 and 1"),
    RangeCase(description: "a small height", value: .detent(.height(0.5)), problem: nil),
    RangeCase(
      description: "height 0", value: .detent(.height(0)),
      problem: "sheet detent height 0.0 is not a finite number above 0"),
    RangeCase(
      description: "height negative", value: .detent(.height(-20)),
      problem: "sheet detent height -20.0 is not a finite number above 0"),
    RangeCase(
      description: "height infinite", value: .detent(.height(.infinity)),
      problem: "sheet detent height inf is not a finite number above 0"),
    RangeCase(
      description: "height NaN", value: .detent(.height(.nan)),
      problem: "sheet detent height nan is not a finite number above 0"),
    RangeCase(description: "scale 0 is allowed", value: .part(.scale(0)), problem: nil),
    RangeCase(description: "scale 1 is allowed", value: .part(.scale(1)), problem: nil),
    RangeCase(
      description: "scale below 0", value: .part(.scale(-0.5)),
      problem: "modal transition scale -0.5 is not between 0 and 1"),
    RangeCase(
      description: "scale above 1", value: .part(.scale(1.01)),
      problem: "modal transition scale 1.01 is not between 0 and 1"),
    RangeCase(
      description: "scale NaN", value: .part(.scale(.nan)),
      problem: "modal transition scale nan is not between 0 and 1"),
    RangeCase(
      description: "duration 0 is allowed", value: .animation(.linear(duration: 0)), problem: nil),
    RangeCase(
      description: "spring duration negative", value: .animation(.spring(duration: -1)),
      problem: "modal animation duration -1.0 is not a finite number of seconds from 0"),
    RangeCase(
      description: "ease duration infinite", value: .animation(.easeInOut(duration: .infinity)),
      problem: "modal animation duration inf is not a finite number of seconds from 0"),
    RangeCase(
      description: "linear duration NaN", value: .animation(.linear(duration: .nan)),
      problem: "modal animation duration nan is not a finite number of seconds from 0"),
    RangeCase(
      description: "colour at the bounds is allowed",
      value: .background(.color(red: 0, green: 1, blue: 0, opacity: 1)), problem: nil),
    RangeCase(
      description: "colour component above 1",
      value: .background(.color(red: 0, green: 2, blue: 0, opacity: 1)),
      problem: "background colour green 2.0 is not between 0 and 1"),
    RangeCase(
      description: "opacity NaN", value: .background(.dim(.nan)),
      problem: "background colour opacity nan is not between 0 and 1"),
    RangeCase(
      description: "a blur at the bounds with a colour is allowed",
      value: .background(.layered(blur: .thin, intensity: 1, color: .black(opacity: 0))),
      problem: nil),
    RangeCase(
      description: "a blur without a colour is allowed",
      value: .background(.layered(blur: .regular, intensity: 0.3, color: nil)), problem: nil),
    RangeCase(
      description: "blur intensity above 1",
      value: .background(.layered(blur: .regular, intensity: 1.5, color: nil)),
      problem: "background blur intensity 1.5 is not between 0 and 1"),
    RangeCase(
      description: "blur intensity NaN",
      value: .background(.layered(blur: .regular, intensity: .nan, color: nil)),
      problem: "background blur intensity nan is not between 0 and 1"),
    RangeCase(
      description: "the colour over a blur, out of range",
      value: .background(
        .layered(
          blur: .thick, intensity: 0.5,
          color: ModalColor(red: 0, green: 0, blue: -0.2, opacity: 0.5))),
      problem: "background colour blue -0.2 is not between 0 and 1"),
  ]

  /// Writes NaN and infinity as strings and reads them back, so that the rows reach the range
  /// checks: a plain `JSONDecoder` refuses them earlier, and other decoders may not.
  static func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
    let encoder = JSONEncoder()
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return try decoder.decode(Value.self, from: encoder.encode(value))
  }

  @Test(arguments: rangeCases)
  func range(_ row: RangeCase) throws {
    guard let problem = row.problem else {
      #expect(try row.value.roundTrips())
      return
    }
    let context = Self.corruption { try row.value.roundTrips() }
    #expect(context?.debugDescription == "Out of range: \(problem)")
  }

  /// The range checks are the small types' own, so a hierarchy refuses a bad detent too, and
  /// the coding path says where it is.
  @Test func rangeInsideAHierarchy() throws {
    let options = SheetOptions(detents: [.medium, .fraction(2)])
    let levels = [
      Self.root(modals: [OverlayModal(id: "m", route: .list, style: .centered)]),
      State(
        id: Self.router(2), root: Self.entry("sheet"),
        presentation: Presentation(style: .sheet(options))),
    ]
    let data = try JSONEncoder().encode(levels)
    let context = Self.corruption { try JSONDecoder().decode(Hierarchy.self, from: data) }
    #expect(
      context?.debugDescription == "Out of range: sheet detent fraction 2.0 is not between 0 and 1")
    #expect(
      context?.codingPath.map(\.stringValue) == [
        "Index 1", "presentation", "style", "sheet", "_0", "detents", "Index 1",
      ])
  }

  // MARK: Id ceiling

  static let ceiling = EntryID.largestGenerated

  /// One row: a hierarchy holding a large id, and the problem decoding names, or `nil`.
  struct CeilingCase: CustomStringConvertible, Sendable {
    let description: String
    let hierarchy: Hierarchy
    let problem: String?
  }

  static func withRoot(_ id: EntryID, router value: UInt64 = 1) -> Hierarchy {
    Hierarchy(root: State(id: router(value), root: entry(id)))
  }

  static let ceilingCases: [CeilingCase] = [
    CeilingCase(
      description: "a screen id at the ceiling", hierarchy: withRoot(EntryID(generated: ceiling)),
      problem: nil),
    CeilingCase(
      description: "a router id at the ceiling", hierarchy: withRoot("a", router: ceiling),
      problem: nil),
    CeilingCase(
      description: "a screen id above the ceiling",
      hierarchy: withRoot(EntryID(generated: ceiling + 1)),
      problem: "Generated id #9223372036854775808 is above the ceiling 9223372036854775807"),
    CeilingCase(
      description: "a screen id at UInt64.max", hierarchy: withRoot(EntryID(generated: .max)),
      problem: "Generated id #18446744073709551615 is above the ceiling 9223372036854775807"),
    CeilingCase(
      description: "a router id above the ceiling", hierarchy: withRoot("a", router: ceiling + 1),
      problem: "Router id r9223372036854775808 is above the ceiling 9223372036854775807"),
    CeilingCase(
      description: "a modal id above the ceiling",
      hierarchy: Hierarchy(root: root(modals: [modal(EntryID(generated: .max))])),
      problem: "Generated id #18446744073709551615 is above the ceiling 9223372036854775807"),
    CeilingCase(
      description: "a queued screen's router above the ceiling",
      hierarchy: Hierarchy(root: root(screenQueue: [queued("q", router: .max)])),
      problem: "Router id r18446744073709551615 is above the ceiling 9223372036854775807"),
  ]

  @Test(arguments: ceilingCases)
  func ceiling(_ row: CeilingCase) throws {
    let data = try JSONEncoder().encode(row.hierarchy)
    guard let problem = row.problem else {
      #expect(try JSONDecoder().decode(Hierarchy.self, from: data) == row.hierarchy)
      return
    }
    let context = Self.corruption { try JSONDecoder().decode(Hierarchy.self, from: data) }
    #expect(context?.debugDescription == problem)
  }

  @Test func ceilingIsHalfTheRange() {
    #expect(EntryID.largestGenerated == UInt64.max / 2)
    #expect(EntryID.largestGenerated == UInt64(Int64.max))
  }

  // MARK: Helpers

  /// The context of the `DecodingError.dataCorrupted` that `body` throws, recording an issue
  /// when it throws anything else or nothing.
  static func corruption<Value>(_ body: () throws -> Value) -> DecodingError.Context? {
    do {
      _ = try body()
      Issue.record("decoding succeeded")
    } catch DecodingError.dataCorrupted(let context) {
      return context
    } catch {
      Issue.record("expected DecodingError.dataCorrupted, got \(error)")
    }
    return nil
  }
}
