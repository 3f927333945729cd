/// A change to the alerts of a router's screen.
public enum AlertAction: Hashable, Sendable {
  /// Shows the alert, or queues it behind the one showing.
  case show(AlertState)
  /// Dismisses the alert with this id, showing or queued, with the person's answer if they
  /// gave one; the next queued alert shows.
  case dismiss(EntryID, answer: String?)
}
