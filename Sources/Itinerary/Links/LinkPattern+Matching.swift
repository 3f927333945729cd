extension LinkPattern {
  /// Matches this pattern against a whole path, a relative pattern counting from the root.
  ///
  /// Use it to test one pattern; to pick among many, use ``LinkMatcher`` or ``LinkSwitch``.
  ///
  /// ```swift
  /// try LinkPattern("/news/*").match(LinkPath("/news/latest"))?.remainder  // ["latest"]
  /// try LinkPattern("/users/:id").match(LinkPath("/users"))                // nil
  /// ```
  ///
  /// - Parameter path: The normalised path.
  /// - Returns: The match, or `nil` when the path has other segments or lacks a required query
  ///   item.
  public func match(_ path: LinkPath) -> LinkMatch? {
    match(path, below: .root)
  }

  /// Matches this pattern the way a route nested in another matches, as SwiftUI Router does.
  ///
  /// A relative pattern (no leading `/`) is resolved against `parent`, the path the enclosing
  /// route matched (its ``LinkMatch/matchedPath``), and must then match the whole `path`,
  /// unless it ends with `*`, which takes the rest. An absolute pattern ignores `parent`.
  ///
  /// ```swift
  /// let news = try LinkPattern("/news/*").match(LinkPath("/news/article/7"))!  // /news
  /// try LinkPattern("article/:id").match(LinkPath("/news/article/7"), below: news.matchedPath)
  /// // matchedPath /news/article/7, parameters [id: 7]
  /// ```
  ///
  /// - Parameters:
  ///   - path: The whole current path.
  ///   - parent: The path the enclosing route matched; the root at the top.
  /// - Returns: The match, whose ``LinkMatch/matchedPath`` includes the parent's segments, or
  ///   `nil`.
  public func match(_ path: LinkPath, below parent: LinkPath) -> LinkMatch? {
    let start = isAbsolute ? 0 : parent.segments.count
    guard isAbsolute || path.starts(with: parent) else { return nil }
    let available = path.segments.count - start
    guard available >= requiredCount, hasWildcard || available <= segments.count else { return nil }
    var captures: [String?] = []
    guard let end = matchSegments(from: 0, at: start, in: path.segments, captures: &captures)
    else { return nil }
    var parameters = LinkParameters(names: pathParameterNames, values: captures)
    guard captureQuery(of: path, into: &parameters) else { return nil }
    return LinkMatch(pattern: self, path: path, matchedCount: end, parameters: parameters)
  }

  /// Adds this pattern's query items found in `path` to `parameters`; `false` when a required
  /// one is missing.
  func captureQuery(of path: LinkPath, into parameters: inout LinkParameters) -> Bool {
    for item in queryItems {
      if let value = path.queryValue(item.name) {
        parameters.append(item.parameter, value)
      } else if !item.isOptional {
        return false
      }
    }
    return true
  }

  /// Matches the pattern's segments from `index` against `path` from `position`, trying an
  /// optional parameter with a segment first; returns the count matched before a `*`.
  private func matchSegments(
    from index: Int, at position: Int, in path: [String], captures: inout [String?]
  ) -> Int? {
    guard index < segments.count else { return position == path.count ? position : nil }
    let hasSegment = position < path.count
    switch segments[index] {
    case .wildcard:
      return position
    case .literal(let text):
      guard hasSegment, path[position] == text else { return nil }
      return matchSegments(from: index + 1, at: position + 1, in: path, captures: &captures)
    case .parameter:
      guard hasSegment else { return nil }
      captures.append(path[position])
      if let end = matchSegments(from: index + 1, at: position + 1, in: path, captures: &captures) {
        return end
      }
      captures.removeLast()
      return nil
    case .optional:
      if hasSegment {
        captures.append(path[position])
        let next = position + 1
        if let end = matchSegments(from: index + 1, at: next, in: path, captures: &captures) {
          return end
        }
        captures.removeLast()
      }
      captures.append(nil)
      if let end = matchSegments(from: index + 1, at: position, in: path, captures: &captures) {
        return end
      }
      captures.removeLast()
      return nil
    }
  }
}
