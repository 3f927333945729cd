/// An app's links, for the whole tree: each row maps a pattern to what that part of a link
/// opens, and a link opens the parts of every leading piece of its path that a row matches.
///
/// Use it to open the links that arrive (custom schemes such as `myapp://users/42` and
/// universal links such as `https://example.com/users/42`), and to build the link of any
/// place in the app for sharing. Each row speaks for one position in a path, so the same
/// component means different screens by what precedes it: `/users/detail` and
/// `/posts/detail` are different rows, and in `/users/detail/list/detail` each `detail` is
/// read at its own position.
///
/// ```swift
/// var links = LinkTable<AppRoute>(schemes: ["myapp"], hosts: ["example.com"])
/// try links.add("/users", .tab(AppTab.home), .push(.users))
/// try links.add("/users/:id") { match in
///   match.parameters.value("id", as: Int.self).map { .push(.user($0)) }
/// } parameters: { part in
///   guard case .push(.user(let id)) = part else { return nil }
///   return ["id": "\(id)"]
/// }
/// try links.add("/settings", .sheet(.settings))
///
/// try links.destination(for: "myapp://users/42")
/// // tab home › push users › push user(42)
/// try links.url(for: LinkDestination(hierarchy: "home", stack: [.users, .user(42)]))
/// // "myapp://users/42"
/// ```
///
/// A link of `n` segments is resolved by trying its leading pieces of 1, 2, … `n` segments,
/// each against the table's ``LinkMatcher``, where the most specific pattern wins. A piece no
/// row matches adds nothing (`/users/42/posts` may have no screen of its own), but the whole
/// path must match a row, or the link is unknown. A row ending with `*` speaks only for the
/// whole link: it is skipped where it matches a shorter piece; a row whose optional
/// parameters let it match two pieces in a row speaks once, for the longer. The link's query
/// goes with every piece, so any row can read it.
public struct LinkTable<Route: NavigationRoute>: Sendable {
  /// The custom schemes the app opens, lower-cased: `myapp` for `myapp://users/42`. The host
  /// of such a link is its first segment.
  public let schemes: [String]
  /// The hosts of the app's universal links, lower-cased: `example.com` for
  /// `https://example.com/users/42`. An `https` link from another host is refused, and so is
  /// every link from a host that is not a plain domain name, listed here or not
  /// (``LinkTableCheck/flaw(ofHost:)`` says what is wrong with one).
  public let hosts: [String]
  private var matcher = LinkMatcher<[LinkPart<Route>]>()
  /// The rows as reverse routing reads them, in the order they were added.
  private(set) var rows: [LinkTableRow<Route>] = []

  /// Creates an empty table for links with these schemes and hosts.
  ///
  /// - Parameters:
  ///   - schemes: The app's custom schemes; ``url(for:)`` builds links with the first.
  ///   - hosts: The hosts of its universal links, plain domain names such as `example.com`;
  ///     without schemes, ``url(for:)`` builds `https` links with the first. The table opens
  ///     no link from a host that is not a plain domain name: ``LinkTableCheck`` reports one.
  public init(schemes: [String] = [], hosts: [String] = []) {
    self.schemes = schemes.map { $0.lowercased() }
    self.hosts = hosts.map { $0.lowercased() }
  }

  /// The rows' patterns, in the order they were added.
  public var patterns: [LinkPattern] { matcher.patterns }

  /// Whether each row may refuse a match, in the order they were added.
  public var validates: [Bool] { matcher.validates }

  /// Adds a row that always gives these parts where it matches.
  ///
  /// - Parameters:
  ///   - pattern: A pattern such as `/settings`; see ``LinkPattern``.
  ///   - parts: What the piece of the link it matches opens, in order.
  /// - Throws: ``LinkPatternError`` when the pattern does not parse; the table is unchanged.
  public mutating func add(_ pattern: String, _ parts: LinkPart<Route>...) throws(LinkPatternError)
  {
    try add(pattern, parts: parts)
  }

