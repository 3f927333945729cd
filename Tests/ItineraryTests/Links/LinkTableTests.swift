import Itinerary
import Testing

/// `LinkTable`: a link resolves to the place it opens in the whole tree, as a value.
@Suite("Link table: from a link to the whole tree")
struct LinkTableTests {
  typealias Destination = LinkDestination<LinkRoute>

  /// One row: a link and the place it opens, or the refusal.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let link: String
    let expected: Result<Destination, LinkError>
    var testDescription: String { name }

    init(_ name: String, _ link: String, _ destination: Destination) {
      self.name = name
      self.link = link
      expected = .success(destination)
    }

    init(_ name: String, _ link: String, refused error: LinkError) {
      self.name = name
      self.link = link
      expected = .failure(error)
    }
  }

  static let cases: [Case] = [
    Case("a tab and its list", "/users", Destination(hierarchy: "home", stack: [.users])),
    Case(
      "a whole multi-level stack", "myapp://users/42/posts/7",
      Destination(hierarchy: "home", stack: [.users, .user(42), .post(user: 42, id: 7)])),
    Case(
      "a universal link", "https://example.com/users/42",
      Destination(hierarchy: "home", stack: [.users, .user(42)])),
    Case(
      "hosts in any case and with a port", "HTTPS://Example.COM:443/users",
      Destination(hierarchy: "home", stack: [.users])),
    Case(
      "a custom scheme with an empty host", "myapp:///posts",
      Destination(hierarchy: "home", stack: [.posts])),
    Case(
      "contextual: detail after users", "/users/detail?id=a",
      Destination(hierarchy: "home", stack: [.users, .userDetail("a")])),
    Case(
      "contextual: detail after posts", "/posts/detail?id=b",
      Destination(hierarchy: "home", stack: [.posts, .postDetail("b")])),
    Case(
      "a repeated component read at each position", "/users/detail/list/detail?id=7",
      Destination(hierarchy: "home", stack: [.users, .userDetail("7"), .list, .listDetail])),
    Case(
      "a query item as a value", "/search/results?q=swift%20ui&page=2",
      Destination(hierarchy: "search", stack: [.results("swift ui")])),
    Case(
      "an empty query value", "/search/results?q=",
      Destination(hierarchy: "search", stack: [.results("")])),
    Case(
      "an optional segment left out", "/search/tags",
      Destination(hierarchy: "search", stack: [.tag("")])),
    Case(
      "a sheet on a tab", "/profile/settings",
      Destination(hierarchy: "profile", presented: [.init(route: .settings, style: .sheet)])),
    Case(
      "a cover on the sheet", "myapp://profile/settings/play/caf%C3%A9%2F%3F",
      Destination(
        hierarchy: "profile",
        presented: [
          .init(route: .settings, style: .sheet),
          .init(route: .player("café/?"), style: .fullScreenCover),
        ])),
    Case(
      "normalised first", "//users/./7/../42/",
      Destination(hierarchy: "home", stack: [.users, .user(42)])),
    Case(
      "dot-dot removes an empty segment, as browsers resolve it", "/users/42//..",
      Destination(hierarchy: "home", stack: [.users, .user(42)])),
    Case(
      "an encoded dot-dot in the query", "/users?back=%2e%2e",
      Destination(hierarchy: "home", stack: [.users])),
    Case(
      "a custom scheme's host outside ASCII", "myapp://us\u{E9}rs",
      refused: .unknownLink("myapp://us\u{E9}rs")),
    Case("an unknown path", "/nowhere", refused: .unknownLink("/nowhere")),
    Case("the root without a row", "myapp://", refused: .unknownLink("myapp://")),
    Case(
      "a piece matched, the whole not", "/users/42/posts", refused: .unknownLink("/users/42/posts")),
    Case("a validator refuses", "/users/forty-two", refused: .unknownLink("/users/forty-two")),
    Case(
      "a required query item missing", "/users/detail", refused: .unknownLink("/users/detail")),
    Case("paths are case-sensitive", "/Users", refused: .unknownLink("/Users")),
    Case(
      "another host", "https://evil.example/users",
      refused: .foreignHost(link: "https://evil.example/users", host: "evil.example")),
    Case(
      "the app's host as user information", "https://example.com@evil.example/users",
      refused: .foreignHost(
        link: "https://example.com@evil.example/users", host: "evil.example")),
    Case(
      "a host of mixed case, user information and an empty port",
      "https://reader@ExAmPlE.CoM:/users", Destination(hierarchy: "home", stack: [.users])),
    Case(
      "an IPv6 host", "https://[::1]:8443/users",
      refused: .malformed(link: "https://[::1]:8443/users", flaw: .addressHost("[::1]"))),
    Case(
      "plain http", "http://example.com/users",
      refused: .unsupportedScheme(link: "http://example.com/users", scheme: "http")),
    Case(
      "another scheme", "otherapp://users",
      refused: .unsupportedScheme(link: "otherapp://users", scheme: "otherapp")),
    Case(
      "a scheme without //", "myapp:users",
      refused: .unsupportedScheme(link: "myapp:users", scheme: "myapp")),
  ]

  @Test(arguments: cases)
  func resolves(_ row: Case) throws {
    let table = try LinkRoute.table()
    #expect(Result { () throws(LinkError) in try table.destination(for: row.link) } == row.expected)
  }

  /// Links that URL parsers could read as coming from different hosts, each refused with what
  /// is wrong with it.
  static let malformedCases: [Case] = [
    ("a foreign host behind a backslash", #"https://evil.example\@example.com/users"#, .backslash),
    ("a backslash for a slash", #"https://example.com\users"#, .backslash),
    ("a backslash in a path", #"/users\42"#, .backslash),
    ("a tab in the host", "https://exam\tple.com/users", .controlCharacter("\t")),
    ("a newline in a path", "/users\n", .controlCharacter("\n")),
    ("a NUL", "myapp://users\u{0}", .controlCharacter("\u{0}")),
    ("a C1 control", "https://example.com/users\u{85}", .controlCharacter("\u{85}")),
    ("an encoded @", "https://evil.example%40example.com/users", .encodedDelimiter("%40")),
    ("an encoded /", "https://example.com%2fevil.example/users", .encodedDelimiter("%2f")),
    ("an encoded backslash", "https://evil.example%5C@example.com/users", .encodedDelimiter("%5C")),
    ("two @", "https://a@b@example.com/users", .repeatedAt),
    ("no host", "https:///users", .emptyHost),
    ("user information and no host", "https://reader@/users", .emptyHost),
    ("a port and no host", "https://:443/users", .emptyHost),
    ("a port out of range", "https://example.com:65536/users", .port("65536")),
    ("a port that is no number", "https://example.com:44x/users", .port("44x")),
    ("a second colon", "https://example.com:1:2/users", .port("1:2")),
    ("a Cyrillic letter", "https://ex\u{430}mple.com/users", .hostCharacter("\u{430}")),
    ("the Kelvin sign", "https://\u{212A}.example.com/users", .hostCharacter("\u{212A}")),
    ("an encoded letter", "https://exa%6Dple.com/users", .hostCharacter("%")),
    ("a space", "https://example.com /users", .hostCharacter(" ")),
    (
      "user information in a custom scheme", "myapp://evil@users/42",
      .customSchemeAuthority("evil@users")
    ),
    ("a port in a custom scheme", "myapp://users:42", .customSchemeAuthority("users:42")),
    ("a space in a custom scheme's host", "myapp://us ers/42", .hostCharacter(" ")),
    ("a < in a custom scheme's host", "myapp://a<b/users", .hostCharacter("<")),
    ("a > in a custom scheme's host", "myapp://a>b/users", .hostCharacter(">")),
    ("a [ in a custom scheme's host", "myapp://[users/42", .hostCharacter("[")),
    ("a ] in a custom scheme's host", "myapp://users]/42", .hostCharacter("]")),
    ("a ^ in a custom scheme's host", "myapp://us^ers/42", .hostCharacter("^")),
    ("a | in a custom scheme's host", "myapp://us|ers/42", .hostCharacter("|")),
    ("an encoded dot-dot", "/users/42/%2e%2e", .encodedDotSegment("%2e%2e")),
    (
      "an encoded dot-dot in capitals", "https://example.com/users/%2E%2E/42",
      .encodedDotSegment("%2E%2E")
    ),
    ("a dot and an encoded dot", "/users/.%2e/42", .encodedDotSegment(".%2e")),
    ("an encoded dot and a dot", "/users/%2E./42", .encodedDotSegment("%2E.")),
    ("an encoded dot", "myapp://users/%2e/42", .encodedDotSegment("%2e")),
    (
      "an encoded dot-dot as a custom scheme's host", "myapp://%2e%2e/users",
      .encodedDotSegment("%2e%2e")
    ),
  ].map { name, link, flaw in Case(name, link, refused: .malformed(link: link, flaw: flaw)) }

  @Test(arguments: malformedCases)
  func refusesMalformed(_ row: Case) throws {
    try resolves(row)
  }

  /// A router asked to open a malformed link throws its flaw and keeps its tree.
  @Test(arguments: malformedCases)
  @MainActor
  func aRouterKeepsItsTreeOnAMalformedLink(_ row: Case) throws {
    let table = try LinkRoute.table()
    let router = Router<LinkRoute>(root: .home)
    try router.push(.users)
    let before = router.hierarchy
    guard case .failure(let error) = row.expected else { return }
    #expect(throws: error) { try router.open(row.link, in: table) }
    #expect(router.hierarchy == before)
  }

  /// One row: parts in the order a row gives them, and the destination or the refusal.
  struct PartsCase: Sendable, CustomTestStringConvertible {
    let name: String
    let parts: [LinkPart<LinkRoute>]
    let expected: Result<Destination, LinkError>
    var testDescription: String { name }
  }

  static let partsCases: [PartsCase] = [
    PartsCase(
      name: "module, tab, pushes, sheet with its pushes",
      parts: [.module("main"), .hierarchy("home"), .push(.users), .sheet(.settings), .push(.list)],
      expected: .success(
        Destination(
          module: "main", hierarchy: "home", stack: [.users],
          presented: [.init(route: .settings, style: .sheet, stack: [.list])]))),
    PartsCase(
      name: "a tab after a push", parts: [.push(.users), .hierarchy("home")],
      expected: .failure(.partOutOfOrder(link: "/l", part: "tab home", after: "push users"))),
    PartsCase(
      name: "a tab after a sheet", parts: [.sheet(.settings), .hierarchy("home")],
      expected: .failure(.partOutOfOrder(link: "/l", part: "tab home", after: "sheet settings"))),
    PartsCase(
      name: "a tab, then a column inside it", parts: [.hierarchy("inbox"), .hierarchy("sidebar")],
      expected: .success(Destination(hierarchies: ["inbox", "sidebar"]))),
    PartsCase(
      name: "a module, two tabs, a push",
      parts: [.module("main"), .hierarchy("home"), .hierarchy("search"), .push(.users)],
      expected: .success(
        Destination(module: "main", hierarchies: ["home", "search"], stack: [.users]))),
    PartsCase(
      name: "a tab after a tab and a push",
      parts: [.hierarchy("home"), .push(.users), .hierarchy("search")],
      expected: .failure(.partOutOfOrder(link: "/l", part: "tab search", after: "push users"))),
    PartsCase(
      name: "a module after a tab", parts: [.hierarchy("home"), .module("main")],
      expected: .failure(.partOutOfOrder(link: "/l", part: "module main", after: "tab home"))),
  ]

  @Test(arguments: partsCases)
  func joinsParts(_ row: PartsCase) {
    let joined = Result { () throws(LinkError) in try Destination(parts: row.parts, link: "/l") }
    #expect(joined == row.expected)
    if case .success(let destination) = joined { #expect(destination.parts == row.parts) }
  }

  @Test func aWildcardRowSpeaksOnlyForTheWholeLink() throws {
    var table = LinkTable<LinkRoute>()
    try table.add("/files/*", .push(.list))
    try table.add("/files/a/b", .push(.listDetail))
    #expect(try table.destination(for: "/files/a/b") == Destination(stack: [.listDetail]))
    #expect(try table.destination(for: "/files/a/c") == Destination(stack: [.list]))
  }

  @Test func aHugePathResolvesWithoutMatchingEveryPiece() throws {
    var table = LinkTable<LinkRoute>()
    try table.add("/files/*", .push(.list))
    let link = "/files/" + Array(repeating: "x", count: 100_000).joined(separator: "/")
    #expect(try table.destination(for: link) == Destination(stack: [.list]))
  }
}
