import Itinerary

/// The route type the tests navigate with.
enum TestRoute: NavigationRoute, Codable {
  case home
  case list
  case detail(Int)
  case settings
  case profile
  /// Owns its navigation: presented bare.
  case workspace
  /// Hides the tab bar while on top of a tab's stack.
  case player

  var ownsNavigation: Bool { self == .workspace }
  var hidesTabBar: Bool { self == .player }
}
