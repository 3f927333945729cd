import Itinerary
import Testing

/// `LinkPattern(_:)`: what each pattern parses into, and every refusal with its offset.
@Suite("Link patterns")
struct LinkPatternTests {
  /// One row: a pattern, and the segments and query items it parses into.
  struct Parsed: Sendable, CustomTestStringConvertible {
    let name: String
    let source: String
    let segments: [LinkPattern.Segment]
    var query: [LinkPattern.QueryItem] = []
    var isAbsolute = true
    var testDescription: String { name }
  }

  static let parsed: [Parsed] = [
    Parsed(name: "root", source: "/", segments: []),
    Parsed(name: "empty is the root, relative", source: "", segments: [], isAbsolute: false),
    Parsed(name: "statics", source: "/a/b", segments: [.literal("a"), .literal("b")]),
    Parsed(
      name: "doubled and trailing slashes", source: "//a///b/",
      segments: [.literal("a"), .literal("b")]),
    Parsed(
      name: "relative", source: "user/:id", segments: [.literal("user"), .parameter("id")],
      isAbsolute: false),
    Parsed(
      name: "optional", source: "/user/:id?", segments: [.literal("user"), .optional("id")]),
    Parsed(name: "wildcard", source: "/news/*", segments: [.literal("news"), .wildcard]),
    Parsed(name: "wildcard alone", source: "*", segments: [.wildcard], isAbsolute: false),
    Parsed(
      name: "static decoded", source: "/caf%C3%A9/a%2Fb",
      segments: [.literal("café"), .literal("a/b")]),
    Parsed(
      name: "colon inside a static", source: "/a:b", segments: [.literal("a:b")]),
    Parsed(
      name: "query", source: "/search?q=:query&page=:page?", segments: [.literal("search")],
      query: [
        .init(name: "q", parameter: "query", isOptional: false),
        .init(name: "page", parameter: "page", isOptional: true),
      ]),
    Parsed(
      name: "query after a slash", source: "/search/?q=:q", segments: [.literal("search")],
      query: [.init(name: "q", parameter: "q", isOptional: false)]),
    Parsed(
      name: "optional, then query", source: "/u/:id??tab=:tab",
      segments: [.literal("u"), .optional("id")],
      query: [.init(name: "tab", parameter: "tab", isOptional: false)]),
    Parsed(
      name: "empty query items skipped", source: "/s?&a=:a&&", segments: [.literal("s")],
      query: [.init(name: "a", parameter: "a", isOptional: false)]),
  ]

  @Test(arguments: parsed)
  func parses(_ row: Parsed) throws {
    let pattern = try LinkPattern(row.source)
    #expect(pattern.segments == row.segments)
    #expect(pattern.queryItems == row.query)
    #expect(pattern.isAbsolute == row.isAbsolute)
    #expect(pattern.description == row.source)
  }

  /// One refusal: a pattern, the offset and the reason.
  struct Refused: Sendable, CustomTestStringConvertible {
    let name: String
    let source: String
    let offset: Int
    let reason: LinkPatternError.Reason
    var testDescription: String { name }
  }

  static let refused: [Refused] = [
    Refused(name: "* not last", source: "/a/*/b", offset: 3, reason: .wildcardNotLast),
    Refused(name: "* inside a segment", source: "/a*", offset: 2, reason: .wildcardInsideSegment),
    Refused(name: "empty name", source: "/a/:", offset: 3, reason: .emptyParameterName),
    Refused(name: "empty optional name", source: "/:?", offset: 1, reason: .emptyParameterName),
    Refused(
      name: "name with a dash", source: "/:user-id", offset: 6,
      reason: .invalidParameterName("user-id")),
    Refused(
      name: "name starting with a digit", source: "/:1d", offset: 2,
      reason: .invalidParameterName("1d")),
    Refused(
      name: "name not ASCII", source: "/:idé", offset: 4, reason: .invalidParameterName("idé")),
    Refused(
      name: "duplicate in path", source: "/:x/:x", offset: 4, reason: .duplicateParameter("x")),
    Refused(
      name: "duplicate across path and query", source: "/:q??q=:q", offset: 7,
      reason: .duplicateParameter("q")),
    Refused(
      name: "query right after an optional needs a second ?", source: "/:id?q=:q", offset: 5,
      reason: .textAfterOptional("q=:q")),
    Refused(
      name: "text after optional", source: "/:id?x", offset: 5, reason: .textAfterOptional("x")),
    Refused(name: "dot segment", source: "/a/./b", offset: 3, reason: .dotSegment),
    Refused(name: "dot-dot segment", source: "../a", offset: 0, reason: .dotSegment),
    Refused(name: "empty query", source: "/a?", offset: 2, reason: .emptyQuery),
    Refused(name: "second ?", source: "/a?b?=:c", offset: 4, reason: .questionMarkInQuery),
    Refused(
      name: "? inside a query value", source: "/a?b=:c?d", offset: 7, reason: .questionMarkInQuery),
    Refused(
      name: "query item without =", source: "/a?b", offset: 3,
      reason: .queryItemNotParameter("b")),
    Refused(
      name: "query item with a literal", source: "/a?b=c", offset: 3,
      reason: .queryItemNotParameter("b=c")),
    Refused(
      name: "query item without a name", source: "/a?=:c", offset: 3,
      reason: .queryItemNotParameter("=:c")),
    Refused(
      name: "too many segments", source: String(repeating: "/a", count: 65), offset: 129,
      reason: .tooManySegments),
    Refused(
      name: "too many optionals", source: "/:a?/:b?/:c?/:d?/:e?/:f?/:g?/:h?/x/:i?", offset: 35,
      reason: .tooManyOptionals),
  ]

  @Test(arguments: refused)
  func refuses(_ row: Refused) {
    #expect(throws: LinkPatternError(pattern: row.source, offset: row.offset, reason: row.reason)) {
      try LinkPattern(row.source)
    }
  }

  @Test func describesTheProblemAndWhere() {
    let error = LinkPatternError(pattern: "/a/*/b", offset: 3, reason: .wildcardNotLast)
    #expect(error.description == #"link pattern "/a/*/b", offset 3: "*" must be the last segment"#)
  }
}
