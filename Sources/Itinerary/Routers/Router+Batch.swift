extension Router {
  /// Applies several commands as one change: the lane plans them together, observers see
  /// their events together, and if one is refused none is applied.
  ///
  /// ```swift
  /// try router.batch { router throws(NavigationError) in
  ///   try router.dismissAllFromRoot()
  ///   try router.popToRoot()
  ///   try router.push(.detail(id: 7))
  /// }
  /// ```
  ///
  /// On a refusal the hierarchy is restored to its value before the batch and the error is
  /// rethrown; routers the batch created are discarded, and so are the `onDismiss` actions
  /// its screens registered.
  public func batch<Result>(
    _ body: (Router<Route>) throws(NavigationError) -> Result
  ) throws(NavigationError) -> Result {
    let root = rootRouter
    let saved = root.hierarchy
    let registered = context.dismissActions.ids
    context.events.hold()
    do {
      let result = try context.lane.withBatch { () throws(NavigationError) in try body(self) }
      context.events.release(deliver: true)
      return result
    } catch {
      root.adopt(saved)
      context.dismissActions.forgetAll(except: registered)
      context.events.release(deliver: false)
      throw error
    }
  }
}
