#if canImport(SwiftUI)
  import SwiftUI

  /// What every level of a routing view shares: the lane whose displayed tree it shows, the
  /// renderer its bindings and signals report to, and the root routers, to find a level's router.
  struct LevelContext<Route: NavigationRoute>: Sendable {
    let lane: NavigationLane<Route>
    let renderer: ScreenRenderer<Route>
    let roots: [Router<Route>]

    /// What the router with this id shows now, read from the lane's displayed tree.
    @MainActor
    func displayed(_ router: RouterID) -> DisplayedRouter<Route>? {
      lane.displayed.flatMap { DisplayedRouter(router, in: $0) }
    }

    /// The attached router with this id, for the commands a level sends (dismiss, answer an
    /// alert, dismiss a modal); `nil` once it has left the tree.
    @MainActor
    func router(_ id: RouterID) -> Router<Route>? {
      for root in roots {
        var router: Router<Route>? = root
        while let current = router {
          if current.id == id { return current }
          router = current.child
        }
      }
      return nil
    }

    /// A sheet or cover finished leaving the screen: acknowledges the dismissal the renderer
    /// waits for, once that router is gone from the displayed tree. SwiftUI's `onDismiss` does
    /// not say which presentation left, and at most one dismissal is awaited at a time.
    @MainActor
    func presentationLeft() {
      guard case .presentationDismissed(let router)? = renderer.awaited?.signal else { return }
      guard lane.displayed?.location(of: router) == nil else { return }
      renderer.presentationDismissed(router)
    }
  }
#endif
