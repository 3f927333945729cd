#if canImport(SwiftUI)
  import SwiftUI

  /// What every top-level routing view does first: attaches one renderer to the lane it shows
  /// (once, kept in its state), builds the context its levels share, and gives its zoom
  /// transitions a namespace.
  struct LaneRoot<Route: NavigationRoute, Content: View>: View {
    let lane: NavigationLane<Route>
    let roots: [Router<Route>]
    let transactions: any ScreenTransactions
    let content: (LevelContext<Route>) -> Content
    @State private var attachment = LaneAttachment<Route>()
    @Namespace private var zoom

    var body: some View {
      let renderer = attachment.renderer(for: lane, transactions: transactions)
      content(LevelContext(lane: lane, renderer: renderer, roots: roots))
        .environment(\.zoomNamespace, zoom)
    }
  }
#endif
