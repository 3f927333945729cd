/// How a lane reaches the routers of its tree: the owner (a lone root router, a tab router, a
/// split router) says which root routers the tree has and which one is selected.
@MainActor
final class LaneOwner<Route: NavigationRoute> {
  var roots: () -> [Router<Route>] = { [] }
  var selection: () -> Int? = { nil }
  var select: (Int) -> Void = { _ in }

  /// The tree as it is now.
  func tree() -> NavigationTree<Route> {
    NavigationTree(hierarchies: roots().map { $0.hierarchy }, selection: selection())
  }

  /// The attached router with this id.
  func router(_ id: RouterID) -> Router<Route>? {
    for root in roots() {
      var router: Router<Route>? = root
      while let current = router {
        if current.id == id { return current }
        router = current.child
      }
    }
    return nil
  }
}
