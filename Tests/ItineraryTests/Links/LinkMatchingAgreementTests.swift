import Itinerary
import Testing

/// The trie of `LinkMatcher`, the row scan of `LinkSwitch` and `LinkPattern.match` are three
/// ways to match; on seeded random tables and paths they must agree, and the trie's edge table
/// must compare segments exactly as `String` does.
@Suite("Link matching: trie, switch and pattern agree")
struct LinkMatchingAgreementTests {
  static let pieces = ["a", "b", "ab", "a-rather-long-segment", "é", ":x", ":y?", ":z?"]

  @Test("2,000 random paths over random tables")
  func theTrieAndTheSwitchAgreeWithPatternMatching() throws {
    var random = SeededGenerator(seed: 0xA6_2EE)
    for _ in 0..<20 {
      let sources = (0..<Int.random(in: 1...12, using: &random)).map { _ in
        randomPattern(using: &random)
      }
      var matcher = LinkMatcher<Int>()
      var table = LinkSwitch<Int>()
      var patterns: [LinkPattern] = []
      for (row, source) in sources.enumerated() {
        guard let pattern = try? LinkPattern(source) else { continue }
        patterns.append(pattern)
        try matcher.add(source, row)
        try table.add(source, row)
      }
      for _ in 0..<100 {
        let path = LinkPath(randomPath(using: &random))
        let matches = patterns.map { $0.match(path) }
        let winner = matcher.resolve(path)
        #expect((winner == nil) == matches.allSatisfy { $0 == nil }, "\(path) in \(sources)")
        if let winner {
          #expect(winner.match == winner.match.pattern.match(path), "\(path) in \(sources)")
        }
        #expect(table.resolve(path)?.match == matches.compactMap(\.self).first)
      }
    }
  }

  /// Rows whose static segments are canonically equivalent to the path's but spelled with
  /// other bytes, or long enough to be stored out of line: the edge table must not decide
  /// those by bytes alone.
  @Test(
    arguments: [
      ("/caf\u{E9}", "/cafe%CC%81"),
      ("/cafe\u{301}", "/caf%C3%A9"),
      ("/K", "/%E2%84%AA"),
      ("/\u{212A}", "/K"),
      ("/a/K", "/a/%E2%84%AA"),
      ("/a-static-segment-of-forty-bytes-or-so-x", "/a-static-segment-of-forty-bytes-or-so-x"),
    ])
  func staticSegmentsCompareAsStrings(pattern: String, path: String) throws {
    let expected = try LinkPattern(pattern).match(LinkPath(path)) != nil
    var matcher = try LinkMatcher<String>(["/a": "a", "/b/:x": "b"])
    try matcher.add(pattern, pattern)
    #expect((matcher.resolve(path)?.value == pattern) == expected)
    #expect(expected)
  }

  @Test func aThousandRowsEachResolveToThemselves() throws {
    var matcher = LinkMatcher<Int>()
    for row in 0..<1_000 { try matcher.add("/s\(row % 10)/p\(row)/:id", row) }
    for row in 0..<1_000 {
      let resolution = matcher.resolve("/s\(row % 10)/p\(row)/\(row * 7)")
      #expect(resolution?.value == row)
      #expect(resolution?.match.parameters["id"] == "\(row * 7)")
    }
    #expect(matcher.resolve("/s1/p2/3") == nil)
  }

  @Test func anOptionalDeepInALongPatternIsCapturedByPosition() throws {
    let prefix = (0..<40).map { "/l\($0)" }.joined()
    let matcher = try LinkMatcher<Int>([prefix + "/:gap?/end/:last": 1])
    let skipped = matcher.resolve(prefix + "/end/9")
    #expect(skipped?.match.parameters.items == [.init(name: "last", value: "9")])
    let taken = matcher.resolve(prefix + "/x/end/9")
    #expect(
      taken?.match.parameters.items == [
        .init(name: "gap", value: "x"), .init(name: "last", value: "9"),
      ]
    )
  }

  @Test func refusingRowsArePassedOverInOrderOfSpecificity() throws {
    var matcher = LinkMatcher<String>()
    try matcher.add("/a/*", "wildcard")
    try matcher.add("/a/:x/:y?") { $0.parameters["y"] == nil ? nil : "optional" }
    try matcher.add("/a/:x") { _ in nil }
    try matcher.add("/a/b") { $0.path.queryValue("ok") == nil ? nil : "static" }
    #expect(matcher.resolve("/a/b?ok=1")?.value == "static")
    #expect(matcher.resolve("/a/b")?.value == "wildcard")
    #expect(matcher.resolve("/a/b/c")?.value == "optional")
  }

  private func randomPattern(using random: inout SeededGenerator) -> String {
    var pattern = (0..<Int.random(in: 0...4, using: &random)).map { _ in
      "/" + random.pick(Self.pieces)
    }.joined()
    if random.chance(30) { pattern += "/*" }
    return pattern
  }

  private func randomPath(using random: inout SeededGenerator) -> String {
    (0..<Int.random(in: 0...5, using: &random)).map { _ in
      "/" + random.pick(["a", "b", "ab", "a-rather-long-segment", "%C3%A9", "e%CC%81", "c"])
    }.joined()
  }
}
