#if canImport(SwiftUI)
  import ItinerarySwiftUI
  import SwiftUI

  /// Tabs and split view: the app's tabs are a tab router; this tab holds a split router whose
  /// collapse follows the size class.
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
        AnyView(
          SplitRoutingView(showcase.split) { route in
            ShowcaseScreen(route: route, showcase: showcase)
          })
      }
    }

    /// Replaces the detail column's stack; a refused change leaves the column as it is.
    private func show(_ number: Int) {
      try? showcase.split.detail.replaceStack(with: [.splitDetail(number)])
    }
  }
#endif
