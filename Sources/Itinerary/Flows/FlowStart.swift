/// Where a flow started: the router on screen and its top screen, to unwind back to.
@MainActor
struct FlowStart<Route: NavigationRoute> {
  /// The deepest router of the hierarchy when the flow started.
  let router: Router<Route>
  /// The screen on top of that router when the flow started.
  let screen: EntryID

  init(_ router: Router<Route>) {
    self.router = router.deepestRouter
    self.screen = self.router.state.current.id
  }

  /// Leaves the screen as `ending` says.
  func apply(_ ending: FlowEnding) {
    switch ending {
    case .keepScreens: break
    case .unwindToStart: unwind()
    case .dismissPresented: dismissPresented()
    }
  }

  /// Dismisses every screen above the start screen. Does nothing when the start screen is
  /// gone (the flow dismissed it, or swapped its module away).
  func unwind() {
    let isOnTop = router.state.current.id == screen && router.child == nil
    guard router.isAttached, !isOnTop, router.hierarchy.contains(screen) else { return }
    _ = try? router.dismissScreens(above: screen)
  }

  /// Dismisses what the start router presents. Does nothing when it was dismissed.
  func dismissPresented() {
    guard router.isAttached else { return }
    _ = try? router.dismissChild()
  }
}
