/// The difference between two texts, line by line: the lines both keep, in order, and the lines
/// only one of them has, as a failure message shows two navigation trees.
///
/// A longest-common-subsequence diff over whole lines: the unchanged lines are the most lines
/// both texts share in order; where the texts differ, the expected lines come before the
/// actual ones. An empty text has no lines.
///
/// ```
///   router r1
///     root #2 home
/// −   sheet r4
/// +   push #3 askName
/// ```
struct LineDiff: Hashable, Sendable, CustomStringConvertible {
  /// One line of the diff.
  enum Line: Hashable, Sendable {
    /// A line both texts have.
    case unchanged(String)
    /// A line only the expected text has.
    case removed(String)
    /// A line only the actual text has.
    case inserted(String)
  }

  /// The lines of both texts, in order.
  let lines: [Line]

  /// The diff that turns `expected` into `actual`.
  init(from expected: String, to actual: String) {
    let old = Self.lines(of: expected)
    let new = Self.lines(of: actual)
    // shared[i][j]: how many lines old[i...] and new[j...] share in order, at most.
    var shared = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in old.indices.reversed() {
      for j in new.indices.reversed() {
        shared[i][j] =
          old[i] == new[j] ? shared[i + 1][j + 1] + 1 : max(shared[i + 1][j], shared[i][j + 1])
      }
    }
    var lines: [Line] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        lines.append(.unchanged(old[i]))
        (i, j) = (i + 1, j + 1)
      } else if j == new.count || (i < old.count && shared[i + 1][j] >= shared[i][j + 1]) {
        lines.append(.removed(old[i]))
        i += 1
      } else {
        lines.append(.inserted(new[j]))
        j += 1
      }
    }
    self.lines = lines
  }

  /// One line each: two spaces before an unchanged line, `− ` before an expected one, `+ `
  /// before an actual one.
  var description: String {
    lines.map { line in
      switch line {
      case .unchanged(let text): "  " + text
      case .removed(let text): "− " + text
      case .inserted(let text): "+ " + text
      }
    }.joined(separator: "\n")
  }

  private static func lines(of text: String) -> [String] {
    text.isEmpty
      ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
