import Testing

@testable import Itinerary

/// `NavigationHistory`: exact undo and redo of whole trees, as `PathHistory` goes back and
/// forward, and restoring each step into the owner.
@Suite("Navigation history")
struct NavigationHistoryTests {
  typealias Tree = NavigationNode<TestRoute>

  /// A lone router's tree with these screens pushed, ids from 10 on.
  static func tree(_ routes: TestRoute...) -> Tree {
    let path = routes.enumerated().map { Entry(id: EntryID(generated: 10 + UInt64($0)), route: $1) }
    return Tree(
      NavigationHierarchy(
        root: RouterState(
          id: RouterID(rawValue: 1), root: Entry(id: EntryID(generated: 2), route: .home),
          path: path)))
  }

  static let a = tree(.list)
  static let b = tree(.list, .detail(1))
  static let c = tree(.list, .detail(1), .settings)

  /// A history that recorded a, then b, then c.
  static func abc() -> NavigationHistory<TestRoute> {
    var history = NavigationHistory(a)
    history.record(b)
    history.record(c)
    return history
  }

  /// One row: what to do to `abc()`, then the current tree and the entries.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let steps: @Sendable (inout NavigationHistory<TestRoute>) -> Void
    let current: Tree
    var entries = [a, b, c]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "start", steps: { _ in }, current: c),
    Case(name: "undo 2", steps: { $0.undo(total: 2) }, current: a),
    Case(
      name: "undo 2, redo 2",
      steps: {
        $0.undo(total: 2); $0.redo(total: 2)
      }, current: c),
    Case(name: "undo further than the history clamps", steps: { $0.undo(total: 99) }, current: a),
    Case(name: "undo Int.max clamps", steps: { $0.undo(total: .max) }, current: a),
    Case(name: "redo at the end does nothing", steps: { $0.redo() }, current: c),
    Case(name: "undo of zero or less does nothing", steps: { $0.undo(total: -3) }, current: c),
    Case(
      name: "a record after an undo drops the redo entries",
      steps: {
        $0.undo(); $0.record(tree(.profile))
      }, current: tree(.profile),
      entries: [a, b, tree(.profile)]),
    Case(
      name: "recording the current tree adds nothing",
      steps: {
        $0.undo(); $0.record(b)
      }, current: b),
    Case(
      name: "clear keeps the current tree",
      steps: {
        $0.undo(); $0.clear()
      }, current: b,
      entries: [b]),
  ]

  @Test(arguments: cases)
  func undoAndRedoAreExact(_ row: Case) {
    var history = Self.abc()
    row.steps(&history)
    #expect(history.current == row.current)
    #expect(history.entries == row.entries)
    #expect(history.canUndo == (history.index > 0))
    #expect(history.canRedo == (history.index < history.entries.count - 1))
  }

  @MainActor
  @Test func undoAndRedoRestoreATabRoutersWholeTree() throws {
    let tabs = try RestorationTests.makeTabs()
    let box = HistoryBox(NavigationHistory(NavigationNode(of: tabs.store)))
    let home = try #require(tabs[.home])
    let log = EventLog(home)
    let observation = home.observeEvents { _ in box.history.record(tabs.store) }
    try tabs.push(.detail(1))
    try tabs.select(.search)
    try tabs.presentSheet(.settings)
    let states = box.history.entries
    #expect(states.count == 4)
    log.clear()

    #expect(box.history.undo(total: 2) == 2)
    try box.history.current.restore(into: tabs.store)
    #expect(tabs.store.tree == states[1])
    #expect(log.events.count == 1, "one change: \(log.events)")
    #expect(box.history.entries == states, "restoring a recorded tree records nothing")

    #expect(box.history.redo(total: 5) == 2)
    try box.history.current.restore(into: tabs.store)
    #expect(tabs.store.tree == states[3])

    #expect(box.history.undo() == 1)
    try box.history.current.restore(into: tabs.store)
    try tabs.push(.profile)
    #expect(box.history.entries.count == 4, "a new change dropped the redo entry")
    #expect(box.history.entries.last == tabs.store.tree)
    #expect(!box.history.canRedo)
    observation.cancel()
  }
}

/// Holds a history that an event observer records into.
@MainActor
final class HistoryBox<Route: NavigationRoute> {
  var history: NavigationHistory<Route>

  init(_ history: NavigationHistory<Route>) {
    self.history = history
  }
}
