extension NavigationEvent {
  /// The ids of everything this event took off the screen: screens with the in-place content
  /// shown on them, overlay modals, in-place content, alerts. Their `onDismiss` actions run
  /// and their awaiting callers resume.
  var leavingIDs: [EntryID] {
    switch self {
    case .popped(let entries, _), .dismissed(_, let entries):
      entries.flatMap { $0.leavingIDs }
    case .replaced(let removed, let inserted, _):
      removed.filter { old in !inserted.contains { $0.id == old.id } }.flatMap { $0.leavingIDs }
    case .modalsDismissed(let modals, _):
      modals.map { $0.id }
    case .transitionsDismissed(let entries, _, _):
      entries.map { $0.id }
    case .alertDismissed(let alert, _, _):
      [alert.id]
    case .moduleSwapped(let left, _):
      left.hierarchies.flatMap(\.shownIDs)
    case .restored(let left, let shown):
      Self.ids(left.hierarchies.flatMap(\.shownIDs), notIn: shown)
    case .pushed, .presented, .selectedTab, .deadlineMissed, .queued, .unqueued, .modalsShown,
      .transitionsShown, .transitionsQueued, .transitionsUnqueued, .alertAdded,
      .splitLayoutChanged, .reselectionChanged, .nodePresented, .nodeDismissed,
      .linkKept, .keptLinkRefused, .linkAnsweredStage:
      []
    }
  }

  /// The ids of what this event dropped before it ever showed: queued screens and content.
  var discardedIDs: [EntryID] {
    switch self {
    case .unqueued(let requests, _): requests.map { $0.entry.id }
    case .transitionsUnqueued(let entries, _): entries.map { $0.id }
    case .moduleSwapped(let left, _):
      left.hierarchies.flatMap(\.queuedIDs)
    case .restored(let left, let shown):
      Self.ids(left.hierarchies.flatMap(\.queuedIDs), notIn: shown)
    default: []
    }
  }

  /// The ids among `ids` that no hierarchy of `tree` that can show uses: one restored into a
  /// covered module left the screen, as it does when a module swap covers it.
  private static func ids(_ ids: [EntryID], notIn tree: NavigationNode<Route>) -> [EntryID] {
    guard !ids.isEmpty else { return [] }
    let kept = tree.liveIDs
    return ids.filter { !kept.contains($0) }
  }
}

extension NavigationHierarchy {
  /// The ids of what shows: screens with the in-place content on them, overlay modals,
  /// alerts.
  var shownIDs: [EntryID] {
    levels.flatMap { level in
      level.entries.flatMap { $0.leavingIDs } + level.modals.map { $0.id }
        + level.alerts.map { $0.id }
    }
  }

  /// The ids of what waits to show: queued screens and queued content.
  var queuedIDs: [EntryID] {
    levels.flatMap { $0.screenQueue.map { $0.entry.id } + $0.transitionQueue.map { $0.id } }
  }
}
