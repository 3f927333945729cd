/// A split view node: a node per column, and the layout.
public struct SplitNode<Route: NavigationRoute>: Hashable, Sendable {
  /// The node's id, unique across the tree.
  public var id: RouterID
  /// Collapsed or not, the column shown on top when collapsed, the visible columns.
  public var layout: SplitLayout
  /// The columns' nodes in their order: sidebar, content when there is one, detail. An array
  /// is the indirection a node inside a node needs, which a change reaches in place.
  private(set) var columns: [NavigationNode<Route>]

  /// The sidebar column.
  public var sidebar: NavigationNode<Route> {
    get { columns[0] }
    _modify { yield &columns[0] }
    set { columns[0] = newValue }
  }

  /// The middle column of a three-column layout, if there is one.
  public var content: NavigationNode<Route>? {
    get { columns.count == 3 ? columns[1] : nil }
    set {
      switch (newValue, columns.count == 3) {
      case (let node?, true): columns[1] = node
      case (let node?, false): columns.insert(node, at: 1)
      case (nil, true): columns.remove(at: 1)
      case (nil, false): break
      }
    }
  }

  /// The detail column: the one a person reads, where ``NavigationNode/shownRouter`` goes.
  public var detail: NavigationNode<Route> {
    get { columns[columns.count - 1] }
    _modify { yield &columns[columns.count - 1] }
    set { columns[columns.count - 1] = newValue }
  }

  /// The column at `index` in the order of ``NavigationNode/children``: sidebar, content when
  /// there is one, detail; `nil` past them.
  @usableFromInline
  func column(_ index: Int) -> NavigationNode<Route>? {
    columns.indices.contains(index) ? columns[index] : nil
  }

  /// Changes the column at `index` in place; `nil`, with nothing changed, past the columns.
  @usableFromInline
  mutating func withColumn<Result>(
    _ index: Int, _ body: (inout NavigationNode<Route>) throws(NavigationError) -> Result
  ) throws(NavigationError) -> Result? {
    guard columns.indices.contains(index) else { return nil }
    return try body(&columns[index])
  }

  /// Creates a split view node.
  public init(
    id: RouterID, sidebar: NavigationNode<Route>, content: NavigationNode<Route>? = nil,
    detail: NavigationNode<Route>, layout: SplitLayout = SplitLayout()
  ) {
    self.id = id
    self.layout = layout
    self.columns = [sidebar] + (content.map { [$0] } ?? []) + [detail]
  }
}

extension SplitNode: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, sidebar, content, detail, layout
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(RouterID.self, forKey: .id),
      sidebar: try container.decode(NavigationNode<Route>.self, forKey: .sidebar),
      content: try container.decodeIfPresent(NavigationNode<Route>.self, forKey: .content),
      detail: try container.decode(NavigationNode<Route>.self, forKey: .detail),
      layout: try container.decode(SplitLayout.self, forKey: .layout))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(sidebar, forKey: .sidebar)
    try container.encodeIfPresent(content, forKey: .content)
    try container.encode(detail, forKey: .detail)
    try container.encode(layout, forKey: .layout)
  }
}
