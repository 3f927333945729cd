extension Router {
  /// Applies several commands as one change to the whole tree: the lane plans them together,
  /// observers see their events together, and if one is refused none is applied.
  ///
  /// ```swift
  /// try router.batch { router throws(NavigationError) in
  ///   try router.dismissAllFromRoot()
  ///   try router.popToRoot()
  ///   try router.push(.detail(id: 7))
  /// }
  /// ```
  ///
  /// The batch spans the whole tree this router belongs to, not only its own hierarchy:
  /// commands on the routers of other tabs or columns, tab selection and module swaps inside
  /// `body` join it. On a refusal the tree is put back exactly as it was, with the same router
  /// objects attached (routers the batch created are detached), the same tab selected, the
  /// same modules and the same id counter; its events are never delivered, the `onDismiss`
  /// actions of its screens are forgotten, every caller and action waiting on a screen still
  /// waits on it, and the screen shows nothing of it. On success its events and `onDismiss`
  /// actions take effect in the order they happened, so a screen that leaves and one that
  /// takes its id each keep their own action. Batches nest: a refused inner batch that the
  /// outer one catches undoes only itself. An observer or stream added inside the batch hears
  /// the events of the commands issued after it was added. A batch on a dismissed router
  /// throws ``NavigationError/routerDetached(_:)``.
  public func batch<Result>(
    _ body: (Router<Route>) throws(NavigationError) -> Result
  ) throws(NavigationError) -> Result {
    guard isAttached else { throw .routerDetached(id) }
    return try store.transaction { () throws(NavigationError) in try body(self) }
  }
}
