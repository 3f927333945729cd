/// The search behind ``LinkTable/link(for:)``: which rows, in which order, build a link that
/// gives a destination's parts back.
///
/// Depth first over the parts: at each, the rows that give it, shortest continuation of the
/// link first, and among equals the row that gives more parts. A choice that leads nowhere
/// is undone and the next tried, within ``maximumTries`` rows in all, so a table whose rows
/// all claim the same parts cannot make it run long.
struct ReverseSearch<Route: NavigationRoute> {
  /// How many rows the search fills at most before it gives up.
  static var maximumTries: Int { 10_000 }

  let rows: [LinkTableRow<Route>]
  let parts: ArraySlice<LinkPart<Route>>
  /// Whether a finished link gives the destination back.
  let opensDestination: (LinkPath) -> Bool
  /// The last refusal of a row that needed an empty value as a segment.
  private(set) var emptySegment: LinkError?
  private var tries = 0

  init(
    rows: [LinkTableRow<Route>], parts: ArraySlice<LinkPart<Route>>,
    opensDestination: @escaping (LinkPath) -> Bool
  ) {
    self.rows = rows
    self.parts = parts
    self.opensDestination = opensDestination
  }

  /// A link that continues `path` with rows giving the parts from `index` on, or `nil`.
  mutating func path(from path: LinkPath, at index: Int? = nil) -> LinkPath? {
    let index = index ?? parts.startIndex
    guard index < parts.endIndex else { return opensDestination(path) ? path : nil }
    var candidates: [(path: LinkPath, count: Int)] = []
    for row in rows {
      guard tries < Self.maximumTries,
        let claim = row.claim(parts[index...]), claim.count > 0
      else { continue }
      tries += 1
      do {
        if let filled = try row.pattern.filled(with: claim.parameters, below: path),
          let next = Self.continuing(path, with: filled)
        {
          candidates.append((next, claim.count))
        }
      } catch {
        emptySegment = error
      }
    }
    candidates.sort {
      ($0.path.segments.count, -$0.count) < ($1.path.segments.count, -$1.count)
    }
    for candidate in candidates {
      if let found = self.path(from: candidate.path, at: index + candidate.count) { return found }
    }
    return nil
  }

  /// `filled` when it goes on from `path`: the same first segments and more (or the root for
  /// the root), and query items that agree with the ones so far.
  private static func continuing(_ path: LinkPath, with filled: LinkPath) -> LinkPath? {
    guard filled.starts(with: path),
      filled.segments.count > path.segments.count || (path.segments.isEmpty && path.query.isEmpty)
    else { return nil }
    var query = path.query
    for item in filled.query {
      if let existing = path.queryValue(item.name) {
        guard existing == item.value else { return nil }
      } else {
        query.append(item)
      }
    }
    return LinkPath(segments: filled.segments, query: query)
  }
}
