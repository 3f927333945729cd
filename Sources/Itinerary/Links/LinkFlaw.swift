/// What makes a link's scheme, host or port unsafe to read: something the URL parsers that
/// people use (RFC 3986, WHATWG's URL standard in browsers, Foundation) read differently, so
/// that the app could open a link for one host that a browser shows as coming from another.
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
  /// A character no host name may hold: a space, a `%`, or any character outside ASCII, which
  /// browsers map to another host (the Kelvin sign `K` lower-cases to `k`).
  case hostCharacter(Character)
  /// A port that is not a number from 0 to 65,535.
  case port(String)
  /// User information or a port in a link of a custom scheme, whose host is the path's first
  /// segment: `myapp://user@users` is read as host `users` by URL parsers.
  case customSchemeAuthority(String)

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
    case .hostCharacter(let character):
      "its host holds \(character.debugDescription), which no host name holds"
    case .port(let port):
      "its port \"\(port)\" is not a number from 0 to 65535"
    case .customSchemeAuthority(let authority):
      "its custom scheme's host \"\(authority)\" carries user information or a port"
    }
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
