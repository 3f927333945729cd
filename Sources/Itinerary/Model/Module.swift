/// A whole navigation hierarchy that can replace another, such as onboarding or the main app.
public struct Module<Route: NavigationRoute>: Hashable, Sendable {
  /// The module's id, persisted by a ``ModuleStore`` to restore the last module at launch.
  public var id: String
  /// The screen its root router starts from.
  public var root: Route
  /// The edge it moves in from when shown; `nil` for the platform's default.
  public var transition: TransitionEdge?

  /// Creates a module.
  public init(id: String, root: Route, transition: TransitionEdge? = nil) {
    self.id = id
    self.root = root
    self.transition = transition
  }
}

extension Module: Codable where Route: Codable {}
