/// The segment trie behind ``LinkMatcher``: one node per distinct prefix of pattern shapes.
///
/// Static children are found by one dictionary lookup per segment, so the cost of resolving a
/// path does not grow with the number of patterns; the search backtracks only through the
/// few non-static children (one parameter, one optional and the `*` rows of a node). Children
/// are tried most specific first (static, parameter, optional with a segment, optional
/// without, `*`), so the first row that accepts is the most specific one.
struct LinkTrie: Sendable {
  /// One node: the children by kind and the rows that end here.
  struct Node: Sendable {
    var statics: [String: Int] = [:]
    var parameter: Int?
    var optional: Int?
    /// Rows whose pattern ends at this node, most required query items first, then in the
    /// order they were added.
    var rows: [Int] = []
    /// Rows whose pattern ends with `*` after this node, in the same order.
    var wildcardRows: [Int] = []
  }

  private(set) var nodes = [Node()]
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
        node = child(of: node, existing: nodes[node].statics[text]) { $0.statics[text] = $1 }
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

  private mutating func child(
    of node: Int, existing: Int?, link: (inout Node, Int) -> Void
  ) -> Int {
    if let existing { return existing }
    nodes.append(Node())
    link(&nodes[node], nodes.count - 1)
    return nodes.count - 1
  }

  /// The most specific row that matches `path` and that `accept` takes, with the count of
  /// segments it matched before a `*`; `captures` then holds its captured segments in order
  /// (`nil` for an optional parameter that took none).
  ///
  /// `accept` is asked only about rows added with `needsCheck`; the others are taken as they
  /// match, so the common case calls no closure.
  func search(
    _ path: [String], from node: Int = 0, at position: Int = 0, captures: inout [String?],
    accept: (_ row: Int, _ matchedCount: Int, _ captures: [String?]) -> Bool
  ) -> (row: Int, matchedCount: Int)? {
    func descend(_ child: Int?, to next: Int, capturing value: String?) -> (Int, Int)? {
      guard let child else { return nil }
      captures.append(value)
      let found = search(path, from: child, at: next, captures: &captures, accept: accept)
      if found == nil { captures.removeLast() }
      return found
    }
    func take(_ rows: [Int]) -> (Int, Int)? {
      for row in rows where !checks[row] || accept(row, position, captures) {
        return (row, position)
      }
      return nil
    }
    if position == path.count {
      if let found = take(nodes[node].rows) { return found }
    } else {
      let segment = path[position]
      if let child = nodes[node].statics[segment],
        let found = search(path, from: child, at: position + 1, captures: &captures, accept: accept)
      {
        return found
      }
      if let found = descend(nodes[node].parameter, to: position + 1, capturing: segment) {
        return found
      }
      if let found = descend(nodes[node].optional, to: position + 1, capturing: segment) {
        return found
      }
    }
    if let found = descend(nodes[node].optional, to: position, capturing: nil) { return found }
    return take(nodes[node].wildcardRows)
  }
}
