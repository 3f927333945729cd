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

  /// Adds row `row`, whose pattern has `segments`, before the rows of its node it outranks.
  mutating func insert(
    _ segments: [LinkPattern.Segment], row: Int, outranks: (Int) -> Bool
  ) {
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

  /// The first result `accept` gives, trying rows most specific first.
  ///
  /// `accept` receives a row, the count of segments matched before a `*`, and the captured
  /// parameter and optional segments in order (`nil` for an optional that took none).
  func search<Result>(
    _ path: [String], from node: Int = 0, at position: Int = 0, captures: inout [String?],
    accept: (Int, Int, [String?]) -> Result?
  ) -> Result? {
    func descend(_ child: Int?, to next: Int, capturing value: String?) -> Result? {
      guard let child else { return nil }
      captures.append(value)
      defer { captures.removeLast() }
      return search(path, from: child, at: next, captures: &captures, accept: accept)
    }
    if position == path.count {
      for row in nodes[node].rows {
        if let result = accept(row, position, captures) { return result }
      }
    } else {
      let segment = path[position]
      if let child = nodes[node].statics[segment],
        let result = search(
          path, from: child, at: position + 1, captures: &captures, accept: accept)
      {
        return result
      }
      if let result = descend(nodes[node].parameter, to: position + 1, capturing: segment) {
        return result
      }
      if let result = descend(nodes[node].optional, to: position + 1, capturing: segment) {
        return result
      }
    }
    if let result = descend(nodes[node].optional, to: position, capturing: nil) {
      return result
    }
    for row in nodes[node].wildcardRows {
      if let result = accept(row, position, captures) { return result }
    }
    return nil
  }
}
