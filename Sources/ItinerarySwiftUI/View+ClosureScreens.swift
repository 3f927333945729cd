#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Forgets the views of closure screens that `lane` no longer uses, whenever its screen or
    /// its tree changes, so that `screens` does not keep every closure ever shown.
    ///
    /// Apply it to the routing view of the lane; the route type adopts ``ClosureScreenRoute``.
    ///
    /// ```swift
    /// RoutingView(router) { route in
    ///   switch route {
    ///   case .closure(let id): ClosureScreenView(id, in: screens)
    ///   default: ScreenView(route)
    ///   }
    /// }
    /// .keepingClosureScreens(screens, of: router.lane)
    /// ```
    ///
    /// Register a closure and navigate to its route in the same main-actor turn: an id that no
    /// tree uses when the lane changes is forgotten. Give each lane its own registry: this one
    /// forgets the screens of every other lane.
    public func keepingClosureScreens<Route: ClosureScreenRoute>(
      _ screens: ClosureScreens<AnyView>, of lane: NavigationLane<Route>
    ) -> some View {
      onChange(of: lane.closureScreenIDsInUse, initial: true) { _, ids in
        screens.keep(only: ids)
      }
    }
  }
#endif
