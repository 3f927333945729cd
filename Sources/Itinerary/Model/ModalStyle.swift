/// How an overlay modal moves in and out: an edge, a fade, a scale, or several at once.
public struct ModalTransition: Hashable, Sendable, Codable {
  /// One part of a transition.
  public enum Part: Hashable, Sendable, Codable {
    /// Moves in from an edge.
    case move(TransitionEdge)
    /// Fades in.
    case opacity
    /// Grows from a scale, between 0 and 1.
    case scale(Double)
  }

  /// The parts, applied together.
  public var parts: [Part]

  /// A transition of the given parts.
  public init(_ parts: [Part]) {
    self.parts = parts
  }

  /// Moves in from `edge`.
  public static func move(_ edge: TransitionEdge) -> ModalTransition {
    ModalTransition([.move(edge)])
  }
  /// Fades in.
  public static let opacity = ModalTransition([.opacity])
  /// Grows from `scale`.
  public static func scale(_ scale: Double) -> ModalTransition { ModalTransition([.scale(scale)]) }

  /// This transition and `other` together.
  public func combined(with other: ModalTransition) -> ModalTransition {
    ModalTransition(parts + other.parts)
  }
}

/// The animation of an overlay modal's transition.
public enum ModalAnimation: Hashable, Sendable, Codable {
  /// A spring without bounce.
  case smooth
  /// A spring lasting about `duration` seconds.
  case spring(duration: Double)
  /// Ease in and out over `duration` seconds.
  case easeInOut(duration: Double)
  /// Linear over `duration` seconds.
  case linear(duration: Double)
}

/// Where an overlay modal sits on the screen.
public enum ModalAlignment: Hashable, Sendable, Codable {
  /// One of the nine places of a screen.
  case center, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading,
    bottomTrailing
}

/// What is drawn between the screen and an overlay modal.
public enum ModalBackground: Hashable, Sendable, Codable {
  /// A colour given by its components, each between 0 and 1.
  case color(red: Double, green: Double, blue: Double, opacity: Double)
  /// A blur of the screen.
  case blur(BlurStyle)

  /// A black dim at `opacity`.
  public static func dim(_ opacity: Double) -> ModalBackground {
    .color(red: 0, green: 0, blue: 0, opacity: opacity)
  }
}

/// The material of a blurred modal background.
public enum BlurStyle: Hashable, Sendable, Codable {
  /// From the thinnest to the thickest material.
  case ultraThin, thin, regular, thick, ultraThick
}

/// How an overlay modal looks and behaves.
public struct ModalStyle: Hashable, Sendable, Codable {
  /// How it moves in and out.
  public var transition: ModalTransition
  /// The animation of the transition.
  public var animation: ModalAnimation
  /// Where it sits.
  public var alignment: ModalAlignment
  /// What is drawn behind it; `nil` for nothing.
  public var background: ModalBackground?
  /// Whether a tap on the background dismisses it.
  public var dismissOnBackgroundTap: Bool
  /// Whether it extends under the safe area.
  public var ignoresSafeArea: Bool

  /// Creates a modal style.
  public init(
    transition: ModalTransition = .opacity, animation: ModalAnimation = .smooth,
    alignment: ModalAlignment = .center, background: ModalBackground? = .dim(0.3),
    dismissOnBackgroundTap: Bool = true, ignoresSafeArea: Bool = false
  ) {
    self.transition = transition
    self.animation = animation
    self.alignment = alignment
    self.background = background
    self.dismissOnBackgroundTap = dismissOnBackgroundTap
    self.ignoresSafeArea = ignoresSafeArea
  }

  /// A modal in the centre that fades and scales in over a dim background.
  public static let centered = ModalStyle(transition: .opacity.combined(with: .scale(0.9)))

  /// A modal at the bottom that moves up from the bottom edge, under the safe area.
  public static let bottom = ModalStyle(
    transition: .move(.bottom), alignment: .bottom, ignoresSafeArea: true)
}
