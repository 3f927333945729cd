#if canImport(SwiftUI)
  import SwiftUI

  /// A tabs node of the displayed tree as a `TabView` whose selection is the lane's: each
  /// tab's stack shown as a ``RoutingView`` shows a router's, or its split view as a
  /// ``SplitRoutingView`` shows a split router, tagged by the tab's name. The person's tap on a
  /// tab goes back to the lane through `setSelection`. Drawn by a ``TabRoutingView``, and by a
  /// ``ModuleRoutingView`` for a module that holds tabs.
  struct TabsLevel<Route: NavigationRoute, Content: View, Label: View>: View {
    let context: LevelContext<Route>
    /// The ``NavigationNode/nodeID`` of the tabs node.
    let nodeID: RouterID
    let content: (Route) -> Content
    /// The split router of the tab with this name, which holds a split view.
    let split: (String) -> SplitRouter<Route>?
    /// The tab item of the tab at an index of the node, with its name.
    @ViewBuilder let label: (Int, String) -> Label

    var body: some View {
      TabView(selection: selection) {
        ForEach(pages) { page in
          view(of: page)
            .tabItem { label(page.index, page.name) }
            .tag(page.name)
        }
      }
    }

    /// The tab's split view, or its stack.
    @ViewBuilder
    private func view(of page: TabPage) -> some View {
      if page.holdsSplit, let split = split(page.name) {
        SplitLevel(context: context, split: split, content: content)
      } else {
        RouterLevel(context: context, routerID: page.routerID, content: content)
      }
    }

    /// Each tab with its name and the root router of its displayed stack, in order.
    private var pages: [TabPage] {
      guard case .tabs(let shown) = context.lane.treeToShow?.node(nodeID) else { return [] }
      return shown.tabs.enumerated().map { index, tab in
        // A split view whose handle cannot be had shows its detail column.
        guard case .split(let split) = tab.node else {
          return TabPage(index: index, name: tab.name, routerID: tab.node.nodeID, holdsSplit: false)
        }
        return TabPage(
          index: index, name: tab.name, routerID: split.detail.nodeID, holdsSplit: true)
      }
    }

    /// The selected tab's name; the person's choice comes back through `setSelection`.
    private var selection: Binding<String> {
      let (context, id) = (context, nodeID)
      return Binding(
        get: { @MainActor in
          guard case .tabs(let shown) = context.lane.treeToShow?.node(id) else { return "" }
          return shown.selected
        },
        set: { @MainActor name in context.renderer.setSelection(name, of: id) })
    }
  }

  /// One tab of a tab view: its index and name in the tree, the root router it shows (a split
  /// view's detail column's), and whether it holds a split view.
  struct TabPage: Identifiable {
    let index: Int
    let name: String
    let routerID: RouterID
    let holdsSplit: Bool
    var id: String { name }
  }
#endif
