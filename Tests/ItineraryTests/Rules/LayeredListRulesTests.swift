import Testing

@testable import Itinerary

/// The layered-list rule that modals, in-place content, the pile of screens, the queues and
/// alerts share, read as start, verb, expected list and the layers the verb took.
@Suite("Layered list rules")
struct LayeredListRulesTests {
  /// A layer that holds nothing but its id.
  struct Card: Layer, Hashable, Sendable, CustomStringConvertible {
    let id: EntryID
    var description: String { "\(id)" }
  }

  /// A verb of the rule.
  enum Verb: Hashable, Sendable {
    case add([Card])
    case dismiss(LayerDismissal)
    case remove([EntryID])
    case takeAll

    func apply(to list: inout [Card]) throws(NavigationError) -> [Card] {
      switch self {
      case .add(let cards): list.add(cards)
      case .dismiss(let dismissal): try list.dismiss(dismissal)
      case .remove(let ids): try list.remove(ids)
      case .takeAll: list.takeAll()
      }
    }
  }

  struct Row: CustomStringConvertible, Sendable {
    let description: String
    let start: [Card]
    let verb: Verb
    let expected: [Card]
    let outcome: Result<[Card], NavigationError>
    let sourceLocation: SourceLocation

    /// An accepted verb: `start` becomes `expected`, and the verb takes `taken`.
    init(
      _ description: String, _ start: [Card], _ verb: Verb, _ expected: [Card],
      taken: [Card], sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.init(description, start, verb, expected, .success(taken), sourceLocation)
    }

    /// A refused verb: it throws `error` and leaves the list as it was.
    init(
      _ description: String, _ start: [Card], _ verb: Verb, refused error: NavigationError,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      self.init(description, start, verb, start, .failure(error), sourceLocation)
    }

    private init(
      _ description: String, _ start: [Card], _ verb: Verb, _ expected: [Card],
      _ outcome: Result<[Card], NavigationError>, _ sourceLocation: SourceLocation
    ) {
      self.description = description
      self.start = start
      self.verb = verb
      self.expected = expected
      self.outcome = outcome
      self.sourceLocation = sourceLocation
    }
  }

  static let a = Card(id: "a")
  static let b = Card(id: "b")
  static let c = Card(id: "c")
  static let d = Card(id: "d")

  static let rows: [Row] = [
    Row("add on none", [], .add([a]), [a], taken: [a]),
    Row("add goes on top, in order", [a], .add([b, c]), [a, b, c], taken: [b, c]),
    Row("add nothing", [a], .add([]), [a], taken: []),
    Row("dismiss through the top one", [a, b, c], .dismiss(.through("c")), [a, b], taken: [c]),
    Row(
      "dismiss through takes the ones above, top first", [a, b, c, d],
      .dismiss(.through("b")), [a], taken: [d, c, b]),
    Row("dismiss through the bottom one", [a, b], .dismiss(.through("a")), [], taken: [b, a]),
    Row(
      "dismiss through an unknown id", [a, b], .dismiss(.through("x")),
      refused: .unknownEntry("x")),
    Row(
      "dismiss through on none", [], .dismiss(.through("a")), refused: .unknownEntry("a")),
    Row(
      "dismiss above keeps the named one", [a, b, c, d], .dismiss(.above("b")), [a, b],
      taken: [d, c]),
    Row("dismiss above the top one", [a, b], .dismiss(.above("b")), [a, b], taken: []),
    Row(
      "dismiss above an unknown id", [a, b], .dismiss(.above("x")),
      refused: .unknownEntry("x")),
    Row("dismiss the last 2", [a, b, c], .dismiss(.last(count: 2)), [a], taken: [c, b]),
    Row("dismiss more than there are", [a, b], .dismiss(.last(count: 5)), [], taken: [b, a]),
    Row("dismiss Int.max", [a, b], .dismiss(.last(count: .max)), [], taken: [b, a]),
    Row("dismiss the last 0", [a, b], .dismiss(.last(count: 0)), [a, b], taken: []),
    Row("a negative count takes none", [a, b], .dismiss(.last(count: -1)), [a, b], taken: []),
    Row("Int.min takes none", [a, b], .dismiss(.last(count: .min)), [a, b], taken: []),
    Row("dismiss all, top first", [a, b, c], .dismiss(.all), [], taken: [c, b, a]),
    Row("dismiss all of none", [], .dismiss(.all), [], taken: []),
    Row(
      "remove takes them wherever they stand, in list order", [a, b, c, d], .remove(["d", "b"]),
      [a, c], taken: [b, d]),
    Row("remove no ids", [a, b], .remove([]), [a, b], taken: []),
    Row(
      "remove refuses them all for one unknown id", [a, b, c], .remove(["a", "x", "y"]),
      refused: .unknownEntry("x")),
    Row("take all, in list order", [a, b, c], .takeAll, [], taken: [a, b, c]),
    Row("take all of none", [], .takeAll, [], taken: []),
  ]

