#if canImport(SwiftUI)
  import SwiftUI

  /// One level of a hierarchy on screen: the router's stack (or its root alone, for a bare
  /// presentation), with ``LevelPresentations`` around it: its overlay modals and alerts, and
  /// the sheet or cover it presents, which is the next level.
  ///
  /// Everything it shows comes from ``DisplayedRouter``; everything the person does goes back
  /// through the renderer's setters.
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
        .modifier(
          LevelPresentations(context: context, shown: shown, router: router, content: content))
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
      EntryScreen(
        entry: entry, isPushed: entry.id != shown.root.id,
        dismissButton: shown.dismissButton(
          on: entry.id, holdsPerson: router?.guardedScreen != nil),
        router: router, content: content)
    }

    /// The stack's path as entry ids; the person's pops come back through `setPath`.
    private var path: Binding<[EntryID]> {
      let context = context
      let routerID = routerID
      return Binding(
        get: { @MainActor in context.displayed(routerID)?.pathIDs ?? [] },
        set: { @MainActor ids in context.renderer.setPath(ids, of: routerID) })
    }
  }
#endif
