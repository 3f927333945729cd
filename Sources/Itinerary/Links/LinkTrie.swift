/// The segment trie behind ``LinkMatcher``: one node per distinct prefix of pattern shapes.
///
/// A static child is found by one lookup in ``LinkTrieEdges`` (or, for a segment that is not
/// ASCII, in its node's dictionary), so the cost of resolving a path does not grow with the
/// number of patterns; the search backtracks only through the few non-static children (one
/// parameter, one optional and the `*` rows of a node). Children are tried most specific first
/// (static, parameter, optional with a segment, optional without, `*`), so the first row that
/// accepts is the most specific one. The search keeps no captures: it notes which optional
/// parameters took no segment, and the winner's captures are read from the path afterwards.
// Usable from inlinable code, with its members marked so, for `links.resolve@N` in
// `itinerary-bench`: `LinkMatcher.resolve(_:)` is compiled for the caller's value type and calls
// it (1.6× the dictionary trie so, 2.6× with nothing inlinable in `Links/`).
@usableFromInline
struct LinkTrie: Sendable {
  /// One node: the children by kind and the rows that end here.
  struct Node: Sendable {
    /// Every static child by its decoded segment, for segments the edge table cannot compare.
    var statics: [String: Int] = [:]
    /// Whether `statics` is not empty, stored here so that a node without any costs no load
    /// from the dictionary's storage.
    var hasStatics = false
    /// Whether a static child's segment is not ASCII, so that only `statics` can find it.
    var hasUnicodeStatic = false
    var parameter: Int?
    var optional: Int?
    /// Rows whose pattern ends at this node, most required query items first, then in the
    /// order they were added.
    var rows: [Int] = []
    /// Rows whose pattern ends with `*` after this node, in the same order.
    var wildcardRows: [Int] = []
  }

  /// A row the search found, and where its pattern met the path.
  @usableFromInline
  struct Found {
    @usableFromInline var row: Int
    @usableFromInline var segments: LinkPattern.SegmentMatch
  }

  private var nodes = [Node()]
  private var edges = LinkTrieEdges()
  /// For each row, whether it may refuse a match it made: a validator or a required query
  /// item.
  private var checks: [Bool] = []

  /// Adds the next row, whose pattern has `segments`, before the rows of its node it outranks.
  ///
  /// - Parameters:
  ///   - needsCheck: Whether the row may refuse a match, so that the search must ask.
  ///   - outranks: Whether the new row goes before this existing one.
  mutating func insert(
    _ segments: [LinkPattern.Segment], needsCheck: Bool, outranks: (Int) -> Bool
  ) {
    let row = checks.count
    checks.append(needsCheck)
    var node = 0
    for segment in segments {
      switch segment {
      case .literal(let text):
        node = staticChild(of: node, text)
      case .parameter:
        node = child(of: node, existing: nodes[node].parameter) { $0.parameter = $1 }
      case .optional:
        node = child(of: node, existing: nodes[node].optional) { $0.optional = $1 }
      case .wildcard:
        let at = nodes[node].wildcardRows.firstIndex(where: outranks)
        nodes[node].wildcardRows.insert(row, at: at ?? nodes[node].wildcardRows.endIndex)
        return
      }
    }
    let at = nodes[node].rows.firstIndex(where: outranks)
    nodes[node].rows.insert(row, at: at ?? nodes[node].rows.endIndex)
  }

  /// The static child of `node` for `text`, added to the dictionary and the edge table if new.
  private mutating func staticChild(of node: Int, _ text: String) -> Int {
    if let existing = nodes[node].statics[text] { return existing }
    let added = child(of: node, existing: nil) { $0.statics[text] = $1 }
    nodes[node].hasStatics = true
    if !edges.insert(parent: node, text: text, child: added) {
      nodes[node].hasUnicodeStatic = true
    }
    return added
  }

  private mutating func child(
    of node: Int, existing: Int?, link: (inout Node, Int) -> Void
  ) -> Int {
    if let existing { return existing }
    nodes.append(Node())
    link(&nodes[node], nodes.count - 1)
    return nodes.count - 1
  }

  /// The most specific row that matches `path`, passing over the first `refused` rows that
  /// may refuse their match (those added with `needsCheck`) in the order of the search.
  ///
  /// A caller that finds such a row refusing searches again with one more to pass over: the
  /// search needs no closure, and a table whose rows all accept searches once.
  @usableFromInline
  func search(_ path: [String], passingOver refused: Int) -> Found? {
    var refused = refused
    return search(path, from: 0, at: 0, depth: 0, skipped: 0, passingOver: &refused)
  }

  /// The search below `node`, the path's segment `position` next and the pattern's segment
  /// `depth` next; bit `i` of `skipped` is set when the pattern's segment `i` is an optional
  /// parameter that took no segment.
  private func search(
    _ path: [String], from node: Int, at position: Int, depth: Int, skipped: UInt64,
    passingOver refused: inout Int
  ) -> Found? {
    func descend(_ child: Int?, to next: Int, skipping: UInt64 = 0) -> Found? {
      guard let child else { return nil }
      return search(
        path, from: child, at: next, depth: depth + 1, skipped: skipped | skipping,
        passingOver: &refused)
    }
    func take(_ rows: [Int]) -> Found? {
      for row in rows {
        if checks[row], refused > 0 {
          refused -= 1
          continue
        }
        let segments = LinkPattern.SegmentMatch(
          start: 0, matchedCount: position, skippedOptionals: skipped)
        return Found(row: row, segments: segments)
      }
      return nil
    }
    if position < path.count {
      let segment = path[position]
      if let found = descend(staticChild(of: node, segment), to: position + 1) { return found }
      if let found = descend(nodes[node].parameter, to: position + 1) { return found }
      if let found = descend(nodes[node].optional, to: position + 1) { return found }
    } else if let found = take(nodes[node].rows) {
      return found
    }
    if let found = descend(nodes[node].optional, to: position, skipping: 1 << depth) {
      return found
    }
    return take(nodes[node].wildcardRows)
  }

  /// The static child of `node` for `segment`, if it has one.
  private func staticChild(of node: Int, _ segment: String) -> Int? {
    guard nodes[node].hasStatics else { return nil }
    if !nodes[node].hasUnicodeStatic {
      switch edges.child(of: node, segment) {
      case .child(let child): return child
      case .absent: return nil
      case .notASCII: break
      }
    }
    return nodes[node].statics[segment]
  }
}
