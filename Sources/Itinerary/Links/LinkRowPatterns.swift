/// The patterns of a link table's rows and what reading a match of each needs, apart from
/// the rows' values: this half of a table does not depend on the value type, so it is
/// compiled once and runs without generic metadata.
@usableFromInline
struct LinkRowPatterns: Sendable {
  /// The patterns, in the order they were added.
  private(set) var patterns: [LinkPattern] = []
  /// Whether each row validates its matches and may refuse them.
  private(set) var validates: [Bool] = []
  /// Each pattern's path parameter names, computed once.
  private var parameterNames: [[String]] = []
  /// Where each pattern's path parameters are among its segments, computed once.
  private var parameterIndices: [[Int]] = []

  /// Appends a row's pattern.
  ///
  /// - Parameter canRefuse: Whether the row has a validator that may refuse its matches.
  mutating func append(_ pattern: LinkPattern, canRefuse: Bool) {
    patterns.append(pattern)
    validates.append(canRefuse)
    parameterNames.append(pattern.pathParameterNames)
    parameterIndices.append(pattern.parameterIndices)
  }

  /// What `row`'s pattern matched where it met `path` at `segments`, or `nil` when `path`
  /// lacks one of its required query items.
  @usableFromInline
  func match(_ row: Int, _ path: LinkPath, at segments: LinkPattern.SegmentMatch) -> LinkMatch? {
    patterns[row].match(
      path, matchedCount: segments.matchedCount, names: parameterNames[row],
      values: segments.captures(in: path.segments, parameterIndices: parameterIndices[row]))
  }
}
