extension Router {
  /// Whether the screen with this id holds the person: a flow's stage shown with a
  /// ``LeaveGuard``. The SwiftUI adapter then hides the system's Back button in favour of its
  /// own, which calls ``requestLeave()``, and disables the swipe of the screen's sheet.
  public func isLeaveGuarded(_ screen: EntryID) -> Bool {
    store.leaveGuards.guards(screen)
  }

  /// The person asks to leave the screen on top of this router: Back on a pushed screen, or
  /// on the root of a presentation, its dismissal. A guarded screen asks its ``LeaveGuard``
  /// first; the screen then leaves only if the guard allows it, and only if it is still on
  /// top. For a presentation's dismiss button, see ``requestDismiss()``.
  ///
  /// ```swift
  /// Button("Back") { Task { try? await router.requestLeave() } }
  /// ```
  ///
  /// - Throws: ``NavigationError/leaveGuarded(_:)`` when the guard kept the person;
  ///   ``NavigationError/cannotDismissRoot(_:)`` when the screen is the first of the tree;
  ///   ``NavigationError/routerDetached(_:)``. Nothing changes then.
  public func requestLeave() async throws(NavigationError) {
    guard isAttached else { throw .routerDetached(id) }
    let screen = state.current.id
    guard !state.path.isEmpty || level > 0 else { throw .cannotDismissRoot(screen) }
    guard await store.leaveGuards.allowsLeaving(screen) else { throw kept(on: screen) }
    guard isAttached, state.current.id == screen else { throw .unknownEntry(screen) }
    if state.path.isEmpty {
      try dismiss()
    } else {
      try pop()
    }
  }

  /// The person asks to dismiss this router's presentation with all its screens: its dismiss
  /// button. When screens of it hold the person, the guard of the topmost asks first; the
  /// presentation then leaves only if the guard allows it, and only if that screen is still
  /// there.
  ///
  /// - Throws: ``NavigationError/leaveGuarded(_:)`` when the guard kept the person;
  ///   ``NavigationError/cannotDismissRoot(_:)`` when this router presents nothing of its own
  ///   (it is the root of its hierarchy); ``NavigationError/routerDetached(_:)``. Nothing
  ///   changes then.
  public func requestDismiss() async throws(NavigationError) {
    guard isAttached else { throw .routerDetached(id) }
    guard level > 0 else { throw .cannotDismissRoot(state.root.id) }
    if let guarded = guardedScreen {
      guard await store.leaveGuards.allowsLeaving(guarded) else { throw kept(on: guarded) }
      guard isAttached, state.entries.contains(where: { $0.id == guarded }) else {
        throw .unknownEntry(guarded)
      }
    }
    try dismiss()
  }

  /// The refusal of a leave the guard of `screen` kept the person from. The screen awaits its
  /// answer again: the tools that answer awaited screens (the test harness, the explorer)
  /// hear of it anew.
  private func kept(on screen: EntryID) -> NavigationError {
    if store.results.awaitsResult(screen) { store.results.announce(screen) }
    return .leaveGuarded(screen)
  }

  /// The topmost screen of this router's stack that holds the person, if any.
  public var guardedScreen: EntryID? {
    state.entries.last { isLeaveGuarded($0.id) }?.id
  }
}

extension Router {
  /// The router whose stack holds `screen`: this one, or one presented above it.
  func routerShowing(_ screen: EntryID) -> Router<Route>? {
    var router: Router<Route>? = self
    while let current = router {
      if current.state.entries.contains(where: { $0.id == screen }) { return current }
      router = current.child
    }
    return nil
  }
}
