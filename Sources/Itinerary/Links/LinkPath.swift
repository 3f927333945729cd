/// A link's path, split into decoded segments and normalised, with its query items.
///
/// Build one from whatever a person, a notification or another app hands over; it reads the
/// way people expect links to read:
///
/// - `.` is dropped and `..` removes the segment before it, an empty one included, as the URL
///   standard resolves them (`/a/b//..` is `/a/b/`); `..` at the root stays at the root;
/// - empty segments are dropped then, so `//a///b/` is `/a/b`, and a trailing slash changes
///   nothing;
/// - each segment is percent-decoded after the dots are resolved, so `%2E%2E` is a segment
///   named `..`, not a step up, and `%2F` is a `/` inside a segment (see ``LinkEncoding`` for
///   broken escapes, which stay as written); ``LinkTable`` refuses links that hold such a
///   segment, which browsers read as a step up;
/// - `?` starts the query, `#` starts a fragment, which is dropped.
///
/// The text is cut at its `/`, `?`, `&` and `#` scalars, as the URL standard cuts it, so a
/// combining mark after one of them does not hide it.
///
/// Segments keep their case: paths are case-sensitive, as RFC 3986 says, and static segments
/// of a ``LinkPattern`` match them exactly.
///
/// ```swift
/// LinkPath("/inbox//42/./../7/").segments                 // ["inbox", "7"]
/// LinkPath("../settings", relativeTo: LinkPath("/inbox/7"))  // /inbox/settings
/// LinkPath(segments: ["a/b", "ü"]).description           // "/a%2Fb/%C3%BC"
/// ```
public struct LinkPath: Hashable, Sendable, CustomStringConvertible {
  /// The decoded segments, root first.
  public var segments: [String]
  /// The decoded query items, in the order they came.
  public var query: [LinkQueryItem]

  /// The root, `/`: no segments, no query.
  public static let root = LinkPath()

  /// Creates a path from decoded segments and query items, taken as they are.
  ///
  /// Use it to build a link from values: ``description`` encodes them, and parsing that
  /// description gives back the same segments, provided none is empty.
  ///
  /// - Parameters:
  ///   - segments: Decoded segments; an empty one disappears when the path is printed.
  ///   - query: Decoded query items.
  public init(segments: [String] = [], query: [LinkQueryItem] = []) {
    self.segments = segments
    self.query = query
  }

  /// Parses `text` as a path from the root, whether or not it starts with `/`.
  ///
  /// - Parameter text: A path with an optional query and fragment: `/search?q=a#top`.
  public init(_ text: String) {
    self.init(text, relativeTo: .root)
  }

  /// Parses `text` against `base`: from the root when it starts with `/`, otherwise below
  /// `base`, so `details`, `./details`, `../settings` and `..` navigate from where you are.
  ///
  /// The query comes from `text` alone.
  ///
  /// - Parameters:
  ///   - text: An absolute or relative path, with an optional query and fragment.
  ///   - base: The path a relative `text` starts from.
  public init(_ text: String, relativeTo base: LinkPath) {
    let parts = Self.parts(of: text)
    var raw: [Substring] = []
    var decoded = parts.isAbsolute ? [] : base.segments
    for piece in parts.pieces {
      switch piece {
      case ".": continue
      case "..":
        if raw.popLast() == nil { _ = decoded.popLast() }
      default: raw.append(piece)
      }
    }
    for piece in raw where !piece.isEmpty { decoded.append(LinkEncoding.decode(String(piece))) }
    self.init(segments: decoded, query: parts.query.map { LinkQueryItem(encoded: $0) })
  }

  /// `text` without its fragment, cut at the first `?` into the path and the query, with the
  /// pieces between the path's `/`, empty ones included, and the non-empty ones between the
  /// query's `&`.
  ///
  /// The text is cut byte by byte: every delimiter is an ASCII byte, which is never part of
  /// another scalar in UTF-8, and a combining mark after it is a scalar of its own. It is
  /// several times faster than cutting characters (`links.resolve.regex@1000` in
  /// `itinerary-bench` parses each link).
  private static func parts(
    of text: String
  ) -> (isAbsolute: Bool, pieces: [Substring], query: [Substring]) {
    let utf8 = text.utf8
    let end = utf8.firstIndex(of: UInt8(ascii: "#")) ?? utf8.endIndex
    let mark = utf8[..<end].firstIndex(of: UInt8(ascii: "?"))
    let path = text[..<(mark ?? end)]
    let query = mark.map { text[utf8.index(after: $0)..<end] } ?? ""
    let isAbsolute = path.utf8.first == UInt8(ascii: "/")
    var pieces = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    // The empty piece before a leading `/` is no segment.
    if isAbsolute { pieces.removeFirst() }
    return (
      isAbsolute, pieces.map(Substring.init),
      query.utf8.split(separator: UInt8(ascii: "&")).map(Substring.init)
    )
  }

  /// The first segment of `text`'s path that spells a dot segment with an escape, `%2e`,
  /// `.%2e`, `%2e.` or `%2e%2e` in either case, which browsers read as `.` or `..`.
  static func encodedDotSegment(in text: String) -> Substring? {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return nil }
    return parts(of: text).pieces.first { piece in
      let lowered = piece.lowercased()
      return lowered == "%2e" || lowered == "%2e%2e" || lowered == ".%2e" || lowered == "%2e."
    }
  }

  /// The first value of the query item called `name`, if there is one.
  ///
  /// - Parameter name: The decoded name.
  public func queryValue(_ name: String) -> String? {
    query.first { $0.name == name }?.value
  }

  /// Whether this path begins with every segment of `prefix`; every path begins with the root.
  ///
  /// - Parameter prefix: The shorter path.
  public func starts(with prefix: LinkPath) -> Bool {
    segments.starts(with: prefix.segments)
  }

  /// The path as a link: `/` and the encoded segments, then `?` and the encoded query items if
  /// there are any. A segment spelling `.` or `..` is escaped so that it stays a segment.
  public var description: String {
    let path = segments.filter { !$0.isEmpty }.map(Self.encodeSegment).joined(separator: "/")
    let items = query.map(\.description).joined(separator: "&")
    return "/" + path + (query.isEmpty ? "" : "?" + items)
  }

  private static func encodeSegment(_ segment: String) -> String {
    switch segment {
    case ".": "%2E"
    case "..": "%2E%2E"
    default: LinkEncoding.encode(segment)
    }
  }
}
