/// A height a sheet can rest at.
public enum SheetDetent: Hashable, Sendable, Codable {
  /// About half the screen.
  case medium
  /// The full height.
  case large
  /// A fraction of the full height, between 0 and 1, both included.
  case fraction(Double)
  /// A fixed height in points, greater than 0 and finite.
  case height(Double)
}

extension SheetDetent {
  /// The shape of the encoded detent, which the synthesised encoding writes.
  private enum Wire: Decodable {
    case medium, large, fraction(Double), height(Double)
  }

  /// Decodes a detent and checks the ranges above: a fraction in `0...1`, a height greater
  /// than 0 and finite. Anything else throws `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    switch try Wire(from: decoder) {
    case .medium: self = .medium
    case .large: self = .large
    case .fraction(let fraction):
      guard (0...1).contains(fraction) else {
        throw DecodingError.outOfRange(
          "sheet detent fraction \(fraction) is not between 0 and 1", in: decoder)
      }
      self = .fraction(fraction)
    case .height(let height):
      guard height > 0, height.isFinite else {
        throw DecodingError.outOfRange(
          "sheet detent height \(height) is not a finite number above 0", in: decoder)
      }
      self = .height(height)
    }
  }
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
