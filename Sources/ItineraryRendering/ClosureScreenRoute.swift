import Itinerary

/// A route that can carry a screen given as a closure: adopt it so that the closures of screens
/// that left the tree are forgotten.
///
/// ```swift
/// enum AppRoute: ClosureScreenRoute {
///   case home
///   case closure(ClosureScreenID)
///
///   var closureScreenID: ClosureScreenID? {
///     if case .closure(let id) = self { id } else { nil }
///   }
/// }
/// ```
///
/// `NavigationNode.closureScreenIDs` then lists the ids a tree still uses, and
/// `NavigationLane.closureScreenIDsInUse` the ids a lane's screen
/// or tree still uses: what to pass to ``ClosureScreens/keep(only:)``.
public protocol ClosureScreenRoute: NavigationRoute {
  /// The id of the closure screen this route shows, or `nil` when it is a screen of its own.
  var closureScreenID: ClosureScreenID? { get }
}
