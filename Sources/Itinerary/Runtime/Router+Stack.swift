import Observation

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

  // MARK: The stack verbs' one way into the store

  /// Applies a stack action to the router `target` names: what ``apply(_:checkingEveryID:)``
  /// does with a `.stack` command, without building one, and without making the action's
  /// event unless something listens. `checkingIDs` says whether the new screens' ids are
  /// checked against the tree; by default (`nil`), when the action brings ids its caller
  /// chose. A verb that knows (a pop brings none, a push the one it was given) says so, which
  /// spares looking into the action on every command. The events are returned only when
  /// `returningEvents` asks for them; the verbs do not.
  ///
  /// The one way into the runtime for the stack verbs, inlinable so that they are specialised
  /// for the route type where they are issued (`router.push_pop`, `lane.push_pop`,
  /// `navigator.push_pop`): the stack rule on the level in the store's tree, then the lane's
  /// stack step, then the event hub, which makes the event only if something listens.
  @inlinable
  @discardableResult
  func apply(
    _ action: StackAction<Route>, target: NavigationTarget, checkingIDs: Bool? = nil,
    returningEvents: Bool = false
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    guard storedIsAttached else { throw .routerDetached(id) }
    // The router itself for `.current`, without the retain and release of a resolved router:
    // a router that anything holds weakly counts its references the slow way
    // (`router.push_pop`).
    guard case .current = target else {
      return try resolve(target).applyHere(
        action, checkingIDs: checkingIDs, returningEvents: returningEvents)
    }
    return try applyHere(action, checkingIDs: checkingIDs, returningEvents: returningEvents)
  }

  /// Applies a stack action to this router: the stack rule, then the lane's stack step, then
  /// the event hub.
  @inlinable
  func applyHere(
    _ action: StackAction<Route>, checkingIDs: Bool?, returningEvents: Bool
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    if checkingIDs ?? action.hasChosenIDs {
      try checkAndReserve(action, at: level)
    }
    // The step and the event are made on the changed level where it lies, without a copy of
    // its state, and only when the lane draws the step alone and something hears the event.
    let makesStep = store.lane.drawsStackStepsAlone
    // A change the lane does not draw alone is planned from what the screen shows: kept as a
    // copy before the change, when the screen shows the tree itself.
    if !makesStep, store.lane.displayedIsTree { store.lane.keepDisplayedCopy() }
    let makesEvent = returningEvents || store.events.isListening
    var step: NavigationStep<Route>?
    // An array rather than an optional event: a value as large as an event is destroyed
    // through its type's value witnesses, even when there is none (`router.push_pop`).
    var events: [NavigationEvent<Route>] = []
    let changed = try applyStackAction(action, handing: makesStep || makesEvent) {
      state, change in
      if makesStep { step = state.stackStep(after: action) }
      if makesEvent { events = [change.event(in: state)] }
    }
    guard changed else { return [] }
    // The lane without a retain and a release around the call: the store holds it as long as
    // it lives, and this router holds the store. A renderer holds its lane weakly, and an
    // object held weakly keeps its counts in a side table, where each is slower to change
    // (`lane.push_pop`).
    Unmanaged.passUnretained(store.lane).withGuaranteedInstance { lane in
      // Unwrapped here, where the step is last used, so that it moves rather than copies.
      if let step = step.take() { lane.stackChanged(by: step) } else { lane.treeChanged() }
    }
    guard !events.isEmpty else { return [] }
    store.events.publish(events)
    return returningEvents ? events : []
  }

  /// Refuses a stack action whose new screens would repeat an id of the tree, and reserves
  /// their ids.
  @usableFromInline
  func checkAndReserve(_ action: StackAction<Route>, at level: Int) throws(NavigationError) {
    let hierarchy = self.hierarchy
    try hierarchy.checkInserted(action, at: level)
    let ids = action.insertedEntries.map { $0.id }
    // Ids are unique in the whole tree; the hierarchy checked its own.
    if !ids.isEmpty {
      let others = store.root.allIDs.subtracting(hierarchy.allIDs)
      if let used = ids.first(where: others.contains) { throw .duplicateEntry(used) }
    }
    try store.reserve(ids)
  }

  /// Applies a stack action to this router's level, hands the changed level and the change
  /// to `made` when `handsOver` asks for them, and notifies observers; returns whether it
  /// changed something.
  @inlinable
  func applyStackAction(
    _ action: StackAction<Route>, handing handsOver: Bool,
    then made: (inout RouterState<Route>, StackChange<Route>) -> Void
  ) throws(NavigationError) -> Bool {
    let changed = try store.change(self, by: action, handing: handsOver, then: made)
    if stateWasRead, changed {
      // Observation's trackers are one-shot: this notice fires, and so removes, every one
      // installed since the state was read. A tracker installed later reads the state first,
      // which sets the flag again, so until then a stack change has nobody to tell.
      stateWasRead = false
      // `withMutation(of:keyPath:_:)` without its closure, which checks its actor when called;
      // the key path without a retain, as the store holds it; in a closure that is
      // `@Sendable`, so not isolated to the main actor, which Swift 6 checks on every call
      // of a closure isolated to an actor that it hands to the standard library
      // (`router.push_pop`).
      Unmanaged.passUnretained(store.keyPaths.state)._withUnsafeGuaranteedRef {
        @Sendable keyPath in
        registrar.willSet(self, keyPath: keyPath)
        registrar.didSet(self, keyPath: keyPath)
      }
    }
    return changed
  }
}

// The lane reached without a retain, from the stack verbs' fast path above (`router.push_pop`).
extension Unmanaged {
  /// Calls `body` with the instance, without a retain and a release around the call: the
  /// caller guarantees that something else keeps the instance alive meanwhile.
  ///
  /// The standard library's `_withUnsafeGuaranteedRef(_:)` does the same. This wrapper exists
  /// because the standard library is built without strict concurrency checking: Swift 6
  /// checks, on every call, that a closure isolated to the main actor and handed to it
  /// directly runs on the main actor (`swift_task_isCurrentExecutor` and a lookup of the main
  /// executor, a tenth of the instructions of a push and a pop on a lone router in
  /// `router.push_pop`). A closure handed to a function of this module is not checked at run
  /// time: its isolation was proven where it was written.
  @inlinable @inline(__always)
  func withGuaranteedInstance<Result>(_ body: (Instance) throws -> Result) rethrows -> Result {
    try _withUnsafeGuaranteedRef(body)
  }
}
