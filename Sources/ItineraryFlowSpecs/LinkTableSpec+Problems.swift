import Itinerary

extension LinkTableSpec {
  /// Everything wrong with the table, in file order: patterns that do not parse (at the
  /// character of the problem), parts out of order, rows with parameters that open more than
  /// one part, tabs the table does not declare, references to parameters the pattern does
  /// not capture, and patterns that match the same links as an earlier one
  /// (`LinkTableCheck`).
  public func problems() -> [LinkTableSpecProblem] {
    var problems: [LinkTableSpecProblem] = []
    var parsed: [(pattern: LinkPattern, row: Row)] = []
    for row in rows {
      do {
        let pattern = try LinkPattern(row.pattern)
        parsed.append((pattern, row))
        problems += partProblems(row, captures: Self.captures(of: pattern))
      } catch {
        // The pattern's text starts one column after the string's opening quote.
        let position = SourcePosition(
          line: row.position.line, column: row.position.column + 1 + error.offset)
        problems.append(
          LinkTableSpecProblem(table: name, position: position, message: error.description))
      }
    }
    // A spec's rows never refuse a match: their parameters only fill in the route's.
    let checked = LinkTableCheck.problems(in: parsed.map(\.pattern), order: .mostSpecific)
    for problem in checked {
      guard case .duplicate(let pattern, _) = problem,
        let row = parsed.last(where: { $0.pattern == pattern })?.row
      else { continue }
      problems.append(
        LinkTableSpecProblem(table: name, position: row.position, message: problem.description))
    }
    return problems.sorted { $0.position < $1.position }
  }

  private func partProblems(_ row: Row, captures: Set<String>) -> [LinkTableSpecProblem] {
    var problems: [LinkTableSpecProblem] = []
    func report(_ position: SourcePosition, _ message: String) {
      problems.append(LinkTableSpecProblem(table: name, position: position, message: message))
    }
    let placeholder = FlowSpecRoute.start
    let parts: [LinkPart<FlowSpecRoute>] = row.parts.map { part in
      switch part.kind {
      case .module: .module(part.name)
      case .tab: .hierarchy(part.name)
      case .push: .push(placeholder)
      case .sheet: .sheet(placeholder)
      case .cover: .cover(placeholder)
      }
    }
    switch Result(catching: { () throws(LinkError) in
      try LinkDestination(parts: parts, link: row.pattern)
    }) {
    case .failure(.partOutOfOrder(_, let part, let after)):
      report(row.position, "in \"\(row.pattern)\", \"\(part)\" cannot come after \"\(after)\"")
    case .failure, .success:
      // A spec's tabs hold stacks: no tab or column is inside one.
      let tabParts = row.parts.filter { $0.kind == .tab }
      for part in tabParts.dropFirst() {
        report(
          part.position,
          "in \"\(row.pattern)\", \"tab \(part.name)\" cannot come after \"tab "
            + "\(tabParts[0].name)\": the spec's tabs hold stacks, with no tabs or columns inside")
      }
    }
    if row.parts.contains(where: { $0.template != nil }), row.parts.count > 1 {
      report(
        row.position,
        "\"\(row.pattern)\" takes parameters, so it opens one part, not \(row.parts.count)")
    }
    for part in row.parts {
      if part.kind == .tab, !tabs.isEmpty, !tabs.contains(where: { $0.name == part.name }) {
        report(
          part.position,
          "unknown tab \"\(part.name)\"; the tabs are \(tabs.map { "\"\($0.name)\"" }.joined(separator: ", "))"
        )
      }
      for name in part.template.map(Self.references) ?? [] where !captures.contains(name) {
        report(part.position, "\":\(name)\" is not a parameter of \"\(row.pattern)\"")
      }
    }
    return problems
  }

  /// The names a pattern captures, from its path and its query.
  private static func captures(of pattern: LinkPattern) -> Set<String> {
    var names = Set(pattern.queryItems.map(\.parameter))
    for segment in pattern.segments {
      switch segment {
      case .parameter(let name), .optional(let name): names.insert(name)
      case .literal, .wildcard: break
      }
    }
    return names
  }

  /// The parameters a template refers to, in order.
  private static func references(in template: JSONValue) -> [String] {
    if let name = reference(template) { return [name] }
    switch template.content {
    case .array(let elements): return elements.flatMap(references)
    case .object(let members): return members.flatMap { references(in: $0.value) }
    case .null, .bool, .number, .string: return []
    }
  }
}
