/// The key paths a tree's routers report to observation, built once per tree.
///
/// In generic code a key path literal such as `\Router<Route>.state` is instantiated at run
/// time on every evaluation, which costs far more than the observation it serves. The
/// routers of a tree share one instance of these instead.
// Usable from inlinable code for `router.push_pop`: a stack change tells the observers of
// `state` with the shared key path.
@MainActor
@usableFromInline
final class RouterKeyPaths<Route: NavigationRoute> {
  @usableFromInline let state: KeyPath<Router<Route>, RouterState<Route>> = \.state
  let child: KeyPath<Router<Route>, Router<Route>?> = \.child
  let parent: KeyPath<Router<Route>, Router<Route>?> = \.parent
  let isAttached: KeyPath<Router<Route>, Bool> = \.isAttached
}
