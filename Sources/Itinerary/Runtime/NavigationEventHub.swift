/// Delivers a tree's events, in order, to its observers and its streams.
///
/// An observer that issues a command while an event is delivered does not interleave: the new
/// command's events are delivered after every observer has seen the current ones. While a
/// batch holds delivery, events wait and are delivered, or discarded, when it ends.
// Usable from inlinable code through three entry points and nothing else: `publish(_:)`
// for the stack verbs (`router.push_pop`, `lane.push_pop`, `navigator.push_pop`), and
// `beforeDelivery(_:then:apply:)` and `record(_:)` for an awaited push and
// `finish(returning:)` (`explorer.paths`). Behind them, the hub and its registries are private
// and not specialised: a stack change that nothing listens to costs one call and a few reads.
@MainActor
@usableFromInline
final class NavigationEventHub<Route: NavigationRoute> {
  /// The result registry and the `onDismiss` actions: they see every delivered event first,
  /// even with no observer.
  private let results: ResultRegistry
  private let dismissActions: DismissActionRegistry
  // Exclusivity is not checked at run time on the fields read on every command: they are
  // main-actor isolated, and no access to them spans a call that could access them again
  // (observers run in `deliver`, after the reads; events are copied out before delivery).
  @exclusivity(unchecked) private var holdDepth = 0
  private var held: [Held] = []
  /// Whether a hold keeps records (an `onDismiss` action, a caller's waiter), which take
  /// effect only when it ends: until then the registries do not count them, so every event
  /// is made and held for them.
  @exclusivity(unchecked) private var holdsRecords = false

  /// What a hold keeps, in the order it happened: events, and records made between them
  /// (an `onDismiss` action registered, a caller's waiter, a result handed to its caller), so
  /// that replaying them gives each action to the screen it was meant for.
  private enum Held {
    /// A command's events, with the records it made beside them.
    case events([NavigationEvent<Route>], records: [NavigationRecord])
    case record(NavigationRecord)
  }

  /// Records the command being applied makes, to take effect just before its events are
  /// delivered: see ``beforeDelivery(_:apply:)``.
  @exclusivity(unchecked) private var staged: [NavigationRecord] = []

  // Not checked at run time, as every event is sent to them: read into a copy before any is
  // called (see above).
  /// The observers, each as the call ``EventObserver`` makes, whose type does not depend on
  /// the route type.
  @exclusivity(unchecked) private var observers:
    [(key: UInt64, receive: @MainActor (UnsafeRawPointer) -> Void)] = []
  {
    didSet { subscriberCount = observers.count + continuations.count }
  }
  private var continuations: [UInt64: AsyncStream<NavigationEvent<Route>>.Continuation] = [:] {
    didSet { subscriberCount = observers.count + continuations.count }
  }
  /// The number of live observers and streams, kept as a plain count: whether anything
  /// listens is asked on every stack command, by code not specialised for the route type,
  /// which would look up the metadata of the collections' element types to count them.
  @exclusivity(unchecked) private(set) var subscriberCount = 0
  private var lastKey: UInt64 = 0
  /// The observers and streams added while a batch holds delivery, each with the number of
  /// items held when it was added: it hears the events of the commands after those only. A
  /// stack verb in a batch makes its event only when something listens as it is issued, so
  /// the events of the commands before were not all made.
  private var joinedDuringHold: [UInt64: Int] = [:]
  private var pending: [NavigationEvent<Route>] = []
  /// Whether `pending` holds events, as a plain flag that unspecialised code reads without
  /// looking up the metadata of the array's type.
  @exclusivity(unchecked) private var hasPending = false
  @exclusivity(unchecked) private var isDelivering = false

  init(results: ResultRegistry, dismissActions: DismissActionRegistry) {
    self.results = results
    self.dismissActions = dismissActions
  }

  /// Hands a stack verb's event to the registries and observers, making it only when
  /// something listens: the stack verbs pass the event unmade, to be made specialised where
  /// they are issued.
  @usableFromInline
  func publish(_ events: @autoclosure () -> [NavigationEvent<Route>]) {
    guard isListening else { return }
    emitMade(events)
  }

