/// The patterns of a link table's rows and what reading a match of each needs, apart from
/// the rows' values: this half of a table does not depend on the value type, so it is
/// compiled once and runs without generic metadata.
// Usable from inlinable code, with its members marked so, for `links.resolve@N` in
// `itinerary-bench`: `LinkMatcher.resolve(_:)` is compiled for the caller's value type and calls
// it (1.6× the dictionary trie so, 2.6× with nothing inlinable in `Links/`).
@usableFromInline
struct LinkRowPatterns: Sendable {
  /// One row's pattern, with its parameters worked out once.
  private struct Row: Sendable {
    let pattern: LinkPattern
    let parameterNames: [String]
    let parameterMask: UInt64
    let canRefuse: Bool
  }

  /// Kept in one array, so that a match reads one element per row.
  private var rows: [Row] = []

  /// The patterns, in the order they were added.
  var patterns: [LinkPattern] { rows.map(\.pattern) }

  /// Whether each row validates its matches and may refuse them.
  var validates: [Bool] { rows.map(\.canRefuse) }

  /// The pattern of `row`.
  func pattern(_ row: Int) -> LinkPattern { rows[row].pattern }

  /// Appends a row's pattern.
  ///
  /// - Parameter canRefuse: Whether the row has a validator that may refuse its matches.
  mutating func append(_ pattern: LinkPattern, canRefuse: Bool) {
    rows.append(
      Row(
        pattern: pattern, parameterNames: pattern.pathParameterNames,
        parameterMask: pattern.parameterMask, canRefuse: canRefuse))
  }

  /// What `row`'s pattern matched where it met `path` at `segments`, or `nil` when `path`
  /// lacks one of its required query items.
  @usableFromInline
  func match(_ row: Int, _ path: LinkPath, at segments: LinkPattern.SegmentMatch) -> LinkMatch? {
    rows[row].pattern.match(
      path, matchedCount: segments.matchedCount,
      parameters: segments.parameters(
        named: rows[row].parameterNames, at: rows[row].parameterMask, in: path.segments))
  }
}
