import Itinerary
import Testing

/// An `https` link opens only from a plain domain name: browsers rewrite every other host
/// (numbers, IPv6 literals, invalid Punycode) before they show it, so a table refuses them,
/// whether the link or the table names them.
@Suite("Link hosts: plain domain names only")
struct LinkHostTests {
  /// One row: a host, and the flaw its link is refused with, or `nil` when it opens.
  struct Host: Sendable, CustomTestStringConvertible {
    let name: String
    let host: String
    let flaw: LinkFlaw?
    var testDescription: String { name }

    init(_ name: String, _ host: String, _ flaw: LinkFlaw?) {
      self.name = name
      self.host = host
      self.flaw = flaw
    }
  }

  static let longLabel = String(repeating: "a", count: 63)
  /// Four labels of 63 characters: 255 characters.
  static let fourLongLabels = [String](repeating: longLabel, count: 4).joined(separator: ".")
  static let overflowing = "xn--" + String(repeating: "9", count: 40) + "a"

  static let hosts: [Host] = [
    Host("a domain name", "example.com", nil),
    Host("a hyphen and digits inside labels", "my-app2.example-1.com", nil),
    Host("a label of 63 characters", longLabel + ".com", nil),
    Host("a name of 253 characters", String(fourLongLabels.dropFirst(2)), nil),
    Host("Punycode", "xn--bcher-kva.example", nil),
    Host("Punycode of an emoji", "xn--ls8h.example", nil),
    Host("a number first, a name last", "1.example.com", nil),
    Host("an IPv4 address", "1.2.3.4", .addressHost("1.2.3.4")),
    Host("an IPv4 address and a dot", "1.2.3.4.", .addressHost("1.2.3.4.")),
    Host("a hexadecimal number", "0xffffffff", .addressHost("0xffffffff")),
    Host("0x alone", "0x", .addressHost("0x")),
    Host("a part out of range", "256.0.0.1", .addressHost("256.0.0.1")),
    Host("a decimal number", "4294967295", .addressHost("4294967295")),
    Host("a name ending in a number", "example.123", .addressHost("example.123")),
    Host("an IPv6 literal", "[::1]", .addressHost("[::1]")),
    Host("an IPv6 literal with an IPv4 end", "[::127.0.0.1]", .addressHost("[::127.0.0.1]")),
    Host("an invalid IPv6 literal", "[0::0::0]", .addressHost("[0::0::0]")),
    Host("a trailing dot", "example.com.", .hostLabel("")),
    Host("two dots", "example..com", .hostLabel("")),
    Host("a leading dot", ".example.com", .hostLabel("")),
    Host("a leading hyphen", "-example.com", .hostLabel("-example")),
    Host("a trailing hyphen", "example-.com", .hostLabel("example-")),
    Host("a label of 64 characters", longLabel + "a.com", .hostLabel(longLabel + "a")),
    Host("a name of 254 characters", String(fourLongLabels.dropFirst()), .hostLength(254)),
    Host("an underscore", "my_app.example.com", .hostCharacter("_")),
    Host("a tilde", "example~.com", .hostCharacter("~")),
    Host("xn-- alone", "xn--.example", .hostLabel("xn--")),
    Host("Punycode of a control character", "xn--a.example", .punycodeLabel("xn--a")),
    Host("Punycode cut short", "xn--99999999999.example", .punycodeLabel("xn--99999999999")),
    Host("Punycode that overflows", overflowing + ".example", .punycodeLabel(overflowing)),
    Host("Punycode past the last scalar", "xn--99999z.example", .punycodeLabel("xn--99999z")),
    Host("Punycode of an unassigned code point", "xn--9999a.example", .punycodeLabel("xn--9999a")),
  ]

  @Test(arguments: hosts)
  func aLinkOpensOnlyFromADomainName(_ row: Host) {
    let table = LinkTable<LinkRoute>(hosts: ["example.com", row.host])
    let link = "https://" + row.host + "/users"
    let expected: Result<LinkPath, LinkError> =
      row.flaw.map { .failure(.malformed(link: link, flaw: $0)) } ?? .success(LinkPath("/users"))
    #expect(Result { () throws(LinkError) in try table.path(for: link) } == expected)
  }

  @Test(arguments: hosts)
  func theCheckNamesTheFlawOfAConfiguredHost(_ row: Host) {
    #expect(LinkTableCheck.flaw(ofHost: row.host) == row.flaw)
  }

  @Test func aTableReportsTheHostsItNeverOpens() throws {
    var table = LinkTable<LinkRoute>(hosts: ["example.com", "1.2.3.4", "Example-.com"])
    try table.add("/users", .push(.users))
    #expect(
      LinkTableCheck.problems(in: table) == [
        .host("1.2.3.4", .addressHost("1.2.3.4")),
        .host("example-.com", .hostLabel("example-")),
      ])
  }
}
