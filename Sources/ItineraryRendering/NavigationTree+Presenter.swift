import Itinerary

extension NavigationTree {
  /// The router that presents `router`: the level below it in its hierarchy. `nil` when
  /// `router` is a root router (nothing presents it) or is not in the tree.
  ///
  /// A sheet's or cover's `onDismiss` belongs to the view of the presenting router, so this is
  /// the router whose `onDismiss` says that `router`'s presentation has left; see
  /// ``ScreenRenderer/presentationDismissed(from:)``.
  public func presenter(of router: RouterID) -> RouterID? {
    guard let location = location(of: router), location.level > 0 else { return nil }
    return hierarchies[location.hierarchy].levels[location.level - 1].id
  }
}
