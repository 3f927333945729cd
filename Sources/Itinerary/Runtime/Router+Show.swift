extension Router {
  /// Shows screens one after the other from the target router: pushes go on the current
  /// router, a sheet or cover is presented and the screens after it go on its new router.
  ///
  /// ```swift
  /// try router.show(
  ///   Screen(.cart),
  ///   Screen(.address, style: .sheet, onDismiss: { print("address closed") }),
  ///   Screen(.map))   // pushed inside the address sheet
  /// ```
  ///
  /// All or nothing: if one screen is refused (an id already in the hierarchy, an insert
  /// after an unknown id, an insert location on a presentation) nothing is shown.
  public func show(_ screens: Screen<Route>..., target: NavigationTarget = .current)
    throws(NavigationError)
  {
    try show(screens, target: target)
  }

  /// Shows screens one after the other from the target router, as the variadic form does.
  public func show(_ screens: [Screen<Route>], target: NavigationTarget = .current)
    throws(NavigationError)
  {
    let requests = screens.map(request)
    try store.events.beforeDelivery(dismissActionRecords(screens, as: requests)) {
      () throws(NavigationError) in
      try apply(NavigationCommand(.show(requests), target: target), checkingEveryID: false)
    }
  }

  /// Adds screens at the end of the target router's screen queue, to show later with
  /// ``showNextScreen(orElse:target:)``.
  public func enqueue(_ screens: [Screen<Route>], target: NavigationTarget = .current)
    throws(NavigationError)
  {
    let requests = screens.map(request)
    try store.events.beforeDelivery(dismissActionRecords(screens, as: requests)) {
      () throws(NavigationError) in
      try apply(NavigationCommand(.screenQueue(.enqueue(requests)), target: target))
    }
  }

  /// Removes the queued screens with these ids from the target router's queue.
  public func removeFromQueue(_ ids: [EntryID], target: NavigationTarget = .current)
    throws(NavigationError)
  {
    try apply(NavigationCommand(.screenQueue(.remove(ids)), target: target))
  }

  /// Empties the target router's screen queue.
  public func removeAllFromQueue(target: NavigationTarget = .current) throws(NavigationError) {
    try apply(NavigationCommand(.screenQueue(.removeAll), target: target))
  }

  /// Shows the first screen of the target router's queue; when the queue is empty, does what
  /// `fallback` says: throw ``NavigationError/emptyQueue(_:)`` (the default), nothing, or
  /// dismiss the top screen, the presentation or the push stack.
  public func showNextScreen(
    orElse fallback: QueueFallback = .throwError, target: NavigationTarget = .current
  ) throws(NavigationError) {
    try apply(NavigationCommand(.screenQueue(.showNext(orElse: fallback)), target: target))
  }

  /// The screens waiting in this router's queue, first next.
  public var screenQueue: [ScreenRequest<Route>] { state.screenQueue }

  private func request(for screen: Screen<Route>) -> ScreenRequest<Route> {
    let entry = Entry(
      id: screen.id ?? store.makeEntryID(), route: screen.route, transition: screen.transition,
      animates: screen.animates, transitionBehavior: screen.transitionBehavior)
    return ScreenRequest(
      entry: entry, style: screen.style, location: screen.location,
      dismissButton: screen.dismissButton, router: store.makeRouterID())
  }

  /// The records that register the screens' `onDismiss` actions under their requests' ids.
  private func dismissActionRecords(
    _ screens: [Screen<Route>], as requests: [ScreenRequest<Route>]
  ) -> [NavigationRecord] {
    zip(screens, requests).flatMap { screen, request in
      store.events.dismissActionRecords(screen.onDismiss, for: request.entry.id)
    }
  }
}
