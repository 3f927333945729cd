#if canImport(SwiftUI)
  import SwiftUI

  extension View {
    /// Shows what `router` presents over this view, without a navigation stack: its sheets
    /// and full-screen covers (each a level with its own stack, as in a ``RoutingView``), its
    /// overlay modals and its alerts. Use it where the view already has its own navigation
    /// container, or needs none, and only presents (the Router library's
    /// `routerPresentations`).
    ///
    /// The modifier attaches a renderer to the router's lane as a routing view does, so put it
    /// on one view per lane, never inside a ``RoutingView`` of the same router.
    ///
    /// ```swift
    /// MapView()
    ///   .routerPresentations(router) { route in
    ///     switch route {
    ///     case .placeDetail(let id): PlaceDetail(id: id)
    ///     default: EmptyView()
    ///     }
    ///   }
    /// ```
    ///
    /// - Parameters:
    ///   - router: The router whose presentations to show; its pushes are not shown.
    ///   - transactions: What animates each step and reports its completion.
    ///   - content: The view for a route: a presented screen or an overlay modal.
    public func routerPresentations<Route: NavigationRoute, Screen: View>(
      _ router: Router<Route>,
      transactions: any ScreenTransactions = AnimatedTransactions(),
      @ViewBuilder content: @escaping (Route) -> Screen
    ) -> some View {
      LaneRoot(lane: router.lane, transactions: transactions) { context in
        PresentationsHost(host: self, context: context, routerID: router.id, content: content)
      }
    }
  }

  /// A view under ``LevelPresentations`` for the router with this id, as the lane displays it.
  struct PresentationsHost<Host: View, Route: NavigationRoute, Screen: View>: View {
    let host: Host
    let context: LevelContext<Route>
    let routerID: RouterID
    let content: (Route) -> Screen

    var body: some View {
      if let shown = context.displayed(routerID) {
        host.modifier(
          LevelPresentations(
            context: context, shown: shown, router: context.router(routerID), content: content))
      } else {
        host
      }
    }
  }
#endif
