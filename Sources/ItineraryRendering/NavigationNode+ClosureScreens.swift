import Itinerary

extension NavigationNode where Route: ClosureScreenRoute {
  /// The ids of the closure screens the tree uses anywhere: every router's root and pushed
  /// screens and the content shown in place over them, its queued screens and in-place
  /// transitions, and its overlay modals, at every level of every hierarchy, covered modules included.
  public var closureScreenIDs: Set<ClosureScreenID> {
    var ids = Set<ClosureScreenID>()
    for level in hierarchies.flatMap(\.levels) {
      let entries = level.entries + level.screenQueue.map(\.entry)
      let routes =
        entries.flatMap { [$0.route] + $0.inPlaceTransitions.map(\.route) }
        + level.transitionQueue.map(\.route) + level.modals.map(\.route)
      ids.formUnion(routes.compactMap(\.closureScreenID))
    }
    return ids
  }
}
