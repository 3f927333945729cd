extension Router {
  /// Shows content in place on the target router's top screen, without a segue: the screen
  /// stays, and `route` is drawn over it, moving in from `edge`.
  ///
  /// What happens to the content it covers depends on the screen's
  /// ``Entry/transitionBehavior``, chosen when the screen was shown: kept below
  /// (`.keepPrevious`), or released (`.removePrevious`, which runs its `onDismiss`).
  ///
  /// ```swift
  /// try router.showTransition(.step2, edge: .trailing, allowsSwipeBack: true)
  /// try router.dismissTransition()   // back to the screen's own content
  /// ```
  public func showTransition(
    _ route: Route, edge: TransitionEdge = .trailing, allowsSwipeBack: Bool = false,
    id: EntryID? = nil, onDismiss: (@MainActor () -> Void)? = nil,
    target: NavigationTarget = .current
  ) throws(NavigationError) {
    try withContent(
      route, edge: edge, allowsSwipeBack: allowsSwipeBack, id: id, onDismiss: onDismiss
    ) { entry throws(NavigationError) in
      try showTransitions([entry], target: target)
    }
  }

  /// Shows several contents in place at once, the last on top.
  public func showTransitions(
    _ entries: [TransitionEntry<Route>], target: NavigationTarget = .current
  ) throws(NavigationError) {
    try apply(NavigationCommand(.transition(.show(entries)), target: target))
  }

  /// Dismisses the top in-place content of the target router's top screen.
  public func dismissTransition(target: NavigationTarget = .current) throws(NavigationError) {
    try apply(NavigationCommand(.transition(.dismissLast(count: 1)), target: target))
  }

  /// Dismisses the in-place content with this id and the content above it.
  public func dismissTransition(id: EntryID, target: NavigationTarget = .current)
    throws(NavigationError)
  {
    try apply(NavigationCommand(.transition(.dismiss(id)), target: target))
  }

  /// Dismisses the in-place content above the one with this id, which stays.
  public func dismissTransitions(above id: EntryID, target: NavigationTarget = .current)
    throws(NavigationError)
  {
    try apply(NavigationCommand(.transition(.dismissAbove(id)), target: target))
  }

  /// Dismisses up to `count` in-place contents from the top.
  public func dismissTransitions(count: Int, target: NavigationTarget = .current)
    throws(NavigationError)
  {
    try apply(NavigationCommand(.transition(.dismissLast(count: count)), target: target))
  }

  /// Dismisses every in-place content: the screen shows its own route again.
  public func dismissAllTransitions(target: NavigationTarget = .current) throws(NavigationError) {
    try apply(NavigationCommand(.transition(.dismissAll), target: target))
  }

  /// Dismisses the top in-place content, or else the screen itself.
  public func dismissTransitionOrScreen(target: NavigationTarget = .current)
    throws(NavigationError)
  {
    try apply(NavigationCommand(.transition(.dismissLastOrDismissScreen), target: target))
  }

  /// Adds one content at the end of the target router's transition queue, with an action
  /// for when it leaves.
  ///
  /// `onDismiss` runs once, when the content, shown from the queue with
  /// ``showNextTransition(orElse:target:)``, leaves the screen however it leaves: dismissed,
  /// swiped back, covered by content shown with `.removePrevious`, or popped with its screen.
  /// Content removed from the queue before it was shown never appeared, so its action is
  /// dropped without running.
  ///
  /// ```swift
  /// try router.enqueueTransition(.step2, onDismiss: { analytics.log("step 2 left") })
  /// try router.showNextTransition()
  /// ```
  public func enqueueTransition(
    _ route: Route, edge: TransitionEdge = .trailing, allowsSwipeBack: Bool = false,
    id: EntryID? = nil, onDismiss: (@MainActor () -> Void)? = nil,
    target: NavigationTarget = .current
  ) throws(NavigationError) {
    try withContent(
      route, edge: edge, allowsSwipeBack: allowsSwipeBack, id: id, onDismiss: onDismiss
    ) { entry throws(NavigationError) in
      try enqueueTransitions([entry], target: target)
    }
  }

  /// Makes in-place content of `route` and applies `verb` to it, with `onDismiss` registered
  /// under its id before anyone hears of the change; a refused verb registers nothing.
  private func withContent(
    _ route: Route, edge: TransitionEdge, allowsSwipeBack: Bool, id: EntryID?,
    onDismiss: (@MainActor () -> Void)?,
    _ verb: (TransitionEntry<Route>) throws(NavigationError) -> Void
  ) throws(NavigationError) {
    let entry = TransitionEntry(
      id: id ?? store.makeEntryID(), route: route, edge: edge, allowsSwipeBack: allowsSwipeBack)
    let records = store.events.dismissActionRecords(onDismiss, for: entry.id)
    try store.events.beforeDelivery(records) { () throws(NavigationError) in try verb(entry) }
  }

  /// Adds content at the end of the target router's transition queue.
  public func enqueueTransitions(
    _ entries: [TransitionEntry<Route>], target: NavigationTarget = .current
  ) throws(NavigationError) {
    try apply(NavigationCommand(.transition(.enqueue(entries)), target: target))
  }

  /// Removes the queued content with these ids.
  public func removeTransitionsFromQueue(_ ids: [EntryID], target: NavigationTarget = .current)
    throws(NavigationError)
  {
    try apply(NavigationCommand(.transition(.remove(ids)), target: target))
  }

  /// Empties the target router's transition queue.
  public func removeAllTransitionsFromQueue(target: NavigationTarget = .current)
    throws(NavigationError)
  {
    try apply(NavigationCommand(.transition(.removeAll), target: target))
  }

  /// Shows the first queued content; when the queue is empty, throws
  /// ``NavigationError/emptyTransitionQueue(_:)`` (the default), does nothing, or shows the
  /// next queued screen or else dismisses the top screen.
  public func showNextTransition(
    orElse fallback: TransitionFallback = .throwError, target: NavigationTarget = .current
  ) throws(NavigationError) {
    try apply(NavigationCommand(.transition(.showNext(orElse: fallback)), target: target))
  }

  /// The in-place content shown on this router's top screen, the last on top.
  public var inPlaceTransitions: [TransitionEntry<Route>] { state.current.inPlaceTransitions }
  /// The content waiting in this router's transition queue, first next.
  public var transitionQueue: [TransitionEntry<Route>] { state.transitionQueue }
}
