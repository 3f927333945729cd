/// A tab of a module that holds a tab bar: the name that the tree, links and a
/// ``TabRouter`` give it, and the screen its stack starts from.
public struct ModuleTab<Route: NavigationRoute>: Hashable, Sendable {
  /// The tab's name in the tree: the description of the tab value a ``TabRouter`` of the
  /// module uses, such as `"home"` for `AppTab.home`.
  public var name: String
  /// The screen the tab's stack starts from.
  public var root: Route

  /// Creates a tab of a module.
  public init(_ name: String, root: Route) {
    self.name = name
    self.root = root
  }
}

extension ModuleTab: Codable where Route: Codable {}
