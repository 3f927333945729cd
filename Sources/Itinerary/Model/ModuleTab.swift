/// A tab of a module that holds a tab bar: the name that the tree, links and a
/// ``TabRouter`` give it, and the screen its stack starts from, or the screens the columns of
/// its split view start from.
public struct ModuleTab<Route: NavigationRoute>: Hashable, Sendable {
  /// The tab's name in the tree: the description of the tab value a ``TabRouter`` of the
  /// module uses, such as `"home"` for `AppTab.home`.
  public var name: String
  /// The screen the tab's stack starts from; for a tab with a split view, its sidebar's.
  public var root: Route
  /// For a tab that holds a split view, the screen its detail column starts from; `nil` for a
  /// tab that holds one stack.
  public var detail: Route?

  /// Creates a tab of a module that holds one stack, starting at `root`.
  public init(_ name: String, root: Route) {
    self.name = name
    self.root = root
  }

  /// Creates a tab of a module that holds a split view, whose sidebar starts at `sidebar` and
  /// detail at `detail`. Reach it with ``ModuleRouter/split(inTab:)``.
  public init(_ name: String, sidebar: Route, detail: Route) {
    self.name = name
    self.root = sidebar
    self.detail = detail
  }
}

extension ModuleTab: Codable where Route: Codable {}
