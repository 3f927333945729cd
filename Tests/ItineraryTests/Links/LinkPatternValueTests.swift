import Testing

@testable import Itinerary

/// A pattern is a value however it stores what parsing found: patterns written alike are equal
/// and hash alike, whether parsed apart or copied, and each reads back what it was parsed from.
@Suite("Link pattern values")
struct LinkPatternValueTests {
  @Test func patternsWrittenAlikeAreEqual() throws {
    let first = try LinkPattern("/users/:id/posts/:post?")
    let second = try LinkPattern(String(["/users/:id", "/posts/:post?"].joined()))
    let copy = first
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(copy == first)
    #expect(first != (try LinkPattern("/users/:id/posts/:post")))
    #expect(Set([first, second, copy]).count == 1)
  }

  @Test func aPatternReadsBackWhatItParsed() throws {
    let pattern = try LinkPattern("search/:scope/?q=:query&page=:page?")
    #expect(pattern.source == "search/:scope/?q=:query&page=:page?")
    #expect(!pattern.isAbsolute)
    #expect(pattern.segments == [.literal("search"), .parameter("scope")])
    #expect(
      pattern.queryItems == [
        LinkPattern.QueryItem(name: "q", parameter: "query", isOptional: false),
        LinkPattern.QueryItem(name: "page", parameter: "page", isOptional: true),
      ])
    #expect(try LinkPattern("/news/*").isAbsolute)
  }
}
