/// The edge in-place content moves in from.
public enum TransitionEdge: Hashable, Sendable, Codable {
  /// From the leading, trailing, top or bottom edge.
  case leading, trailing, top, bottom
}

/// What showing an in-place transition does with the content it covers, chosen when the
/// screen is shown.
public enum TransitionBehavior: Hashable, Sendable, Codable {
  /// New content moves in on top; the content below stays, so dismissing reveals it.
  case keepPrevious
  /// New content replaces the content below, which is released (its `onDismiss` runs).
  case removePrevious
}

/// Content shown in place on a screen, without a segue: the screen's route stays, and this
/// route is drawn over it.
public struct TransitionEntry<Route: NavigationRoute>: Hashable, Sendable, Identifiable {
  /// The identity of the content, unique in its tree.
  public let id: EntryID
  /// What to show.
  public var route: Route
  /// The edge it moves in from.
  public var edge: TransitionEdge
  /// Whether the person can swipe it away towards `edge`.
  public var allowsSwipeBack: Bool

  /// Creates in-place content.
  public init(
    id: EntryID, route: Route, edge: TransitionEdge = .trailing, allowsSwipeBack: Bool = false
  ) {
    self.id = id
    self.route = route
    self.edge = edge
    self.allowsSwipeBack = allowsSwipeBack
  }
}

extension TransitionEntry: Codable where Route: Codable {}
