import Itinerary
import Testing

/// `LinkPattern.match(_:below:)`: routes nested in routes, as SwiftUI Router resolves them.
@Suite("Nested relative matching")
struct NestedLinkTests {
  /// One row: a pattern, the path the parent matched, the whole path; what it matched.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let pattern: String
    var parent = "/"
    let path: String
    /// The matched path, or nil when the pattern does not match.
    let matched: String?
    var remainder: [String] = []
    var parameters: [LinkParameters.Item] = []
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "root matches root", pattern: "/", path: "/", matched: "/"),
    Case(name: "root is exact", pattern: "/", path: "/a", matched: nil),
    Case(name: "* at the root matches the root", pattern: "/*", path: "/", matched: "/"),
    Case(
      name: "* matches deeper paths", pattern: "/*", path: "/hello/world", matched: "/",
      remainder: ["hello", "world"]),
    Case(name: "news/* matches /news", pattern: "news/*", path: "/news", matched: "/news"),
    Case(
      name: "news/* keeps /news as the matched path", pattern: "news/*",
      path: "/news/article/7", matched: "/news", remainder: ["article", "7"]),
    Case(
      name: "relative child of the matched path", pattern: "latest", parent: "/news",
      path: "/news/latest", matched: "/news/latest"),
    Case(
      name: "relative without * matches the whole path only", pattern: "latest",
      parent: "/news", path: "/news/latest/more", matched: nil),
    Case(
      name: "relative under another parent", pattern: "latest", parent: "/news",
      path: "/sports/latest", matched: nil),
    Case(
      name: "relative parameter", pattern: "article/:id", parent: "/news",
      path: "/news/article/7", matched: "/news/article/7",
      parameters: [.init(name: "id", value: "7")]),
    Case(
      name: "absolute ignores the parent", pattern: "/settings", parent: "/news",
      path: "/settings", matched: "/settings"),
    Case(
      name: "empty relative pattern is the parent itself", pattern: "", parent: "/news",
      path: "/news", matched: "/news"),
    Case(
      name: "empty relative pattern is exact", pattern: "", parent: "/news", path: "/news/a",
      matched: nil),
    Case(
      name: "* below a parent takes the rest", pattern: "*", parent: "/news",
      path: "/news/a/b", matched: "/news", remainder: ["a", "b"]),
    Case(
      name: "parameter then * stops before the rest", pattern: ":id/*", parent: "/users",
      path: "/users/7/posts/1", matched: "/users/7", remainder: ["posts", "1"],
      parameters: [.init(name: "id", value: "7")]),
    Case(
      name: ":id/* matches without a rest", pattern: "/:id/*", path: "/hello",
      matched: "/hello", parameters: [.init(name: "id", value: "hello")]),
    Case(
      name: "optional without a segment", pattern: ":id?", parent: "/users", path: "/users",
      matched: "/users"),
    Case(name: "optional at the root", pattern: "/:id?", path: "/", matched: "/"),
    Case(name: "a path above the parent", pattern: "a", parent: "/news", path: "/", matched: nil),
  ]

  @Test(arguments: cases)
  func nestedMatch(_ row: Case) throws {
    let match = try LinkPattern(row.pattern).match(LinkPath(row.path), below: LinkPath(row.parent))
    #expect(match?.matchedPath.description == row.matched)
    guard let match else { return }
    #expect(match.remainder == row.remainder)
    #expect(match.parameters.items == row.parameters)
  }

  @Test func threeLevelsDeep() throws {
    let path = LinkPath("/users/7/posts/12")
    let users = try #require(try LinkPattern("/users/*").match(path))
    let user = try #require(try LinkPattern(":id/*").match(path, below: users.matchedPath))
    let post = try #require(try LinkPattern("posts/:post").match(path, below: user.matchedPath))
    #expect(user.parameters["id"] == "7")
    #expect(post.parameters["post"] == "12")
    #expect(post.matchedPath == path)
  }
}
