/// An element of a layered list, named by an entry id: an overlay modal, in-place content, a
/// screen of the pile, a queued screen or content, an alert.
protocol Layer {
  /// The id the verbs name it by.
  var id: EntryID { get }
}

extension OverlayModal: Layer {}
extension TransitionEntry: Layer {}
extension Entry: Layer {}
extension AlertState: Layer {}
extension ScreenRequest: Layer {
  /// The id of the screen it shows.
  var id: EntryID { entry.id }
}

/// Which layers a dismissal takes from the top of a layered list.
enum LayerDismissal: Hashable, Sendable {
  /// The layer with this id and every layer above it.
  case through(EntryID)
  /// Every layer above the one with this id, which stays.
  case above(EntryID)
  /// Up to `count` layers from the top; a negative count takes none.
  case last(count: Int)
  /// Every layer.
  case all
}

/// The one rule of the layered lists: overlay modals, the in-place content of a screen, the
/// pile of screens, the screen and transition queues, and alerts.
///
/// A list grows at the end (the top of a pile, the back of a queue). The verbs take layers
/// off and return what they took, so each family reports its own events; an unknown id is
/// refused with ``NavigationError/unknownEntry(_:)`` and changes nothing.
extension Array where Element: Layer {
  /// Adds layers on top of a pile, or at the back of a queue, and returns them.
  mutating func add(_ layers: [Element]) -> [Element] {
    self += layers
    return layers
  }

  /// The index of the first layer `dismissal` takes; `count` when it takes none.
  func cut(for dismissal: LayerDismissal) throws(NavigationError) -> Int {
    switch dismissal {
    case .through(let id): return try index(ofLayer: id)
    case .above(let id): return try index(ofLayer: id) + 1
    case .last(let count): return self.count - Swift.min(Swift.max(count, 0), self.count)
    case .all: return 0
    }
  }

  /// Takes the layers `dismissal` names and returns them, the top one first.
  mutating func dismiss(_ dismissal: LayerDismissal) throws(NavigationError) -> [Element] {
    let cut = try cut(for: dismissal)
    let taken = Array(self[cut...].reversed())
    removeSubrange(cut...)
    return taken
  }

  /// Takes the layers with these ids, wherever they stand, and returns them in list order;
  /// one unknown id refuses them all.
  mutating func remove(_ ids: [EntryID]) throws(NavigationError) -> [Element] {
    for id in ids { _ = try index(ofLayer: id) }
    let taken = filter { ids.contains($0.id) }
    removeAll { ids.contains($0.id) }
    return taken
  }

  /// Takes every layer and returns them in list order.
  mutating func takeAll() -> [Element] {
    defer { removeAll() }
    return self
  }

  /// The index of the layer with this id.
  func index(ofLayer id: EntryID) throws(NavigationError) -> Int {
    guard let index = firstIndex(where: { $0.id == id }) else { throw .unknownEntry(id) }
    return index
  }

  /// The one event that reports these layers, or none when there are none.
  func reported<Event>(_ event: ([Element]) -> Event) -> [Event] {
    isEmpty ? [] : [event(self)]
  }
}

extension NavigationHierarchy {
  /// Shows the first element of a queue of the router at `level`, or does what `fallback`
  /// does when the queue is empty. All or nothing: a refused show leaves the queue as it was.
  mutating func showNext<Element>(
    from queue: WritableKeyPath<RouterState<Route>, [Element]>, at level: Int,
    show: (inout Self, Element) throws(NavigationError) -> [NavigationEvent<Route>],
    orElse fallback: (inout Self) throws(NavigationError) -> [NavigationEvent<Route>]
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    guard let next = levels[level][keyPath: queue].first else { return try fallback(&self) }
    var result = self
    result.levels[level][keyPath: queue].removeFirst()
    let events = try show(&result, next)
    self = result
    return events
  }
}
