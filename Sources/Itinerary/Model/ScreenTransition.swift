/// How a screen animates in, beyond the platform's default for its style.
///
/// The core keeps the value with the screen; a renderer maps it onto the platform's
/// transition. Zooms work from iOS 18; earlier systems show the default transition.
public enum ScreenTransition: Hashable, Sendable, Codable {
  /// The screen zooms out of the view marked as the source with the same id.
  case zoom(sourceID: String)
}
