import Itinerary

/// Matching a pattern given as text against a path router's current path: what a SwiftUI
/// Router-style route view decides before it renders.
public enum PathMatching {
  /// The match of `pattern` on `path`, below the path an enclosing route matched.
  ///
  /// - Returns: The match; `nil` when the pattern does not match, or when there is no path
  ///   (the view is not inside a path router); the parse error when `pattern` is not a pattern,
  ///   for the view to show in place of its content.
  public static func match(
    _ pattern: String, _ path: LinkPath?, below parent: LinkPath
  ) -> Result<LinkMatch?, LinkPatternError> {
    do {
      let parsed = try LinkPattern(pattern)
      return .success(path.flatMap { parsed.match($0, below: parent) })
    } catch {
      return .failure(error)
    }
  }
}
