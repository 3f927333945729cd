extension NavigationContext {
  /// Replaces the whole tree with a restored one, as one change: `change` makes the owner's
  /// routers and state match the restored `hierarchies` (every hierarchy the owner keeps,
  /// covered modules included).
  ///
  /// It runs in a transaction, so the lane plans the restoration as one change and the
  /// registries and observers hear of it as of any command: one
  /// ``NavigationEvent/restored(left:shown:)`` event, after which the screens that left run
  /// their `onDismiss` actions and their awaiting callers resume. The id counter moves past
  /// every restored id first; an id above the ceiling refuses the restoration, changing
  /// nothing.
  func restore(
    _ hierarchies: [NavigationHierarchy<Route>], change: () -> Void
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
        let left = owner?.tree() ?? NavigationTree(hierarchies: [])
        try reserve(entryIDs, routers: routerIDs)
        change()
        lane.treeChanged()
        events.emit([.restored(left: left, shown: owner?.tree() ?? left)])
      }
    } catch {
      switch error {
      case .idOutOfRange(let id): throw .idOutOfRange(id)
      default: throw .invalidTree(error.description)
      }
    }
  }
}
