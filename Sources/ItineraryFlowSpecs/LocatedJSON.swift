/// A JSON value with the place of every value and key in its text: what ``JSONParser`` reads
/// and ``FlowSpecLoader`` turns into a ``FlowSpec``.
struct LocatedJSON: Sendable {
  /// A value's content; containers hold located values.
  enum Value: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([LocatedJSON])
    case object([Member])
  }

  /// One member of an object: its key, where the key is, and its value.
  struct Member: Sendable {
    var key: String
    var keyPosition: SourcePosition
    var value: LocatedJSON
  }

  /// The content.
  var value: Value
  /// Where the value starts: its first character.
  var position: SourcePosition

  /// The value without positions.
  ///
  /// Recursive, which is safe: the parser refuses nesting deeper than
  /// ``JSONParser/maximumDepth``.
  var plain: JSONValue {
    switch value {
    case .null: .null
    case .bool(let value): .bool(value)
    case .number(let value): .number(value)
    case .string(let value): .string(value)
    case .array(let elements): .array(elements.map { $0.plain })
    case .object(let members): .object(members.map { (key: $0.key, value: $0.value.plain) })
    }
  }

  /// What kind of value this is, for messages: `a string`, `an object`.
  var kindDescription: String {
    switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
