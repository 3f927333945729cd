extension NavigationEvent {
  /// The ids of everything this event took off the screen: screens with the in-place content
  /// shown on them, overlay modals, in-place content, alerts. Their `onDismiss` actions run
  /// and their awaiting callers resume.
  var leavingIDs: [EntryID] {
    switch self {
    case .popped(let entries, _), .dismissed(_, let entries):
      entries.flatMap(\.leavingIDs)
    case .replaced(let removed, let inserted, _):
      removed.filter { old in !inserted.contains { $0.id == old.id } }.flatMap(\.leavingIDs)
    case .modalsDismissed(let modals, _):
      modals.map(\.id)
    case .transitionsDismissed(let entries, _, _):
      entries.map(\.id)
    case .alertDismissed(let alert, _, _):
      [alert.id]
    case .moduleSwapped(let left, _):
      left.levels.flatMap { level in
        level.entries.flatMap(\.leavingIDs) + level.modals.map(\.id) + level.alerts.map(\.id)
      }
    case .pushed, .presented, .selectedTab, .deadlineMissed, .queued, .unqueued, .modalsShown,
      .transitionsShown, .transitionsQueued, .transitionsUnqueued, .alertAdded:
      []
    }
  }

  /// The ids of what this event dropped before it ever showed: queued screens and content.
  var discardedIDs: [EntryID] {
    switch self {
    case .unqueued(let requests, _): requests.map(\.entry.id)
    case .transitionsUnqueued(let entries, _): entries.map(\.id)
    case .moduleSwapped(let left, _):
      left.levels.flatMap { $0.screenQueue.map(\.entry.id) + $0.transitionQueue.map(\.id) }
    default: []
    }
  }
}
