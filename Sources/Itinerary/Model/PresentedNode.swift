/// A node of tabs, a split view or modules, presented as a sheet, a cover or bare by the last
/// router of a stack.
public struct PresentedNode<Route: NavigationRoute>: Hashable, Sendable {
  /// How it is presented.
  public var presentation: Presentation
  /// What is presented: tabs, a split view or modules, never a stack (a presented stack is a
  /// level of the presenting chain).
  public var node: NavigationNode<Route>

  /// Creates a presented node.
  public init(_ node: NavigationNode<Route>, presentation: Presentation) {
    self.presentation = presentation
    self.node = node
  }
}

extension PresentedNode: Codable where Route: Codable {}
