import Foundation
import Itinerary
import Testing

/// `LinkMatcher`: the most specific pattern wins, whatever the order of the rows.
@Suite("Link matcher: most specific wins")
struct LinkMatcherTests {
  /// One row: the table's patterns, a path, and the pattern that wins (nil: none).
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let patterns: [String]
    let path: String
    let winner: String?
    var parameters: [String: String] = [:]
    var remainder: [String] = []
    /// Whether the patterns have one shape, so that the first added wins.
    var sameShape = false
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "static beats parameter", patterns: ["/a/:x", "/a/b"], path: "/a/b", winner: "/a/b"),
    Case(
      name: "parameter beats optional", patterns: ["/a/:x?", "/a/:y"], path: "/a/b",
      winner: "/a/:y", parameters: ["y": "b"]),
    Case(
      name: "optional beats wildcard", patterns: ["/a/*", "/a/:x?"], path: "/a/b",
      winner: "/a/:x?", parameters: ["x": "b"]),
    Case(
      name: "exact beats optional without a segment", patterns: ["/a/:x?", "/a"], path: "/a",
      winner: "/a"),
    Case(
      name: "optional without a segment beats wildcard", patterns: ["/a/*", "/a/:x?"],
      path: "/a", winner: "/a/:x?"),
    Case(
      name: "decided at the first segment that differs",
      patterns: ["/:x/b/c", "/a/:y/:z"], path: "/a/b/c", winner: "/a/:y/:z",
      parameters: ["y": "b", "z": "c"]),
    Case(
      name: "backtracks when the static branch fails", patterns: ["/a/b/c", "/:x/b/d"],
      path: "/a/b/d", winner: "/:x/b/d", parameters: ["x": "a"]),
    Case(
      name: "wildcard takes the rest", patterns: ["/news/*", "/news/latest"],
      path: "/news/article/7", winner: "/news/*", remainder: ["article", "7"]),
    Case(
      name: "wildcard takes nothing", patterns: ["/news/*"], path: "/news", winner: "/news/*"),
    Case(
      name: "root wildcard is the fallback", patterns: ["*", "/a"], path: "/b/c", winner: "*",
      remainder: ["b", "c"]),
    Case(name: "root", patterns: ["/a", "/"], path: "/", winner: "/"),
    Case(name: "case-sensitive", patterns: ["/settings"], path: "/Settings", winner: nil),
    Case(name: "too long", patterns: ["/a/:x"], path: "/a/b/c", winner: nil),
    Case(name: "too short", patterns: ["/a/:x"], path: "/a", winner: nil),
    Case(
      name: "optional in the middle", patterns: ["/a/:x?/c"], path: "/a/c", winner: "/a/:x?/c"),
    Case(
      name: "required query first", patterns: ["/s", "/s?q=:q"], path: "/s?q=hi",
      winner: "/s?q=:q", parameters: ["q": "hi"]),
    Case(
      name: "missing query falls through", patterns: ["/s?q=:q", "/s"], path: "/s?x=1",
      winner: "/s"),
    Case(
      name: "optional query captured if there", patterns: ["/s?page=:page?"], path: "/s?page=2",
      winner: "/s?page=:page?", parameters: ["page": "2"]),
    Case(
      name: "parameters decoded", patterns: ["/u/:name"], path: "/u/J%C3%BCrgen%2F2",
      winner: "/u/:name", parameters: ["name": "Jürgen/2"]),
    Case(
      name: "same shape: first added wins", patterns: ["/a/:x", "/a/:y"], path: "/a/b",
      winner: "/a/:x", parameters: ["x": "b"], sameShape: true),
  ]

  @Test(arguments: cases)
  func mostSpecificWins(_ row: Case) throws {
    for patterns in [row.patterns, row.patterns.reversed()] {
      var matcher = LinkMatcher<String>()
      for pattern in patterns { try matcher.add(pattern, pattern) }
      let resolution = matcher.resolve(row.path)
      if row.sameShape {
        #expect(resolution?.value == patterns.first)
        continue
      }
      #expect(resolution?.value == row.winner)
      guard let match = resolution?.match else { continue }
      #expect(
        Dictionary(uniqueKeysWithValues: match.parameters.items.map { ($0.name, $0.value) })
          == row.parameters)
      #expect(match.remainder == row.remainder)
    }
  }

  static let userID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

  @Test func aRefusingValidatorLetsTheNextMostSpecificTry() throws {
    var matcher = try LinkMatcher<String>(["/users/*": "fallback", "/users/me": "me"])
    try matcher.add("/users/:id") { match in
      match.parameters.value("id", as: UUID.self).map { "user \($0)" }
    }
    try matcher.add("/users/:id/:tab?") { _ in nil }
    #expect(matcher.resolve("/users/me")?.value == "me")
    #expect(matcher.resolve("/users/\(Self.userID)")?.value == "user \(Self.userID)")
    #expect(matcher.resolve("/users/42")?.value == "fallback")
    #expect(matcher.resolve("/users/42/posts")?.value == "fallback")
    #expect(matcher.resolve("/other") == nil)
    #expect(
      matcher.patterns.map(\.source) == ["/users/*", "/users/me", "/users/:id", "/users/:id/:tab?"])
  }

  @Test func aBadPatternThrowsAndLeavesTheTable() throws {
    var matcher = try LinkMatcher<Int>(["/a": 1])
    #expect(throws: LinkPatternError.self) { try matcher.add("/a/*/b", 2) }
    #expect(matcher.patterns.count == 1)
    #expect(
      throws: LinkPatternError(pattern: "/:x/:x", offset: 4, reason: .duplicateParameter("x"))
    ) {
      try LinkMatcher<Int>(["/:x/:x": 1])
    }
  }
}
