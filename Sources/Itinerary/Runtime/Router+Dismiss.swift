extension Router {
  /// Dismisses the sheet or cover the target router presents, and everything above it. Does
  /// nothing when it presents nothing.
  public func dismissChild(target: NavigationTarget = .current) throws(NavigationError) {
    try apply(NavigationCommand(.dismissChild, target: target))
  }

  /// Dismisses the target router's own presentation, as its parent would. Does nothing on a
  /// root router.
  public func dismiss(target: NavigationTarget = .current) throws(NavigationError) {
    try apply(NavigationCommand(.dismiss, target: target))
  }

  /// Dismisses the target router if it was presented, else pops it to its root.
  public func dismissOrPopToRoot(target: NavigationTarget = .current) throws(NavigationError) {
    try apply(NavigationCommand(.dismissOrPopToRoot, target: target))
  }

  /// Dismisses the modal the target router was presented from, which takes the target's own
  /// modal with it; when that modal was presented from the root router, dismisses only the
  /// target's own. Does nothing on a root router.
  public func dismissSelfAndParent(target: NavigationTarget = .current) throws(NavigationError) {
    try apply(NavigationCommand(.dismissSelfAndParent, target: target))
  }

  /// Dismisses every presentation of the hierarchy, from any router in it.
  ///
  /// - Returns: Whether anything was dismissed.
  @discardableResult
  public func dismissAllFromRoot() throws(NavigationError) -> Bool {
    try !apply(NavigationCommand(.dismissAllFromRoot)).isEmpty
  }
}
