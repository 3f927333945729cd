extension NavigationStore {
  /// Replaces the whole tree with `restored`, as one change.
  ///
  /// It runs in a transaction, so the lane plans the restoration as one change and the
  /// registries and observers hear of it as of any command: one
  /// ``NavigationEvent/restored(left:shown:)`` event, after which the screens that left run
  /// their `onDismiss` actions and their awaiting callers resume. The id counter moves past
  /// every restored id first; an id above the ceiling refuses the restoration, changing
  /// nothing.
  func restore(_ restored: NavigationNode<Route>) throws(RestorationError) {
    var entryIDs: [EntryID] = []
    restored.forEachStack { entryIDs += $0.hierarchy.shownIDs + $0.hierarchy.queuedIDs }
    let routerIDs = restored.allRouterIDs
    do {
      try transaction { () throws(NavigationError) in
        let left = root
        try reserve(entryIDs, routers: routerIDs)
        commit(restored) { [.restored(left: left, shown: restored)] }
      }
    } catch {
      switch error {
      case .idOutOfRange(let id): throw .idOutOfRange(id)
      default: throw .invalidTree(error.description)
      }
    }
  }
}
