/// What a stack action did to one router's stack, when it changed it: enough to make its
/// event, which the stack verbs make only when something listens (the result registry,
/// `onDismiss` actions, observers and streams), so that a push or a pop nobody hears of
/// allocates no events.
///
/// Usable from inlinable code with the stack rule that returns it (`router.push_pop`,
/// `lane.push_pop`, `navigator.push_pop`).
@usableFromInline
enum StackChange<Route: NavigationRoute> {
  /// One screen was pushed: the one now on top.
  case pushed
  /// The screen on top was popped.
  case poppedLast(Entry<Route>)
  // Indirect, as events are large: a push or a pop moves a few words (`router.push_pop`).
  /// Anything else, with its event made.
  indirect case other(NavigationEvent<Route>)

  /// The change's event on the stack of `state`, the router's slice after the change.
  @inlinable
  func event(in state: RouterState<Route>) -> NavigationEvent<Route> {
    switch self {
    case .pushed: .pushed(Array(state.path.suffix(1)), router: state.id)
    case .poppedLast(let entry): .popped([entry], router: state.id)
    case .other(let event): event
    }
  }
}
