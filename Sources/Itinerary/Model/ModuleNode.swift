/// One module of a ``ModulesNode``: its id and the node it holds.
public struct ModuleNode<Route: NavigationRoute>: Hashable, Sendable {
  /// The module's id, unique among the modules of its node.
  public var id: String
  /// The edge it moves in from when shown; `nil` for the platform's default.
  public var transition: TransitionEdge?
  /// What the module shows.
  public var node: NavigationNode<Route>

  /// Creates a module.
  public init(id: String, transition: TransitionEdge? = nil, node: NavigationNode<Route>) {
    self.id = id
    self.transition = transition
    self.node = node
  }
}

extension ModuleNode: Codable where Route: Codable {}
