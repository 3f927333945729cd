/// A stack node: a root router and the chain of routers presented above it, and optionally a
/// node of another kind (tabs, a split view, modules) presented by the last router of the
/// chain, such as a sheet with its own tabs.
///
/// A stack presented by a stack is one more level of the chain, never a presented node.
public struct StackNode<Route: NavigationRoute>: Hashable, Sendable {
  /// The root router and the routers presented above it.
  public var hierarchy: NavigationHierarchy<Route>
  /// The node the last router of ``hierarchy`` presents, if any.
  public var presented: PresentedNode<Route>?

  /// Creates a stack node.
  public init(hierarchy: NavigationHierarchy<Route>, presented: PresentedNode<Route>? = nil) {
    self.hierarchy = hierarchy
    self.presented = presented
  }
}

extension StackNode: Codable where Route: Codable {}