  /// Adds a row that always gives these parts where it matches.
  ///
  /// - Parameters:
  ///   - pattern: A pattern such as `/settings`; see ``LinkPattern``.
  ///   - parts: What the piece of the link it matches opens, in order.
  /// - Throws: ``LinkPatternError`` when the pattern does not parse; the table is unchanged.
  public mutating func add(_ pattern: String, parts: [LinkPart<Route>]) throws(LinkPatternError) {
    try matcher.add(pattern, parts)
    rows.append(
      LinkTableRow(pattern: try LinkPattern(pattern)) { remaining in
        remaining.starts(with: parts) ? (parts.count, [:]) : nil
      })
  }

  /// Adds a row whose match `part` reads into one part, and whose parameters `parameters`
  /// finds again from that part, for reverse routing.
  ///
  /// - Parameters:
  ///   - pattern: A pattern such as `/users/:id`; see ``LinkPattern``.
  ///   - part: The part for a match, or `nil` to refuse it and let the next most specific
  ///     row try.
  ///   - parameters: The decoded parameter values that make `part` give this part, or `nil`
  ///     for a part the row does not give. Name the rest of a `*` `"*"`.
  /// - Throws: ``LinkPatternError`` when the pattern does not parse; the table is unchanged.
  public mutating func add(
    _ pattern: String, part: @escaping @Sendable (LinkMatch) -> LinkPart<Route>?,
    parameters: @escaping @Sendable (LinkPart<Route>) -> [String: String]?
  ) throws(LinkPatternError) {
    try matcher.add(pattern) { match in part(match).map { [$0] } }
    rows.append(
      LinkTableRow(pattern: try LinkPattern(pattern)) { remaining in
        remaining.first.flatMap(parameters).map { (1, $0) }
      })
  }

  /// Where the link points in the app: its path and query, with the scheme and host checked.
  ///
  /// A link with one of ``schemes`` reads its host as the first segment; an `https` link must
  /// come from one of ``hosts`` (any port, hosts compared case-insensitively); a link without
  /// a scheme is a path. The link is read on its Unicode scalars, as the URL standard reads
  /// it: a `/`, `?` or `#` followed by a combining mark still ends the host.
  ///
  /// A link that URL parsers could read as coming from different hosts or leading to
  /// different paths is refused: a backslash, a control character, an encoded `@`, `/` or `\`
  /// before the path, two `@`, an empty host, a port out of range, a host that is not a plain
  /// domain name (an IP address, a label that is not letters, digits and hyphens, a scalar
  /// outside ASCII, invalid Punycode), a custom scheme's host with a character no host holds,
  /// or a dot segment written with escapes (`%2e%2e`). See ``LinkFlaw``.
  ///
  /// - Parameter link: `myapp://users/42`, `https://example.com/users/42?tab=posts`, or
  ///   `/users/42`.
  /// - Throws: ``LinkError/malformed(link:flaw:)``,
  ///   ``LinkError/unsupportedScheme(link:scheme:)`` or ``LinkError/foreignHost(link:host:)``.
  public func path(for link: String) throws(LinkError) -> LinkPath {
    try Self.refusingFlaws(of: link) { () throws(LinkFlaw) in try LinkAuthority.check(link) }
    guard let colon = link.utf8.firstIndex(of: UInt8(ascii: ":")), Self.isScheme(link[..<colon])
    else { return try Self.checkedPath(link, of: link) }
    let scheme = link[..<colon].lowercased()
    let afterColon = link[link.utf8.index(after: colon)...]
    guard afterColon.utf8.starts(with: "//".utf8) else {
      throw .unsupportedScheme(link: link, scheme: scheme)
    }
    let rest = afterColon[afterColon.utf8.index(afterColon.startIndex, offsetBy: 2)...]
    let end = rest.utf8.firstIndex { Self.endsAuthority($0) } ?? rest.endIndex
    let authority = rest[..<end]
    let tail = rest[end...]
    if schemes.contains(scheme) {
      try Self.refusingFlaws(of: link) { () throws(LinkFlaw) in
        try LinkAuthority.checkCustomSchemeHost(authority)
      }
      return try Self.checkedPath(
        authority.isEmpty ? String(tail) : "/" + authority + tail, of: link)
    }
    guard scheme == "https" else { throw .unsupportedScheme(link: link, scheme: scheme) }
    let host = try Self.refusingFlaws(of: link) { () throws(LinkFlaw) in
      try LinkAuthority(authority).host
    }
    guard hosts.contains(host) else { throw .foreignHost(link: link, host: host) }
    return try Self.checkedPath(String(tail), of: link)
  }

