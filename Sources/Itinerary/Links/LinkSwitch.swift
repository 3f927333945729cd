/// A link table where the first pattern that matches, in the order of the rows, wins.
///
/// Use it where order is the point, as with SwiftUI Router's `SwitchRoutes`: specific rows
/// first, then fallbacks such as `:unknown` or `*`. A row that validates its match and
/// returns `nil` lets the next row try.
///
/// ```swift
/// let news = try LinkSwitch<Screen>([
///   "latest": .latest,
///   "article/:id": .article,
///   ":unknown": .notFound,
///   "*": .news,
/// ])
/// news.resolve("/article/7")?.value  // .article
/// ```
///
/// Resolving tries the rows one by one, so its cost grows with their number; for a large
/// table where order should not matter, use ``LinkMatcher``. ``LinkTableCheck`` finds rows
/// that can never win here. The table holds closures, so it is not `Equatable`; compare its
/// ``patterns`` instead.
public struct LinkSwitch<Value: Sendable>: Sendable {
  private var rows = LinkRows<Value>()

  /// Creates an empty table.
  public init() {}

  /// Creates a table of patterns and their values, tried in this order.
  ///
  /// - Parameter table: Patterns and values, such as `["latest": .latest, "*": .news]`.
  /// - Throws: ``LinkPatternError`` for the first pattern that does not parse.
  public init(_ table: KeyValuePairs<String, Value>) throws(LinkPatternError) {
    for (pattern, value) in table { try add(pattern, value) }
  }

  /// The patterns, in the order they are tried.
  public var patterns: [LinkPattern] { rows.patterns }

  /// Whether each row validates its matches and may refuse them, in the order they are tried.
  public var validates: [Bool] { rows.validates }

  /// Adds a row, tried after the existing ones, that always gives `value` when it matches.
  ///
  /// - Parameters:
  ///   - pattern: A pattern such as `article/:id`; see ``LinkPattern``.
  ///   - value: The value a path it matches resolves to.
  /// - Throws: ``LinkPatternError`` when the pattern does not parse; the table is unchanged.
  public mutating func add(_ pattern: String, _ value: Value) throws(LinkPatternError) {
    try rows.append(pattern, value)
  }

  /// Adds a row, tried after the existing ones, whose matches `validate` checks and turns
  /// into a value.
  ///
  /// - Parameters:
  ///   - pattern: A pattern such as `article/:id`; see ``LinkPattern``.
  ///   - validate: Returns the value for a match, or `nil` to let the next row try.
  /// - Throws: ``LinkPatternError`` when the pattern does not parse; the table is unchanged.
  public mutating func add(
    _ pattern: String, validate: @escaping @Sendable (LinkMatch) -> Value?
  ) throws(LinkPatternError) {
    try rows.append(pattern, validate: validate)
  }

  /// The first row that matches `path`, below `parent` for relative patterns, and accepts it.
  ///
  /// - Parameters:
  ///   - path: A normalised path.
  ///   - parent: The path an enclosing route matched; relative patterns continue from it.
  /// - Returns: The row's value and its match, or `nil` when no row matches and accepts.
  public func resolve(_ path: LinkPath, below parent: LinkPath = .root) -> LinkResolution<Value>? {
    for row in 0..<rows.count {
      guard let segments = rows.pattern(row).matchSegments(path, below: parent) else { continue }
      if let resolution = rows.resolve(row, path, at: segments) { return resolution }
    }
    return nil
  }

  /// Parses `link` as a path from the root and resolves it.
  ///
  /// - Parameter link: A path with an optional query, such as `/article/7`.
  public func resolve(_ link: String) -> LinkResolution<Value>? {
    resolve(LinkPath(link))
  }
}
