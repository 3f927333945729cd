/// A link table where the most specific pattern wins, whatever the order of the rows.
///
/// Use it for an app's deep links: add every pattern with the value it stands for, then
/// resolve the paths that arrive. Where several patterns match, the winner is decided segment
/// by segment from the left: a static segment beats a parameter, a parameter beats an optional
/// parameter, and an optional parameter beats `*`. Among patterns of the same shape, one that
/// requires more query items comes first, then the one added first (``LinkTableCheck`` reports
/// such duplicates).
///
/// A row can validate its match: its closure returns the value, or `nil` to refuse, and then
/// the next most specific row is tried, as if the pattern had not matched.
///
/// ```swift
/// var links = try LinkMatcher<AppRoute>(["/inbox": .inbox, "/inbox/*": .inbox])
/// try links.add("/inbox/:id") { match in
///   match.parameters.value("id", as: UUID.self).map(AppRoute.message)
/// }
/// links.resolve("/inbox/new")?.value  // .inbox: "new" is not a UUID, so "*" wins
/// ```
///
/// Resolving costs one hash lookup per segment plus backtracking through non-static children
/// only; it does not grow with the number of rows. A row that refuses its match costs one more
/// search, which passes over it. The table holds closures, so it is not `Equatable`; compare
/// its ``patterns`` instead.
public struct LinkMatcher<Value: Sendable>: Sendable {
  // Usable from inlinable `resolve(_:)`, for `links.resolve@N` in `itinerary-bench`.
  @usableFromInline private(set) var trie = LinkTrie()
  @usableFromInline private(set) var rows = LinkRows<Value>()

  /// Creates an empty table.
  public init() {}

  /// Creates a table of patterns and their values.
  ///
  /// - Parameter table: Patterns and values, such as `["/inbox": .inbox]`.
  /// - Throws: ``LinkPatternError`` for the first pattern that does not parse.
  public init(_ table: KeyValuePairs<String, Value>) throws(LinkPatternError) {
    for (pattern, value) in table { try add(pattern, value) }
  }

  /// The patterns, in the order they were added.
  public var patterns: [LinkPattern] { rows.patterns }

  /// Whether each row validates its matches and may refuse them, in the order they were added.
  public var validates: [Bool] { rows.validates }

  /// Adds a pattern that always gives `value` when it wins.
  ///
  /// - Parameters:
  ///   - pattern: A pattern such as `/users/:id`; see ``LinkPattern``.
  ///   - value: The value a path it matches resolves to.
  /// - Throws: ``LinkPatternError`` when the pattern does not parse; the table is unchanged.
  public mutating func add(_ pattern: String, _ value: Value) throws(LinkPatternError) {
    index(try rows.append(pattern, value), canRefuse: false)
  }

  /// Adds a pattern whose matches `validate` checks and turns into a value.
  ///
  /// - Parameters:
  ///   - pattern: A pattern such as `/users/:id`; see ``LinkPattern``.
  ///   - validate: Returns the value for a match, or `nil` to let the next most specific
  ///     pattern try.
  /// - Throws: ``LinkPatternError`` when the pattern does not parse; the table is unchanged.
  public mutating func add(
    _ pattern: String, validate: @escaping @Sendable (LinkMatch) -> Value?
  ) throws(LinkPatternError) {
    index(try rows.append(pattern, validate: validate), canRefuse: true)
  }

  /// Adds the last row's pattern to the trie, before the rows of its shape it outranks.
  private mutating func index(_ pattern: LinkPattern, canRefuse: Bool) {
    let required = pattern.queryItems.count { !$0.isOptional }
    trie.insert(pattern.segments, needsCheck: canRefuse || required > 0) { [rows] other in
      rows.pattern(other).queryItems.count { !$0.isOptional } < required
    }
  }

  /// The most specific row that matches `path` and accepts it.
  ///
  /// - Parameter path: A normalised path.
  /// - Returns: The row's value and its match, or `nil` when no row matches and accepts.
  //
  // Inlinable so that it is compiled for the caller's value type: unspecialised, every resolve
  // looked up generic metadata and copied rows through value witnesses, most of its cost in
  // `links.resolve@N` of `itinerary-bench`.
  @inlinable
  public func resolve(_ path: LinkPath) -> LinkResolution<Value>? {
    var refused = 0
    while let found = trie.search(path.segments, passingOver: refused) {
      if let resolution = rows.resolve(found.row, path, at: found.segments) { return resolution }
      refused += 1
    }
    return nil
  }

  /// Parses `link` as a path from the root and resolves it.
  ///
  /// - Parameter link: A path with an optional query, such as `/inbox/42?ref=mail`.
  //
  // Inlinable for the same reason as `resolve(_: LinkPath)`; it pays in
  // `links.resolve.regex@1000` of `itinerary-bench`, which resolves link strings.
  @inlinable
  public func resolve(_ link: String) -> LinkResolution<Value>? {
    resolve(LinkPath(link))
  }
}
