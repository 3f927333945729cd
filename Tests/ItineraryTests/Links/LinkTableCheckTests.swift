import Itinerary
import Testing

/// `LinkTableCheck`: duplicates in both orders, shadowed rows in first-match order.
@Suite("Link table checks")
struct LinkTableCheckTests {
  /// One row: patterns, an order, and the problems as (pattern, the earlier one, duplicate?).
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let patterns: [String]
    var order = LinkTableCheck.Order.firstMatch
    var validates: [Bool] = []
    let problems: [(String, String, isDuplicate: Bool)]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "no problem", patterns: ["/a/b", "/a/*", "/:x"], problems: []),
    Case(
      name: "renamed parameter is a duplicate", patterns: ["/a/:x", "/a/:y"],
      problems: [("/a/:y", "/a/:x", true)]),
    Case(
      name: "duplicate in most-specific order too", patterns: ["/a/:x", "/a/:y"],
      order: .mostSpecific, problems: [("/a/:y", "/a/:x", true)]),
    Case(
      name: "different spelling, same links", patterns: ["/a/*", "//a/:x?/*/"],
      problems: [("//a/:x?/*/", "/a/*", true)]),
    Case(
      name: "wildcard first shadows a static", patterns: ["/a/*", "/a/b"],
      problems: [("/a/b", "/a/*", false)]),
    Case(
      name: "shadowing does not count in most-specific order", patterns: ["/a/*", "/a/b"],
      order: .mostSpecific, problems: []),
    Case(
      name: "parameter shadows a static", patterns: ["/:x", "/inbox"],
      problems: [("/inbox", "/:x", false)]),
    Case(
      name: "optional shadows both shorter and longer", patterns: ["/a/:x?", "/a", "/a/b"],
      problems: [("/a", "/a/:x?", false), ("/a/b", "/a/:x?", false)]),
    Case(
      name: "a static does not cover a parameter", patterns: ["/a/b", "/a/:x"], problems: []),
    Case(
      name: "a parameter does not cover an optional", patterns: ["/a/:x", "/a/:y?"],
      problems: []),
    Case(
      name: "root wildcard shadows everything after it", patterns: ["*", "/a", "/b/:c"],
      problems: [("/a", "*", false), ("/b/:c", "*", false)]),
    Case(
      name: "a validator may refuse, so it hides nothing", patterns: ["/a/*", "/a/b"],
      validates: [true, false], problems: []),
    Case(
      name: "a required query item narrows the pattern", patterns: ["/s?q=:q", "/s"],
      problems: []),
    Case(
      name: "an optional query item does not", patterns: ["/s?q=:q?", "/s"],
      problems: [("/s", "/s?q=:q?", true)]),
    Case(
      name: "the required item in the later one only", patterns: ["/s", "/s?q=:q"],
      problems: [("/s?q=:q", "/s", false)]),
  ]

  @Test(arguments: cases)
  func problems(_ row: Case) throws {
    let patterns = try row.patterns.map { try LinkPattern($0) }
    let expected = try row.problems.map { pattern, earlier, isDuplicate in
      isDuplicate
        ? LinkTableProblem.duplicate(try LinkPattern(pattern), of: try LinkPattern(earlier))
        : LinkTableProblem.shadowed(try LinkPattern(pattern), by: try LinkPattern(earlier))
    }
    #expect(
      LinkTableCheck.problems(in: patterns, order: row.order, validates: row.validates)
        == expected)
  }

  @Test func checksTablesAndDescribesProblems() throws {
    var table = try LinkSwitch<Int>(["/a/*": 1, "/a/b": 2, "/c/:x": 3, "/c/:y": 4])
    try table.add("/d/*") { _ in nil }
    try table.add("/d/e", 5)
    let problems = LinkTableCheck.problems(in: table)
    #expect(
      problems.map(\.description) == [
        #""/a/b" never wins: "/a/*", tried before it, matches every link it matches"#,
        #""/c/:y" matches the same links as "/c/:x", so only one of them can win"#,
      ])
    let matcher = try LinkMatcher<Int>(["/a/*": 1, "/a/b": 2, "/c/:x": 3, "/c/:y": 4])
    #expect(LinkTableCheck.problems(in: matcher).count == 1)
  }
}
