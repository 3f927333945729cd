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
  /// it.
  public func batch<Result>(
    _ body: (Router<Route>) throws(NavigationError) -> Result
  ) throws(NavigationError) -> Result {
    let routers = chain
    let states = routers.map(\.state)
    let registered = context.dismissActions.ids
    context.events.hold()
    do throws(NavigationError) {
      let result = try context.lane.withBatch { () throws(NavigationError) in
        do throws(NavigationError) {
          return try body(self)
        } catch {
          routers[0].restore(routers, states: states)
          context.dismissActions.forgetAll(except: registered)
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
