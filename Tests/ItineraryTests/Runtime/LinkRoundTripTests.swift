import Foundation
import Testing

@testable import Itinerary

/// Round trips through links: for random places the table covers, from random starting trees,
/// opening the place's link reaches it; and random links never trap.
@MainActor
@Suite("Link round trips")
struct LinkRoundTripTests {
  typealias Destination = LinkDestination<LinkRoute>

  static let fragments = [
    "myapp://", "https://example.com", "https://evil.example", "HTTPS://EXAMPLE.com:8443",
    "ftp://", "myapp:", "/", "//", ".", "..", "%", "%2F", "%FF", "%C3%A9", "?", "#", "&", "=",
    "@", ":", "users", "posts", "detail", "list", "search", "results", "tags", "profile",
    "settings", "play", "42", "-1", "id=", "q=", "ü", "👩‍👩‍👧", " ", "\u{0}",
  ]

  @Test func openingTheLinkOfARandomPlaceReachesIt() throws {
    try roundTrips(seed: 0x11_4B5, count: 500)
  }

  @Test(
    "Stress: 20,000 round trips, with ITINERARY_STRESS set",
    .enabled(if: ProcessInfo.processInfo.environment["ITINERARY_STRESS"] != nil))
  func stressRoundTrips() throws {
    try roundTrips(seed: 0x5_7E55, count: 20_000)
  }

  @Test func tenThousandRandomLinksAreOpenedOrRefusedWithoutTrapping() throws {
    try randomLinks(seed: 0xF022, count: 10_000)
  }

  @Test(
    "Stress: 100,000 random links opened, with ITINERARY_STRESS set",
    .enabled(if: ProcessInfo.processInfo.environment["ITINERARY_STRESS"] != nil))
  func stressRandomLinks() throws {
    try randomLinks(seed: 0x5_F022, count: 100_000)
  }

  private func roundTrips(seed: UInt64, count: Int) throws {
    var random = SeededGenerator(seed: seed)
    let table = try LinkRoute.table()
    for _ in 0..<count {
      let tabs = try TabRouter(
        tabs: LinkTab.allCases, selectedTab: random.pick(LinkTab.allCases),
        root: LinkRoute.root(of:))
      for _ in 0..<random.int(0..<3) {
        try tabs.open(table.url(for: randomPlace(&random)), in: table)
      }
      if random.chance(0.5) { try tabs.presentSheet(.list) }
      let place = randomPlace(&random)
      let url = try table.url(for: place)
      try tabs.open(url, in: table)
      #expect(tabs.linkDestination() == place, "\(url)")
      #expect(try tabs.url(in: table) == url)
      for hierarchy in tabs.store.tree.hierarchies {
        #expect(NavigationHierarchy.problem(in: hierarchy.levels) == nil)
      }
    }
  }

  private func randomLinks(seed: UInt64, count: Int) throws {
    var random = SeededGenerator(seed: seed)
    let table = try LinkRoute.table()
    let tabs = try TabRouter(tabs: LinkTab.allCases, root: LinkRoute.root(of:))
    var opened = 0
    for _ in 0..<count {
      let link = (0..<random.int(1..<12)).map { _ in random.pick(Self.fragments) }.joined()
      let before = tabs.store.tree
      do {
        let destination = try tabs.open(link, in: table)
        #expect(tabs.linkDestination() == destination, "\(link.debugDescription)")
        opened += 1
      } catch {
        #expect(tabs.store.tree == before, "\(link.debugDescription): \(error)")
      }
    }
    #expect(opened > 0)
  }

  /// A random place the test table covers: no link carries `.` or `..` as a path segment,
  /// which browsers read as a dot segment however it is escaped.
  private func randomPlace(_ random: inout SeededGenerator) -> Destination {
    let text = randomString(&random)
    let segment = text == "." || text == ".." ? "x" : text
    let id = random.int(-5..<100)
    switch random.pick(LinkTab.allCases) {
    case .home:
      let stacks: [[LinkRoute]] = [
        [], [.users], [.users, .user(id)], [.users, .user(id), .post(user: id, id: id + 1)],
        [.users, .userDetail(text)], [.users, .userDetail(text), .list],
        [.users, .userDetail(text), .list, .listDetail], [.posts], [.posts, .postDetail(text)],
      ]
      return Destination(hierarchy: "home", stack: random.pick(stacks))
    case .search:
      let stacks: [[LinkRoute]] = [[], [.results(text)], [.tag(segment)]]
      return Destination(hierarchy: "search", stack: random.pick(stacks))
    case .profile:
      let sheet = Destination.Presented(route: .settings, style: .sheet)
      let cover = Destination.Presented(
        route: .player(segment.isEmpty ? "x" : segment), style: .fullScreenCover)
      return Destination(
        hierarchy: "profile", presented: random.pick([[], [sheet], [sheet, cover]]))
    }
  }

  /// A string of up to four pieces: letters, reserved characters, escapes, Unicode, or none.
  private func randomString(_ random: inout SeededGenerator) -> String {
    let pieces = [
      "a", "Z", "/", "?", "#", "%", "%2F", "&", "=", "+", " ", ".", "..", "é", "🎸", "日",
    ]
    return (0..<random.int(0..<5)).map { _ in random.pick(pieces) }.joined()
  }
}
