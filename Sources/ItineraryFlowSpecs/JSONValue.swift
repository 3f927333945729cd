/// A JSON value: the parameters of a flow spec's screen and the output of its ends.
///
/// Objects keep their keys in the order the file gives them.
public enum JSONValue: Hashable, Sendable, CustomStringConvertible {
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
  case object([(key: String, value: JSONValue)])

  /// The value as compact JSON: `{"plan":"pro","seats":3}`.
  public var description: String {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .number(let value):
      value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    case .string(let value): JSONValue.quoted(value)
    case .array(let values): "[" + values.map { $0.description }.joined(separator: ",") + "]"
    case .object(let members):
      "{" + members.map(Self.memberDescription).joined(separator: ",") + "}"
    }
  }

  /// The string, for a `.string`; `nil` otherwise.
  public var stringValue: String? {
    if case .string(let value) = self { value } else { nil }
  }

  /// The member named `key`, for an `.object` that has one; `nil` otherwise.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let l), .bool(let r)): l == r
    case (.number(let l), .number(let r)): l == r
    case (.string(let l), .string(let r)): l == r
    case (.array(let l), .array(let r)): l == r
    case (.object(let l), .object(let r)):
      l.count == r.count && zip(l, r).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  public func hash(into hasher: inout Hasher) {
    switch self {
    case .null: hasher.combine(0)
    case .bool(let value): hasher.combine(value)
    case .number(let value): hasher.combine(value)
    case .string(let value): hasher.combine(value)
    case .array(let values): hasher.combine(values)
    case .object(let members):
      for member in members {
        hasher.combine(member.key)
        hasher.combine(member.value)
      }
    }
  }

  /// `"key":value`, one member of an object as JSON.
  private static func memberDescription(_ member: (key: String, value: JSONValue)) -> String {
    quoted(member.key) + ":" + member.value.description
  }

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
