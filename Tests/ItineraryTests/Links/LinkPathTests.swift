import Itinerary
import Testing

/// `LinkPath`: normalisation, relative navigation, query items and printing.
@Suite("Link paths")
struct LinkPathTests {
  /// One row: a text, the path it is read against, and the segments it gives.
  struct Normalised: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    var base: [String] = []
    let segments: [String]
    var testDescription: String { name }
  }

  static let normalised: [Normalised] = [
    Normalised(name: "root", text: "/", segments: []),
    Normalised(name: "empty", text: "", segments: []),
    Normalised(name: "doubled slashes", text: "//a///b", segments: ["a", "b"]),
    Normalised(name: "trailing slash", text: "/a/b/", segments: ["a", "b"]),
    Normalised(name: "no leading slash is from the root", text: "a/b", segments: ["a", "b"]),
    Normalised(name: "dot", text: "/a/./b/.", segments: ["a", "b"]),
    Normalised(name: "dot-dot", text: "/a/b/../c", segments: ["a", "c"]),
    Normalised(name: "dot-dot above the root clamps", text: "/../../a", segments: ["a"]),
    Normalised(name: "percent-decoded", text: "/caf%C3%A9/a%2Fb", segments: ["café", "a/b"]),
    Normalised(name: "encoded dots are segments", text: "/a/%2E%2E", segments: ["a", ".."]),
    Normalised(name: "broken escapes kept", text: "/100%/%zz/%4", segments: ["100%", "%zz", "%4"]),
    Normalised(name: "invalid UTF-8 kept", text: "/%FF%20", segments: ["%FF%20"]),
    Normalised(name: "plus is a plus", text: "/a+b", segments: ["a+b"]),
    Normalised(name: "case kept", text: "/Inbox", segments: ["Inbox"]),
    Normalised(name: "fragment dropped", text: "/a#b/c", segments: ["a"]),
    Normalised(name: "fragment before a query", text: "/a#b?c/d", segments: ["a"]),
    Normalised(name: "query after the path", text: "/a/b?c/d", segments: ["a", "b"]),
    Normalised(name: "non-ASCII segments", text: "/ü/👩‍👩‍👧//é?x", segments: ["ü", "👩‍👩‍👧", "é"]),
    Normalised(
      name: "a slash a combining mark joins still separates", text: "/a/\u{301}b",
      segments: ["a", "\u{301}b"]),
    Normalised(
      name: "a fragment mark a combining mark joins still starts the fragment",
      text: "/a#\u{301}", segments: ["a"]),
    Normalised(
      name: "dot-dot removes an empty segment", text: "/foo/bar//..", segments: ["foo", "bar"]),
    Normalised(
      name: "dot-dots remove an empty segment, then one", text: "/foo/bar//../..",
      segments: ["foo"]),
    Normalised(name: "dot-dot after an empty segment", text: "/a//../b", segments: ["a", "b"]),
    Normalised(
      name: "dot-dot after a trailing dot and an empty segment", text: "/a/b/.//..",
      segments: ["a", "b"]),
    Normalised(
      name: "relative dot-dot removes an empty segment", text: "c//..", base: ["a"],
      segments: ["a", "c"]),
    Normalised(
      name: "relative child", text: "details", base: ["inbox", "7"],
      segments: [
        "inbox", "7", "details",
      ]),
    Normalised(
      name: "relative sibling", text: "../settings", base: ["inbox", "7"],
      segments: ["inbox", "settings"]),
    Normalised(name: "relative up", text: "..", base: ["inbox", "7"], segments: ["inbox"]),
    Normalised(name: "relative dot", text: "./a", base: ["inbox"], segments: ["inbox", "a"]),
    Normalised(name: "relative up past the root", text: "../../..", base: ["a"], segments: []),
    Normalised(name: "absolute ignores the base", text: "/x", base: ["a"], segments: ["x"]),
  ]

  @Test(arguments: normalised)
  func normalises(_ row: Normalised) {
    let path = LinkPath(row.text, relativeTo: LinkPath(segments: row.base))
    #expect(path.segments == row.segments)
  }

  @Test func readsTheQueryOfANonASCIILink() {
    let path = LinkPath("/ü?q=ä&&x#frag")
    #expect(path.segments == ["ü"])
    #expect(
      path.query == [LinkQueryItem(name: "q", value: "ä"), LinkQueryItem(name: "x", value: "")])
  }

  @Test func readsTheQuery() {
    let path = LinkPath("/s?q=swift%20ui&flag&empty=&q=second&a+b=c%26d#top")
    #expect(
      path.query == [
        LinkQueryItem(name: "q", value: "swift ui"), LinkQueryItem(name: "flag", value: ""),
        LinkQueryItem(name: "empty", value: ""), LinkQueryItem(name: "q", value: "second"),
        LinkQueryItem(name: "a+b", value: "c&d"),
      ])
    #expect(path.queryValue("q") == "swift ui")
    #expect(path.queryValue("missing") == nil)
  }

  static let strings = [
    "", "plain", "ü", "日本語", "👩‍👩‍👧", "a/b", "?", "#", "%", "%41", "&", "=", "+", " ", "a b",
    ".", "..", "...", "~-._", "\u{0}", "\n", "é" + "\u{301}",
  ]

  @Test("encode then decode gives the string back", arguments: strings)
  func encodingRoundTrips(_ text: String) {
    #expect(LinkEncoding.decode(LinkEncoding.encode(text)) == text)
    #expect(LinkEncoding.encode(text).utf8.allSatisfy { $0 < 0x80 })
  }

  @Test("a printed path reads back as the same segments and query", arguments: strings)
  func pathRoundTrips(_ text: String) {
    let segments = text.isEmpty ? ["x"] : [text, "x", text]
    let path = LinkPath(segments: segments, query: [LinkQueryItem(name: text, value: text)])
    #expect(LinkPath(path.description) == path)
  }

  @Test func prints() {
    #expect(LinkPath.root.description == "/")
    #expect(LinkPath(segments: ["a b", "ü", ".."]).description == "/a%20b/%C3%BC/%2E%2E")
    #expect(
      LinkPath(segments: ["s"], query: [LinkQueryItem(name: "q", value: "a&b")]).description
        == "/s?q=a%26b")
  }
}
