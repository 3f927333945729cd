#if canImport(SwiftUI)
  import ItinerarySwiftUI
  import SwiftUI

  /// The showcase app: onboarding, then a tab per capability of Itinerary on SwiftUI.
  @main
  struct ShowcaseApp: App {
    @State private var showcase = Showcase.make()

    var body: some Scene {
      WindowGroup {
        switch showcase {
        case .success(let showcase):
          ModuleRoutingView(showcase.modules) { route in
            ShowcaseScreen(route: route, showcase: showcase)
          }
        case .failure(let error):
          Text(verbatim: "The showcase could not start: \(error)")
        }
      }
    }
  }
#endif
