#if canImport(SwiftUI)
  import SwiftUI

  /// One level of a hierarchy on screen: the router's stack (or its root alone, for a bare
  /// presentation), its overlay modals and alerts, and the sheet or cover it presents, which is
  /// the next level.
  ///
  /// Everything it shows comes from ``DisplayedRouter``; everything the person does goes back
  /// through the renderer's setters; `onDismiss` acknowledges the dismissals of what this level
  /// presents.
  struct RouterLevel<Route: NavigationRoute, Content: View>: View {
    let context: LevelContext<Route>
    let routerID: RouterID
    let content: (Route) -> Content
    @State private var memory = EntryMemory<Route>()

    var body: some View {
      if let shown = context.displayed(routerID) {
        level(shown, router: context.router(routerID))
      }
    }

    private func level(_ shown: DisplayedRouter<Route>, router: Router<Route>?) -> some View {
      screens(shown, router: router)
        .modifier(OverlayModalsLayer(modals: shown.modals, router: router, content: content))
        .modifier(
          AlertPresenter(
            alert: shown.alerts.first, routerID: routerID, router: router,
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

    @ViewBuilder
    private func screens(_ shown: DisplayedRouter<Route>, router: Router<Route>?) -> some View {
      if shown.isBare || ownsNavigation(shown) {
        screen(shown.root, in: shown, router: router)
      } else {
        NavigationStack(path: path) {
          screen(shown.root, in: shown, router: router)
            .navigationDestination(for: EntryID.self) { id in
              if let entry = context.displayed(routerID)?.entry(id) ?? memory.entry(id) {
                screen(entry, in: shown, router: router)
              }
            }
        }
        .onChange(of: shown.path, initial: true) { memory.remember(shown.path) }
      }
    }

    /// A root whose route owns its navigation (a tab view, a split view) is shown without a
    /// stack around it, as a bare presentation is, so that stacks do not nest; a screen pushed
    /// on it anyway brings the stack back.
    private func ownsNavigation(_ shown: DisplayedRouter<Route>) -> Bool {
      shown.path.isEmpty && shown.root.route.ownsNavigation
    }

    private func screen(
      _ entry: Entry<Route>, in shown: DisplayedRouter<Route>, router: Router<Route>?
    ) -> EntryScreen<Route, Content> {
      let button = shown.presentation?.dismissButton
      let showsButton = entry.id == shown.root.id || button?.showsOnPushedScreens == true
      return EntryScreen(
        entry: entry, dismissButton: showsButton ? button : nil, router: router, content: content)
    }

    private func presentedLevel(_ child: PresentedRouter) -> some View {
      RouterLevel(context: context, routerID: child.id, content: content)
        .modifier(PresentationOptions(presentation: context.displayed(child.id)?.presentation))
    }

    /// The sheet or cover this level presents finished leaving the screen: the renderer
    /// acknowledges the awaited dismissal if this level presented the router that left.
    private func presentationLeft() {
      context.renderer.presentationDismissed(from: routerID)
    }

    /// The stack's path as entry ids; the person's pops come back through `setPath`.
    private var path: Binding<[EntryID]> {
      let context = context
      let routerID = routerID
      return Binding(
        get: { @MainActor in context.displayed(routerID)?.pathIDs ?? [] },
        set: { @MainActor ids in context.renderer.setPath(ids, of: routerID) })
    }

    /// The presented child as a sheet's or cover's item; the person's dismissal comes back
    /// through `setPresentation`.
    private func presented(cover: Bool) -> Binding<PresentedRouter?> {
      let context = context
      let routerID = routerID
      return Binding(
        get: { @MainActor in
          let shown = context.displayed(routerID)
          return (cover ? shown?.cover : shown?.sheet).map { PresentedRouter(id: $0.id) }
        },
        set: { @MainActor child in
          context.renderer.setPresentation(of: routerID, to: child?.id)
        })
    }
  }
#endif
