/// How an overlay modal moves in and out: an edge, a fade, a scale, or several at once.
public struct ModalTransition: Hashable, Sendable, Codable {
  /// One part of a transition.
  public enum Part: Hashable, Sendable, Codable {
    /// Moves in from an edge.
    case move(TransitionEdge)
    /// Fades in.
    case opacity
    /// Grows from a scale, between 0 and 1, both included.
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

extension ModalTransition.Part {
  /// The shape of the encoded part, which the synthesised encoding writes.
  private enum Wire: Decodable {
    case move(TransitionEdge), opacity, scale(Double)
  }

  /// Decodes a part, refusing a scale outside `0...1` with `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    switch try Wire(from: decoder) {
    case .move(let edge): self = .move(edge)
    case .opacity: self = .opacity
    case .scale(let scale):
      guard (0...1).contains(scale) else {
        throw DecodingError.outOfRange(
          "modal transition scale \(scale) is not between 0 and 1", in: decoder)
      }
      self = .scale(scale)
    }
  }
}

/// The animation of an overlay modal's transition. Each duration is finite and not negative.
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

extension ModalAnimation {
  /// The shape of the encoded animation, which the synthesised encoding writes.
  private enum Wire: Decodable {
    case smooth, spring(duration: Double), easeInOut(duration: Double), linear(duration: Double)
  }

  /// Decodes an animation, refusing a duration that is negative or not finite with
  /// `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    switch try Wire(from: decoder) {
    case .smooth: self = .smooth
    case .spring(let seconds): self = .spring(duration: try Self.checked(seconds, decoder))
    case .easeInOut(let seconds): self = .easeInOut(duration: try Self.checked(seconds, decoder))
    case .linear(let seconds): self = .linear(duration: try Self.checked(seconds, decoder))
    }
  }

  private static func checked(_ seconds: Double, _ decoder: any Decoder) throws -> Double {
    guard seconds >= 0, seconds.isFinite else {
      throw DecodingError.outOfRange(
        "modal animation duration \(seconds) is not a finite number of seconds from 0",
        in: decoder)
    }
    return seconds
  }
}

/// Where an overlay modal sits on the screen.
public enum ModalAlignment: Hashable, Sendable, Codable {
  /// One of the nine places of a screen.
  case center, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading,
    bottomTrailing
}

/// What is drawn between the screen and an overlay modal.
public enum ModalBackground: Hashable, Sendable, Codable {
  /// A colour given by its components, each between 0 and 1, both included.
  case color(red: Double, green: Double, blue: Double, opacity: Double)
  /// A blur of the screen.
  case blur(BlurStyle)
  /// A blur of the screen at `intensity`, from 0 (no blur) to 1 (the material's full blur),
  /// with `color` drawn over it, or nothing over it when `nil`: SwiftfulRouting's
  /// `backgroundEffect` with its intensity, together with its `backgroundColor`.
  ///
  /// ```swift
  /// ModalStyle(background: .layered(blur: .regular, intensity: 0.4, color: .black(opacity: 0.2)))
  /// ```
  case layered(blur: BlurStyle, intensity: Double, color: ModalColor?)

  /// A black dim at `opacity`.
  public static func dim(_ opacity: Double) -> ModalBackground {
    .color(red: 0, green: 0, blue: 0, opacity: opacity)
  }
}

extension ModalBackground {
  /// The shape of the encoded background, which the synthesised encoding writes.
  private enum Wire: Decodable {
    case color(red: Double, green: Double, blue: Double, opacity: Double)
    case blur(BlurStyle)
    case layered(blur: BlurStyle, intensity: Double, color: ModalColor?)
  }

  /// Decodes a background, refusing a colour component or an intensity outside `0...1` with
  /// `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    switch try Wire(from: decoder) {
    case .blur(let style): self = .blur(style)
    case .color(let red, let green, let blue, let opacity):
      try ModalColor.check(red: red, green: green, blue: blue, opacity: opacity, in: decoder)
      self = .color(red: red, green: green, blue: blue, opacity: opacity)
    case .layered(let style, let intensity, let color):
      guard (0...1).contains(intensity) else {
        throw DecodingError.outOfRange(
          "background blur intensity \(intensity) is not between 0 and 1", in: decoder)
      }
      self = .layered(blur: style, intensity: intensity, color: color)
    }
  }
}

/// A colour drawn behind an overlay modal, given by its components, each between 0 and 1,
/// both included.
public struct ModalColor: Hashable, Sendable, Codable {
  /// The red, green and blue components, and the opacity.
  public var red, green, blue, opacity: Double

  /// Creates a colour from its components.
  public init(red: Double, green: Double, blue: Double, opacity: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.opacity = opacity
  }

  /// Black at `opacity`: a dim.
  public static func black(opacity: Double) -> ModalColor {
    ModalColor(red: 0, green: 0, blue: 0, opacity: opacity)
  }

  private enum CodingKeys: String, CodingKey {
    case red, green, blue, opacity
  }

  /// Decodes a colour, refusing a component outside `0...1` with
  /// `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let (red, green, blue, opacity) = (
      try container.decode(Double.self, forKey: .red),
      try container.decode(Double.self, forKey: .green),
      try container.decode(Double.self, forKey: .blue),
      try container.decode(Double.self, forKey: .opacity)
    )
    try Self.check(red: red, green: green, blue: blue, opacity: opacity, in: decoder)
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// Refuses a component outside `0...1`, naming it.
  static func check(
    red: Double, green: Double, blue: Double, opacity: Double, in decoder: any Decoder
  ) throws {
    let components = [("red", red), ("green", green), ("blue", blue), ("opacity", opacity)]
    if let (name, value) = components.first(where: { !(0...1).contains($0.1) }) {
      throw DecodingError.outOfRange(
        "background colour \(name) \(value) is not between 0 and 1", in: decoder)
    }
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
