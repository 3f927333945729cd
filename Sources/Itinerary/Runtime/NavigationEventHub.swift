/// Delivers a tree's events, in order, to its observers and its streams.
///
/// An observer that issues a command while an event is delivered does not interleave: the new
/// command's events are delivered after every observer has seen the current ones. While a
/// batch holds delivery, events wait and are delivered, or discarded, when it ends.
// Usable from inlinable code, with what `emit(_:)` reads, for `router.push_pop`,
// `lane.push_pop` and `navigator.push_pop`: every command's events go through `emit(_:)`,
// specialised for the route type where the command is issued; `explorer.paths` stages and
// makes records through it too.
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

  /// What a hold keeps, in the order it happened: events, and records made between them
  /// (an `onDismiss` action registered, a caller's waiter, a result handed to its caller), so
  /// that replaying them gives each action to the screen it was meant for.
  @usableFromInline
  enum Held {
    /// A command's events, with the records it made beside them.
    case events([NavigationEvent<Route>], records: [NavigationRecord])
    case record(NavigationRecord)
  }

  /// Records the command being applied makes, to take effect just before its events are
  /// delivered: see ``beforeDelivery(_:apply:)``.
  @exclusivity(unchecked) @usableFromInline var staged: [NavigationRecord] = []

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

  /// Hands a command's events to the registries, then makes the records the command staged,
  /// then delivers the events to the observers and streams; while a batch holds delivery,
  /// keeps them all, in order.
  @inlinable
  func emit(_ events: [NavigationEvent<Route>]) {
    guard !events.isEmpty else { return }
    let records = staged.isEmpty ? [] : takeStaged()
    guard holdDepth == 0 else {
      held.append(.events(events, records: records))
      return
    }
    dispatch(events, records: records)
  }

  /// What ``emit(_:)`` does once nothing holds the events.
  @inlinable
  func dispatch(_ events: [NavigationEvent<Route>], records: [NavigationRecord]) {
    deliver(events) { process(events, records: records) }
  }

  /// Runs `bookkeeping` (the registries, the records) with the hub marked as delivering, so
  /// that what the commands it issues emit waits, then delivers `events` and those after them.
  @inlinable
  func deliver(_ events: [NavigationEvent<Route>], after bookkeeping: () -> Void) {
    let wasDelivering = isDelivering
    isDelivering = true
    bookkeeping()
    isDelivering = wasDelivering
    guard !observers.isEmpty || !continuations.isEmpty || !pending.isEmpty else { return }
    deliver(events)
  }

  /// Hands a command's events to the registries, then makes its records. The registries go
  /// first, so that a screen that left hands its id on before a new screen's record takes it.
  /// Commands that the `onDismiss` actions run here issue are delivered after these events:
  /// the caller marks the hub as delivering.
  @inlinable
  func process(_ events: [NavigationEvent<Route>], records: [NavigationRecord]) {
    if results.count > 0 { results.screensRemoved(by: events) }
    if dismissActions.count > 0 { dismissActions.process(events) }
    for record in records { record.make() }
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

  /// Holds delivery until the matching ``release(_:refusal:)``; returns the mark that
  /// release takes.
  func hold() -> Int {
    holdDepth += 1
    return held.count
  }

  /// Ends a hold. Refused, it discards what was held since its `mark`, telling the records'
  /// owners why; the outermost hold delivers what is left, in order.
  func release(_ mark: Int, refusal: NavigationError?) {
    holdDepth -= 1
    if let refusal {
      let discarded = held[mark...]
      held.removeSubrange(mark...)
      for item in discarded {
        switch item {
        case .events(_, let records): records.forEach { $0.discard(refusal) }
        case .record(let record): record.discard(refusal)
        }
      }
    }
    guard holdDepth == 0 else { return }
    let items = held
    held.removeAll()
    let events = items.flatMap { item -> [NavigationEvent<Route>] in
      if case .events(let events, _) = item { events } else { [] }
    }
    // Every record of the batch exists before any observer hears of it.
    deliver(events) {
      for item in items {
        switch item {
        case .events(let events, let records): process(events, records: records)
        case .record(let record): record.make()
        }
      }
    }
  }

  /// Makes `record` now, or, while a batch holds delivery, in order with the held events:
  /// a refused batch discards it with them.
  @usableFromInline
  func record(_ record: NavigationRecord) {
    if holdDepth == 0 {
      record.make()
    } else {
      held.append(.record(record))
    }
  }

  /// Applies a command with `records` made after the command changed the tree and before
  /// anyone hears of it: the first events it emits find them in place, so an observer that
  /// reacts at once sees a consistent world. `later` records are made after its events were
  /// delivered. A refused command makes none of them and tells `records` why.
  @usableFromInline
  func beforeDelivery(
    _ records: [NavigationRecord], then later: [NavigationRecord] = [],
    apply: () throws(NavigationError) -> Void
  ) throws(NavigationError) {
    let outer = staged
    staged = records
    defer { staged = outer }
    do {
      try apply()
    } catch {
      for record in staged { record.discard(error) }
      throw error
    }
    // A command that emitted nothing makes its records all the same.
    for record in takeStaged() { self.record(record) }
    for record in later { self.record(record) }
  }

  /// The staged records, taken once.
  @usableFromInline
  func takeStaged() -> [NavigationRecord] {
    let records = staged
    staged.removeAll()
    return records
  }

  /// The record that registers `action` to run once when the screen, modal or in-place
  /// content with this id leaves; none without an action.
  func dismissActionRecords(
    _ action: (@MainActor () -> Void)?, for id: EntryID
  ) -> [NavigationRecord] {
    guard let action else { return [] }
    let registry = dismissActions
    return [NavigationRecord { registry.register(action, for: id) }]
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
