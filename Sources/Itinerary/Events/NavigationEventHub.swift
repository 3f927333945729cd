/// Delivers a tree's events, in order, to its observers and its streams.
///
/// An observer that issues a command while an event is delivered does not interleave: the new
/// command's events are delivered after every observer has seen the current ones. While a
/// batch holds delivery, events wait and are delivered, or discarded, when it ends.
@MainActor
@usableFromInline
final class NavigationEventHub<Route: NavigationRoute> {
  @usableFromInline typealias Observer = @MainActor (NavigationEvent<Route>) -> Void

  /// The result registry and the `onDismiss` actions: they see every delivered event first,
  /// even with no observer.
  @usableFromInline let results: ResultRegistry<Route>
  @usableFromInline let dismissActions: DismissActionRegistry
  // Exclusivity is not checked at run time on the fields read on every command: they are
  // main-actor isolated, and no access to them spans a call that could access them again
  // (observers run in `deliver`, after the reads; events are copied out before delivery).
  @exclusivity(unchecked) @usableFromInline var holdDepth = 0
  @usableFromInline var held: [Held] = []

  /// What a hold keeps, in the order it happened: events, and `onDismiss` actions registered
  /// between them, so that replaying them gives each action to the screen it was meant for.
  @usableFromInline
  enum Held {
    case events([NavigationEvent<Route>])
    case dismissAction(@MainActor () -> Void, EntryID)
  }

  @exclusivity(unchecked) @usableFromInline var observers: [(key: UInt64, observer: Observer)] = []
  @exclusivity(unchecked) @usableFromInline
  var continuations: [UInt64: AsyncStream<NavigationEvent<Route>>.Continuation] = [:]
  private var lastKey: UInt64 = 0
  @usableFromInline var pending: [NavigationEvent<Route>] = []
  @exclusivity(unchecked) @usableFromInline var isDelivering = false

  init(results: ResultRegistry<Route>, dismissActions: DismissActionRegistry) {
    self.results = results
    self.dismissActions = dismissActions
  }

  @inlinable
  func emit(_ events: [NavigationEvent<Route>]) {
    guard !events.isEmpty else { return }
    guard holdDepth == 0 else {
      held.append(.events(events))
      return
    }
    if results.count > 0 { results.screensRemoved(by: events) }
    if dismissActions.count > 0 { dismissActions.process(events) }
    guard !observers.isEmpty || !continuations.isEmpty else { return }
    deliver(events)
  }

  /// Delivers events to the observers and streams, after any event being delivered now.
  @inlinable
  func deliver(_ events: [NavigationEvent<Route>]) {
    guard !isDelivering else {
      pending += events
      return
    }
    isDelivering = true
    defer { isDelivering = false }
    for event in events { send(event) }
    // The events of commands the observers issued meanwhile, in order.
    var next = 0
    while next < pending.count {
      let event = pending[next]
      next += 1
      send(event)
    }
    if next > 0 { pending.removeAll() }
  }

  /// Hands one event to every observer and stream.
  @inlinable
  func send(_ event: NavigationEvent<Route>) {
    for (_, observer) in observers { observer(event) }
    guard !continuations.isEmpty else { return }
    for continuation in continuations.values { continuation.yield(event) }
  }

  /// Holds delivery until the matching ``release(deliver:)``.
  func hold() {
    holdDepth += 1
  }

  /// Ends a hold; the outermost one delivers what was held in order, or discards it all.
  func release(deliver: Bool) {
    holdDepth -= 1
    guard holdDepth == 0 else { return }
    let items = held
    held.removeAll()
    guard deliver else { return }
    for item in items {
      switch item {
      case .events(let events): emit(events)
      case .dismissAction(let action, let id): dismissActions.register(action, for: id)
      }
    }
  }

  /// Registers the action to run once when the screen, modal or in-place content with this id
  /// leaves; during a hold, in order with the held events.
  func registerDismissAction(_ action: (@MainActor () -> Void)?, for id: EntryID) {
    guard let action else { return }
    if holdDepth == 0 {
      dismissActions.register(action, for: id)
    } else {
      held.append(.dismissAction(action, id))
    }
  }

  func addObserver(_ observer: @escaping Observer) -> UInt64 {
    lastKey += 1
    observers.append((lastKey, observer))
    return lastKey
  }

  func removeObserver(_ key: UInt64) {
    observers.removeAll { $0.key == key }
  }

  func stream() -> AsyncStream<NavigationEvent<Route>> {
    let (stream, continuation) = AsyncStream.makeStream(of: NavigationEvent<Route>.self)
    lastKey += 1
    let key = lastKey
    continuations[key] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.continuations[key] = nil }
    }
    return stream
  }

  /// The number of live observers and streams.
  var subscriberCount: Int { observers.count + continuations.count }
}
