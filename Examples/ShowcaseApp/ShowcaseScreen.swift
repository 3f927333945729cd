#if canImport(SwiftUI)
  import ItinerarySwiftUI
  import SwiftUI

  /// The view of each route, for every routing view of the showcase.
  struct ShowcaseScreen: View {
    let route: ShowcaseRoute
    let showcase: Showcase

    var body: some View {
      switch route {
      case .welcome, .onboardingStep:
        OnboardingScreen(route: route, modules: showcase.modules)
      case .stacks, .detail, .photo:
        StackScreen(route: route)
      case .presentations, .sheet, .cover, .workspace:
        PresentationScreen(route: route)
      case .splitSidebar, .splitDetail:
        ContainerScreen(route: route, showcase: showcase)
      case .swiftful, .queued, .modal, .transitioned:
        SwiftfulScreen(route: route, screens: showcase.screens)
      case .closure(let id):
        ClosureScreenView(id, in: showcase.screens)
      case .service, .colorPicker:
        ServiceScreen(route: route)
      case .links, .user, .settings:
        LinkScreen(route: route)
      }
    }
  }
#endif
