/// A JSON value and where it starts in its text, with the place of every value and key
/// inside it: what ``JSONParser`` reads and ``FlowSpecLoader`` turns into a ``FlowSpec``.
///
/// The flow spec model keeps a screen's parameters and an end's output as the compact JSON
/// text of their value (``description``), so no JSON tree is public.
struct JSONValue: Sendable, CustomStringConvertible {
  /// A value's content; containers hold located values.
  enum Content: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in file order.
    case object([Member])
  }

  /// One member of an object: its key, where the key is, and its value.
  struct Member: Sendable {
    var key: String
    var keyPosition: SourcePosition
    var value: JSONValue
  }

  /// The content.
  var content: Content
  /// Where the value starts: its first character.
  var position: SourcePosition

  /// The value as compact JSON, its object members in file order: `{"plan":"pro","seats":3}`.
  ///
  /// Recursive, which is safe: the parser refuses nesting deeper than
  /// ``JSONParser/maximumDepth``.
  var description: String {
    switch content {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(let value):
      value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    case .string(let value): Self.quoted(value)
    case .array(let elements): "[" + elements.map(\.description).joined(separator: ",") + "]"
    case .object(let members):
      "{"
        + members.map { Self.quoted($0.key) + ":" + $0.value.description }
        .joined(separator: ",") + "}"
    }
  }

  /// What kind of value this is, for messages: `a string`, `an object`.
  var kindDescription: String {
    switch content {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The string, for a string; `nil` otherwise.
  var stringValue: String? {
    if case .string(let value) = content { value } else { nil }
  }

  /// The member named `key`, for an object that has one; `nil` otherwise.
  func member(_ key: String) -> Member? {
    guard case .object(let members) = content else { return nil }
    return members.first { $0.key == key }
  }

  /// The value of the member named `key`, for an object that has one; `nil` otherwise.
  subscript(key: String) -> JSONValue? { member(key)?.value }

  /// `value` as a JSON string literal, with quotes and escapes.
  static func quoted(_ value: String) -> String {
    var result = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case let control where control.value < 0x20:
        let hex = String(control.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
