/// What a navigation command does, as a value.
///
/// Every router verb builds one. A ``StackAction`` changes one router's stack and applies to
/// that router's ``RouterState``; the other actions reshape the hierarchy and apply to a
/// ``NavigationHierarchy``. Both are pure functions, so every rule is testable without a
/// main actor.
public enum NavigationAction<Route: NavigationRoute>: Hashable, Sendable {
  /// Change one router's push stack.
  case stack(StackAction<Route>)
  /// Present a screen on a new router with the given id, replacing what the router presents.
  case present(Entry<Route>, Presentation, router: RouterID)
  /// Dismiss what the router presents.
  case dismissChild
  /// Dismiss the router itself; nothing on a root router.
  case dismiss
  /// Dismiss the router if it was presented, else pop it to its root.
  case dismissOrPopToRoot
  /// Dismiss the modal the router was presented from, or only the router's own.
  case dismissSelfAndParent
  /// Dismiss every presentation of the hierarchy.
  case dismissAllFromRoot
  /// Dismiss the screen with this id and every screen above it.
  case dismissScreen(EntryID)
  /// Dismiss every screen above the one with this id.
  case dismissScreensAbove(EntryID)
  /// Dismiss up to `count` screens from the top of the hierarchy.
  case dismissLastScreens(count: Int)
  /// Dismiss the last push stack of the hierarchy and every screen above it.
  case dismissLastPushStack
  /// Dismiss the last presentation of the hierarchy.
  case dismissLastPresentation
  /// Dismiss every screen but the hierarchy's root.
  case dismissAllScreens
  /// Show screens one after the other: pushes on the current router, a presentation moving
  /// on to its new router.
  case show([ScreenRequest<Route>])
  /// Change the router's screen queue.
  case screenQueue(ScreenQueueAction<Route>)
  /// Change the overlay modals above the router's screen.
  case modal(ModalAction<Route>)
  /// Change the in-place transitions of the router's top screen, or its transition queue.
  case transition(TransitionAction<Route>)
  /// Change the alerts of the router's screen.
  case alert(AlertAction)

}
