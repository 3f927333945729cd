#if canImport(SwiftUI)
  import SwiftUI

  /// A tabs node of the displayed tree as a `TabView` whose selection is the lane's: each
  /// tab's stack shown as a ``RoutingView`` shows a router's, tagged by the tab's name. The
  /// person's tap on a tab goes back to the lane through `setSelection`. Drawn by a
  /// ``TabRoutingView``, and by a ``ModuleRoutingView`` for a module that holds tabs.
  struct TabsLevel<Route: NavigationRoute, Content: View, Label: View>: View {
    let context: LevelContext<Route>
    /// The ``NavigationNode/nodeID`` of the tabs node.
    let nodeID: RouterID
    let content: (Route) -> Content
    /// The tab item of the tab at an index of the node, with its name.
    @ViewBuilder let label: (Int, String) -> Label

    var body: some View {
      TabView(selection: selection) {
        ForEach(pages) { page in
          RouterLevel(context: context, routerID: page.routerID, content: content)
            .tabItem { label(page.index, page.name) }
            .tag(page.name)
        }
      }
    }

    /// Each tab with its name and the root router of its displayed stack, in order.
    private var pages: [TabPage] {
      guard case .tabs(let shown) = context.lane.treeToShow?.node(nodeID) else { return [] }
      return shown.tabs.enumerated().map { index, tab in
        TabPage(index: index, name: tab.name, routerID: tab.node.nodeID)
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

  /// One tab of a tab view: its index and name in the tree and the root router it shows.
  struct TabPage: Identifiable {
    let index: Int
    let name: String
    let routerID: RouterID
    var id: String { name }
  }
#endif
