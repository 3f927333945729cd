extension LinkTable {
  /// The link that opens `destination`: reverse routing.
  ///
  /// Walks the destination's parts in order; for each, takes the row that gives it (and the
  /// parts after it, for a row of several) with the shortest path that continues the path
  /// so far, filled with the row's parameters (percent-encoded when printed, so Unicode,
  /// `/`, `?` or `%` in a value read back as they were). A parameter the row's closure does
  /// not give takes the segment at its position in the path so far: a post's row need not
  /// repeat its user's id. The link is returned only when
  /// resolving it gives `destination` back, so no link carries a value `.` or `..` as a
  /// segment: browsers read it as a dot segment, escaped or not.
  ///
  /// ```swift
  /// let path = try links.link(for: LinkDestination(hierarchy: "home", stack: [.users, .user(7)]))
  /// path.description   // "/users/7"
  /// ```
  ///
  /// - Throws: ``LinkError/noLink(_:)`` when no link of the table opens it, or
  ///   ``LinkError/emptySegment(parameter:pattern:)`` when the only row that could needs an
  ///   empty value as a segment.
  public func link(for destination: LinkDestination<Route>) throws(LinkError) -> LinkPath {
    var search = ReverseSearch(rows: rows, parts: destination.parts[...]) { path in
      // Read back from its text, as the link arrives: a segment `.` or `..`, which browsers
      // read as a dot segment however it is escaped, is refused there.
      (try? self.destination(for: self.path(for: path.description))) == destination
    }
    if let path = search.path(from: .root) { return path }
    throw search.emptySegment ?? .noLink(destination.description)
  }

  /// The link that opens `destination`, with the first of ``schemes`` (`myapp://users/7`),
  /// else `https` and the first of ``hosts``, else the path alone.
  ///
  /// - Throws: ``LinkError``, as ``link(for:)``.
  public func url(for destination: LinkDestination<Route>) throws(LinkError) -> String {
    let path = try link(for: destination).description
    if let scheme = schemes.first { return scheme + "://" + path.dropFirst() }
    if let host = hosts.first { return "https://" + host + path }
    return path
  }

}
