/// One JSON object of a flow spec file (the flow, a stage, an end), read member by member
/// with errors that say what was expected, what was found, and which member.
///
/// It holds the object as parsed and adds what the loader's messages need: what the object
/// is, and which members it may have.
struct FlowSpecObject {
  /// What the object is, for messages: `the flow`, `stage "cart"`, `end 2`.
  let context: String
  /// The object.
  private let json: JSONValue

  /// Reads `json` as an object that may hold only the `allowed` members.
  ///
  /// - Parameters:
  ///   - kind: What the object is: `stage`.
  ///   - ordinal: Its place in its array, from 1, to name it when it has no name.
  init(
    _ json: JSONValue, kind: String, ordinal: Int? = nil, allowed: [String]
  ) throws(FlowSpecLoadError) {
    let unnamed = ordinal.map { "\(kind) \($0)" } ?? "the \(kind)"
    guard case .object(let members) = json.content else {
      throw FlowSpecLoadError(
        position: json.position,
        message: "expected an object for \(unnamed), found \(json.kindDescription)")
    }
    context = json["name"]?.stringValue.map { "\(kind) \(JSONValue.quoted($0))" } ?? unnamed
    self.json = json
    if let unknown = members.first(where: { !allowed.contains($0.key) }) {
      throw FlowSpecLoadError(
        position: unknown.keyPosition,
        message:
          "expected \(EnglishList.joined(allowed.map(JSONValue.quoted), "or")) in \(context), "
          + "found the unknown member \(JSONValue.quoted(unknown.key))")
    }
  }

  /// Where the object starts.
  var position: SourcePosition { json.position }

  /// The member named `key`, if the object has it.
  func member(_ key: String) -> JSONValue.Member? {
    json.member(key)
  }

  /// The value of the member named `key`, or an error when the object lacks it.
  func required(_ key: String) throws(FlowSpecLoadError) -> JSONValue {
    guard let member = member(key) else {
      throw FlowSpecLoadError(
        position: position,
        message: "expected a member \(JSONValue.quoted(key)) in \(context), found none")
    }
    return member.value
  }

  /// The string member `key`, if the object has it.
  func string(_ key: String) throws(FlowSpecLoadError) -> String? {
    guard let value = member(key)?.value else { return nil }
    return try Self.string(value, for: JSONValue.quoted(key))
  }

  /// The string member `key`, or an error when the object lacks it.
  func requiredString(_ key: String) throws(FlowSpecLoadError) -> String {
    try Self.string(required(key), for: JSONValue.quoted(key))
  }

  /// The Boolean member `key`, if the object has it.
  func bool(_ key: String) throws(FlowSpecLoadError) -> Bool? {
    guard let value = member(key)?.value else { return nil }
    guard case .bool(let bool) = value.content else {
      throw Self.mismatch(expected: "a boolean", for: JSONValue.quoted(key), found: value)
    }
    return bool
  }

  /// The array member `key`, or an error when the object lacks it.
  func requiredArray(_ key: String) throws(FlowSpecLoadError) -> [JSONValue] {
    let value = try required(key)
    guard case .array(let elements) = value.content else {
      throw Self.mismatch(expected: "an array", for: JSONValue.quoted(key), found: value)
    }
    return elements
  }

  /// The member `key`, a string spelling one of `choices`, if the object has it.
  func choice<Choice: CustomStringConvertible>(
    _ key: String, from choices: [Choice]
  ) throws(FlowSpecLoadError) -> Choice? {
    guard let value = member(key)?.value else { return nil }
    let string = try Self.string(value, for: JSONValue.quoted(key))
    if let choice = choices.first(where: { $0.description == string }) { return choice }
    let names = choices.map { JSONValue.quoted($0.description) }
    throw FlowSpecLoadError(
      position: value.position,
      message: "expected \(EnglishList.joined(names, "or")) for \(JSONValue.quoted(key)), "
        + "found \(JSONValue.quoted(string))")
  }

  /// `value` as a string, or an error naming `label`.
  static func string(_ value: JSONValue, for label: String) throws(FlowSpecLoadError) -> String {
    guard case .string(let string) = value.content else {
      throw mismatch(expected: "a string", for: label, found: value)
    }
    return string
  }

  /// `expected a string for "route", found a number`, at the value.
  static func mismatch(
    expected: String, for label: String, found value: JSONValue
  ) -> FlowSpecLoadError {
    FlowSpecLoadError(
      position: value.position,
      message: "expected \(expected) for \(label), found \(value.kindDescription)")
  }
}
