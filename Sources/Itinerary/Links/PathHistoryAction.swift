/// The last change a ``PathHistory`` made: what it did, from where to where, and whether it went
/// deeper, higher or sideways.
///
/// Use it to pick an animation: push-like for ``Direction-swift.enum/deeper``, pop-like for
/// ``Direction-swift.enum/higher``.
///
/// ```swift
/// var history = PathHistory(LinkPath("/inbox"))
/// history.navigate(to: "42")
/// history.lastAction?.kind       // .navigate
/// history.lastAction?.direction  // .deeper
/// ```
public struct PathHistoryAction: Hashable, Sendable {
  /// What the history did.
  public enum Kind: Hashable, Sendable {
    /// A new entry after the current one; forward entries were dropped.
    case navigate
    /// The current entry was swapped; forward entries were dropped.
    case replace
    /// The history moved back.
    case back
    /// The history moved forward.
    case forward
  }

  /// How the new path relates to the old one, by segments (the query is not compared).
  public enum Direction: Hashable, Sendable {
    /// The new path continues the old one: `/inbox` to `/inbox/42`.
    case deeper
    /// The old path continues the new one: `/inbox/42` to `/inbox`.
    case higher
    /// Neither continues the other: `/inbox/42` to `/settings`.
    case sideways
    /// The same segments.
    case same
  }

  /// What the history did.
  public var kind: Kind
  /// The path before.
  public var from: LinkPath
  /// The path after.
  public var to: LinkPath

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - kind: What the history did.
  ///   - from: The path before.
  ///   - to: The path after.
  public init(kind: Kind, from: LinkPath, to: LinkPath) {
    self.kind = kind
    self.from = from
    self.to = to
  }

  /// Whether the move went deeper, higher or sideways.
  public var direction: Direction {
    if from.segments == to.segments { return .same }
    if to.starts(with: from) { return .deeper }
    if from.starts(with: to) { return .higher }
    return .sideways
  }
}
