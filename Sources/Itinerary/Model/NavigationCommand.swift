/// A navigation change as a value: what to do, and on which router of the hierarchy.
///
/// Routers build commands from their verbs and apply them in the order issued. A command is a
/// plain value, so a test can build one, apply it with ``Router/perform(_:)`` or
/// ``NavigationHierarchy/apply(_:from:)``, and compare the result.
public struct NavigationCommand<Route: NavigationRoute>: Hashable, Sendable {
  /// What the command does.
  public var action: NavigationAction<Route>
  /// The router it acts on, counted from the router it is issued on.
  public var target: NavigationTarget

  /// Creates a command.
  public init(_ action: NavigationAction<Route>, target: NavigationTarget = .current) {
    self.action = action
    self.target = target
  }
}
