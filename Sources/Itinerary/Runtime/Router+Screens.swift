extension Router {
  /// Dismisses the screen with this id and every screen above it, pushed or presented.
  ///
  /// The hierarchy reads as one pile of screens, each router's root and pushed screens, then
  /// the router it presents. Throws ``NavigationError/unknownEntry(_:)`` for an id not in the
  /// hierarchy and ``NavigationError/cannotDismissRoot(_:)`` for the hierarchy's first screen.
  public func dismissScreen(id: EntryID) throws(NavigationError) {
    try apply(NavigationCommand(.dismissScreen(id)))
  }

  /// Dismisses every screen above the one with this id, which stays.
  public func dismissScreens(above id: EntryID) throws(NavigationError) {
    try apply(NavigationCommand(.dismissScreensAbove(id)))
  }

  /// Dismisses up to `count` screens from the top of the hierarchy; the first screen always
  /// stays.
  public func dismissScreens(count: Int) throws(NavigationError) {
    try apply(NavigationCommand(.dismissLastScreens(count: count)))
  }

  /// Dismisses the last push stack of the hierarchy, the pushed screens of the last router
  /// that has any, and every screen above them.
  public func dismissLastPushStack() throws(NavigationError) {
    try apply(NavigationCommand(.dismissLastPushStack))
  }

  /// Dismisses the last presentation of the hierarchy: the sheet or cover on screen.
  public func dismissLastPresentation() throws(NavigationError) {
    try apply(NavigationCommand(.dismissLastPresentation))
  }

  /// Dismisses every screen but the hierarchy's first: all presentations and all pushes.
  public func dismissAllScreens() throws(NavigationError) {
    try apply(NavigationCommand(.dismissAllScreens))
  }
}
