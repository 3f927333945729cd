/// What showing the next queued transition does when the queue is empty.
public enum TransitionFallback: Hashable, Sendable, Codable {
  /// Throw ``NavigationError/emptyTransitionQueue(_:)``.
  case throwError
  /// Nothing.
  case doNothing
  /// Show the router's next queued screen, or else dismiss its top screen.
  case showNextScreenOrDismissScreen
}

/// A change to the in-place transitions of a router's top screen, or to its transition queue.
public enum TransitionAction<Route: NavigationRoute>: Hashable, Sendable {
  /// Shows content in place on the top screen, the last on top. With the screen's
  /// ``TransitionBehavior/removePrevious`` only the last stays; the content it covers leaves.
  case show([TransitionEntry<Route>])
  /// Dismisses the content with this id and everything above it.
  case dismiss(EntryID)
  /// Dismisses the content above the one with this id, which stays.
  case dismissAbove(EntryID)
  /// Dismisses up to `count` contents from the top; a negative count dismisses none.
  case dismissLast(count: Int)
  /// Dismisses every content: the screen shows its own route again.
  case dismissAll
  /// Dismisses the top content, or else the screen itself.
  case dismissLastOrDismissScreen
  /// Adds content at the end of the transition queue.
  case enqueue([TransitionEntry<Route>])
  /// Removes the queued content with these ids; unknown ids are refused.
  case remove([EntryID])
  /// Empties the transition queue.
  case removeAll
  /// Shows the first queued content, or does what the fallback says when there is none.
  case showNext(orElse: TransitionFallback)
}
