/// A change to the overlay modals above a router's screen.
public enum ModalAction<Route: NavigationRoute>: Hashable, Sendable {
  /// Shows modals, the last on top.
  case show([OverlayModal<Route>])
  /// Dismisses the modal with this id and every modal above it.
  case dismiss(EntryID)
  /// Dismisses every modal above the one with this id, which stays.
  case dismissAbove(EntryID)
  /// Dismisses up to `count` modals from the top; a negative count dismisses none.
  case dismissLast(count: Int)
  /// Dismisses every modal.
  case dismissAll
}
