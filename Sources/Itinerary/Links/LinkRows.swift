/// The rows of a link table in the order they were added, each a pattern and how its match
/// becomes a value: what ``LinkMatcher`` and ``LinkSwitch`` share, whatever order they try the
/// rows in.
// Usable from inlinable code, with its members marked so, for `links.resolve@N` in
// `itinerary-bench` (see `LinkMatcher.resolve(_:)`).
@usableFromInline
struct LinkRows<Value: Sendable>: Sendable {
  /// The rows' patterns, which match without knowing `Value`.
  @usableFromInline private(set) var shapes = LinkRowPatterns()
  /// For each row, how it gives its value.
  @usableFromInline private(set) var values: [Answer] = []

  /// How a row gives its value.
  @usableFromInline
  enum Answer: Sendable {
    /// Always this value, whatever the match.
    case fixed(Value)
    /// The validator's value for the match, or `nil` to refuse it.
    case validated(@Sendable (LinkMatch) -> Value?)

    /// Whether the row may refuse a match.
    var canRefuse: Bool {
      switch self {
      case .fixed: false
      case .validated: true
      }
    }
  }

  /// The number of rows.
  var count: Int { values.count }

  /// The patterns, in the order they were added.
  var patterns: [LinkPattern] { shapes.patterns }

  /// Whether each row validates its matches and may refuse them, in the order they were added.
  var validates: [Bool] { shapes.validates }

  /// The pattern of `row`.
  func pattern(_ row: Int) -> LinkPattern { shapes.pattern(row) }

  /// Parses `pattern` and appends a row that always gives `value`.
  ///
  /// - Returns: The new row's pattern.
  /// - Throws: ``LinkPatternError`` when the pattern does not parse; nothing is added.
  @discardableResult
  mutating func append(_ pattern: String, _ value: Value) throws(LinkPatternError) -> LinkPattern {
    append(try LinkPattern(pattern), .fixed(value))
  }

  /// Parses `pattern` and appends a row whose matches `validate` turns into a value or refuses.
  ///
  /// - Returns: The new row's pattern.
  /// - Throws: ``LinkPatternError`` when the pattern does not parse; nothing is added.
  @discardableResult
  mutating func append(
    _ pattern: String, validate: @escaping @Sendable (LinkMatch) -> Value?
  ) throws(LinkPatternError) -> LinkPattern {
    append(try LinkPattern(pattern), .validated(validate))
  }

  private mutating func append(_ pattern: LinkPattern, _ answer: Answer) -> LinkPattern {
    shapes.append(pattern, canRefuse: answer.canRefuse)
    values.append(answer)
    return pattern
  }

  /// The value `row` gives where its pattern met `path` at `segments`, or `nil` when a required
  /// query item is missing or its validator refuses. The captures are read from the path here,
  /// once a search has settled on the row.
  ///
  /// Inlinable so that `LinkMatcher.resolve(_: LinkPath)`, which calls it, is compiled for
  /// the caller's value type (see there).
  @inlinable
  func resolve(
    _ row: Int, _ path: LinkPath, at segments: LinkPattern.SegmentMatch
  ) -> LinkResolution<Value>? {
    guard let match = shapes.match(row, path, at: segments) else { return nil }
    switch values[row] {
    case .fixed(let value):
      return LinkResolution(value: value, match: match)
    case .validated(let validate):
      return validate(match).map { LinkResolution(value: $0, match: match) }
    }
  }
}
