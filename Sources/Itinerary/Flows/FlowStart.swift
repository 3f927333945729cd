/// Where a flow started: the router on screen and its top screen, to unwind back to.
// Usable from inline as the type of a journal's entry, and inlinable where a flow's run
// unwinds to it (`explorer.paths`).
@MainActor
@usableFromInline
struct FlowStart<Route: NavigationRoute> {
  /// The deepest router of the hierarchy when the flow started.
  @usableFromInline let router: Router<Route>
  /// The screen on top of that router when the flow started.
  @usableFromInline let screen: EntryID

  @usableFromInline
  init(_ router: Router<Route>) {
    self.router = router.deepestRouter
    self.screen = self.router.state.current.id
  }

  /// Where a flow restored from a snapshot started.
  init(router: Router<Route>, screen: EntryID) {
    self.router = router
    self.screen = screen
  }

  /// Leaves the screen as `ending` says.
  @inlinable
  func apply(_ ending: FlowEnding) {
    switch ending {
    case .keepScreens: break
    case .unwindToStart: unwind()
    case .dismissPresented: dismissPresented()
    }
  }

  /// Dismisses every screen above the start screen. Does nothing when the start screen is
  /// gone (the flow dismissed it, or swapped its module away).
  @inlinable
  func unwind() {
    guard router.storedIsAttached else { return }
    // Read once, and unobserved, as nothing on screen reads it: each read copies the router's
    // level out of the tree, and a read through the public queries would have the next stack
    // change tell the router's observers (`explorer.paths`).
    let state = router.storedState
    let isPresenting = router.storedIsPresenting
    if state.current.id == screen, !isPresenting { return }
    // Only screens pushed above it on its own stack, as the stages of a flow of pushes leave:
    // one pop, a stack action the lane draws as one step without planning (`explorer.paths`).
    if !isPresenting,
      let index = state.pathIndex(of: screen)
        ?? (state.root.id == screen ? -1 : nil)
    {
      _ = try? router.pop(last: state.path.count - 1 - index)
      return
    }
    guard router.hierarchy.contains(screen) else { return }
    _ = try? router.dismissScreens(above: screen)
  }

  /// Dismisses what the start router presents. Does nothing when it was dismissed.
  @usableFromInline
  func dismissPresented() {
    guard router.isAttached else { return }
    _ = try? router.dismissChild()
  }
}
