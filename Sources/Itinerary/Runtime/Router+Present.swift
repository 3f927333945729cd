extension Router {
  /// Presents `route` as a sheet on the target router, on a new child router.
  ///
  /// Whatever the target router presents already is dismissed first. A route that owns its
  /// navigation is presented bare and gets no dismiss button. A chosen `id` must not be on a
  /// screen that stays; the screens this presentation replaces free theirs.
  ///
  /// - Parameters:
  ///   - route: The screen to present; it becomes the root of the sheet's router.
  ///   - options: Detents, drag indicator and interactive dismissal.
  ///   - dismissButton: The dismiss button to show; by default none, since sheets swipe away.
  ///   - id: An id of your own for the presented screen, unique in the hierarchy.
  ///   - transition: How the sheet animates in, for example `.zoom(sourceID:)`.
  ///   - target: The router to present on, counted from this one.
  public func presentSheet(
    _ route: Route, options: SheetOptions = SheetOptions(), dismissButton: DismissButton? = nil,
    id: EntryID? = nil, transition: ScreenTransition? = nil,
    target: NavigationTarget = .current
  ) throws(NavigationError) {
    try present(
      route, style: .sheet(options), dismissButton: dismissButton, id: id,
      transition: transition, target: target)
  }

  /// Presents `route` as a full-screen cover on the target router, on a new child router.
  ///
  /// - Parameters:
  ///   - route: The screen to present; it becomes the root of the cover's router.
  ///   - dismissButton: The dismiss button to show; by default a leading one, since covers do
  ///     not swipe away. Pass `nil` for none.
  ///   - id: An id of your own for the presented screen, unique in the hierarchy.
  ///   - transition: How the cover animates in.
  ///   - target: The router to present on, counted from this one.
  public func presentCover(
    _ route: Route, dismissButton: DismissButton? = .leading, id: EntryID? = nil,
    transition: ScreenTransition? = nil, target: NavigationTarget = .current
  ) throws(NavigationError) {
    try present(
      route, style: .fullScreenCover, dismissButton: dismissButton, id: id,
      transition: transition, target: target)
  }

  /// Presents `route` in the given style on the target router, on a new child router.
  public func present(
    _ route: Route, style: PresentationStyle, dismissButton: DismissButton?, id: EntryID? = nil,
    transition: ScreenTransition? = nil, target: NavigationTarget = .current
  ) throws(NavigationError) {
    let entry = store.makeEntry(route, id: id, transition: transition)
    let presentation = Presentation(
      style: style, dismissButton: dismissButton, transition: transition,
      isBare: route.ownsNavigation)
    let action = NavigationAction.present(entry, presentation, router: store.makeRouterID())
    try apply(NavigationCommand(action, target: target))
  }
}
