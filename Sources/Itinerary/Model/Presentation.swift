/// How a router's stack was presented: its style, its dismiss button, its transition, and
/// whether it was presented bare.
///
/// A root router has no presentation. A router created for a sheet or a cover keeps the
/// presentation it was shown with, and keeps it through ``Router/replace(with:target:)``.
public struct Presentation: Hashable, Sendable, Codable {
  /// Sheet or full-screen cover.
  public var style: PresentationStyle
  /// The dismiss button the presenter asked for; always `nil` on a bare presentation.
  public var dismissButton: DismissButton? {
    didSet { if isBare { dismissButton = nil } }
  }
  /// The transition the modal arrived with.
  public var transition: ScreenTransition?
  /// `true` when the presented route owns its navigation: no stack is hosted around it, and a
  /// push on its router presents a sheet instead.
  public var isBare: Bool {
    didSet { if isBare { dismissButton = nil } }
  }

  /// Creates a presentation.
  public init(
    style: PresentationStyle,
    dismissButton: DismissButton? = nil,
    transition: ScreenTransition? = nil,
    isBare: Bool = false
  ) {
    self.style = style
    self.dismissButton = isBare ? nil : dismissButton
    self.transition = transition
    self.isBare = isBare
  }
}

extension Presentation {
  private enum CodingKeys: String, CodingKey {
    case style, dismissButton, transition, isBare
  }

  /// Decodes a presentation, dropping a dismiss button from a bare one.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      style: try container.decode(PresentationStyle.self, forKey: .style),
      dismissButton: try container.decodeIfPresent(DismissButton.self, forKey: .dismissButton),
      transition: try container.decodeIfPresent(ScreenTransition.self, forKey: .transition),
      isBare: try container.decode(Bool.self, forKey: .isBare))
  }
}
