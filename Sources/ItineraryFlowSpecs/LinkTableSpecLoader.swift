import Foundation

/// Reads a link table spec (``LinkTableSpec``) from its JSON text, with errors that point at
/// the spot, as ``FlowSpecLoader`` does for flows.
///
/// ```swift
/// let spec = try LinkTableSpecLoader.load(contentsOf: "Flows/links.json")
/// let problems = spec.problems()
/// ```
public enum LinkTableSpecLoader {
  /// Whether the file at `path` is a link table by its name: `links.json`, or a name ending
  /// in `.links.json`.
  public static func isLinkTable(_ path: String) -> Bool {
    let name = URL(fileURLWithPath: path).lastPathComponent
    return name == "links.json" || name.hasSuffix(".links.json")
  }

  /// Loads a link table spec from JSON text.
  ///
  /// - Parameters:
  ///   - text: The JSON text.
  ///   - file: The file the text comes from, for error messages.
  /// - Throws: A ``FlowSpecLoadError`` pointing at the first thing wrong.
  public static func load(_ text: String, file: String? = nil) throws(FlowSpecLoadError)
    -> LinkTableSpec
  {
    try FlowSpecLoader.parse(text, file: file, as: spec(from:))
  }

  /// Loads a link table spec from a UTF-8 JSON file.
  ///
  /// - Throws: A ``FlowSpecLoadError`` when the file cannot be read or does not hold a link
  ///   table.
  public static func load(contentsOf path: String) throws(FlowSpecLoadError) -> LinkTableSpec {
    try load(FlowSpecLoader.text(contentsOf: path), file: path)
  }

  private static func spec(from json: JSONValue) throws(FlowSpecLoadError) -> LinkTableSpec {
    let object = try FlowSpecObject(
      json, kind: "link table", allowed: ["name", "summary", "schemes", "hosts", "tabs", "links"])
    var tabs: [LinkTableSpec.Tab] = []
    for (offset, element) in try array(object, "tabs").enumerated() {
      let tab = try FlowSpecObject(
        element, kind: "tab", ordinal: offset + 1, allowed: ["name", "root"])
      tabs.append(
        LinkTableSpec.Tab(
          name: try tab.requiredString("name"), root: try tab.requiredString("root")))
    }
    var rows: [LinkTableSpec.Row] = []
    for (offset, element) in try object.requiredArray("links").enumerated() {
      rows.append(try row(from: element, ordinal: offset + 1))
    }
    return LinkTableSpec(
      name: try object.requiredString("name"), schemes: try strings(object, "schemes"),
      hosts: try strings(object, "hosts"), tabs: tabs, rows: rows)
  }

  private static func row(
    from json: JSONValue, ordinal: Int
  ) throws(FlowSpecLoadError) -> LinkTableSpec.Row {
    let object = try FlowSpecObject(
      json, kind: "link", ordinal: ordinal, allowed: ["pattern", "open"])
    let pattern = try object.required("pattern")
    var parts: [LinkTableSpec.Part] = []
    for element in try object.requiredArray("open") {
      parts.append(try part(from: element))
    }
    return LinkTableSpec.Row(
      pattern: try FlowSpecObject.string(pattern, for: "\"pattern\""), position: pattern.position,
      parts: parts)
  }

  private static func part(from json: JSONValue) throws(FlowSpecLoadError) -> LinkTableSpec.Part {
    let kinds = LinkTableSpec.Part.Kind.allCases
    let object = try FlowSpecObject(
      json, kind: "part", allowed: kinds.map(\.rawValue) + ["parameters"])
    let named = kinds.filter { object.member($0.rawValue) != nil }
    guard named.count == 1, let kind = named.first else {
      throw FlowSpecLoadError(
        position: object.position,
        message:
          "expected one of \(EnglishList.joined(kinds.map { JSONValue.quoted($0.rawValue) }, "or")) "
          + "in a part, found \(named.count)")
    }
    let parameters = object.member("parameters")?.value
    if let parameters {
      guard kind == .push || kind == .sheet || kind == .cover else {
        throw FlowSpecLoadError(
          position: parameters.position,
          message: "expected \"parameters\" only beside a route, found it beside \"\(kind)\"")
      }
      guard case .object = parameters.content else {
        throw FlowSpecObject.mismatch(
          expected: "an object", for: "\"parameters\"", found: parameters)
      }
    }
    return LinkTableSpec.Part(
      kind: kind, name: try object.requiredString(kind.rawValue),
      parameters: parameters?.description ?? "{}", position: object.position, template: parameters)
  }

  private static func array(
    _ object: FlowSpecObject, _ key: String
  ) throws(FlowSpecLoadError) -> [JSONValue] {
    object.member(key) == nil ? [] : try object.requiredArray(key)
  }

  private static func strings(
    _ object: FlowSpecObject, _ key: String
  ) throws(FlowSpecLoadError) -> [String] {
    var strings: [String] = []
    for element in try array(object, key) {
      strings.append(
        try FlowSpecObject.string(element, for: "an element of \(JSONValue.quoted(key))"))
    }
    return strings
  }
}
