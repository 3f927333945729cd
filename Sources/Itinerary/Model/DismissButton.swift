/// A dismiss button the presenter asks for on the modal it shows.
///
/// `nil` means no button. The options describe a button that is shown: where it sits, and
/// whether screens pushed inside the modal show it too. A route that owns its navigation gets
/// no button: it has no bar of ours to put it in.
public struct DismissButton: Hashable, Sendable, Codable {
  /// Where the button sits in the bar.
  public enum Placement: Hashable, Sendable, Codable {
    /// The leading edge of the bar.
    case leading
    /// The trailing edge of the bar.
    case trailing
  }

  /// Where the button sits.
  public var placement: Placement
  /// Whether screens pushed inside the modal show the button as well.
  public var showsOnPushedScreens: Bool

  /// Creates dismiss button options.
  public init(placement: Placement = .leading, showsOnPushedScreens: Bool = false) {
    self.placement = placement
    self.showsOnPushedScreens = showsOnPushedScreens
  }

  /// A button on the leading edge, on the modal's first screen only.
  public static let leading = DismissButton(placement: .leading)
  /// A button on the trailing edge, on the modal's first screen only.
  public static let trailing = DismissButton(placement: .trailing)
}
