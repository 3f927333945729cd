#if canImport(SwiftUI)
  import Itinerary

  /// The entries a stack showed in its last two updates, so that a screen being popped can
  /// still be drawn while it animates away after it left the displayed tree.
  @MainActor
  final class EntryMemory<Route: NavigationRoute> {
    private var current: [EntryID: Entry<Route>] = [:]
    private var previous: [EntryID: Entry<Route>] = [:]

    /// Remembers the entries shown now; forgets those not shown for two updates.
    func remember(_ entries: [Entry<Route>]) {
      previous = current
      current = Dictionary(entries.map { ($0.id, $0) }) { first, _ in first }
    }

    /// The entry with this id, shown now or in the update before.
    func entry(_ id: EntryID) -> Entry<Route>? {
      current[id] ?? previous[id]
    }
  }
#endif
