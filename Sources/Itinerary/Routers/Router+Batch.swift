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
  /// On a refusal the hierarchy is restored as it was before the batch, with the same router
  /// objects, and the error is rethrown; routers the batch created are detached, the
  /// `onDismiss` actions its screens registered are forgotten, and the screen shows nothing of
  /// it. On success its events and `onDismiss` actions take effect in the order they happened,
  /// so a screen that leaves and one that takes its id each keep their own action. A batch on
  /// a dismissed router throws ``NavigationError/routerDetached(_:)``.
  public func batch<Result>(
    _ body: (Router<Route>) throws(NavigationError) -> Result
  ) throws(NavigationError) -> Result {
    guard isAttached else { throw .routerDetached(id) }
    let routers = chain
    let states = routers.map { $0.state }
    context.events.hold()
    do throws(NavigationError) {
      let result = try context.lane.withBatch { () throws(NavigationError) in
        do throws(NavigationError) {
          return try body(self)
        } catch {
          routers[0].restore(routers, states: states)
          throw error
        }
      }
      context.events.release(deliver: true)
      return result
    } catch {
      context.events.release(deliver: false)
      throw error
    }
  }
}
