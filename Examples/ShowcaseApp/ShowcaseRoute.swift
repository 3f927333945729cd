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
    // A tab that is a split view.
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

    /// The workspace brings its own navigation, so it is presented bare.
    var ownsNavigation: Bool { self == .workspace }
  }

  /// The showcase's tabs, one per capability.
  enum Capability: String, Hashable, Sendable, CaseIterable {
    case stacks, presentations, containers, swiftful, service, links

    /// The tab in the main module: a stack from the capability's screen, and for containers
    /// a split view of a sidebar and a detail column, in the module router's one tree.
    var tab: ModuleTab<ShowcaseRoute> {
      switch self {
      case .stacks: ModuleTab(rawValue, root: .stacks)
      case .presentations: ModuleTab(rawValue, root: .presentations)
      case .containers: ModuleTab(rawValue, sidebar: .splitSidebar, detail: .splitDetail(0))
      case .swiftful: ModuleTab(rawValue, root: .swiftful)
      case .service: ModuleTab(rawValue, root: .service)
      case .links: ModuleTab(rawValue, root: .links)
      }
    }
  }
#endif
