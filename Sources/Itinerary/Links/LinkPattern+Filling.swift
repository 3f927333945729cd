extension LinkPattern {
  /// The path this pattern matches with these parameter values: the reverse of matching.
  ///
  /// Static segments stay; a parameter takes its value, or without one the segment at its
  /// position in `base`, the link built so far, so that a row need not repeat what the rows
  /// before it put in the link; an optional parameter without a value or with an empty one
  /// takes no segment; `*` takes the value of `"*"` split at `/`, or
  /// nothing. A query item takes its parameter's value; an optional one without a value is
  /// left out.
  ///
  /// - Parameters:
  ///   - parameters: Decoded values by parameter name.
  ///   - base: The path the filled one continues.
  /// - Returns: The path, or `nil` when a required parameter has no value.
  /// - Throws: ``LinkError/emptySegment(parameter:pattern:)`` when a required path
  ///   parameter's value is empty: the segment would vanish from the link.
  func filled(
    with parameters: [String: String], below base: LinkPath = .root
  ) throws(LinkError) -> LinkPath? {
    var segments: [String] = []
    for segment in self.segments {
      switch segment {
      case .literal(let text): segments.append(text)
      case .parameter(let name):
        let inherited =
          base.segments.indices.contains(segments.count) ? base.segments[segments.count] : nil
        guard let value = parameters[name] ?? inherited else { return nil }
        guard !value.isEmpty else { throw .emptySegment(parameter: name, pattern: source) }
        segments.append(value)
      case .optional(let name):
        if let value = parameters[name], !value.isEmpty { segments.append(value) }
      case .wildcard:
        if let rest = parameters["*"] {
          segments += rest.split(separator: "/").map(String.init)
        }
      }
    }
    var query: [LinkQueryItem] = []
    for item in queryItems {
      if let value = parameters[item.parameter] {
        query.append(LinkQueryItem(name: item.name, value: value))
      } else if !item.isOptional {
        return nil
      }
    }
    return LinkPath(segments: segments, query: query)
  }
}
