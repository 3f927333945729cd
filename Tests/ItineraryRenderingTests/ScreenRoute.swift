import Itinerary
import ItineraryRendering

/// The route type the rendering tests navigate with.
enum ScreenRoute: NavigationRoute {
  case home
  case list
  case detail(Int)
  case settings
  /// Owns its navigation: presented bare.
  case workspace
  /// A screen given as a closure.
  case view(ClosureScreenID)

  var ownsNavigation: Bool { self == .workspace }
}

extension ScreenRoute: ClosureScreenRoute {
  var closureScreenID: ClosureScreenID? {
    if case .view(let id) = self { id } else { nil }
  }
}
