#if canImport(SwiftUI)
  import SwiftUI

  /// A split node of the displayed tree as a `NavigationSplitView` over its ``SplitRouter``:
  /// the sidebar's hierarchy and the detail's, each shown as a ``RoutingView`` shows a
  /// router's. The horizontal size class sets ``SplitRouter/isCollapsed``; the column
  /// visibility and the preferred compact column are two-way. Drawn by a
  /// ``SplitRoutingView``, and by a ``ModuleRoutingView`` for a tab that holds a split view.
  struct SplitLevel<Route: NavigationRoute, Content: View>: View {
    let context: LevelContext<Route>
    let split: SplitRouter<Route>
    let content: (Route) -> Content
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
      NavigationSplitView(
        columnVisibility: columnVisibility, preferredCompactColumn: preferredCompactColumn
      ) {
        RouterLevel(context: context, routerID: split.sidebar.id, content: content)
      } detail: {
        RouterLevel(context: context, routerID: split.detail.id, content: content)
      }
      .onChange(of: sizeClass, initial: true) { split.isCollapsed = sizeClass == .compact }
    }

    private var columnVisibility: Binding<NavigationSplitViewVisibility> {
      let split = split
      return Binding(
        get: { @MainActor in NavigationSplitViewVisibility(split.columnVisibility) },
        set: { @MainActor visibility in split.columnVisibility = ColumnVisibility(visibility) })
    }

    private var preferredCompactColumn: Binding<NavigationSplitViewColumn> {
      let split = split
      return Binding(
        get: { @MainActor in NavigationSplitViewColumn(split.preferredCompactColumn) },
        set: { @MainActor column in split.preferredCompactColumn = SplitColumn(column) })
    }
  }
#endif
