/// One `name=value` pair of a link's query, decoded.
///
/// ``LinkPath`` keeps a link's query items in the order they came, duplicates included;
/// patterns read the first item of a name.
///
/// ```swift
/// LinkPath("/search?q=swift%20ui&page=2").query
/// // [LinkQueryItem(name: "q", value: "swift ui"), LinkQueryItem(name: "page", value: "2")]
/// ```
public struct LinkQueryItem: Hashable, Sendable, CustomStringConvertible {
  /// The item's name, decoded.
  public var name: String
  /// The item's value, decoded; empty for `?flag` and `?flag=`.
  public var value: String

  /// Creates a query item.
  ///
  /// - Parameters:
  ///   - name: The decoded name.
  ///   - value: The decoded value.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }

  /// The item as it appears in a link, name and value percent-encoded: `q=swift%20ui`.
  public var description: String {
    LinkEncoding.encode(name) + "=" + LinkEncoding.encode(value)
  }

  /// Reads `name=value` (or a bare `name`) as it appears in a link, cut at its first `=`
  /// scalar.
  init(encoded text: Substring) {
    if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
      name = LinkEncoding.decode(String(text[..<equals]))
      value = LinkEncoding.decode(String(text[text.utf8.index(after: equals)...]))
    } else {
      name = LinkEncoding.decode(String(text))
      value = ""
    }
  }
}
