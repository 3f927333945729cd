/// A change to a router's queue of screens waiting to be shown.
public enum ScreenQueueAction<Route: NavigationRoute>: Hashable, Sendable {
  /// Adds screens at the end of the queue.
  case enqueue([ScreenRequest<Route>])
  /// Removes the queued screens with these ids; unknown ids are refused.
  case remove([EntryID])
  /// Empties the queue.
  case removeAll
  /// Shows the first queued screen, or does what the fallback says when there is none.
  case showNext(orElse: QueueFallback)
}
