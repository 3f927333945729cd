/// What makes a link unsafe to read: something the URL parsers that people use (RFC 3986,
/// WHATWG's URL standard in browsers, Foundation) read differently, so that the app could open
/// a link for one host, or one path, where a browser shows another.
///
/// ``LinkTable/path(for:)`` refuses such a link with ``LinkError/malformed(link:flaw:)`` and
/// opens nothing. A link that every parser reads the same way has none of these.
public enum LinkFlaw: Error, Hashable, Sendable, CustomStringConvertible {
  /// A backslash: browsers read it as `/` in an `https` link, so that
  /// `https://evil.example\@good.example` is a link to `evil.example`, and RFC 3986 forbids it.
  case backslash
  /// A control character, tab or newline: browsers drop tabs and newlines anywhere in a link,
  /// and RFC 3986 forbids every control character.
  case controlCharacter(Unicode.Scalar)
  /// A percent-encoded `@`, `/` or `\` before the path: some parsers decode it before they
  /// look for the host's end, others after.
  case encodedDelimiter(String)
  /// More than one `@` before the path: browsers take the host after the last, RFC 3986 allows
  /// none in the user information.
  case repeatedAt
  /// No host: `https:///inbox`, `https://user@/inbox`.
  case emptyHost
  /// A character no host name may hold. In an `https` link, anything but ASCII letters,
  /// digits, `-` and `.`: a space, a `%`, an `_`, or any scalar outside ASCII, which browsers
  /// map to another host (the Kelvin sign `K` lower-cases to `k`) or, for a combining mark,
  /// join to the character before it. In a custom scheme's host, its first segment, a
  /// character the URL standard forbids in any host: a space, `<`, `>`, `[`, `]`, `^` or `|`.
  case hostCharacter(Unicode.Scalar)
  /// A scalar outside ASCII in the user information before the `@` of an `https` link, where
  /// parsers that look for the host's end one character at a time would read the delimiter
  /// and the combining mark after it as one character.
  case userInformationCharacter(Unicode.Scalar)
  /// A host that is an IP address, or that browsers read as one: a bracketed IPv6 literal
  /// (`[::1]`), or a host whose last label is a number (`1.2.3.4`, `0xffffffff`, `256.0.0.1`,
  /// `example.123`). Browsers rewrite such hosts (`0xffffffff` is `255.255.255.255`), so a
  /// table opens only domain names.
  case addressHost(String)
  /// A label of the host that is not 1 to 63 letters, digits and hyphens, with no hyphen
  /// first or last: an empty label is a dot first or last (`example.com.`) or two in a row.
  case hostLabel(String)
  /// A host longer than the 253 characters a domain name may have.
  case hostLength(Int)
  /// A label starting with `xn--` that is not Punycode of a name outside ASCII: its digits do
  /// not decode (RFC 3492), or they decode to a control character, a private-use or
  /// unassigned code point.
  case punycodeLabel(String)
  /// A port that is not a number from 0 to 65,535.
  case port(String)
  /// User information or a port in a link of a custom scheme, whose host is the path's first
  /// segment: `myapp://user@users` is read as host `users` by URL parsers.
  case customSchemeAuthority(String)
  /// A path segment that spells a dot segment with an escape: `%2e`, `.%2e`, `%2e.` or
  /// `%2e%2e`, in either case. Browsers read it as `.` or `..` and go up a level, while
  /// ``LinkPath`` keeps it as a segment named `.` or `..`.
  case encodedDotSegment(String)

  /// What is wrong, in a phrase.
  public var description: String {
    switch self {
    case .backslash:
      "it holds a backslash, which browsers read as \"/\""
    case .controlCharacter(let scalar):
      "it holds the control character U+\(Self.hex(scalar.value)), which browsers drop"
    case .encodedDelimiter(let escape):
      "its authority holds \"\(escape)\", an encoded delimiter that parsers decode at different times"
    case .repeatedAt:
      "its authority holds more than one \"@\", and parsers disagree on where the host starts"
    case .emptyHost:
      "it has no host"
    case .hostCharacter(let scalar):
      "its host holds \(Self.name(scalar)), which no host name holds"
    case .userInformationCharacter(let scalar):
      "its user information holds \(Self.name(scalar)), outside ASCII"
    case .addressHost(let host):
      "its host \"\(host)\" is an IP address, or one to browsers, and not a domain name"
    case .hostLabel(let label):
      label.isEmpty
        ? "its host has an empty label: a dot first, last, or after another"
        : "its host's label \"\(label)\" is not 1 to 63 letters, digits and hyphens, with no "
          + "hyphen first or last"
    case .hostLength(let length):
      "its host is \(length) characters long, longer than the 253 of a domain name"
    case .punycodeLabel(let label):
      "its host's label \"\(label)\" is not valid Punycode of a name outside ASCII"
    case .port(let port):
      "its port \"\(port)\" is not a number from 0 to 65535"
    case .customSchemeAuthority(let authority):
      "its custom scheme's host \"\(authority)\" carries user information or a port"
    case .encodedDotSegment(let segment):
      "its path holds \"\(segment)\", which browsers read as a dot segment"
    }
  }

  /// `U+0301`, or the character quoted when it is printable ASCII.
  private static func name(_ scalar: Unicode.Scalar) -> String {
    scalar.isASCII && scalar.value >= 0x20 && scalar.value < 0x7F
      ? Character(scalar).debugDescription : "U+\(hex(scalar.value))"
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
