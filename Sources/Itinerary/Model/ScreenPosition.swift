/// Where a screen sits in a ``NavigationHierarchy``.
public struct ScreenPosition: Hashable, Sendable, Comparable {
  /// The level of its router: 0 is the root router.
  public var level: Int
  /// Its place on that router: 0 is the router's root, 1 the first pushed screen, and so on.
  public var index: Int

  /// Creates a position.
  public init(level: Int, index: Int) {
    self.level = level
    self.index = index
  }

  /// Lower levels first, then lower places on a level: the order of
  /// ``NavigationHierarchy/screens``.
  public static func < (lhs: ScreenPosition, rhs: ScreenPosition) -> Bool {
    (lhs.level, lhs.index) < (rhs.level, rhs.index)
  }
}
