import Itinerary

/// How far the person has swiped in-place content back towards the edge it came in from, and
/// whether letting go dismisses it: the rule behind the swipe back of a transition shown with
/// `allowsSwipeBack`.
///
/// Content that came in from the trailing edge is swiped back by dragging it towards the
/// trailing edge; from the bottom, by dragging it down. Only the drag's part along that
/// direction counts, and the content never moves past where it rests or beyond its own
/// length. Letting go dismisses it when the drag, carried on at its speed, would reach half
/// the length; otherwise the content springs back.
///
/// ```swift
/// let swipe = SwipeBack(edge: .trailing, extent: 390)
/// swipe.distance(width: 120, height: 8)                     // 120
/// swipe.dismisses(predictedWidth: 260, predictedHeight: 0)  // true
/// ```
public struct SwipeBack: Hashable, Sendable {
  /// The edge the content came in from, and goes back to.
  public var edge: TransitionEdge
  /// The content's length along the swipe: its width for a leading or trailing edge, its
  /// height for a top or bottom edge.
  public var extent: Double

  /// The part of ``extent`` a drag must be heading for, when let go, to dismiss the content.
  public static let dismissingFraction = 0.5

  /// The swipe back of content that came in from `edge` and is `extent` long along it.
  public init(edge: TransitionEdge, extent: Double) {
    self.edge = edge
    self.extent = extent
  }

  /// The swipe back of content that came in from `edge` and measures `width` by `height`: its
  /// extent is the width for a leading or trailing edge, the height for a top or bottom edge.
  public init(edge: TransitionEdge, width: Double, height: Double) {
    let horizontal = edge == .leading || edge == .trailing
    self.init(edge: edge, extent: horizontal ? width : height)
  }

  /// Whether `edge` lies along the horizontal axis.
  public var isHorizontal: Bool { edge == .leading || edge == .trailing }

  /// How far a drag of `width` by `height` (a drag gesture's translation, right and down
  /// positive) has moved the content back towards its edge: between 0 and ``extent``.
  public func distance(width: Double, height: Double) -> Double {
    let towardsEdge: Double
    switch edge {
    case .trailing: towardsEdge = width
    case .leading: towardsEdge = -width
    case .bottom: towardsEdge = height
    case .top: towardsEdge = -height
    }
    return min(max(towardsEdge, 0), max(extent, 0))
  }

  /// The offset to draw the content at when it has moved `distance` back towards its edge.
  public func offset(distance: Double) -> (x: Double, y: Double) {
    switch edge {
    case .trailing: (distance, 0)
    case .leading: (-distance, 0)
    case .bottom: (0, distance)
    case .top: (0, -distance)
    }
  }

  /// Whether letting go dismisses the content, given the drag's predicted end translation:
  /// it would carry the content at least ``dismissingFraction`` of ``extent`` back.
  public func dismisses(predictedWidth: Double, predictedHeight: Double) -> Bool {
    guard extent > 0 else { return false }
    return distance(width: predictedWidth, height: predictedHeight)
      >= extent * Self.dismissingFraction
  }
}
