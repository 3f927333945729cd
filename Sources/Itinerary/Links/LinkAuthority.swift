/// The authority of an `https` link, `user@host:port`, read only where every URL parser people
/// use reads it the same way: RFC 3986, WHATWG's URL standard and Foundation.
///
/// It refuses, with a ``LinkFlaw``, every authority where they could disagree on the host, so
/// that the host the app checks is the host a browser shows.
struct LinkAuthority {
  /// The host, lower-cased: hosts compare case-insensitively, as DNS does.
  let host: String

  /// Reads `authority`, the text between `//` and the first `/`, `?` or `#` of a link that
  /// holds no backslash and no control character (see `check(_:)`).
  ///
  /// - Throws: ``LinkFlaw`` for an encoded delimiter, a repeated `@`, an empty host, a
  ///   character no host holds, or a port out of range.
  init(_ authority: Substring) throws(LinkFlaw) {
    try Self.checkEscapes(authority)
    var hostAndPort = authority
    if let at = authority.firstIndex(of: "@") {
      hostAndPort = authority[authority.index(after: at)...]
      if hostAndPort.contains("@") { throw .repeatedAt }
    }
    let (host, port) = Self.split(hostAndPort)
    if host.isEmpty { throw .emptyHost }
    if let port { try Self.checkPort(port) }
    if let flawed = host.first(where: { !Self.isHostCharacter($0, bracketed: host.first == "[") }) {
      throw .hostCharacter(flawed)
    }
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

  /// Refuses a percent-encoded `@`, `/` or `\`, which some parsers decode before they find the
  /// host and others after.
  private static func checkEscapes(_ authority: Substring) throws(LinkFlaw) {
    var rest = authority
    while let percent = rest.firstIndex(of: "%") {
      let escape = rest[percent...].prefix(3)
      if ["%40", "%2F", "%5C"].contains(escape.uppercased()) {
        throw .encodedDelimiter(String(escape))
      }
      rest = rest[rest.index(after: percent)...]
    }
  }

  /// The host and the port of `text`, `host:port` or `[v6]:port`; the port is `nil` without a
  /// colon, and empty after a bare colon, which every parser reads as the scheme's own port.
  private static func split(_ text: Substring) -> (host: Substring, port: Substring?) {
    let hostEnd =
      text.first == "["
      ? text.firstIndex(of: "]").map { text.index(after: $0) } ?? text.endIndex
      : text.firstIndex(of: ":") ?? text.endIndex
    let host = text[..<hostEnd]
    let rest = text[hostEnd...]
    guard let colon = rest.first else { return (host, nil) }
    return colon == ":" ? (host, rest.dropFirst()) : (host, rest)
  }

  private static func checkPort(_ port: Substring) throws(LinkFlaw) {
    guard port.allSatisfy({ $0.isASCII && $0.isNumber }), port.count <= 5,
      (Int(port) ?? 0) <= 65_535
    else { throw .port(String(port)) }
  }

  /// Whether a host name may hold `character`: RFC 3986's unreserved ASCII characters, and in
  /// an IPv6 literal the brackets, hexadecimal digits, colons and dots.
  private static func isHostCharacter(_ character: Character, bracketed: Bool) -> Bool {
    guard character.isASCII else { return false }
    if character.isLetter || character.isNumber || "-._~".contains(character) { return true }
    return bracketed && "[]:".contains(character)
  }
}
