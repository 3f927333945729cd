extension NavigationEvent {
  /// The ids of everything this event put in the tree: screens with the in-place content shown
  /// on them, queued screens, overlay modals, in-place content shown or queued, alerts. The
  /// tree's id counter moves past them, so that every id it generates later is fresh.
  var arrivingIDs: [EntryID] {
    switch self {
    case .pushed(let entries, _), .replaced(_, let entries, _):
      entries.flatMap { $0.leavingIDs }
    case .presented(let entry, _, _, _):
      entry.leavingIDs
    case .queued(let requests, _):
      requests.map { $0.entry.id }
    case .modalsShown(let modals, _):
      modals.map { $0.id }
    case .transitionsShown(let entries, _, _), .transitionsQueued(let entries, _):
      entries.map { $0.id }
    case .alertAdded(let alert, _, _):
      [alert.id]
    case .moduleSwapped(_, let shown):
      Array(shown.allIDs)
    case .restored(let left, let shown):
      Array(shown.allIDs.subtracting(left.allIDs))
    case .nodePresented(let presented, _):
      Array(presented.node.allIDs)
    case .popped, .dismissed, .selectedTab, .deadlineMissed, .unqueued, .modalsDismissed,
      .transitionsDismissed, .transitionsUnqueued, .alertDismissed, .splitLayoutChanged,
      .reselectionChanged,
      .nodeDismissed, .linkKept, .keptLinkRefused, .linkAnsweredStage:
      []
    }
  }

  /// The ids of the routers this event put in the tree: a presented router, the routers a
  /// queued screen will show on, and every router of a module shown. The id counter moves
  /// past them too.
  var arrivingRouterIDs: [RouterID] {
    switch self {
    case .presented(_, _, let router, _): [router]
    case .queued(let requests, _): requests.map { $0.router }
    case .moduleSwapped(_, let shown): Array(shown.allRouterIDs)
    case .restored(_, let shown):
      Array(shown.allRouterIDs)
    case .nodePresented(let presented, _): Array(presented.node.allRouterIDs)
    default: []
    }
  }
}
