import Itinerary

extension NavigationLane where Route: ClosureScreenRoute {
  /// The ids of the closure screens the lane still needs: those of the tree on screen and those
  /// of its owner's tree, which the screen has not caught up with yet. Pass them to
  /// ``ClosureScreens/keep(only:)`` when either changes.
  ///
  /// Register a closure and navigate to its route in the same main-actor turn: an id that is in
  /// neither tree when `keep(only:)` runs is forgotten.
  public var closureScreenIDsInUse: Set<ClosureScreenID> {
    (displayed?.closureScreenIDs ?? []).union(tree?.closureScreenIDs ?? [])
  }
}
