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

  /// Creates a router's slice.
  public init(
    id: RouterID, root: Entry<Route>, path: [Entry<Route>] = [],
    presentation: Presentation? = nil
  ) {
    self.id = id
    self.root = root
    self.path = path
    self.presentation = presentation
  }

  /// Whether the router was presented bare: it hosts no push stack.
  @inlinable
  public var isBare: Bool { presentation?.isBare ?? false }

  /// The screen on top: the last pushed screen, else the root.
  public var current: Entry<Route> { path.last ?? root }

  /// Every screen of this router, root first.
  public var entries: [Entry<Route>] { [root] + path }

  /// The number of screens, the root included.
  public var screenCount: Int { path.count + 1 }

  /// The screen at `index` in ``entries`` order: 0 is the root.
  func screen(at index: Int) -> Entry<Route> {
    index == 0 ? root : path[index - 1]
  }
}

extension RouterState: Codable where Route: Codable {}
