/// A whole navigation hierarchy that can replace another, such as onboarding or the main app.
public struct Module<Route: NavigationRoute>: Hashable, Sendable {
  /// The module's id, persisted by a ``ModuleStore`` to restore the last module at launch.
  public var id: String
  /// The screen its root router starts from.
  public var root: Route
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
}

extension Module: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, root, transition, allowsSwipeBack
  }

  /// Decodes a module; a snapshot saved before modules had `allowsSwipeBack` reads it as
  /// `false`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(String.self, forKey: .id),
      root: try container.decode(Route.self, forKey: .root),
      transition: try container.decodeIfPresent(TransitionEdge.self, forKey: .transition),
      allowsSwipeBack: try container.decodeIfPresent(Bool.self, forKey: .allowsSwipeBack)
        ?? false)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(root, forKey: .root)
    try container.encodeIfPresent(transition, forKey: .transition)
    try container.encode(allowsSwipeBack, forKey: .allowsSwipeBack)
  }
}
