import Itinerary
import ItineraryRendering
import Testing

/// What a path route view renders: a match, nothing, or why its pattern is not one.
@Suite("Path matching for route views")
struct PathMatchingTests {
  struct Row: CustomTestStringConvertible, Sendable {
    let pattern: String
    let path: String?
    let parent: String
    /// The matched path and the `id` parameter; `nil` when nothing matches.
    let expected: (matched: String, id: String?)?
    var testDescription: String { "\(pattern) on \(path ?? "no path") below \(parent)" }
  }

  static let rows: [Row] = [
    Row(pattern: "/users/:id", path: "/users/42", parent: "/", expected: ("/users/42", "42")),
    Row(pattern: "/users/:id", path: "/posts/42", parent: "/", expected: nil),
    Row(pattern: ":id", path: "/users/7", parent: "/users", expected: ("/users/7", "7")),
    Row(pattern: "news/*", path: "/news/latest/today", parent: "/", expected: ("/news", nil)),
    Row(pattern: "/users/:id", path: nil, parent: "/", expected: nil),
  ]

  @Test(arguments: rows)
  func aPatternMatchesThePathBelowItsParent(_ row: Row) throws {
    let result = PathMatching.match(
      row.pattern, row.path.map(LinkPath.init), below: LinkPath(row.parent))
    let match = try result.get()
    #expect(match?.matchedPath.description == row.expected?.matched)
    #expect(match?.parameters["id"] == row.expected?.id)
    #expect((match == nil) == (row.expected == nil))
  }

  @Test func aPatternThatDoesNotParseIsItsErrorWhateverThePath() {
    for path in [nil, LinkPath("/users/1")] {
      let result = PathMatching.match("/users/:", path, below: LinkPath("/"))
      #expect(throws: LinkPatternError.self) { try result.get() }
    }
  }
}
