/// One router's slice of the navigation tree: its root screen, its push stack, and how it was
/// presented.
///
/// A ``Router`` holds its slice as this value; ``NavigationHierarchy`` chains the slices of a
/// root router and every router presented above it.
public struct RouterState<Route: NavigationRoute>: Hashable, Sendable {
  /// The router's identity.
  public let id: RouterID
  /// The screen the stack starts from: for a presented router, the presented screen.
  public var root: Entry<Route>
  /// The screens pushed on the stack, bottom first.
  public var path: [Entry<Route>]
  /// How this router was presented; `nil` for a root router.
  public var presentation: Presentation?
  /// Screens waiting to be shown from this router, first next.
  public var screenQueue: [ScreenRequest<Route>]
  /// In-place content waiting to be shown on this router's top screen, first next.
  public var transitionQueue: [TransitionEntry<Route>]
  /// Overlay modals above this router's screen, the last on top.
  public var modals: [OverlayModal<Route>]
  /// Alerts of this router's screen: the first shows, the others wait behind it.
  public var alerts: [AlertState]

  /// Creates a router's slice.
  public init(
    id: RouterID, root: Entry<Route>, path: [Entry<Route>] = [],
    presentation: Presentation? = nil, screenQueue: [ScreenRequest<Route>] = [],
    transitionQueue: [TransitionEntry<Route>] = [], modals: [OverlayModal<Route>] = [],
    alerts: [AlertState] = []
  ) {
    self.id = id
    self.root = root
    self.path = path
    self.presentation = presentation
    self.screenQueue = screenQueue
    self.transitionQueue = transitionQueue
    self.modals = modals
    self.alerts = alerts
  }

  /// Whether the router was presented bare: it hosts no push stack. Inlinable for the stack
  /// rule (`router.push_pop`, `lane.push_pop`, `navigator.push_pop`).
  @inlinable
  public var isBare: Bool { presentation?.isBare ?? false }

  /// The screen on top: the last pushed screen, else the root.
  public var current: Entry<Route> { path.last ?? root }

  /// Every screen of this router, root first.
  public var entries: [Entry<Route>] { [root] + path }

  /// The id of the screen on top, read without copying the screen.
  @inlinable
  var currentID: EntryID { path.isEmpty ? root.id : path[path.count - 1].id }

  /// The number of screens, the root included.
  public var screenCount: Int { path.count + 1 }

  /// The index in ``path`` of the pushed screen `id`, or `nil`. Inlinable for a flow's
  /// unwinding on the main actor (`explorer.paths`), which calls it rather than search with a
  /// closure of its own: handed to the standard library, that closure would check its actor on
  /// every call.
  @inlinable
  func pathIndex(of id: EntryID) -> Int? {
    path.firstIndex { $0.id == id }
  }

  /// Changes the screen on top, the last pushed one or else the root.
  mutating func modifyCurrent<Result>(_ body: (inout Entry<Route>) -> Result) -> Result {
    if path.isEmpty { return body(&root) }
    return body(&path[path.count - 1])
  }
}

extension RouterState: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case id, root, path, presentation, screenQueue, transitionQueue, modals, alerts
  }

  /// Decodes a router's slice; the queues, modals and alerts take empty defaults when
  /// missing.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(RouterID.self, forKey: .id),
      root: try container.decode(Entry<Route>.self, forKey: .root),
      path: try container.decodeIfPresent([Entry<Route>].self, forKey: .path) ?? [],
      presentation: try container.decodeIfPresent(Presentation.self, forKey: .presentation),
      screenQueue: try container.decodeIfPresent(
        [ScreenRequest<Route>].self, forKey: .screenQueue) ?? [],
      transitionQueue: try container.decodeIfPresent(
        [TransitionEntry<Route>].self, forKey: .transitionQueue) ?? [],
      modals: try container.decodeIfPresent([OverlayModal<Route>].self, forKey: .modals) ?? [],
      alerts: try container.decodeIfPresent([AlertState].self, forKey: .alerts) ?? [])
  }
}