  /// What ``publish(_:)`` does when something listens: apart, so that the metadata of the
  /// event's type, which this code is not specialised for, is looked up only then, and once,
  /// with ``emit(_:)`` and the helpers below inlined.
  @inline(never)
  private func emitMade(_ make: () -> [NavigationEvent<Route>]) {
    emit(make())
  }

  /// Whether anything would hear of an event now: records staged for the command being
  /// applied, a delivery under way, a caller awaiting a result, an `onDismiss` action, an
  /// observer or a stream. When nothing does, emitting is a no-op; in a batch too, whose held
  /// events only those present at its end hear (`batch.push×10`).
  @usableFromInline
  var isListening: Bool {
    !staged.isEmpty || isDelivering || holdsRecords || results.count != 0
      || dismissActions.count != 0 || subscriberCount != 0
  }

  /// Hands a command's events to the registries, then makes the records the command staged,
  /// then delivers the events to the observers and streams; while a batch holds delivery,
  /// keeps them all, in order.
  @inline(__always)
  func emit(_ events: [NavigationEvent<Route>]) {
    // `count`, not `isEmpty`, which this unspecialised code would call through a witness.
    guard events.count != 0 else { return }
    let records = staged.isEmpty ? [] : takeStaged()
    guard holdDepth == 0 else {
      keep(events, records: records)
      return
    }
    dispatch(events, records: records)
  }

  // The rarer ways below (a batch under way, a command issued during a delivery, a stream)
  // are kept out of line, so that the metadata they need is looked up only when they are
  // taken.

  /// Keeps a command's events and records while a batch holds delivery.
  @inline(never)
  private func keep(_ events: [NavigationEvent<Route>], records: [NavigationRecord]) {
    held.append(.events(events, records: records))
    if !records.isEmpty { holdsRecords = true }
  }

  /// Keeps events to deliver after those being delivered now.
  @inline(never)
  private func postpone(_ events: [NavigationEvent<Route>]) {
    pending += events
    hasPending = true
  }

  /// Delivers the events of commands issued while events were delivered, in order.
  @inline(never)
  private func deliverPending() {
    var next = 0
    while next < pending.count {
      let event = pending[next]
      next += 1
      send(event)
    }
    pending.removeAll()
    hasPending = false
  }

  /// Hands one event to every stream.
  @inline(never)
  private func yieldToStreams(_ event: NavigationEvent<Route>) {
    for continuation in continuations.values { continuation.yield(event) }
  }

  // The helpers that handle events below are inlined where they are called, and loop over
  // events by index: this code is not specialised for the route type, and each function that
  // handles events, like each iterator over them, looks up the metadata of their type again,
  // which costs more than what the helper does (`explorer.paths`, which observes every event,
  // and `batch.push`, which holds them).

  /// What ``emit(_:)`` does once nothing holds the events.
  @inline(__always)
  private func dispatch(_ events: [NavigationEvent<Route>], records: [NavigationRecord]) {
    deliver(events) { process(events, records: records) }
  }

  /// Runs `bookkeeping` (the registries, the records) with the hub marked as delivering, so
  /// that what the commands it issues emit waits, then delivers `events` and those after them.
  @inline(__always)
  private func deliver(_ events: [NavigationEvent<Route>], after bookkeeping: () -> Void) {
    let wasDelivering = isDelivering
    isDelivering = true
    bookkeeping()
    isDelivering = wasDelivering
    guard subscriberCount != 0 || hasPending else { return }
    deliver(events)
  }

  /// Hands a command's events to the registries, then makes its records. The registries go
  /// first, so that a screen that left hands its id on before a new screen's record takes it.
  /// Commands that the `onDismiss` actions run here issue are delivered after these events:
  /// the caller marks the hub as delivering.
  @inline(__always)
  private func process(_ events: [NavigationEvent<Route>], records: [NavigationRecord]) {
    if results.count > 0 { results.screensRemoved(by: events) }
    if dismissActions.count > 0 { dismissActions.process(events) }
    for record in records { record.make() }
  }

