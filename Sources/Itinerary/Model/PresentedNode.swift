/// A node of tabs, a split view or modules, presented as a sheet, a cover or bare by the last
/// router of a stack.
public struct PresentedNode<Route: NavigationRoute>: Hashable, Sendable {
  /// The presentation and the node, in an array of one: the indirection a node inside a node
  /// needs, which, unlike an `indirect` enum, a change reaches in place (see
  /// `NavigationNode.withStack(at:_:)`). The presentation is kept there too, so that a stack
  /// node is two words, and a change that passes through a node moves fewer words out of it
  /// and back (`router.push_pop@nested+3×0`).
  private var storage: [Content]

  /// How it is presented.
  public var presentation: Presentation {
    get { storage[0].presentation }
    _modify { yield &storage[0].presentation }
    set { storage[0].presentation = newValue }
  }

  /// What is presented: tabs, a split view or modules, never a stack (a presented stack is a
  /// level of the presenting chain).
  public var node: NavigationNode<Route> {
    get { storage[0].node }
    _modify { yield &storage[0].node }
    set { storage[0].node = newValue }
  }

  /// Creates a presented node.
  public init(_ node: NavigationNode<Route>, presentation: Presentation) {
    self.storage = [Content(presentation: presentation, node: node)]
  }

  /// The presentation and the node, stored together.
  private struct Content: Hashable, Sendable {
    var presentation: Presentation
    var node: NavigationNode<Route>
  }
}

extension PresentedNode: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case presentation, node
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      try container.decode(NavigationNode<Route>.self, forKey: .node),
      presentation: try container.decode(Presentation.self, forKey: .presentation))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(presentation, forKey: .presentation)
    try container.encode(node, forKey: .node)
  }
}
