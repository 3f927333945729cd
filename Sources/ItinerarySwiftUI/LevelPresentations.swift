#if canImport(SwiftUI)
  import SwiftUI

  /// What a level of a hierarchy puts around its screens: its overlay modals and alerts, and the
  /// sheet or cover it presents, which is the next level or a presented node (a tab bar, drawn
  /// as a tab view whose items are the context's `tabLabel`, or a split view), with the level's
  /// router in the environment. A ``RoutingView`` level puts it around its stack; `routerPresentations`
  /// around any view.
  ///
  /// The presented child is the item of a sheet or a cover; the person's swipe comes back
  /// through the renderer's `setPresentation(of:to:)`, and the presentation's `onDismiss`
  /// acknowledges the dismissals of what this level presents.
  struct LevelPresentations<Route: NavigationRoute, Screen: View>: ViewModifier {
    let context: LevelContext<Route>
    let shown: DisplayedRouter<Route>
    let router: Router<Route>?
    let content: (Route) -> Screen

    func body(content host: Content) -> some View {
      host
        .modifier(OverlayModalsLayer(modals: shown.modals, router: router, content: content))
        .modifier(
          AlertPresenter(
            alert: shown.alerts.first, routerID: shown.id, router: router,
            renderer: context.renderer)
        )
        .sheet(item: presented(cover: false), onDismiss: presentationLeft) { child in
          presentedLevel(child)
        }
        .fullScreenCoverIfAvailable(item: presented(cover: true), onDismiss: presentationLeft) {
          child in
          presentedLevel(child)
        }
        .environment(router)
    }

    /// The presented router's level, or the presented node: a tab bar as a tab view, a split
    /// view as a split view.
    @ViewBuilder
    private func presentedLevel(_ child: PresentedRouter) -> some View {
      if let presented = context.displayed(shown.id)?.presentedNode,
        presented.node.nodeID == child.id
      {
        let holdsPerson =
          router.map { router in presented.node.allIDs.contains { router.isLeaveGuarded($0) } }
          ?? false
        Group {
          if case .tabs = presented.node {
            TabsLevel(
              context: context, nodeID: child.id, content: content,
              split: { name in try? router?.presentedSplit(inTab: name) },
              label: { _, name in context.tabLabel(name) })
          } else if case .split = presented.node, let split = try? router?.presentedSplit() {
            SplitLevel(context: context, split: split, content: content)
          }
        }
        .modifier(
          PresentationOptions(presentation: presented.presentation, holdsPerson: holdsPerson))
      } else {
        let shown = context.displayed(child.id)
        let holdsPerson = router?.lane.router(child.id)?.guardedScreen != nil
        RouterLevel(context: context, routerID: child.id, content: content)
          .modifier(
            PresentationOptions(presentation: shown?.presentation, holdsPerson: holdsPerson))
      }
    }

    /// The sheet or cover this level presents finished leaving the screen: the renderer
    /// acknowledges the awaited dismissal if this level presented the router that left.
    private func presentationLeft() {
      context.renderer.presentationDismissed(from: shown.id)
    }

    /// The presented child as a sheet's or cover's item; the person's dismissal comes back
    /// through `setPresentation`.
    private func presented(cover: Bool) -> Binding<PresentedRouter?> {
      let context = context
      let routerID = shown.id
      return Binding(
        get: { @MainActor in
          let shown = context.displayed(routerID)
          return (cover ? shown?.coverID : shown?.sheetID).map { PresentedRouter(id: $0) }
        },
        set: { @MainActor child in
          context.renderer.setPresentation(of: routerID, to: child?.id)
        })
    }
  }
#endif
