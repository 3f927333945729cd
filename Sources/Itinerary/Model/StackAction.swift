/// A change to one router's push stack.
public enum StackAction<Route: NavigationRoute>: Hashable, Sendable {
  /// Push a screen on the stack.
  case push(Entry<Route>)
  /// Pop up to `count` screens; popping more than the stack holds stops at the root, and a
  /// negative count pops nothing.
  case pop(count: Int)
  /// Pop every pushed screen.
  case popToRoot
  /// Replace the pushed screens.
  case replaceStack([Entry<Route>])
  /// Swap the route of the screen on top (the root when nothing is pushed), keeping its id
  /// and its transition.
  case replaceCurrent(Route)
  /// Pop up to `count` screens (clamped like ``pop(count:)``), then push one in their place.
  case replaceLast(count: Int, with: Entry<Route>)

  /// Whether a screen this action adds carries an id the caller chose. Inlinable for the stack
  /// verbs (`router.push_pop`, `lane.push_pop`, `navigator.push_pop`).
  @inlinable
  var hasChosenIDs: Bool {
    switch self {
    case .push(let entry), .replaceLast(_, let entry): entry.id.isNamed
    case .replaceStack(let entries): entries.contains { $0.id.isNamed }
    case .pop, .popToRoot, .replaceCurrent: false
    }
  }

  /// The screens this action adds to the tree.
  var insertedEntries: [Entry<Route>] {
    switch self {
    case .push(let entry), .replaceLast(_, let entry): [entry]
    case .replaceStack(let entries): entries
    case .pop, .popToRoot, .replaceCurrent: []
    }
  }
}
