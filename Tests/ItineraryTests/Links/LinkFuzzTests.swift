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

  /// Scalars, one piece each, that Swift joins to the scalar before them (combining marks, a
  /// variation selector, a zero-width joiner), the delimiters they can join, and pieces of
  /// hosts and paths.
  static let scalarFragments = [
    "\u{301}", "\u{300}", "\u{308}", "\u{20D7}", "\u{FE0F}", "\u{200D}", "\u{301}", "/", "/",
    "?", "#", "@", ":", "=", "&", "example.com", "example.com", "evil.example", "users", "42",
    "443", ".", "..", "%2e", "%2F", "é", "a", "-", "[", "]", " ", "<", "|", "^", "xn--bcher-kva",
    "1.2.3.4", "0x1",
  ]

  @Test("10,000 links of random scalars: an opened link's host is the host of a scalar-level parse")
  func randomScalarLinks() throws {
    let table = try LinkRoute.table()
    var random = SeededGenerator(seed: 0x5CA_1A45)
    var opened = 0
    var openedWithAMark = 0
    for _ in 0..<10_000 {
      var link = random.pick(["https://example.com", "https://", "myapp://", "/"])
      for _ in 0..<Int.random(in: 0...8, using: &random) {
        link += random.pick(Self.scalarFragments)
      }
      do {
        let path = try table.path(for: link)
        #expect(LinkPath(path.description) == path, "round trip of \(link.debugDescription)")
        guard link.hasPrefix("https:") else { continue }
        opened += 1
        if link.unicodeScalars.contains(where: { !$0.isASCII }) { openedWithAMark += 1 }
        #expect(
          Self.scalarHost(of: link) == "example.com",
          "\(link.debugDescription) opened, and its host read on scalars is \(String(describing: Self.scalarHost(of: link)))"
        )
      } catch .foreignHost(_, let host) {
        #expect(host == Self.scalarHost(of: link)?.lowercased(), "host of \(link.debugDescription)")
      } catch {
        continue
      }
    }
    #expect(opened > 500)
    #expect(openedWithAMark > 50)
  }

  /// The host of an `https` link as the URL standard finds it, scalar by scalar: after `//`,
  /// up to the first `/`, `?` or `#`, after the last `@`, up to a `:`.
  static func scalarHost(of link: String) -> String? {
    let scalars = Array(link.unicodeScalars)
    let scheme = Array("https://".unicodeScalars)
    guard scalars.starts(with: scheme) else { return nil }
    let authority = scalars[scheme.count...].prefix { !"/?#".unicodeScalars.contains($0) }
    let afterAt = authority.lastIndex(of: "@").map { authority[($0 + 1)...] } ?? authority
    return String(String.UnicodeScalarView(afterAt.prefix { $0 != ":" }))
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
