/// The callers awaiting a typed result from a screen, by the screen's id.
///
/// Each caller is resumed exactly once: with the value the screen finishes with, with
/// ``NavigationError/dismissedWithoutResult(_:)`` when the screen leaves any other way, or
/// with `CancellationError` when the caller's task is cancelled.
// Usable from inlinable code, with its waiters, for `explorer.paths`: an awaited push
// (`push(_:returning:target:)`) registers its caller and `finish(returning:)` delivers here,
// specialised where they are issued; and `router.push_pop`, whose every command asks `count`.
@MainActor
@usableFromInline
final class ResultRegistry<Route: NavigationRoute> {
  /// One awaiting caller: a typed delivery, and whether its task was cancelled.
  @usableFromInline
  struct Waiter {
    /// The type the caller awaits, named only when a mismatch is reported.
    @usableFromInline let expectedType: Any.Type
    /// Whether a value is of the type the caller awaits.
    @usableFromInline let accepts: (any Sendable) -> Bool
    @usableFromInline let deliver: (any Sendable) -> Bool
    @usableFromInline let fail: (any Error) -> Void
    @usableFromInline var isCancelled = false

    /// The error for `value`, which is not of the type the caller awaits.
    func mismatch(with value: any Sendable) -> NavigationError {
      .resultTypeMismatch(
        expected: String(describing: expectedType), actual: String(describing: type(of: value)))
    }

    @inlinable
    init(
      expectedType: Any.Type, accepts: @escaping (any Sendable) -> Bool,
      deliver: @escaping (any Sendable) -> Bool, fail: @escaping (any Error) -> Void
    ) {
      self.expectedType = expectedType
      self.accepts = accepts
      self.deliver = deliver
      self.fail = fail
    }
  }

  // Not checked at run time: main-actor isolated, and resuming a caller happens after the
  // waiter is taken out, so no access spans another.
  @exclusivity(unchecked) @usableFromInline var waiters: [EntryID: Waiter] = [:]

  /// The number of callers still waiting.
  @inlinable
  var count: Int { waiters.count }

  /// Told the screen's id each time a caller starts waiting, by key.
  @usableFromInline var registrationObservers: [Int: @MainActor (EntryID) -> Void] = [:]
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

  @inlinable
  func register<Value: Sendable>(
    _ id: EntryID, continuation: CheckedContinuation<Value, any Error>
  ) {
    waiters[id] = Waiter(
      expectedType: Value.self,
      accepts: { $0 is Value },
      deliver: { value in
        guard let value = value as? Value else { return false }
        continuation.resume(returning: value)
        return true
      },
      fail: { continuation.resume(throwing: $0) })
  }

  /// Tells the observers of new waits that a caller awaits the screen or alert `id`, once the
  /// events that showed it were delivered.
  @usableFromInline
  func announce(_ id: EntryID) {
    for observer in registrationObservers.values { observer(id) }
  }

  func awaitsResult(_ id: EntryID) -> Bool { waiters[id] != nil }

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
  @usableFromInline
  func screensRemoved(by events: [NavigationEvent<Route>]) {
    guard !waiters.isEmpty else { return }
    for event in events {
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

  /// Resumes the caller of a screen that left without a result.
  func fail(_ id: EntryID) {
    guard let waiter = waiters.removeValue(forKey: id) else { return }
    waiter.fail(
      waiter.isCancelled ? CancellationError() : NavigationError.dismissedWithoutResult(id))
  }
}
