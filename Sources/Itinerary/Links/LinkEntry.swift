/// One row of a link table: a pattern and how to turn its match into a value.
struct LinkEntry<Value: Sendable>: Sendable {
  /// The row's pattern.
  let pattern: LinkPattern
  /// The pattern's path parameter names, in order, computed once.
  let parameterNames: [String]
  /// Turns a match into the row's value, or refuses it with `nil`.
  let validate: @Sendable (LinkMatch) -> Value?
  /// Whether `validate` can refuse; a row that cannot always wins where it matches.
  let canRefuse: Bool

  init(_ pattern: LinkPattern, canRefuse: Bool, validate: @escaping @Sendable (LinkMatch) -> Value?)
  {
    self.pattern = pattern
    parameterNames = pattern.pathParameterNames
    self.validate = validate
    self.canRefuse = canRefuse
  }

  /// The row's value for `path` with these positional captures, or `nil` when a required
  /// query item is missing or the validator refuses.
  func resolve(
    _ path: LinkPath, matchedCount: Int, captures: [String?]
  ) -> LinkResolution<Value>? {
    var parameters = LinkParameters(names: parameterNames, values: captures)
    guard pattern.captureQuery(of: path, into: &parameters) else { return nil }
    let match = LinkMatch(
      pattern: pattern, path: path, matchedCount: matchedCount, parameters: parameters)
    return validate(match).map { LinkResolution(value: $0, match: match) }
  }
}
