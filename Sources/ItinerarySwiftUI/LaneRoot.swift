#if canImport(SwiftUI)
  import SwiftUI

  /// What every top-level routing view does first: keeps one renderer for the lane it shows (in
  /// its state) and attaches it when the view appears, builds the context its levels share, and
  /// gives its zoom transitions a namespace. Until the renderer is attached, the levels show the
  /// tree as the lane's owner has it.
  struct LaneRoot<Route: NavigationRoute, Content: View>: View {
    let lane: NavigationLane<Route>
    let transactions: any ScreenTransactions
    /// The tab item of a tab of a presented tab bar, from the tab's name.
    var tabLabel: @MainActor (String) -> AnyView = { AnyView(Text($0)) }
    let content: (LevelContext<Route>) -> Content
    @State private var attachment = LaneAttachment<Route>()
    @Namespace private var zoom

    var body: some View {
      let renderer = attachment.renderer(for: lane, transactions: transactions)
      content(LevelContext(lane: lane, renderer: renderer, tabLabel: tabLabel))
        .environment(\.zoomNamespace, zoom)
        .onAppear { attachment.attach(lane, transactions: transactions) }
        .onChange(of: ObjectIdentifier(lane)) {
          attachment.attach(lane, transactions: transactions)
        }
    }
  }
#endif
