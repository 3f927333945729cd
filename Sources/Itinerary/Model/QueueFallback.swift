/// What showing the next queued screen does when the queue is empty.
public enum QueueFallback: Hashable, Sendable, Codable {
  /// Throw ``NavigationError/emptyQueue(_:)``.
  case throwError
  /// Nothing.
  case doNothing
  /// Dismiss the router's top screen: pop it, or dismiss the router when it shows its root.
  case dismissScreen
  /// Dismiss the nearest presentation: the router itself.
  case dismissPresentation
  /// Pop the router's whole push stack.
  case dismissPushStack
}
