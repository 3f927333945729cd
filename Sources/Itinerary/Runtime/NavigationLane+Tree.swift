extension NavigationLane {
  /// The tree as its store has it now: every command applied, whether the screen shows it yet
  /// or not. `nil` once the store is gone (no router of the tree is held any more).
  ///
  /// ``displayed`` is what the screen shows; this is where the lane is taking it. A renderer
  /// that is not attached yet shows this tree, as the lane takes it to.
  public var tree: NavigationNode<Route>? { store?.root }

  /// The attached router with this id in the tree this lane draws, at any level of any
  /// hierarchy; `nil` when no router of the tree has it (it was dismissed, or the store is
  /// gone).
  ///
  /// A renderer uses it to send a command to the router a screen shows, for example to
  /// dismiss the alert the person tapped away:
  ///
  /// ```swift
  /// try lane.router(routerID)?.dismissAlert(id: alertID)
  /// ```
  public func router(_ id: RouterID) -> Router<Route>? { store?.router(id) }
}