  /// Delivers events to the observers and streams, after any event being delivered now.
  @inline(__always)
  private func deliver(_ events: [NavigationEvent<Route>]) {
    guard !isDelivering else {
      postpone(events)
      return
    }
    isDelivering = true
    defer { isDelivering = false }
    for index in 0..<events.count { send(events[index]) }
    if hasPending { deliverPending() }
  }

  /// Hands one event to every observer and stream.
  @inline(__always)
  private func send(_ event: NavigationEvent<Route>) {
    if !observers.isEmpty {
      withAddress(of: event) { address in
        for observer in observers { observer.receive(address) }
      }
    }
    if subscriberCount > observers.count { yieldToStreams(event) }
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
      for (key, start) in joinedDuringHold where start > mark { joinedDuringHold[key] = mark }
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
    holdsRecords = false
    // Every record of the batch exists before any observer hears of it.
    let wasDelivering = isDelivering
    isDelivering = true
    for item in items {
      switch item {
      case .events(let events, let records): process(events, records: records)
      case .record(let record): record.make()
      }
    }
    isDelivering = wasDelivering
    let joined = joinedDuringHold
    joinedDuringHold = [:]
    // The batch's events in one list only for someone to hear them (`batch.push×10`).
    guard subscriberCount != 0 || hasPending else { return }
    var events: [NavigationEvent<Route>] = []
    var firstEvents: [Int] = []
    for item in items {
      firstEvents.append(events.count)
      if case .events(let itemEvents, _) = item { events += itemEvents }
    }
    guard !joined.isEmpty else {
      deliver(events)
      return
    }
    deliver(events, from: joined.mapValues { $0 < items.count ? firstEvents[$0] : events.count })
  }

  /// Delivers a batch's events, each observer and stream in `starts` from the event at its
  /// index there: those added during the batch hear the commands issued after them. Events
  /// postponed behind a delivery under way reach every observer.
  @inline(never)
  private func deliver(_ events: [NavigationEvent<Route>], from starts: [UInt64: Int]) {
    guard !isDelivering else {
      postpone(events)
      return
    }
    isDelivering = true
    defer { isDelivering = false }
    for index in 0..<events.count {
      let event = events[index]
      withUnsafePointer(to: event) { address in
        for observer in observers where index >= starts[observer.key] ?? 0 {
          observer.receive(address)
        }
      }
      for (key, continuation) in continuations where index >= starts[key] ?? 0 {
        continuation.yield(event)
      }
    }
    if hasPending { deliverPending() }
  }

  /// Makes `record` now, or, while a batch holds delivery, in order with the held events:
  /// a refused batch discards it with them.
  @usableFromInline
  func record(_ record: NavigationRecord) {
    if holdDepth == 0 {
      record.make()
    } else {
      held.append(.record(record))
      holdsRecords = true
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
  private func takeStaged() -> [NavigationRecord] {
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

  /// Adds an observer; returns the key that removes it. Usable from inline for the inlinable
  /// ``Router/observeEvents(_:)``, which wraps the observer where the route type is known.
  @usableFromInline
  func addObserver(_ observer: EventObserver<Route>) -> UInt64 {
    lastKey += 1
    observers.append((lastKey, observer.receive))
    if holdDepth != 0 { joinedDuringHold[lastKey] = held.count }
    return lastKey
  }

  /// Removes the observer added with `key`.
  @usableFromInline
  func removeObserver(_ key: UInt64) {
    observers.removeAll { $0.key == key }
  }

  func stream() -> AsyncStream<NavigationEvent<Route>> {
    let (stream, continuation) = AsyncStream.makeStream(of: NavigationEvent<Route>.self)
    lastKey += 1
    let key = lastKey
    continuations[key] = continuation
    if holdDepth != 0 { joinedDuringHold[key] = held.count }
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.continuations[key] = nil }
    }
    return stream
  }
}

/// `withUnsafePointer(to:_:)`, for a closure isolated to the main actor: handed to the
/// standard library, which is built without strict concurrency checking, such a closure
/// checks its actor on every call (`swift_task_isCurrentExecutor`); handed to a function of
/// this module, it does not, its isolation proven where it was written.
@inline(__always)
private func withAddress<Value, Result>(
  of value: borrowing Value, _ body: (UnsafeRawPointer) -> Result
) -> Result {
  withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) }
}
