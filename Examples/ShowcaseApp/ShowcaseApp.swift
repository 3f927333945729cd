#if canImport(SwiftUI)
  import ItinerarySwiftUI
  import SwiftUI

  /// The showcase app: onboarding, then a main module with a tab per capability of Itinerary
  /// on SwiftUI, one tree that opens the app's links.
  @main
  struct ShowcaseApp: App {
    @State private var showcase = Showcase.make()

    var body: some Scene {
      WindowGroup {
        switch showcase {
        case .success(let showcase):
          ModuleRoutingView(showcase.modules) { route in
            AnyView(ShowcaseScreen(route: route, showcase: showcase))
          } tabLabel: { name in
            Text(name.capitalized)
          }
          .opensLinks(in: showcase.links, with: showcase.modules)
          .keepingClosureScreens(showcase.screens, of: showcase.modules.lane)
        case .failure(let error):
          Text(verbatim: "The showcase could not start: \(error)")
        }
      }
    }
  }
#endif
