/// A change the navigation tree went through.
///
/// Every applied command emits its events, in order, to ``Router/events`` streams and to
/// observers added with ``Router/observeEvents(_:)``. A command that changes nothing emits
/// nothing.
public enum NavigationEvent<Route: NavigationRoute>: Hashable, Sendable {
  /// Screens were pushed on a router's stack.
  case pushed([Entry<Route>], router: RouterID)
  /// Screens were popped from a router's stack, bottom first.
  case popped([Entry<Route>], router: RouterID)
  /// Screens were swapped: the `removed` ones for the `inserted` ones.
  case replaced(removed: [Entry<Route>], inserted: [Entry<Route>], router: RouterID)
  /// A router presented a screen on a new router.
  case presented(Entry<Route>, Presentation, router: RouterID, presenter: RouterID)
  /// A presented router was dismissed with all its screens, root first.
  case dismissed(router: RouterID, screens: [Entry<Route>])
  /// A tab router selected a tab.
  case selectedTab(String)
  /// The renderer did not acknowledge a step before the lane's deadline; the lane went on.
  case deadlineMissed(NavigationStep<Route>)
}
