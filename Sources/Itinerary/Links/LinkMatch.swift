/// What a pattern matched in a link: the parameters, the part of the path it matched and the
/// rest that its `*` took.
///
/// For a pattern without `*`, ``matchedPath`` is the whole path and ``remainder`` is empty. For
/// `news/*` matching `/news/latest/7`, ``matchedPath`` is `/news` and ``remainder`` is
/// `["latest", "7"]`: routes nested under it continue from `/news`, as in SwiftUI Router.
///
/// ```swift
/// let match = try LinkPattern("/news/*").match(LinkPath("/news/latest"))
/// match?.matchedPath   // /news
/// match?.remainder     // ["latest"]
/// ```
public struct LinkMatch: Hashable, Sendable {
  /// The pattern that matched.
  public var pattern: LinkPattern
  /// The whole path that was matched, query included.
  public var path: LinkPath
  /// How many of the path's segments the pattern matched before its `*`.
  public var matchedCount: Int
  /// The captured parameters, path ones first.
  public var parameters: LinkParameters

  /// Creates a match.
  ///
  /// - Parameters:
  ///   - pattern: The pattern that matched.
  ///   - path: The whole path.
  ///   - matchedCount: The number of segments matched before a `*`, at most the path's count.
  ///   - parameters: The captured parameters.
  public init(
    pattern: LinkPattern, path: LinkPath, matchedCount: Int, parameters: LinkParameters
  ) {
    self.pattern = pattern
    self.path = path
    self.matchedCount = min(max(0, matchedCount), path.segments.count)
    self.parameters = parameters
  }

  /// The segments the pattern matched before its `*`, without the query: the parent path of
  /// nested relative patterns.
  public var matchedPath: LinkPath {
    LinkPath(segments: Array(path.segments.prefix(matchedCount)))
  }

  /// The segments the pattern's `*` took; empty without a `*`.
  public var remainder: [String] {
    Array(path.segments.dropFirst(matchedCount))
  }
}

/// A match and the value its table entry gave for it.
///
/// ``LinkMatcher`` and ``LinkSwitch`` return one from `resolve`: the value is the entry's
/// payload, or what its validator made of the match.
public struct LinkResolution<Value: Sendable>: Sendable {
  /// The entry's value.
  public var value: Value
  /// What the entry's pattern matched.
  public var match: LinkMatch

  /// Creates a resolution.
  ///
  /// - Parameters:
  ///   - value: The entry's value.
  ///   - match: What its pattern matched.
  public init(value: Value, match: LinkMatch) {
    self.value = value
    self.match = match
  }
}

extension LinkResolution: Equatable where Value: Equatable {}
extension LinkResolution: Hashable where Value: Hashable {}
