import Itinerary
import Testing

/// `LinkSwitch`: the first pattern that matches, in order, wins.
@Suite("Link switch: first match in order")
struct LinkSwitchTests {
  static let news = try! LinkSwitch<String>([
    "latest": "latest", "article/:id": "article", ":unknown": "unknown", "*": "news",
  ])

  @Test(
    arguments: [
      ("/latest", "latest"), ("/article/7", "article"), ("/sports", "unknown"),
      ("/sports/today", "news"), ("/", "news"),
    ])
  func firstMatchWins(path: String, value: String) {
    #expect(Self.news.resolve(path)?.value == value)
  }

  @Test func orderDecidesEvenAgainstSpecificity() throws {
    let table = try LinkSwitch<String>(["/a/*": "wildcard", "/a/b": "static"])
    #expect(table.resolve("/a/b")?.value == "wildcard")
    #expect(table.patterns.map(\.source) == ["/a/*", "/a/b"])
    #expect(table.validates == [false, false])
  }

  @Test func aRefusingValidatorLetsTheNextRowTry() throws {
    var table = LinkSwitch<Int>()
    try table.add("/n/:value") { $0.parameters.value("value", as: Int.self) }
    try table.add("/n/*", -1)
    #expect(table.resolve("/n/12")?.value == 12)
    #expect(table.resolve("/n/twelve")?.value == -1)
    #expect(table.validates == [true, false])
  }

  @Test func resolvesBelowAParent() throws {
    let parent = LinkPath("/news")
    #expect(Self.news.resolve(LinkPath("/news/article/7"), below: parent)?.value == "article")
    #expect(
      Self.news.resolve(LinkPath("/news/latest"), below: parent)?.match.matchedPath
        == LinkPath("/news/latest"))
    #expect(Self.news.resolve(LinkPath("/sports/latest"), below: parent) == nil)
  }
}
