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
    matchSegments(path, below: parent).flatMap { segments in
      match(
        path, matchedCount: segments.matchedCount,
        parameters: segments.parameters(
          named: pathParameterNames, at: parameterMask, in: path.segments))
    }
  }

  /// The match of this pattern in `path` with these path parameters; `nil` when `path` lacks
  /// a required query item.
  func match(_ path: LinkPath, matchedCount: Int, parameters: LinkParameters) -> LinkMatch? {
    var parameters = parameters
    guard captureQuery(of: path, into: &parameters) else { return nil }
    return LinkMatch(
      pattern: self, path: path, matchedCount: matchedCount, parameters: parameters)
  }

  /// The path parameters among the segments, optional ones included: bit `i` is set when
  /// segment `i` is one.
  var parameterMask: UInt64 {
    segments.indices.reduce(0) { mask, index in
      switch segments[index] {
      case .parameter, .optional: mask | 1 << index
      case .literal, .wildcard: mask
      }
    }
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

  /// Where a pattern's segments met a path's: enough to read the captures from the path once
  /// a match is final, so that searching builds none.
  // Usable from inlinable code for `links.resolve@N` in `itinerary-bench`: the search that
  // inlinable `LinkMatcher.resolve(_:)` calls returns it.
  @usableFromInline
  struct SegmentMatch: Sendable {
    /// The path's segment the pattern's first segment met: the parent's count for a relative
    /// pattern, otherwise `0`.
    var start: Int
    /// How many of the path's segments were matched before a `*`.
    var matchedCount: Int
    /// Bit `i` is set when the pattern's segment `i`, an optional parameter, took no segment.
    var skippedOptionals: UInt64

    /// The parameters called `names`, at the set bits of `mask` (see
    /// ``LinkPattern/parameterMask``): each has the segment of `path` it took, none for an
    /// optional one that took none. Every segment before a parameter took one path segment,
    /// but the optional ones skipped.
    func parameters(named names: [String], at mask: UInt64, in path: [String]) -> LinkParameters {
      let count = mask.nonzeroBitCount
      let packs = count <= LinkParameters.maximumPositions && path.count < 0xFF
      var positions: [Int?] = []
      var packed: UInt64 = 0
      var remaining = mask
      while remaining != 0 {
        let index = remaining.trailingZeroBitCount
        let bit: UInt64 = 1 << index
        remaining &= ~bit
        let position = start + index - (skippedOptionals & (bit &- 1)).nonzeroBitCount
        let taken = skippedOptionals & bit == 0 && position >= 0 && position < path.count
        if packs {
          let byte = UInt64(taken ? position : 0xFF)
          packed |= byte << UInt64((count - 1 - remaining.nonzeroBitCount) * 8)
        } else {
          positions.append(taken ? position : nil)
        }
      }
      guard positions.isEmpty else {
        return LinkParameters(names: names, values: positions.map { $0.map { path[$0] } })
      }
      return LinkParameters(names: names, positions: packed, in: path)
    }
  }

  /// Where this pattern's segments match `path`, below `parent` if it is relative; query items
  /// are not looked at.
  func matchSegments(_ path: LinkPath, below parent: LinkPath) -> SegmentMatch? {
    let start = isAbsolute ? 0 : parent.segments.count
    guard isAbsolute || path.starts(with: parent) else { return nil }
    let available = path.segments.count - start
    guard available >= requiredCount, hasWildcard || available <= segments.count else { return nil }
    guard let end = matchSegments(from: 0, at: start, in: path.segments, skipped: 0) else {
      return nil
    }
    return SegmentMatch(start: start, matchedCount: end.position, skippedOptionals: end.skipped)
  }

  /// Matches the pattern's segments from `index` against `path` from `position`, trying an
  /// optional parameter with a segment first; returns the count matched before a `*` and the
  /// optional parameters that took no segment.
  private func matchSegments(
    from index: Int, at position: Int, in path: [String], skipped: UInt64
  ) -> (position: Int, skipped: UInt64)? {
    guard index < segments.count else {
      return position == path.count ? (position, skipped) : nil
    }
    let hasSegment = position < path.count
    let next = index + 1
    switch segments[index] {
    case .wildcard:
      return (position, skipped)
    case .literal(let text):
      guard hasSegment, path[position] == text else { return nil }
      return matchSegments(from: next, at: position + 1, in: path, skipped: skipped)
    case .parameter:
      guard hasSegment else { return nil }
      return matchSegments(from: next, at: position + 1, in: path, skipped: skipped)
    case .optional:
      if hasSegment,
        let end = matchSegments(from: next, at: position + 1, in: path, skipped: skipped)
      {
        return end
      }
      return matchSegments(from: next, at: position, in: path, skipped: skipped | 1 << index)
    }
  }
}
