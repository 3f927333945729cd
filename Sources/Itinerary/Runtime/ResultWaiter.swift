/// One caller awaiting a typed result from a screen: its delivery, typed, and whether its task
/// was cancelled.
///
/// Made where the awaited push or presentation is issued (``Router/push(_:returning:target:)``
/// is inlinable), so that its casts to the awaited type and its continuation are specialised
/// for that type; the result registry keeps it without knowing the type (`explorer.paths`).
@usableFromInline
struct ResultWaiter {
  /// The type the caller awaits, named only when a mismatch is reported.
  @usableFromInline let expectedType: Any.Type
  /// Whether a value is of the type the caller awaits.
  @usableFromInline let accepts: (any Sendable) -> Bool
  /// Resumes the caller with the value; `false`, resuming no one, when it is of another type.
  @usableFromInline let deliver: (any Sendable) -> Bool
  /// Resumes the caller with the error.
  @usableFromInline let fail: (any Error) -> Void
  /// Whether the screen stays once it hands over its value: a stage of a flow, which the
  /// person can come back to.
  @usableFromInline let keepsScreen: Bool
  /// Whether the caller's task was cancelled: it is then failed with `CancellationError`.
  var isCancelled = false

  /// The waiter of a caller resumed through `continuation`.
  @inlinable
  init<Value: Sendable>(
    _ continuation: CheckedContinuation<Value, any Error>, keepsScreen: Bool = false
  ) {
    expectedType = Value.self
    self.keepsScreen = keepsScreen
    accepts = { $0 is Value }
    deliver = { value in
      guard let value = value as? Value else { return false }
      continuation.resume(returning: value)
      return true
    }
    fail = { continuation.resume(throwing: $0) }
  }

  /// The error for `value`, which is not of the type the caller awaits.
  func mismatch(with value: any Sendable) -> NavigationError {
    .resultTypeMismatch(
      expected: String(describing: expectedType), actual: String(describing: type(of: value)))
  }
}
