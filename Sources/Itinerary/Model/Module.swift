/// A whole navigation hierarchy that can replace another, such as onboarding or the main app:
/// one stack, or a tab bar with a stack per tab.
///
/// ```swift
/// let catalog: [Module<AppRoute>] = [
///   Module(id: "onboarding", root: .welcome),
///   try Module(id: "main", tabs: [ModuleTab("home", root: .home), ModuleTab("search", root: .search)]),
/// ]
/// ```
public struct Module<Route: NavigationRoute>: Hashable, Sendable {
  /// The module's id, persisted by a ``ModuleStore`` to restore the last module at launch.
  public var id: String
  /// The screen its root router starts from; for a module with ``tabs``, the one the first
  /// tab's stack starts from (its sidebar's, for a split view), which the tabs decide.
  public var root: Route
  /// The tabs of a module that holds a tab bar, in order, the first selected when the module
  /// is shown; empty for a module that holds one stack starting at ``root``.
  public private(set) var tabs: [ModuleTab<Route>] = []
  /// The edge it moves in from when shown; `nil` for the platform's default.
  public var transition: TransitionEdge?
  /// Whether the person can drag the module back towards the edge it came in from, which
  /// dismisses it as ``ModuleRouter/dismissModule()`` does. It needs an edge
  /// (``transition``), and the first module, which cannot be dismissed, never follows the
  /// finger. Default `false`.
  public var allowsSwipeBack: Bool

  /// Creates a module.
  public init(
    id: String, root: Route, transition: TransitionEdge? = nil, allowsSwipeBack: Bool = false
  ) {
    self.id = id
    self.root = root
    self.transition = transition
    self.allowsSwipeBack = allowsSwipeBack
  }

  /// Creates a module that holds a tab bar: a stack or a split view per tab, the first tab
  /// selected when the module is shown. Reach its tabs with ``ModuleRouter/tabs(_:)``, and a
  /// tab's split view with ``ModuleRouter/split(inTab:)``.
  ///
  /// - Throws: ``NavigationError/noTabs`` for no tabs, ``NavigationError/duplicateTab(_:)``
  ///   for a name used twice.
  public init(
    id: String, tabs: [ModuleTab<Route>], transition: TransitionEdge? = nil,
    allowsSwipeBack: Bool = false
  ) throws(NavigationError) {
    guard let first = tabs.first else { throw .noTabs }
    if let name = TabsNode<Route>.duplicate(in: tabs.map(\.name)) { throw .duplicateTab(name) }
    self.init(id: id, root: first.root, transition: transition, allowsSwipeBack: allowsSwipeBack)
    self.tabs = tabs
  }
}

extension Module: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, root, tabs, transition, allowsSwipeBack
  }

  /// Decodes a module; a snapshot saved before modules had `allowsSwipeBack` reads it as
  /// `false`, and one saved before modules had tabs holds one stack.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let id = try container.decode(String.self, forKey: .id)
    let transition = try container.decodeIfPresent(TransitionEdge.self, forKey: .transition)
    let allowsSwipeBack =
      try container.decodeIfPresent(Bool.self, forKey: .allowsSwipeBack) ?? false
    if let tabs = try container.decodeIfPresent([ModuleTab<Route>].self, forKey: .tabs) {
      do throws(NavigationError) {
        try self.init(
          id: id, tabs: tabs, transition: transition, allowsSwipeBack: allowsSwipeBack)
      } catch {
        throw DecodingError.dataCorruptedError(
          forKey: .tabs, in: container, debugDescription: error.description)
      }
      return
    }
    self.init(
      id: id, root: try container.decode(Route.self, forKey: .root), transition: transition,
      allowsSwipeBack: allowsSwipeBack)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(root, forKey: .root)
    if !tabs.isEmpty { try container.encode(tabs, forKey: .tabs) }
    try container.encodeIfPresent(transition, forKey: .transition)
    try container.encode(allowsSwipeBack, forKey: .allowsSwipeBack)
  }
}
