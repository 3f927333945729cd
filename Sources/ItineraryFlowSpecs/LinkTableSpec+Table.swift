import Itinerary

extension LinkTableSpec {
  /// The `LinkTable` the spec describes, with routes as ``FlowSpecRoute`` screens: each
  /// route's screen carries the table's name as its flow, the row's pattern as its stage, and
  /// its parameters with the captured values in place.
  ///
  /// Rows whose pattern does not parse are left out; ``problems()`` reports them.
  public func table() -> LinkTable<FlowSpecRoute> {
    var table = LinkTable<FlowSpecRoute>(schemes: schemes, hosts: hosts)
    for row in rows {
      let parts = row.parts
      if parts.allSatisfy({ $0.template == nil }) {
        try? table.add(
          row.pattern, parts: parts.map { linkPart($0, row: row, values: LinkParameters()) })
      } else {
        try? table.add(row.pattern) { [self] match in
          guard parts.count == 1, let part = parts.first else { return nil }
          return linkPart(part, row: row, values: match.parameters)
        } parameters: { [self] linkPart in
          guard let part = parts.first else { return nil }
          return parameters(of: linkPart, part: part, row: row)
        }
      }
    }
    return table
  }

  /// The screen a route part shows, its parameters filled in from `values`.
  func linkPart(
    _ part: Part, row: Row, values: LinkParameters
  ) -> LinkPart<FlowSpecRoute> {
    let style: FlowSpecStyle
    switch part.kind {
    case .module: return .module(part.name)
    case .tab: return .hierarchy(part.name)
    case .push: style = .push
    case .sheet: style = .sheet
    case .cover: style = .cover
    }
    let parameters = part.template.map { Self.filled($0, with: values).description } ?? "{}"
    let route = FlowSpecRoute.screen(
      FlowSpecScreen(
        flow: name, stage: row.pattern, route: part.name, parameters: parameters, style: style,
        answers: []))
    switch style {
    case .push: return .push(route)
    case .sheet: return .sheet(route)
    case .cover: return .cover(route)
    }
  }

  /// The captured values that make `part` give `linkPart`: the reverse of `linkPart(_:row:values:)`.
  private func parameters(
    of linkPart: LinkPart<FlowSpecRoute>, part: Part, row: Row
  ) -> [String: String]? {
    let route: FlowSpecRoute
    switch linkPart {
    case .push(let shown): route = shown
    case .present(let shown, _): route = shown
    case .module, .hierarchy: return nil
    }
    guard case .screen(let screen) = route, screen.stage == row.pattern,
      screen.route == part.name, let template = part.template,
      let value = try? JSONParser.parse(screen.parameters)
    else { return nil }
    var values: [String: String] = [:]
    guard Self.capture(template, from: value, into: &values) else { return nil }
    return values
  }

  /// The parameter a template string stands for: `:id` stands for `id`.
  static func reference(_ value: JSONValue) -> String? {
    guard let text = value.stringValue, text.hasPrefix(":"), text.count > 1 else { return nil }
    return String(text.dropFirst())
  }

  /// `template` with each reference replaced by its captured value, or `null` when absent.
  private static func filled(_ template: JSONValue, with values: LinkParameters) -> JSONValue {
    var result = template
    switch template.content {
    case .string:
      if let name = reference(template) {
        result.content = values[name].map(JSONValue.Content.string) ?? .null
      }
    case .array(let elements):
      result.content = .array(elements.map { filled($0, with: values) })
    case .object(let members):
      result.content = .object(
        members.map { member in
          var member = member
          member.value = filled(member.value, with: values)
          return member
        })
    case .null, .bool, .number: break
    }
    return result
  }

  /// Reads the values of `template`'s references from `value`; `false` when they disagree.
  private static func capture(
    _ template: JSONValue, from value: JSONValue, into values: inout [String: String]
  ) -> Bool {
    if let name = reference(template) {
      switch value.content {
      case .string(let text): values[name] = text
      case .null: break
      default: return false
      }
      return true
    }
    switch (template.content, value.content) {
    case (.array(let expected), .array(let found)):
      guard expected.count == found.count else { return false }
      return zip(expected, found).allSatisfy { capture($0, from: $1, into: &values) }
    case (.object(let expected), .object(let found)):
      guard expected.map(\.key) == found.map(\.key) else { return false }
      return zip(expected, found).allSatisfy { capture($0.value, from: $1.value, into: &values) }
    default:
      return template.description == value.description
    }
  }
}
