/// The largest navigation tree a restoration takes, so that hostile or corrupt saved data
/// cannot make an app decode or build without bound.
///
/// The standard limits are far above any tree a person builds by hand, and small enough to
/// decode in a few milliseconds:
///
/// - ``maxBytes``: 2 MiB of data, checked before decoding;
/// - ``maxEntries``: 10,000 entries (screens, in-place content, overlay modals, alerts,
///   queued screens and content) across every hierarchy;
/// - ``maxDepth``: 64 levels (a root router and the routers presented above it) in any one
///   hierarchy.
///
/// A tree over a limit is refused with ``RestorationError/tooLarge(bytes:limit:)``,
/// ``RestorationError/tooManyEntries(_:limit:)`` or
/// ``RestorationError/tooDeep(hierarchy:levels:limit:)``.
public struct RestorationLimits: Hashable, Sendable {
  /// The most bytes of data read.
  public var maxBytes: Int
  /// The most entries across the whole tree.
  public var maxEntries: Int
  /// The most levels in one hierarchy.
  public var maxDepth: Int

  /// Creates limits; the defaults are the ``standard`` ones.
  public init(maxBytes: Int = 2_097_152, maxEntries: Int = 10_000, maxDepth: Int = 64) {
    self.maxBytes = maxBytes
    self.maxEntries = maxEntries
    self.maxDepth = maxDepth
  }

  /// 2 MiB, 10,000 entries, 64 levels.
  public static let standard = RestorationLimits()
}

extension RestorationLimits {
  /// No limit, for checks of trees already within limits.
  static let unlimited = RestorationLimits(maxBytes: .max, maxEntries: .max, maxDepth: .max)
}
