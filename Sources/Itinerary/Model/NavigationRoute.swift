/// A screen your app can navigate to.
///
/// Conform your own route type, usually an enum with one case per screen, and use it as the
/// `Route` parameter of ``Router``, ``TabRouter`` and ``SplitRouter``. The core never draws a
/// route; it only keeps it in the navigation tree, compares it and hands it back to you.
///
/// ```swift
/// enum AppRoute: NavigationRoute {
///   case home
///   case detail(id: String)
///   case workspace
///
///   var ownsNavigation: Bool { self == .workspace }
///   var hidesTabBar: Bool {
///     if case .detail = self { return true }
///     return false
///   }
/// }
/// ```
///
/// Conform to `Codable` as well to make the navigation tree `Codable` for restoration.
public protocol NavigationRoute: Hashable, Sendable {
  /// Whether the destination brings its own navigation container.
  ///
  /// A route that owns its navigation (a split view, a view with its own stack, a wrapped
  /// system controller) is presented *bare*: its router hosts presentations but no push stack,
  /// so a push on it presents a sheet instead. The default is `false`.
  var ownsNavigation: Bool { get }

  /// Whether the tab bar is hidden while this route is on top of the selected tab's stack.
  ///
  /// ``TabRouter/isTabBarHidden`` reads it from the top of the selected tab. The default is
  /// `false`.
  var hidesTabBar: Bool { get }
}

extension NavigationRoute {
  /// Routes do not own their navigation unless they say so.
  public var ownsNavigation: Bool { false }
  /// Routes leave the tab bar visible unless they say so.
  public var hidesTabBar: Bool { false }
}
