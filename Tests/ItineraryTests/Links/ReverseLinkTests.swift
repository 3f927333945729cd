import Itinerary
import Testing

/// Reverse routing: every place the table covers builds a link that opens it again.
@Suite("Reverse routing")
struct ReverseLinkTests {
  typealias Destination = LinkDestination<LinkRoute>

  /// Strings that a link must carry unchanged: Unicode, reserved characters, dots, spaces.
  static let strings = [
    "plain", "café ☕", "a/b?c#d%e&f=g+h", " ", ".", "..", "detail", "%2F", "日本語", "e\u{301}",
  ]

  /// Places that show each route, with values of every kind.
  static let samples: [(route: LinkRoute, destination: Destination)] = {
    var samples: [(LinkRoute, Destination)] = [
      (.home, Destination(hierarchy: "home")),
      (.search, Destination(hierarchy: "search")),
      (.profile, Destination(hierarchy: "profile")),
      (.users, Destination(hierarchy: "home", stack: [.users])),
      (.posts, Destination(hierarchy: "home", stack: [.posts])),
      (.list, Destination(hierarchy: "home", stack: [.users, .userDetail("x"), .list])),
      (
        .listDetail,
        Destination(hierarchy: "home", stack: [.users, .userDetail(""), .list, .listDetail])
      ),
      (
        .settings,
        Destination(hierarchy: "profile", presented: [.init(route: .settings, style: .sheet)])
      ),
    ]
    for id in [0, 42, -7, Int.max, Int.min] {
      samples.append((.user(id), Destination(hierarchy: "home", stack: [.users, .user(id)])))
      let post = LinkRoute.post(user: id, id: 3)
      samples.append((post, Destination(hierarchy: "home", stack: [.users, .user(id), post])))
    }
    for text in strings + [""] {
      samples.append(
        (.userDetail(text), Destination(hierarchy: "home", stack: [.users, .userDetail(text)])))
      samples.append(
        (.postDetail(text), Destination(hierarchy: "home", stack: [.posts, .postDetail(text)])))
      samples.append((.results(text), Destination(hierarchy: "search", stack: [.results(text)])))
      samples.append((.tag(text), Destination(hierarchy: "search", stack: [.tag(text)])))
    }
    for text in strings {
      samples.append(
        (
          .player(text),
          Destination(
            hierarchy: "profile",
            presented: [
              .init(route: .settings, style: .sheet),
              .init(route: .player(text), style: .fullScreenCover),
            ])
        ))
    }
    return samples
  }()

  @Test func theSamplesWalkEveryCase() {
    #expect(Set(Self.samples.map(\.route.kind)) == Set(LinkRoute.Kind.allCases))
    for sample in Self.samples {
      let shown = sample.destination.stack + sample.destination.presented.map(\.route)
      #expect(
        shown.contains(sample.route)
          || LinkTab.allCases.map(LinkRoute.root(of:)).contains(sample.route))
    }
  }

  /// Whether `route` carries `.` or `..` as a path segment, which no link can carry: browsers
  /// read it as a dot segment however it is escaped.
  static func carriesADotSegment(_ route: LinkRoute) -> Bool {
    switch route {
    case .tag(let text), .player(let text): text == "." || text == ".."
    default: false
    }
  }

  @Test func everyRouteBuildsALinkThatOpensItAgain() throws {
    let table = try LinkRoute.table()
    for sample in Self.samples {
      if Self.carriesADotSegment(sample.route) {
        #expect(throws: LinkError.noLink(sample.destination.description)) {
          try table.url(for: sample.destination)
        }
        continue
      }
      let url = try table.url(for: sample.destination)
      #expect(url.hasPrefix("myapp://"), "\(url)")
      #expect(try table.destination(for: url) == sample.destination, "\(sample.route): \(url)")
    }
  }

  /// One row: a place, and the link it builds or why none does.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let destination: Destination
    let expected: Result<String, LinkError>
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a stack", destination: Destination(hierarchy: "home", stack: [.users, .user(7)]),
      expected: .success("myapp://users/7")),
    Case(
      name: "a value escaped in the path",
      destination: Destination(
        hierarchy: "profile",
        presented: [
          .init(route: .settings, style: .sheet),
          .init(route: .player("a/b c"), style: .fullScreenCover),
        ]),
      expected: .success("myapp://profile/settings/play/a%2Fb%20c")),
    Case(
      name: "a dot segment, which browsers resolve however it is escaped",
      destination: Destination(hierarchy: "search", stack: [.tag("..")]),
      expected: .failure(.noLink(#"tab search › push tag("..")"#))),
    Case(
      name: "a dot in a segment",
      destination: Destination(hierarchy: "search", stack: [.tag("a.")]),
      expected: .success("myapp://search/tags/a.")),
    Case(
      name: "a value in the query",
      destination: Destination(hierarchy: "home", stack: [.users, .userDetail("a&b=c")]),
      expected: .success("myapp://users/detail?id=a%26b%3Dc")),
    Case(
      name: "an empty path value refused",
      destination: Destination(
        hierarchy: "profile",
        presented: [
          .init(route: .settings, style: .sheet),
          .init(route: .player(""), style: .fullScreenCover),
        ]),
      expected: .failure(
        .emptySegment(parameter: "title", pattern: "/profile/settings/play/:title"))),
    Case(
      name: "a screen on a tab no row puts it on",
      destination: Destination(hierarchy: "search", stack: [.user(1)]),
      expected: .failure(.noLink("tab search › push user(1)"))),
    Case(
      name: "a screen without the screens a link puts below it",
      destination: Destination(hierarchy: "home", stack: [.list]),
      expected: .failure(.noLink("tab home › push list"))),
    Case(
      name: "a sheet no row presents",
      destination: Destination(hierarchy: "home", presented: [.init(route: .users, style: .sheet)]),
      expected: .failure(.noLink("tab home › sheet users"))),
    Case(
      name: "the root without a row", destination: Destination(),
      expected: .failure(.noLink("root"))),
  ]

  @Test(arguments: cases)
  func buildsTheLink(_ row: Case) throws {
    let table = try LinkRoute.table()
    #expect(Result { () throws(LinkError) in try table.url(for: row.destination) } == row.expected)
  }

  @Test func withoutSchemesALinkIsUniversalOrAPath() throws {
    var universal = LinkTable<LinkRoute>(hosts: ["Example.com"])
    try universal.add("/users", .push(.users))
    #expect(try universal.url(for: Destination(stack: [.users])) == "https://example.com/users")
    var paths = LinkTable<LinkRoute>()
    try paths.add("/users", .push(.users))
    #expect(try paths.url(for: Destination(stack: [.users])) == "/users")
  }
}
