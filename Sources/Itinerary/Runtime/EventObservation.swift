/// Keeps an event observer registered; observing stops when you call ``cancel()`` or release
/// the token.
@MainActor
public final class EventObservation {
  private var cancellation: (@MainActor () -> Void)?

  /// Usable from inline for the inlinable ``Router/observeEvents(_:)``.
  @usableFromInline
  init(cancellation: @escaping @MainActor () -> Void) {
    self.cancellation = cancellation
  }

  /// Stops observing. Calling it again does nothing.
  public func cancel() {
    cancellation?()
    cancellation = nil
  }

  isolated deinit {
    cancel()
  }
}
