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

  /// Pieces of authorities that URL parsers read differently, and pieces they agree on.
  static let authorityFragments = [
    "example.com", "example.com", "EXAMPLE.COM", "evil.example", "@", "@", "\\", "%40", "%2F",
    "%5c", "%41", ":", ":", "443", "65536", "x", "\t", "\n", "\u{0}", "\u{85}", "[", "]", "::1",
    "reader", "\u{212A}", "\u{430}", " ", "/", "?", "#",
  ]

  @Test("10,000 random authorities: a link opens only where Foundation reads the same host")
  func randomAuthorities() throws {
    let table = try LinkRoute.table()
    var random = SeededGenerator(seed: 0xA07_4057)
    var opened = 0
    var refused = 0
    for _ in 0..<10_000 {
      var authority = ""
      for _ in 0..<Int.random(in: 1...5, using: &random) {
        authority += random.pick(Self.authorityFragments)
      }
      let link = "https://" + authority + "/users"
      do {
        _ = try table.path(for: link)
        opened += 1
        #expect(!link.contains("\\"), "\(link.debugDescription) opened with a backslash")
        #expect(
          link.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control },
          "\(link.debugDescription) opened with a control character")
        let foundation = URLComponents(string: link)
        #expect(
          foundation?.host?.lowercased() == "example.com",
          "\(link.debugDescription) opened, and Foundation reads host \(String(describing: foundation?.host))"
        )
      } catch .malformed, .foreignHost {
        refused += 1
      } catch {
        Issue.record("\(link.debugDescription) refused with \(error), not a flaw or a foreign host")
      }
    }
    #expect(opened > 100)
    #expect(refused > 1_000)
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
