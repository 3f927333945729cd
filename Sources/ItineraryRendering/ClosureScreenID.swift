/// The identity of a screen given as a closure rather than a route value, as in
/// SwiftfulRouting's `showScreen { MyView() }`.
///
/// A route carries it, so that the tree stays a value: `case view(ClosureScreenID)`.
/// ``ClosureScreens`` hands one out for each closure registered and gives the content back
/// for it.
public struct ClosureScreenID: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The number the registry gave the screen.
  public let rawValue: UInt64

  /// An id from the number a registry gave a screen, for example when decoding a route.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// `closure 3`.
  public var description: String { "closure \(rawValue)" }
}
