extension LinkPattern {
  /// Whether this pattern matches every link `other` matches, validators aside.
  ///
  /// Both patterns are read as automata over segments, where a static segment is a symbol of
  /// its own and every other segment is one more symbol; the check walks `other`'s automaton
  /// beside this one's, determinised on the fly. A required query item of this pattern must be
  /// required by `other` too.
  ///
  /// - Parameter other: The pattern that may be covered.
  func covers(_ other: LinkPattern) -> Bool {
    let required = Set(queryItems.filter { !$0.isOptional }.map(\.name))
    guard required.isSubset(of: other.queryItems.filter { !$0.isOptional }.map(\.name)) else {
      return false
    }
    var alphabet: [String?] = [nil]
    for case .literal(let text) in segments + other.segments where !alphabet.contains(text) {
      alphabet.append(text)
    }
    let start = Pair(other: other.closure([0]), this: closure([0]))
    var seen: Set<Pair> = [start]
    var pending = [start]
    while let pair = pending.popLast() {
      if pair.other.contains(where: other.accepts), !pair.this.contains(where: accepts) {
        return false
      }
      for symbol in alphabet {
        let next = Pair(
          other: other.closure(other.step(pair.other, symbol)),
          this: closure(step(pair.this, symbol)))
        if !next.other.isEmpty, seen.insert(next).inserted { pending.append(next) }
      }
    }
    return true
  }

  /// A set of states of the other pattern beside the set of states of this one.
  private struct Pair: Hashable {
    var other: Set<Int>
    var this: Set<Int>
  }

  /// State `i` has matched the first `i` segments; these states accept the path's end.
  private func accepts(_ state: Int) -> Bool {
    state == segments.count || segments[state] == .wildcard
  }

  /// `states` and every state reached from them by skipping optional parameters.
  private func closure(_ states: Set<Int>) -> Set<Int> {
    var result = states
    var pending = Array(states)
    while let state = pending.popLast() {
      if state < segments.count, case .optional = segments[state], result.insert(state + 1).inserted
      {
        pending.append(state + 1)
      }
    }
    return result
  }

  /// The states reached from `states` by one segment: `symbol`, or any other segment for `nil`.
  private func step(_ states: Set<Int>, _ symbol: String?) -> Set<Int> {
    var result: Set<Int> = []
    for state in states where state < segments.count {
      switch segments[state] {
      case .literal(let text): if text == symbol { result.insert(state + 1) }
      case .parameter, .optional: result.insert(state + 1)
      case .wildcard: result.insert(state)
      }
    }
    return result
  }
}
