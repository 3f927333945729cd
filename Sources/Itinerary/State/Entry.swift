/// One screen in the navigation tree: a route, its identity, and how it arrived.
///
/// A router's root, each screen on its push stack and the root of each presentation are
/// entries. Entries are `Hashable` by value, so a `NavigationStack` can bind to a path of
/// entries; SwiftUI identity uses ``id``.
public struct Entry<Route: NavigationRoute>: Hashable, Sendable, Identifiable {
  /// The identity of this screen, unique in its tree.
  public let id: EntryID
  /// The screen's route.
  public var route: Route
  /// The transition the screen arrived with, kept while it stays.
  public var transition: NavigationTransition?

  /// Creates an entry. Routers create entries for you; build one yourself when you write a
  /// navigation tree by hand, for example in a test.
  @inlinable
  public init(id: EntryID, route: Route, transition: NavigationTransition? = nil) {
    self.id = id
    self.route = route
    self.transition = transition
  }
}

extension Entry: Codable where Route: Codable {}