  @Test(arguments: rows)
  func verb(_ row: Row) {
    var list = row.start
    let outcome = Result { () throws(NavigationError) in try row.verb.apply(to: &list) }
    #expect(outcome == row.outcome, sourceLocation: row.sourceLocation)
    #expect(list == row.expected, sourceLocation: row.sourceLocation)
  }

  @Test(arguments: [
    (LayerDismissal.through("b"), 1), (.above("b"), 2), (.last(count: 1), 2), (.all, 0),
  ])
  func cutIsTheFirstIndexTaken(_ dismissal: LayerDismissal, _ cut: Int) throws {
    #expect(try [Self.a, Self.b, Self.c].cut(for: dismissal) == cut)
  }

  /// One row of ``NavigationHierarchy/showNext(from:at:show:orElse:)`` on the root router's
  /// transition queue: showing pushes the content's route as a screen, `refused` refuses it,
  /// and the fallback reports an empty queue as no events.
  struct ShowNextRow: CustomStringConvertible, Sendable {
    let description: String
    let queue: [TransitionEntry<TestRoute>]
    let expectedQueue: [TransitionEntry<TestRoute>]
    let expectedPath: [Entry<TestRoute>]
    let outcome: Result<[NavigationEvent<TestRoute>], NavigationError>
  }

  static let first = TransitionEntry<TestRoute>(id: "first", route: .settings)
  static let second = TransitionEntry<TestRoute>(id: "second", route: .profile)
  static let refused = TransitionEntry<TestRoute>(id: "refused", route: .list)

  static let showNextRows: [ShowNextRow] = [
    ShowNextRow(
      description: "shows the first and takes it off the queue", queue: [first, second],
      expectedQueue: [second], expectedPath: [Entry(id: "first", route: .settings)],
      outcome: .success([.pushed([Entry(id: "first", route: .settings)], router: r1)])),
    ShowNextRow(
      description: "an empty queue does what the fallback does", queue: [],
      expectedQueue: [], expectedPath: [], outcome: .failure(.emptyTransitionQueue(r1))),
    ShowNextRow(
      description: "a refused show leaves the queue as it was", queue: [refused, second],
      expectedQueue: [refused, second], expectedPath: [],
      outcome: .failure(.duplicateEntry("refused"))),
  ]

  @Test(arguments: showNextRows)
  func showNext(_ row: ShowNextRow) {
    var hierarchy = NavigationHierarchy(
      root: RouterState(id: r1, root: home, transitionQueue: row.queue))
    let outcome = Result { () throws(NavigationError) in
      try hierarchy.showNext(from: \.transitionQueue, at: 0) {
        hierarchy, next throws(NavigationError) in
        guard next.id != "refused" else { throw .duplicateEntry(next.id) }
        let screen = Entry(id: next.id, route: next.route)
        hierarchy.levels[0].path.append(screen)
        return [.pushed([screen], router: r1)]
      } orElse: { _ throws(NavigationError) in
        throw .emptyTransitionQueue(r1)
      }
    }
    #expect(outcome == row.outcome)
    #expect(hierarchy.levels[0].transitionQueue == row.expectedQueue)
    #expect(hierarchy.levels[0].path == row.expectedPath)
  }

  @Test func reportedIsOneEventForSomeLayersAndNoneForNone() {
    #expect([Self.a, Self.b].reported { $0.count } == [2])
    #expect([Card]().reported { $0.count } == [])
  }
}
