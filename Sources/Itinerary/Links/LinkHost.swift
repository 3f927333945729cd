/// The hosts a table opens links from: plain domain names, whose every label is 1 to 63 ASCII
/// letters, digits and hyphens, with no hyphen first or last, 253 characters at most.
///
/// Browsers rewrite every other host before they compare it: an IPv4 address in any of its
/// spellings (`0xffffffff`, `1.2.3.4.`), an IPv6 literal, a host outside ASCII. Refusing them
/// keeps the host the table compares the host the browser shows.
enum LinkHost {
  /// Refuses `host` unless it is a plain domain name; a label starting with `xn--` must be
  /// Punycode of a name outside ASCII.
  ///
  /// - Throws: ``LinkFlaw/hostCharacter(_:)``, ``LinkFlaw/addressHost(_:)``,
  ///   ``LinkFlaw/hostLabel(_:)``, ``LinkFlaw/hostLength(_:)`` or
  ///   ``LinkFlaw/punycodeLabel(_:)``.
  static func check(_ host: Substring) throws(LinkFlaw) {
    if host.utf8.first == UInt8(ascii: "[") { throw .addressHost(String(host)) }
    if let flawed = host.unicodeScalars.first(where: { !isHostScalar($0) }) {
      throw .hostCharacter(flawed)
    }
    let labels = host.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    // Browsers read a host whose last label is a number as an IPv4 address, a dot after it
    // or not.
    if let last = labels.last(where: { !$0.isEmpty }), isNumber(last) {
      throw .addressHost(String(host))
    }
    for label in labels {
      guard (1...63).contains(label.count), label.first != UInt8(ascii: "-"),
        label.last != UInt8(ascii: "-")
      else { throw .hostLabel(String(Substring(label))) }
    }
    if host.utf8.count > 253 { throw .hostLength(host.utf8.count) }
    for label in labels where isPunycode(label) {
      guard let name = Punycode.decode(Substring(label.dropFirst(4))),
        name.allSatisfy(isNameScalar)
      else { throw .punycodeLabel(String(Substring(label))) }
    }
  }

  /// Whether a host name may hold `scalar`: an ASCII letter, digit, hyphen or dot.
  private static func isHostScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "-", ".": true
    default: false
    }
  }

  /// Whether browsers read `label` as a number: decimal digits, or `0x` and hexadecimal ones.
  private static func isNumber(_ label: Substring.UTF8View) -> Bool {
    let lowered = label.map { $0 | 0x20 }
    if lowered.starts(with: "0x".utf8) {
      return lowered.dropFirst(2).allSatisfy { isDigit($0) || (0x61...0x66).contains($0) }
    }
    return label.allSatisfy(isDigit)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isPunycode(_ label: Substring.UTF8View) -> Bool {
    label.count >= 4 && label.prefix(4).map { $0 | 0x20 }.elementsEqual("xn--".utf8)
  }

  /// Whether a name outside ASCII may hold `scalar`: an assigned code point that is neither a
  /// control character nor for private use.
  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .privateUse, .unassigned, .surrogate: false
    default: true
    }
  }
}
