import Foundation
import Itinerary
import Testing

/// Seeded random links (odd bytes, broken escapes, thousands of segments) through parsing,
/// normalisation, matching and history: nothing traps, and a printed path reads back the same.
@Suite("Link fuzz")
struct LinkFuzzTests {
  static let fragments = [
    "/", "/", "/", "//", ".", "..", "%", "%2", "%zz", "%FF", "%C3%A9", "%2F", "%2E%2E", "?", "#",
    "&", "=", ":", ":id", "?", "*", "a", "B", "users", "ü", "\u{0}", "👩‍👩‍👧", " ", "+", "\\",
    "é\u{301}", "\u{FFFF}",
  ]

  @Test("10,000 random links never trap")
  func randomLinks() throws {
    try run(seed: 0x11_4E5, links: 10_000)
  }

  @Test(
    "Stress: 50,000 random links, with ITINERARY_STRESS set",
    .enabled(if: ProcessInfo.processInfo.environment["ITINERARY_STRESS"] != nil))
  func stressRandomLinks() throws {
    try run(seed: 0x5_7E55_11, links: 50_000)
  }

  private func run(seed: UInt64, links: Int) throws {
    var random = SeededGenerator(seed: seed)
    var matcher = try LinkMatcher<Int>([
      "/": 0, "/users/:id": 1, "/users/:id/:tab?": 2, "/users/*": 3, "*": 4, "/a/:x?/:y?/b": 5,
      "/s?q=:q&page=:page?": 6,
    ])
    var table = try LinkSwitch<Int>(["a/:x?/*": 0, ":x": 1])
    var history = PathHistory()
    var previous = LinkPath.root
    var patternsParsed = 0
    for _ in 0..<links {
      let text = randomLink(using: &random)
      let path = LinkPath(text, relativeTo: previous)
      #expect(LinkPath(path.description) == path, "round trip of \(text.debugDescription)")
      _ = matcher.resolve(path)
      _ = table.resolve(path, below: previous)
      if let pattern = try? LinkPattern(text) {
        patternsParsed += 1
        _ = pattern.match(path, below: previous)
        if matcher.patterns.count < 200 { try matcher.add(text, 9) }
        if table.patterns.count < 50 { try table.add(text, 9) }
      }
      switch random.next() % 6 {
      case 0: history.goBack(total: Int(truncatingIfNeeded: random.next()))
      case 1: history.goForward(total: Int(truncatingIfNeeded: random.next()))
      case 2: history.replace(with: text)
      default: history.navigate(to: text)
      }
      previous = path.segments.count > 50 ? .root : path
    }
    #expect(patternsParsed > links / 100)
    _ = LinkTableCheck.problems(in: table)
  }

  /// A link of random fragments; one in 500 has tens of thousands of segments.
  private func randomLink(using random: inout SeededGenerator) -> String {
    if random.next() % 500 == 0 {
      let segment = random.pick(["a", "..", ".", "%zz", ""])
      return String(repeating: segment + "/", count: Int.random(in: 1_000...30_000, using: &random))
    }
    var text = ""
    for _ in 0..<Int.random(in: 0...24, using: &random) {
      if random.chance(10) {
        text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0...255, using: &random)))
      } else {
        text += random.pick(Self.fragments)
      }
    }
    return text
  }
}
