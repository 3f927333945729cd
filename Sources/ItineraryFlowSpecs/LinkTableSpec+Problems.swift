import Itinerary

extension LinkTableSpec {
  /// Everything wrong with the table, in file order: patterns that do not parse (at the
  /// character of the problem), parts out of order, rows with parameters that open more than
  /// one part, modules, tabs and columns the table does not declare, references to
  /// parameters the pattern does not capture, and patterns that match the same links as an
  /// earlier one (`LinkTableCheck`); an initial module the table does not declare, and a
  /// module id or a tab name of a module declared twice.
  public func problems() -> [LinkTableSpecProblem] {
    var problems = moduleProblems()
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
      guard modules.isEmpty else {
        problems += placeProblems(row)
        break
      }
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
      if part.kind == .module, modules.isEmpty {
        report(
          part.position,
          "unknown module \"\(part.name)\"; the table declares no modules, so its app has none")
      }
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

  /// The problems of the declared modules: an initial module that is not one of them, and a
  /// module id, or a tab name in one module, used twice.
  private func moduleProblems() -> [LinkTableSpecProblem] {
    var problems: [LinkTableSpecProblem] = []
    func report(_ position: SourcePosition, _ message: String) {
      problems.append(LinkTableSpecProblem(table: name, position: position, message: message))
    }
    if let initial, !modules.isEmpty, !modules.contains(where: { $0.id == initial }) {
      // A table made in code has no position for it: the start of the file.
      report(
        initialPosition ?? SourcePosition(line: 1, column: 1),
        "unknown initial module \"\(initial)\"; \(Self.moduleList(modules))")
    }
    for (index, module) in modules.enumerated() {
      if let first = modules[..<index].first(where: { $0.id == module.id }) {
        report(
          module.position,
          "duplicate module id \"\(module.id)\": module \(index + 1) repeats the module at "
            + "\(first.position)")
      }
      for (offset, tab) in module.tabs.enumerated() {
        guard let first = module.tabs[..<offset].first(where: { $0.name == tab.name }) else {
          continue
        }
        report(
          tab.position,
          "duplicate tab \"\(tab.name)\": tab \(offset + 1) of module \"\(module.id)\" repeats "
            + "the tab at \(first.position)")
      }
    }
    return problems
  }

  /// The problems of a row's module, tabs and columns in a table with modules: a module it
  /// does not declare, a tab its module lacks (or every module, for a row that names none), a
  /// column that is not `sidebar` or `detail` of a split view, and anything inside a stack.
  private func placeProblems(_ row: Row) -> [LinkTableSpecProblem] {
    var problems: [LinkTableSpecProblem] = []
    func report(_ position: SourcePosition, _ message: String) {
      problems.append(LinkTableSpecProblem(table: name, position: position, message: message))
    }
    // A row that names no module opens in the module on screen, which can be any of them.
    var candidates = modules
    if let part = row.parts.first(where: { $0.kind == .module }) {
      candidates = modules.filter { $0.id == part.name }
      if candidates.isEmpty {
        report(part.position, "unknown module \"\(part.name)\"; \(Self.moduleList(modules))")
        return problems
      }
    }
    let tabParts = row.parts.filter { $0.kind == .tab }
    guard let first = tabParts.first else { return problems }
    let named = candidates.flatMap { $0.tabs.filter { $0.name == first.name } }
    guard !named.isEmpty else {
      report(first.position, "unknown tab \"\(first.name)\"; \(Self.tabList(candidates))")
      return problems
    }
    for (index, part) in tabParts.enumerated().dropFirst() {
      let after =
        "in \"\(row.pattern)\", \"tab \(part.name)\" cannot come after "
        + "\"tab \(tabParts[index - 1].name)\""
      if index > 1 {
        report(part.position, after + ": a column holds a stack, with no tabs or columns inside")
      } else if !named.contains(where: \.isSplit) {
        report(
          part.position,
          after + ": tab \"\(first.name)\" holds a stack, with no tabs or columns inside")
      } else if !ModuleTab.columns.contains(part.name) {
        report(
          part.position,
          after + ": tab \"\(first.name)\" is a split view, whose columns are "
            + EnglishList.joined(ModuleTab.columns.map(JSONValue.quoted), "and"))
      }
    }
    return problems
  }

  /// `the modules are "onboarding", "main"`.
  private static func moduleList(_ modules: [Module]) -> String {
    "the modules are " + modules.map { JSONValue.quoted($0.id) }.joined(separator: ", ")
  }

  /// What tabs `modules` have: `module "main"'s tabs are "feed", "inbox"`, or why none.
  private static func tabList(_ modules: [Module]) -> String {
    if modules.count == 1, let module = modules.first {
      guard !module.tabs.isEmpty else {
        return "module \"\(module.id)\" holds one stack, with no tabs"
      }
      return "module \"\(module.id)\"'s tabs are "
        + module.tabs.map { JSONValue.quoted($0.name) }.joined(separator: ", ")
    }
    var names: [String] = []
    for tab in modules.flatMap(\.tabs) where !names.contains(tab.name) { names.append(tab.name) }
    guard !names.isEmpty else { return "the modules hold one stack each, with no tabs" }
    return "the modules' tabs are " + names.map(JSONValue.quoted).joined(separator: ", ")
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
