#if canImport(SwiftUI)
  import ItinerarySwiftUI
  import SwiftUI

  /// The containers tab, a split view in the main module's tree: `ModuleRoutingView` draws it
  /// as a `NavigationSplitView`, whose collapse follows the size class; the sidebar picks what
  /// the detail column shows.
  struct ContainerScreen: View {
    let route: ShowcaseRoute
    let showcase: Showcase

    var body: some View {
      switch route {
      case .splitSidebar:
        VStack {
          Text("Sidebar")
          ForEach([1, 2, 3], id: \.self) { number in
            Button("Show item \(number)") { show(number) }
          }
        }
      case .splitDetail(let number):
        Text(number == 0 ? "Pick an item" : "Item \(number)")
      default:
        EmptyView()
      }
    }

    /// Replaces the detail column's stack; a refused change (the tab left the tree) leaves the
    /// column as it is.
    private func show(_ number: Int) {
      let split = try? showcase.modules.split(inTab: Capability.containers.rawValue)
      try? split?.detail.replaceStack(with: [.splitDetail(number)])
    }
  }
#endif
