/// One module of a ``ModulesNode``: its id and the node it holds.
public struct ModuleNode<Route: NavigationRoute>: Hashable, Sendable {
  /// The module's id: the ``Module/id`` of the catalog's module it shows. The same id may
  /// stand more than once among the modules of its node, since
  /// ``ModuleRouter/showModule(id:tab:onDismiss:)`` shows a module again on top of itself;
  /// the ids of the node it holds tell its showings apart.
  public var id: String
  /// The edge it moves in from when shown; `nil` for the platform's default.
  public var transition: TransitionEdge?
  /// Whether the person can drag it back towards ``transition``'s edge; see
  /// ``Module/allowsSwipeBack``.
  public var allowsSwipeBack: Bool
  /// What the module shows.
  public var node: NavigationNode<Route>

  /// Creates a module.
  public init(
    id: String, transition: TransitionEdge? = nil, allowsSwipeBack: Bool = false,
    node: NavigationNode<Route>
  ) {
    self.id = id
    self.transition = transition
    self.allowsSwipeBack = allowsSwipeBack
    self.node = node
  }

  /// The node of `module` of a ``ModuleRouter``'s catalog, showing `node`.
  public init(_ module: Module<Route>, node: NavigationNode<Route>) {
    self.init(
      id: module.id, transition: module.transition, allowsSwipeBack: module.allowsSwipeBack,
      node: node)
  }
}

extension ModuleNode: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, transition, allowsSwipeBack, node
  }

  /// Decodes a module node; data without `allowsSwipeBack` reads it as `false`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(String.self, forKey: .id),
      transition: try container.decodeIfPresent(TransitionEdge.self, forKey: .transition),
      allowsSwipeBack: try container.decodeIfPresent(Bool.self, forKey: .allowsSwipeBack)
        ?? false,
      node: try container.decode(NavigationNode<Route>.self, forKey: .node))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encodeIfPresent(transition, forKey: .transition)
    try container.encode(allowsSwipeBack, forKey: .allowsSwipeBack)
    try container.encode(node, forKey: .node)
  }
}
