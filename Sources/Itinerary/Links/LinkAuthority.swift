/// The authority of an `https` link, `user@host:port`, read only where every URL parser people
/// use reads it the same way: RFC 3986, WHATWG's URL standard and Foundation.
///
/// It refuses, with a ``LinkFlaw``, every authority where they could disagree on the host, so
/// that the host the app checks is the host a browser shows.
struct LinkAuthority {
  /// The host, lower-cased: hosts compare case-insensitively, as DNS does.
  let host: String

  /// Reads `authority`, the text between `//` and the first `/`, `?` or `#` scalar of a link
  /// that holds no backslash and no control character (see `check(_:)`).
  ///
  /// Every delimiter is looked for among the UTF-8 bytes, as the URL standard does, never one
  /// `Character` at a time, where an `@` and a combining mark after it are one character.
  ///
  /// - Throws: ``LinkFlaw`` for an encoded delimiter, a repeated `@`, a scalar outside ASCII
  ///   in the user information, an empty host, a port out of range, or a host that is not a
  ///   plain domain name (see `LinkHost`).
  init(_ authority: Substring) throws(LinkFlaw) {
    try Self.checkEscapes(authority)
    var hostAndPort = authority
    if let at = authority.utf8.firstIndex(of: UInt8(ascii: "@")) {
      hostAndPort = authority[authority.utf8.index(after: at)...]
      if hostAndPort.utf8.contains(UInt8(ascii: "@")) { throw .repeatedAt }
      if let flawed = authority[..<at].unicodeScalars.first(where: { !$0.isASCII }) {
        throw .userInformationCharacter(flawed)
      }
    }
    let (host, port) = Self.split(hostAndPort)
    if host.isEmpty { throw .emptyHost }
    if let port { try Self.checkPort(port) }
    try LinkHost.check(host)
    self.host = host.lowercased()
  }

  /// Refuses a link that holds a backslash or a control character anywhere: browsers read a
  /// backslash as `/` and drop tabs and newlines, so such a link means something else to them.
  static func check(_ link: String) throws(LinkFlaw) {
    // Links are ASCII almost always; only a link with a byte outside printable ASCII or a
    // backslash is read scalar by scalar.
    guard !link.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") }) else {
      return
    }
    for scalar in link.unicodeScalars {
      if scalar == "\\" { throw .backslash }
      if scalar.properties.generalCategory == .control { throw .controlCharacter(scalar) }
    }
  }

  /// Refuses a custom scheme's host, the first segment of its link: user information or a
  /// port, which URL parsers read as such, or a character the URL standard forbids in any
  /// host: a space, `<`, `>`, `[`, `]`, `^` or `|`. (The other forbidden ones, `#`, `/`, `?`,
  /// a backslash and control characters, end the host or are refused in the whole link.)
  static func checkCustomSchemeHost(_ authority: Substring) throws(LinkFlaw) {
    if authority.utf8.contains(where: { $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: ":") }) {
      throw .customSchemeAuthority(String(authority))
    }
    let forbidden = " <>[]^|".unicodeScalars
    if let flawed = authority.unicodeScalars.first(where: forbidden.contains) {
      throw .hostCharacter(flawed)
    }
  }

  /// Refuses a percent-encoded `@`, `/` or `\`, which some parsers decode before they find the
  /// host and others after.
  private static func checkEscapes(_ authority: Substring) throws(LinkFlaw) {
    let utf8 = authority.utf8
    var rest = utf8[...]
    while let percent = rest.firstIndex(of: UInt8(ascii: "%")) {
      let escape = utf8[percent...].prefix(3)
      if ["%40", "%2F", "%5C"].contains(where: { escape.map(uppercased).elementsEqual($0.utf8) }) {
        throw .encodedDelimiter(String(Substring(escape)))
      }
      rest = utf8[utf8.index(after: percent)...]
    }
  }

  /// The host and the port of `text`, `host:port` or `[v6]:port`; the port is `nil` without a
  /// colon, and empty after a bare colon, which every parser reads as the scheme's own port.
  private static func split(_ text: Substring) -> (host: Substring, port: Substring?) {
    let utf8 = text.utf8
    let hostEnd =
      utf8.first == UInt8(ascii: "[")
      ? utf8.firstIndex(of: UInt8(ascii: "]")).map { utf8.index(after: $0) } ?? text.endIndex
      : utf8.firstIndex(of: UInt8(ascii: ":")) ?? text.endIndex
    let host = text[..<hostEnd]
    let rest = text[hostEnd...]
    guard let colon = rest.utf8.first else { return (host, nil) }
    return colon == UInt8(ascii: ":")
      ? (host, rest[rest.utf8.index(after: rest.startIndex)...]) : (host, rest)
  }

  private static func checkPort(_ port: Substring) throws(LinkFlaw) {
    guard port.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
      port.utf8.count <= 5, (Int(port) ?? 0) <= 65_535
    else { throw .port(String(port)) }
  }

  private static func uppercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 0x20 : byte
  }
}
