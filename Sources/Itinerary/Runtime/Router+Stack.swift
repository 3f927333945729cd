extension Router {
  /// Pushes `route` on the target router's stack.
  ///
  /// On a bare presentation, which hosts no stack, the route is presented as a sheet instead.
  ///
  /// - Parameters:
  ///   - route: The screen to show.
  ///   - id: An id of your own, to dismiss the screen by id later; it must be unique in the
  ///     hierarchy. By default the tree generates one.
  ///   - transition: How the screen animates in, for example `.zoom(sourceID:)`.
  ///   - target: The router to push on, counted from this one.
  @inlinable
  public func push(
    _ route: Route, id: EntryID? = nil, transition: ScreenTransition? = nil,
    target: NavigationTarget = .current
  ) throws(NavigationError) {
    try push(route, id: id, idIsFresh: false, transition: transition, target: target)
  }

  /// Pushes `route`; an `id` that is fresh from the store (`idIsFresh`), as an awaited push
  /// makes before the screen exists, is not looked up in the tree: no screen can use it yet.
  @inlinable
  func push(
    _ route: Route, id: EntryID?, idIsFresh: Bool, transition: ScreenTransition?,
    target: NavigationTarget
  ) throws(NavigationError) {
    guard storedIsAttached else { throw .routerDetached(self.id) }
    // Resolved once; the router itself for `.current`, without a retain (see `apply`).
    guard case .current = target else {
      return try resolve(target).pushHere(
        route, id: id, idIsFresh: idIsFresh, transition: transition)
    }
    try pushHere(route, id: id, idIsFresh: idIsFresh, transition: transition)
  }

  /// Pushes `route` on this router's stack, or presents it as a sheet on a bare level.
  @inlinable
  func pushHere(
    _ route: Route, id: EntryID?, idIsFresh: Bool, transition: ScreenTransition?
  ) throws(NavigationError) {
    // A chosen id is checked by the rules of the screen it becomes: a push's, or on a bare
    // level a sheet's, which frees the ids of what the sheet replaces.
    let checksID = id != nil && !idIsFresh
    if checksID, storedState.isBare {
      try presentSheet(route, id: id, transition: transition)
      return
    }
    let entry = store.makeEntry(route, id: id, transition: transition)
    do {
      // A generated id is unique by construction; a given one is checked unless it is fresh.
      _ = try applyHere(.push(entry), checkingIDs: checksID, returningEvents: false)
    } catch .bareRouterHasNoStack(self.id) {
      // The stack rule refuses a push on a bare level and changes nothing; asking it, rather
      // than reading the level first, spares every push a look into the tree
      // (`router.push_pop`, `lane.push_pop`).
      try presentSheet(route, id: entry.id, transition: transition)
    }
  }

  /// Pops the top screen; does nothing when nothing is pushed.
  @inlinable
  public func pop(target: NavigationTarget = .current) throws(NavigationError) {
    try apply(.pop(count: 1), target: target, checkingIDs: false)
  }

  /// Pops up to `count` screens; popping more than the stack holds stops at the root.
  @inlinable
  public func pop(last count: Int, target: NavigationTarget = .current) throws(NavigationError) {
    try apply(.pop(count: count), target: target, checkingIDs: false)
  }

  /// Pops every pushed screen. Presentations stay.
  public func popToRoot(target: NavigationTarget = .current) throws(NavigationError) {
    try apply(NavigationCommand(.stack(.popToRoot), target: target))
  }

  /// Replaces the pushed screens with `routes`, bottom first; the root stays.
  public func replaceStack(
    with routes: [Route], target: NavigationTarget = .current
  ) throws(NavigationError) {
    let entries = routes.map { store.makeEntry($0, id: nil, transition: nil) }
    try apply(NavigationCommand(.stack(.replaceStack(entries)), target: target))
  }

  /// Swaps the screen on top for `route` in place, keeping its identity and transition.
  ///
  /// With nothing pushed, it swaps the router's root: on a presented router, the modal's
  /// content changes while the sheet or cover stays up. A presented route may only be swapped
  /// for one that agrees on ``NavigationRoute/ownsNavigation``.
  public func replace(with route: Route, target: NavigationTarget = .current)
    throws(NavigationError)
  {
    try apply(NavigationCommand(.stack(.replaceCurrent(route)), target: target))
  }

  /// Pops up to `count` screens and pushes `route` in their place: collapses the last screens
  /// into one.
  public func replace(
    last count: Int, with route: Route, target: NavigationTarget = .current
  ) throws(NavigationError) {
    let entry = store.makeEntry(route, id: nil, transition: nil)
    try apply(NavigationCommand(.stack(.replaceLast(count: count, with: entry)), target: target))
  }
}
