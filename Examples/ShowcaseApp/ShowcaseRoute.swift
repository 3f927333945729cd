#if canImport(SwiftUI)
  import ItinerarySwiftUI

  /// Every screen of the showcase, one route type for the whole app.
  enum ShowcaseRoute: ClosureScreenRoute {
    // Onboarding, then the main module, a tab per capability.
    case welcome
    case onboardingStep(Int)
    // Stacks and targets.
    case stacks
    case detail(Int)
    case photo(String)
    // Sheets and covers with options.
    case presentations
    case sheet(String)
    case cover
    case workspace
    // Tabs and split view.
    case containers
    case splitSidebar
    case splitDetail(Int)
    // SwiftfulRouting's queues, modals, transitions and modules.
    case swiftful
    case queued(Int)
    case modal(String)
    case transitioned(Int)
    case closure(ClosureScreenID)
    // A service that awaits a typed result.
    case service
    case colorPicker
    // Deep links.
    case links
    case user(Int)
    case settings

    /// A photo fills the screen: the tab bar hides while it is on top.
    var hidesTabBar: Bool {
      if case .photo = self { return true }
      return false
    }

    /// A screen given as a closure, so that the closures of screens that left are forgotten.
    var closureScreenID: ClosureScreenID? {
      if case .closure(let id) = self { id } else { nil }
    }

    /// The workspace brings its own navigation, so it is presented bare; the split view hosts
    /// stacks of its own, so no stack wraps it.
    var ownsNavigation: Bool {
      switch self {
      case .workspace, .containers: true
      default: false
      }
    }
  }

  /// The showcase's tabs, one per capability.
  enum Capability: String, Hashable, Sendable, CaseIterable {
    case stacks, presentations, containers, swiftful, service, links

    /// The screen each tab starts from.
    var root: ShowcaseRoute {
      switch self {
      case .stacks: .stacks
      case .presentations: .presentations
      case .containers: .containers
      case .swiftful: .swiftful
      case .service: .service
      case .links: .links
      }
    }
  }
#endif
