/// A split view node: a node per column, and the layout.
public struct SplitNode<Route: NavigationRoute>: Hashable, Sendable {
  /// The node's id, unique across the tree.
  public var id: RouterID
  /// The sidebar column.
  public var sidebar: NavigationNode<Route>
  /// The middle column of a three-column layout, if there is one.
  public var content: NavigationNode<Route>?
  /// The detail column: the one a person reads, where ``NavigationNode/shownRouter`` goes.
  public var detail: NavigationNode<Route>
  /// Collapsed or not, the column shown on top when collapsed, the visible columns.
  public var layout: SplitLayout

  /// Creates a split view node.
  public init(
    id: RouterID, sidebar: NavigationNode<Route>, content: NavigationNode<Route>? = nil,
    detail: NavigationNode<Route>, layout: SplitLayout = SplitLayout()
  ) {
    self.id = id
    self.sidebar = sidebar
    self.content = content
    self.detail = detail
    self.layout = layout
  }
}

extension SplitNode: Codable where Route: Codable {}
