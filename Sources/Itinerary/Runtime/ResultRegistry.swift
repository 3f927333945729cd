/// The callers awaiting a typed result from a screen, by the screen's id.
///
/// Each caller is resumed exactly once: with the value the screen finishes with, with
/// ``NavigationError/dismissedWithoutResult(_:)`` when the screen leaves any other way, or
/// with `CancellationError` when the caller's task is cancelled.
// Usable from inlinable code through `register(_:for:)`, `announce(_:)`,
// `checkDeliverable(_:to:)` and `deliver(_:to:)` only, for `explorer.paths`: an awaited push
// (`push(_:returning:target:)`) registers its caller and `finish(returning:)` delivers here.
@MainActor
@usableFromInline
final class ResultRegistry {
  // Not checked at run time: main-actor isolated, and resuming a caller happens after the
  // waiter is taken out, so no access spans another.
  @exclusivity(unchecked) private var waiters: [EntryID: ResultWaiter] = [:]

  /// The number of callers still waiting.
  var count: Int { waiters.count }

  // Not checked at run time, as every awaited screen is announced (`explorer.paths`):
  // main-actor isolated, and read into a copy before any observer is called.
  /// Told the screen's id each time a caller starts waiting, by key.
  @exclusivity(unchecked) private var registrationObservers: [Int: @MainActor (EntryID) -> Void] =
    [:]
  private var nextObserverKey = 0

  /// Adds an observer of new waits; returns the key that removes it.
  func addRegistrationObserver(_ observer: @escaping @MainActor (EntryID) -> Void) -> Int {
    nextObserverKey += 1
    registrationObservers[nextObserverKey] = observer
    return nextObserverKey
  }

  /// Removes the observer added with `key`.
  func removeRegistrationObserver(_ key: Int) {
    registrationObservers[key] = nil
  }

  /// Adds the waiter of a caller awaiting the screen or alert `id`.
  @usableFromInline
  func register(_ waiter: ResultWaiter, for id: EntryID) {
    waiters[id] = waiter
  }

  /// Tells the observers of new waits that a caller awaits the screen or alert `id`, once the
  /// events that showed it were delivered.
  @usableFromInline
  func announce(_ id: EntryID) {
    for observer in registrationObservers.values { observer(id) }
  }

  func awaitsResult(_ id: EntryID) -> Bool { waiters[id] != nil }

  /// Whether the screen `id` stays once it hands over its value: a flow's stage.
  @usableFromInline
  func keepsScreen(_ id: EntryID) -> Bool { waiters[id]?.keepsScreen == true }

  /// Throws what ``deliver(_:to:)`` would throw, without resuming anyone.
  @usableFromInline
  func checkDeliverable(_ value: any Sendable, to id: EntryID) throws(NavigationError) {
    guard let waiter = waiters[id] else { throw .noResultAwaited(id) }
    guard waiter.accepts(value) else { throw waiter.mismatch(with: value) }
  }

  /// Hands `value` to the caller awaiting screen `id`, or throws without resuming anyone.
  @usableFromInline
  func deliver(_ value: any Sendable, to id: EntryID) throws(NavigationError) {
    guard let waiter = waiters[id] else { throw .noResultAwaited(id) }
    guard waiter.deliver(value) else { throw waiter.mismatch(with: value) }
    waiters[id] = nil
  }

  /// Marks the caller of `id` as cancelled: the screen's removal resumes it with
  /// `CancellationError`.
  func markCancelled(_ id: EntryID) {
    waiters[id]?.isCancelled = true
  }

  /// Resumes the callers of every screen these events removed: an answered alert's caller
  /// with the answer, the others with a dismissal.
  func screensRemoved<Route>(by events: [NavigationEvent<Route>]) {
    guard !waiters.isEmpty else { return }
    // By index over `0..<count`: an iterator over the events, or their `indices`, would look up
    // the metadata of their type (`explorer.paths`).
    for index in 0..<events.count {
      let event = events[index]
      if case .alertDismissed(let alert, let answer?, _) = event,
        let waiter = waiters.removeValue(forKey: alert.id), !waiter.deliver(answer)
      {
        // The caller awaited another type under the alert's id: it must not wait forever.
        waiter.fail(waiter.mismatch(with: answer))
      }
      event.leavingIDs.forEach(fail)
      event.discardedIDs.forEach(fail)
    }
  }

  /// Resumes the caller awaiting screen `id` with `error`, though the screen stays.
  func fail(_ id: EntryID, with error: any Error) {
    waiters.removeValue(forKey: id)?.fail(error)
  }

  /// Resumes the caller of a screen that left without a result.
  func fail(_ id: EntryID) {
    guard let waiter = waiters.removeValue(forKey: id) else { return }
    waiter.fail(
      waiter.isCancelled ? CancellationError() : NavigationError.dismissedWithoutResult(id))
  }
}
