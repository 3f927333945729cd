import Foundation
import Itinerary

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
    // A table with modules may say which shows first, and holds no tabs of its own: its
    // modules hold them.
    let context = json["name"]?.stringValue.map { "link table \(JSONValue.quoted($0))" }
    if json.member("tabs") != nil, let modules = json.member("modules") {
      throw FlowSpecLoadError(
        position: modules.keyPosition,
        message: "expected \"tabs\" or \"modules\" in \(context ?? "the link table"), found "
          + "both: a module holds its own tabs")
    }
    if json.member("modules") == nil, let initial = json.member("initial") {
      throw FlowSpecLoadError(
        position: initial.keyPosition,
        message: "expected \"initial\" only beside \"modules\", found it in a link table "
          + "without modules")
    }
    let object = try FlowSpecObject(
      json, kind: "link table",
      allowed: json.member("modules") == nil
        ? ["name", "summary", "schemes", "hosts", "tabs", "links"]
        : ["name", "summary", "schemes", "hosts", "modules", "initial", "links"])
    var tabs: [LinkTableSpec.Tab] = []
    for (offset, element) in try array(object, "tabs").enumerated() {
      let tab = try FlowSpecObject(
        element, kind: "tab", ordinal: offset + 1, allowed: ["name", "root"])
      tabs.append(
        LinkTableSpec.Tab(
          name: try tab.requiredString("name"), root: try tab.requiredString("root")))
    }
    var modules: [LinkTableSpec.Module] = []
    for (offset, element) in try array(object, "modules").enumerated() {
      modules.append(try module(from: element, ordinal: offset + 1))
    }
    if modules.isEmpty, let member = object.member("modules") {
      throw FlowSpecLoadError(
        position: member.value.position,
        message: "expected a module in \"modules\" of \(object.context), found none")
    }
    let initial = object.member("initial")
    var rows: [LinkTableSpec.Row] = []
    for (offset, element) in try object.requiredArray("links").enumerated() {
      rows.append(try row(from: element, ordinal: offset + 1))
    }
    return LinkTableSpec(
      name: try object.requiredString("name"), schemes: try strings(object, "schemes"),
      hosts: try hosts(object), tabs: tabs, modules: modules,
      initial: try object.string("initial"), initialPosition: initial?.value.position, rows: rows)
  }

  private static func module(
    from json: JSONValue, ordinal: Int
  ) throws(FlowSpecLoadError) -> LinkTableSpec.Module {
    let object = try FlowSpecObject(
      json, kind: "module", ordinal: ordinal, allowed: ["id", "root", "tabs"])
    let id = try object.requiredString("id")
    let context = "module \(JSONValue.quoted(id))"
    guard let root = try object.string("root") else {
      guard object.member("tabs") != nil else {
        throw FlowSpecLoadError(
          position: object.position,
          message: "expected \"root\" or \"tabs\" in \(context), found neither")
      }
      var tabs: [LinkTableSpec.ModuleTab] = []
      for (offset, element) in try object.requiredArray("tabs").enumerated() {
        tabs.append(try moduleTab(from: element, ordinal: offset + 1))
      }
      guard !tabs.isEmpty else {
        throw FlowSpecLoadError(
          position: try object.required("tabs").position,
          message: "expected a tab in \"tabs\" of \(context), found none")
      }
      return LinkTableSpec.Module(id: id, root: nil, tabs: tabs, position: object.position)
    }
    if let tabs = object.member("tabs") {
      throw FlowSpecLoadError(
        position: tabs.keyPosition,
        message: "expected \"root\" or \"tabs\" in \(context), found both: a module holds "
          + "one stack or a tab bar")
    }
    return LinkTableSpec.Module(id: id, root: root, tabs: [], position: object.position)
  }

  private static func moduleTab(
    from json: JSONValue, ordinal: Int
  ) throws(FlowSpecLoadError) -> LinkTableSpec.ModuleTab {
    let object = try FlowSpecObject(
      json, kind: "tab", ordinal: ordinal, allowed: ["name", "root", "sidebar", "detail"])
    let name = try object.requiredString("name")
    let columns = LinkTableSpec.ModuleTab.columns.filter { object.member($0) != nil }
    if let root = object.member("root") {
      if let column = columns.first {
        throw FlowSpecLoadError(
          position: try object.required(column).position,
          message: "expected \"root\", or \"sidebar\" and \"detail\", in \(object.context), "
            + "found \"root\" and \"\(column)\": a tab holds one stack or a split view")
      }
      return LinkTableSpec.ModuleTab(
        name: name, root: try FlowSpecObject.string(root.value, for: "\"root\""), detail: nil,
        position: object.position)
    }
    guard columns.count == 2 else {
      throw FlowSpecLoadError(
        position: object.position,
        message: "expected \"root\", or \"sidebar\" and \"detail\", in \(object.context), "
          + "found \(columns.first.map { "only \"\($0)\"" } ?? "none")")
    }
    return LinkTableSpec.ModuleTab(
      name: name, root: try object.requiredString("sidebar"),
      detail: try object.requiredString("detail"), position: object.position)
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

  /// The table's hosts, each a plain domain name: a table opens no link from any other host,
  /// so one is refused where it is written.
  private static func hosts(_ object: FlowSpecObject) throws(FlowSpecLoadError) -> [String] {
    var hosts: [String] = []
    for element in try array(object, "hosts") {
      let host = try FlowSpecObject.string(element, for: "an element of \"hosts\"")
      if let flaw = LinkTableCheck.flaw(ofHost: host) {
        throw FlowSpecLoadError(
          position: element.position,
          message: "expected a domain name in \"hosts\" of \(object.context), found "
            + "\(JSONValue.quoted(host)): \(flaw)")
      }
      hosts.append(host)
    }
    return hosts
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
