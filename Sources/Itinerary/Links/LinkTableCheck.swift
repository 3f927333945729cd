/// Finds the problems of a link table: duplicate patterns, in first-match order patterns that
/// can never win, and hosts no link opens from.
///
/// Run it in a test or at start-up in debug builds. A row with a validator may refuse a match,
/// so it never hides the rows after it.
///
/// ```swift
/// let table = try LinkSwitch<Int>(["/a/*": 1, "/a/b": 2, "/c/:x": 3, "/c/:y": 4])
/// LinkTableCheck.problems(in: table)
/// // [.shadowed("/a/b", by: "/a/*"), .duplicate("/c/:y", of: "/c/:x")]
/// ```
///
/// The check compares every pair of patterns, so it is quadratic in the table's size; keep it
/// out of the hot path.
public enum LinkTableCheck {
  /// The order a table tries its patterns in.
  public enum Order: Hashable, Sendable {
    /// ``LinkMatcher``'s: the most specific pattern wins.
    case mostSpecific
    /// ``LinkSwitch``'s: the first pattern that matches wins.
    case firstMatch
  }

  /// The problems of a list of patterns, in the order of the patterns they concern.
  ///
  /// - Parameters:
  ///   - patterns: The table's patterns, in the order they were added.
  ///   - order: How the table picks among patterns that match.
  ///   - validates: For each pattern, whether its row has a validator that may refuse; missing
  ///     entries count as `false`.
  /// - Returns: For each pattern, at most one problem, naming the earliest pattern it concerns.
  public static func problems(
    in patterns: [LinkPattern], order: Order, validates: [Bool] = []
  ) -> [LinkTableProblem] {
    var problems: [LinkTableProblem] = []
    for (later, pattern) in patterns.enumerated() {
      for (earlier, winner) in patterns.prefix(later).enumerated()
      where !validates.indices.contains(earlier) || !validates[earlier] {
        guard winner.covers(pattern) else { continue }
        if pattern.covers(winner) {
          problems.append(.duplicate(pattern, of: winner))
          break
        }
        if order == .firstMatch {
          problems.append(.shadowed(pattern, by: winner))
          break
        }
      }
    }
    return problems
  }

  /// The problems of a most-specific table: its duplicate patterns.
  ///
  /// - Parameter table: The table.
  public static func problems<Value>(in table: LinkMatcher<Value>) -> [LinkTableProblem] {
    problems(in: table.patterns, order: .mostSpecific, validates: table.validates)
  }

  /// The problems of a table for the whole tree: its hosts that are not plain domain names,
  /// then its duplicate patterns.
  ///
  /// - Parameter table: The table.
  public static func problems<Route>(in table: LinkTable<Route>) -> [LinkTableProblem] {
    var problems: [LinkTableProblem] = []
    for host in table.hosts {
      if let flaw = flaw(ofHost: host) { problems.append(.host(host, flaw)) }
    }
    return problems
      + Self.problems(in: table.patterns, order: .mostSpecific, validates: table.validates)
  }

  /// What is wrong with `host` as a host of a ``LinkTable``'s universal links, or `nil` for a
  /// plain domain name: ASCII letters, digits and hyphens in labels of 1 to 63 characters,
  /// with no hyphen first or last, 253 characters at most, a last label that is not a
  /// number, and Punycode that decodes in the labels that start with `xn--`.
  ///
  /// A table opens no link from a host with a flaw: it reads the host of every link this way
  /// before it compares it. Check the hosts a table is configured with, as a link table
  /// spec's loader does.
  ///
  /// - Parameter host: A host, such as `example.com`.
  public static func flaw(ofHost host: String) -> LinkFlaw? {
    do {
      try LinkHost.check(host[...])
      return nil
    } catch {
      return error
    }
  }

  /// The problems of a first-match table: its duplicate and shadowed patterns.
  ///
  /// - Parameter table: The table.
  public static func problems<Value>(in table: LinkSwitch<Value>) -> [LinkTableProblem] {
    problems(in: table.patterns, order: .firstMatch, validates: table.validates)
  }
}
