import Itinerary
import Testing

/// A delimiter of a link followed by a mark that Swift joins to it into one `Character`: a
/// link is read on its Unicode scalars, as browsers read it, so the delimiter still ends the
/// host, the segment, the path or the query item.
@Suite("Links read on scalars")
struct LinkScalarTests {
  /// Combining marks, a variation selector and a zero-width joiner: each makes one
  /// `Character` with the scalar before it.
  static let marks: [Unicode.Scalar] = [
    "\u{301}", "\u{300}", "\u{308}", "\u{20D7}", "\u{FE0F}", "\u{200D}",
  ]

  /// One row: a delimiter and the mark after it.
  struct Joined: Sendable, CustomTestStringConvertible {
    let delimiter: Unicode.Scalar
    let mark: Unicode.Scalar
    /// The delimiter and the mark, one `Character`.
    var text: String { String(String.UnicodeScalarView([delimiter, mark])) }
    var testDescription: String {
      "\"\(delimiter)\" and U+\(String(mark.value, radix: 16, uppercase: true))"
    }
  }

  static let joined: [Joined] = ["/", "?", "#"].flatMap { delimiter in
    marks.map { Joined(delimiter: delimiter, mark: $0) }
  }

  @Test(arguments: joined)
  func aMarkAfterADelimiterDoesNotHideTheHost(_ row: Joined) throws {
    #expect(row.text.count == 1, "the delimiter and the mark are one Character")
    let table = try LinkRoute.table()
    let link = "https://evil.example" + row.text + "@example.com/users"
    #expect(
      Result { () throws(LinkError) in try table.path(for: link) }
        == .failure(.foreignHost(link: link, host: "evil.example")))
  }

  /// The path after a delimiter and a mark, read as the URL standard reads it: a `/` starts a
  /// segment that begins with the mark, a `?` a query item, a `#` a fragment.
  @Test(arguments: joined)
  func aMarkAfterADelimiterDoesNotHideIt(_ row: Joined) throws {
    let rest = String(Character(row.mark)) + "x"
    let expected =
      switch row.delimiter {
      case "/": LinkPath(segments: ["users", rest])
      case "?": LinkPath(segments: ["users"], query: [LinkQueryItem(name: rest, value: "")])
      default: LinkPath(segments: ["users"])
      }
    let table = try LinkRoute.table()
    #expect(LinkPath("/users" + row.text + "x") == expected)
    #expect(try table.path(for: "myapp://users" + row.text + "x") == expected)
    #expect(try table.path(for: "https://example.com/users" + row.text + "x") == expected)
  }

  @Test(arguments: marks)
  func aMarkAfterAQueryDelimiterDoesNotHideIt(_ mark: Unicode.Scalar) {
    let marked = String(Character(mark))
    #expect(
      LinkPath("/s?a&" + marked + "b=" + marked + "1").query == [
        LinkQueryItem(name: "a", value: ""), LinkQueryItem(name: marked + "b", value: marked + "1"),
      ])
  }

  @Test(arguments: marks)
  func aMarkAfterTheSchemeDoesNotHideIt(_ mark: Unicode.Scalar) throws {
    let table = try LinkRoute.table()
    let marked = String(Character(mark))
    let afterColon = "myapp:" + marked + "//users"
    #expect(
      Result { () throws(LinkError) in try table.path(for: afterColon) }
        == .failure(.unsupportedScheme(link: afterColon, scheme: "myapp")))
    #expect(try table.path(for: "myapp://" + marked + "users").segments == [marked + "users"])
  }

  @Test(arguments: marks)
  func aMarkInTheAuthorityIsRefused(_ mark: Unicode.Scalar) throws {
    let table = try LinkRoute.table()
    let marked = String(Character(mark))
    for (link, flaw) in [
      ("https://example.com" + marked + "/users", LinkFlaw.hostCharacter(mark)),
      ("https://example.com:" + marked + "443/users", .port(marked + "443")),
      ("https://reader" + marked + "@example.com/users", .userInformationCharacter(mark)),
      ("https://reader@" + marked + "example.com/users", .hostCharacter(mark)),
    ] {
      #expect(
        Result { () throws(LinkError) in try table.path(for: link) }
          == .failure(.malformed(link: link, flaw: flaw)))
    }
  }
}
