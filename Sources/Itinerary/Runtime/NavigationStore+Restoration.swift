extension NavigationStore {
  /// Replaces the whole tree with `restored`, as one change: `hierarchies` are every
  /// hierarchy it holds, covered modules included.
  ///
  /// It runs in a transaction, so the lane plans the restoration as one change and the
  /// registries and observers hear of it as of any command: one
  /// ``NavigationEvent/restored(left:shown:)`` event, after which the screens that left run
  /// their `onDismiss` actions and their awaiting callers resume. The id counter moves past
  /// every restored id first; an id above the ceiling refuses the restoration, changing
  /// nothing.
  func restore(
    _ hierarchies: [NavigationHierarchy<Route>], as restored: NavigationNode<Route>
  ) throws(RestorationError) {
    var entryIDs: [EntryID] = []
    var routerIDs: [RouterID] = []
    for hierarchy in hierarchies {
      entryIDs += hierarchy.shownIDs + hierarchy.queuedIDs
      for level in hierarchy.levels {
        routerIDs.append(level.id)
        routerIDs += level.screenQueue.map(\.router)
      }
    }
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
