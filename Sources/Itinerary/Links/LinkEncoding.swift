/// Percent-encoding for the segments and query items of a link, in both directions.
///
/// Use it to build a link from values a person typed or a server sent: ``encode(_:)`` escapes
/// every byte outside the unreserved set of RFC 3986 (`A-Z a-z 0-9 - . _ ~`), so `/`, `?`, `#`,
/// `%`, `&`, `=` and `+` inside a value never change the link's structure. ``decode(_:)`` undoes
/// it, and `decode(encode(s)) == s` for every string, the empty one included.
///
/// ```swift
/// LinkEncoding.encode("a/b c")   // "a%2Fb%20c"
/// LinkEncoding.decode("a%2Fb%20c")  // "a/b c"
/// LinkEncoding.decode("100%")    // "100%": a broken escape stays as written
/// ```
///
/// Decoding never fails. A `%` that is not followed by two hexadecimal digits stays as written,
/// as browsers keep it; when the decoded bytes are not valid UTF-8 (`%FF`), the whole text stays
/// as written. A `+` is a plus sign, not a space.
public enum LinkEncoding {
  /// The percent-encoded form of `text`: every byte of its UTF-8 outside `A-Z a-z 0-9 - . _ ~`
  /// becomes `%` and two upper-case hexadecimal digits.
  ///
  /// - Parameter text: Any string.
  /// - Returns: A string of unreserved characters and escapes.
  public static func encode(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if isUnreserved(byte) {
        bytes.append(byte)
      } else {
        bytes.append(UInt8(ascii: "%"))
        bytes.append(hexDigits[Int(byte >> 4)])
        bytes.append(hexDigits[Int(byte & 0x0F)])
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `text` with its escapes decoded; a broken escape stays as written, and so does the whole
  /// text when its escapes spell invalid UTF-8.
  ///
  /// - Parameter text: A segment, query name or query value as it appears in a link.
  /// - Returns: The text it stands for.
  public static func decode(_ text: String) -> String {
    let utf8 = text.utf8
    guard utf8.contains(UInt8(ascii: "%")) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      index = utf8.index(after: index)
      guard byte == UInt8(ascii: "%"), index != utf8.endIndex else {
        bytes.append(byte)
        continue
      }
      let second = utf8.index(after: index)
      guard second != utf8.endIndex, let high = hexValue(utf8[index]),
        let low = hexValue(utf8[second])
      else {
        bytes.append(byte)
        continue
      }
      bytes.append(high << 4 | low)
      index = utf8.index(after: second)
    }
    return String(validating: bytes, as: UTF8.self) ?? text
  }

  private static let hexDigits = Array("0123456789ABCDEF".utf8)

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default: false
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
