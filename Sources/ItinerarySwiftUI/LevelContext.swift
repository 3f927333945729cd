#if canImport(SwiftUI)
  import SwiftUI

  /// What every level of a routing view shares: the lane whose tree it shows, and the renderer
  /// its bindings and signals report to.
  struct LevelContext<Route: NavigationRoute>: Sendable {
    let lane: NavigationLane<Route>
    let renderer: ScreenRenderer<Route>
    /// The tab item of a tab of a presented tab bar (a sheet of tabs), from the tab's name.
    let tabLabel: @MainActor (String) -> AnyView

    /// What the router with this id shows now, read from the lane's tree to show: the displayed
    /// tree, or the owner's tree before the renderer is attached.
    @MainActor
    func displayed(_ router: RouterID) -> DisplayedRouter<Route>? {
      lane.treeToShow.flatMap { DisplayedRouter(router, in: $0) }
    }

    /// The attached router with this id, for the commands a level sends (dismiss, answer an
    /// alert, dismiss a modal); `nil` once it has left the tree.
    @MainActor
    func router(_ id: RouterID) -> Router<Route>? {
      lane.router(id)
    }
  }
#endif
