/// A parsed link pattern: static segments, parameters, an optional trailing `*`, and query
/// items to capture.
///
/// Write patterns the way the links look:
///
/// | Piece           | Matches                                          |
/// | --------------- | ------------------------------------------------ |
/// | `inbox`         | exactly the segment `inbox` (case-sensitive)     |
/// | `:id`           | any one segment, captured as `id`                |
/// | `:tab?`         | one segment or none, captured as `tab` if there  |
/// | `*` (last only) | the rest of the path: zero or more segments      |
/// | `?q=:query`     | requires the query item `q`, captured as `query` |
/// | `?page=:page?`  | captures the query item `page` if there          |
///
/// Parameter names are ASCII letters and digits and start with a letter. A `?` right after a
/// parameter's name makes it optional; any other `?` starts the query, so
/// `/user/:id??tab=:tab` has an optional `id` and a query. Empty segments and a trailing `/`
/// are ignored; a pattern that does not start with `/` is relative to its parent when matched
/// with ``match(_:below:)`` and to the root otherwise. Static segments are percent-decoded,
/// so `caf%C3%A9` and `café` are the same pattern. Query items the pattern does not name are
/// ignored when matching.
///
/// ```swift
/// let pattern = try LinkPattern("/users/:id/posts/:post?")
/// pattern.match(LinkPath("/users/7/posts"))?.parameters["id"]  // "7"
/// ```
public struct LinkPattern: Hashable, Sendable, CustomStringConvertible {
  /// One segment of a pattern.
  public enum Segment: Hashable, Sendable {
    /// Matches exactly this decoded segment.
    case literal(String)
    /// Matches any one segment and captures it under this name.
    case parameter(String)
    /// Matches one segment, captured under this name, or none.
    case optional(String)
    /// Matches the rest of the path, zero or more segments. Always last.
    case wildcard
  }

  /// A query item a pattern captures: `name=:parameter` or `name=:parameter?`.
  public struct QueryItem: Hashable, Sendable {
    /// The query item's decoded name in the link.
    public var name: String
    /// The parameter it is captured as.
    public var parameter: String
    /// Whether a link without the item still matches.
    public var isOptional: Bool

    /// Creates a query item of a pattern.
    ///
    /// - Parameters:
    ///   - name: The query item's decoded name in the link.
    ///   - parameter: The parameter it is captured as.
    ///   - isOptional: Whether a link without the item still matches.
    public init(name: String, parameter: String, isOptional: Bool) {
      self.name = name
      self.parameter = parameter
      self.isOptional = isOptional
    }
  }

  /// The most segments a pattern may have, which bounds how deep matching goes.
  public static let maximumSegments = 64
  /// The most optional parameters a pattern may have, which bounds how much matching
  /// backtracks: each one may take a segment or none.
  public static let maximumOptionals = 8

  /// The pattern as written.
  public var source: String { parsed.source }
  /// Whether the pattern starts with `/`; a relative one is resolved against its parent.
  public var isAbsolute: Bool { parsed.isAbsolute }
  /// The path's segments, in order.
  public var segments: [Segment] { parsed.segments }
  /// The query items the pattern captures, in order.
  public var queryItems: [QueryItem] { parsed.queryItems }

  /// The parsed pattern, shared by the pattern's copies: every match carries its pattern, and
  /// a pattern of one reference is copied with one retain, in place, where one of four fields
  /// took a retain each through its type's value witnesses (`links.resolve@N`).
  private let parsed: Parsed

  /// Parses a pattern.
  ///
  /// - Parameter source: The pattern, such as `/users/:id`, `news/*` or `/search?q=:query`.
  /// - Throws: ``LinkPatternError`` naming the offset and the problem: a `*` not last, a
  ///   repeated or malformed parameter name, a misplaced `?`, a `.` or `..` segment, more than
  ///   ``maximumSegments`` segments or ``maximumOptionals`` optional parameters.
  public init(_ source: String) throws(LinkPatternError) {
    var parser = LinkPatternParser(source)
    try parser.parse()
    parsed = Parsed(
      source: source, isAbsolute: source.hasPrefix("/"), segments: parser.segments,
      queryItems: parser.queryItems)
  }

  /// Patterns are equal when they were written alike.
  public static func == (lhs: LinkPattern, rhs: LinkPattern) -> Bool {
    lhs.parsed === rhs.parsed || lhs.source == rhs.source
  }

  /// Hashes the pattern as written, as ``==(_:_:)`` compares it.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(source)
  }

  /// What parsing a pattern found, never changed once made.
  private final class Parsed: Sendable {
    let source: String
    let isAbsolute: Bool
    let segments: [Segment]
    let queryItems: [QueryItem]

    init(source: String, isAbsolute: Bool, segments: [Segment], queryItems: [QueryItem]) {
      self.source = source
      self.isAbsolute = isAbsolute
      self.segments = segments
      self.queryItems = queryItems
    }
  }

  /// The pattern as written.
  public var description: String { source }

  /// Whether the pattern ends with `*`.
  public var hasWildcard: Bool { segments.last == .wildcard }

  /// The names of the path's parameters, optional ones included, in order.
  var pathParameterNames: [String] {
    segments.compactMap {
      switch $0 {
      case .parameter(let name), .optional(let name): name
      case .literal, .wildcard: nil
      }
    }
  }

  /// How many segments a path needs at least: one per static segment and required parameter.
  var requiredCount: Int {
    segments.reduce(0) { count, segment in
      switch segment {
      case .literal, .parameter: count + 1
      case .optional, .wildcard: count
      }
    }
  }
}
