/// A tabs node: a node per tab, in tab order, one of them selected.
///
/// Tabs are named by strings here, so that one tree holds tabs of any type: a ``TabRouter``
/// names each of its tabs by `String(describing:)`.
public struct TabsNode<Route: NavigationRoute>: Hashable, Sendable {
  /// One tab and the node it shows.
  public struct Tab: Hashable, Sendable {
    /// The tab's name, unique among its tabs.
    public var name: String
    /// What the tab shows.
    public var node: NavigationNode<Route>

    /// Pairs a tab's name with its node.
    public init(_ name: String, _ node: NavigationNode<Route>) {
      self.name = name
      self.node = node
    }
  }

  /// The node's id, unique across the tree.
  public var id: RouterID
  /// The name of the selected tab.
  public var selected: String
  /// The tabs, in order. Never empty in a valid tree.
  public var tabs: [Tab]
  /// Whether the person picking the selected tab again pops its stack to the root, as a tab
  /// bar does (``NodeCommand/pickTab(_:in:)``). Default `true`.
  public var reselectionPopsToRoot: Bool

  /// Creates a tabs node.
  public init(id: RouterID, selected: String, tabs: [Tab], reselectionPopsToRoot: Bool = true) {
    self.id = id
    self.selected = selected
    self.tabs = tabs
    self.reselectionPopsToRoot = reselectionPopsToRoot
  }

  /// What makes tabs invalid, ids aside, or `nil`: at least one tab, each once, the selected
  /// one among them. Tabs of any type are checked alike, by the names given.
  static func problem<Name: Hashable>(selected: Name, names: [Name]) -> String? {
    if names.isEmpty { return "it has no tabs" }
    if Set(names).count != names.count { return "a tab appears twice" }
    if !names.contains(selected) { return "the selected tab \(selected) is not among the tabs" }
    return nil
  }

  /// The first name that `names` holds a second time, or `nil` when each is there once.
  static func duplicate(in names: [String]) -> String? {
    var seen = Set<String>()
    return names.first { !seen.insert($0).inserted }
  }

  /// The index of the selected tab, if it is among the tabs.
  public var selectedIndex: Int? { tabs.firstIndex { $0.name == selected } }
}

extension TabsNode.Tab: Codable where Route: Codable {}
extension TabsNode: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, selected, tabs, reselectionPopsToRoot
  }

  /// Decodes a tabs node; a snapshot saved without `reselectionPopsToRoot` (as every one
  /// before it existed, and every one where it is `true`) pops on reselection.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(RouterID.self, forKey: .id)
    selected = try container.decode(String.self, forKey: .selected)
    tabs = try container.decode([Tab].self, forKey: .tabs)
    reselectionPopsToRoot =
      try container.decodeIfPresent(Bool.self, forKey: .reselectionPopsToRoot) ?? true
  }

  /// Encodes a tabs node; `reselectionPopsToRoot` only when it is `false`, the default left
  /// out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(selected, forKey: .selected)
    try container.encode(tabs, forKey: .tabs)
    if !reselectionPopsToRoot { try container.encode(false, forKey: .reselectionPopsToRoot) }
  }
}