  /// `text` read as a path, refused when it holds a dot segment written with escapes, which
  /// browsers resolve and ``LinkPath`` keeps as a segment.
  private static func checkedPath(_ text: String, of link: String) throws(LinkError) -> LinkPath {
    if let segment = LinkPath.encodedDotSegment(in: text) {
      throw .malformed(link: link, flaw: .encodedDotSegment(String(segment)))
    }
    return LinkPath(text)
  }

  /// Whether `byte` ends a link's authority: `/`, `?` or `#`.
  private static func endsAuthority(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
  }

  /// The result of `read`, or its flaw thrown as ``LinkError/malformed(link:flaw:)``.
  private static func refusingFlaws<Value>(
    of link: String, _ read: () throws(LinkFlaw) -> Value
  ) throws(LinkError) -> Value {
    do {
      return try read()
    } catch {
      throw .malformed(link: link, flaw: error)
    }
  }

  /// The place `link` opens.
  ///
  /// - Parameter link: A link with one of the table's schemes or hosts, or a path.
  /// - Throws: ``LinkError``: the scheme or host is refused, no row opens the whole path, or
  ///   the rows' parts come out of order.
  public func destination(for link: String) throws(LinkError) -> LinkDestination<Route> {
    try destination(for: try path(for: link), link: link)
  }

  /// The place `path` opens: the parts of each leading piece of it that a row matches, in
  /// order.
  ///
  /// - Parameters:
  ///   - path: A normalised path and its query.
  ///   - link: The link as it arrived, for the errors; by default the path.
  /// - Throws: ``LinkError/unknownLink(_:)`` when no row opens the whole path, or
  ///   ``LinkError/partOutOfOrder(link:part:after:)``.
  public func destination(
    for path: LinkPath, link: String? = nil
  ) throws(LinkError) -> LinkDestination<Route> {
    let count = path.segments.count
    // The pieces, shortest first. Pieces longer than a pattern can be are matched only by `*`
    // rows, which speak for the whole link alone: past that length only the whole path is
    // tried.
    var lengths = Array(1..<max(1, min(count, LinkPattern.maximumSegments + 1)))
    lengths.append(count)
    var spoken: [(pattern: LinkPattern, parts: [LinkPart<Route>])] = []
    for length in lengths {
      let piece = LinkPath(segments: Array(path.segments.prefix(length)), query: path.query)
      let resolution = matcher.resolve(piece)
      if length == count, resolution == nil { throw .unknownLink(link ?? path.description) }
      guard let resolution, length == count || !resolution.match.pattern.hasWildcard else {
        continue
      }
      // A row whose optional parameters let it match this piece and the one before speaks
      // once, for the longer.
      if spoken.last?.pattern == resolution.match.pattern { spoken.removeLast() }
      spoken.append((resolution.match.pattern, resolution.value))
    }
    let parts = spoken.flatMap(\.parts)
    return try LinkDestination(parts: parts, link: link ?? path.description)
  }

  /// Whether `text` is a scheme: an ASCII letter, then ASCII letters, digits, `+`, `-`, `.`.
  private static func isScheme(_ text: Substring) -> Bool {
    guard let first = text.utf8.first, isLetter(first) else { return false }
    return text.utf8.allSatisfy {
      isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
        || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
    }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }
}
