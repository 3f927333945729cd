/// A height a sheet can rest at.
public enum SheetDetent: Hashable, Sendable, Codable {
  /// About half the screen.
  case medium
  /// The full height.
  case large
  /// A fraction of the full height, between 0 and 1.
  case fraction(Double)
  /// A fixed height in points.
  case height(Double)
}

/// Whether a sheet shows its drag indicator.
public enum DragIndicatorVisibility: Hashable, Sendable, Codable {
  /// The platform decides: shown when the sheet has more than one detent.
  case automatic
  /// Always shown.
  case visible
  /// Never shown.
  case hidden
}

/// How a sheet looks and behaves: its detents, its drag indicator, and whether the person can
/// swipe it away.
public struct SheetOptions: Hashable, Sendable, Codable {
  /// The heights the sheet can rest at. Empty means the platform default (`large`).
  public var detents: [SheetDetent]
  /// Whether the drag indicator shows.
  public var dragIndicator: DragIndicatorVisibility
  /// When `true`, the person cannot swipe the sheet away; only code dismisses it.
  public var interactiveDismissDisabled: Bool

  /// Creates sheet options.
  public init(
    detents: [SheetDetent] = [],
    dragIndicator: DragIndicatorVisibility = .automatic,
    interactiveDismissDisabled: Bool = false
  ) {
    self.detents = detents
    self.dragIndicator = dragIndicator
    self.interactiveDismissDisabled = interactiveDismissDisabled
  }
}
