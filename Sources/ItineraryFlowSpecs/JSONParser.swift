/// A JSON parser (RFC 8259) that remembers where every value and key starts, so that a flow
/// spec's errors can point at a line and column.
///
/// It parses iteratively, with its own stack of open arrays and objects, and refuses nesting
/// deeper than ``maximumDepth``: no input can overflow the call stack. It refuses what strict
/// JSON refuses (comments, trailing commas, control characters in strings, lone surrogates,
/// text after the value) and, beyond the RFC, a key that appears twice in one object.
///
/// Lines and columns count from 1; columns count characters, so `é` is one column however it
/// is encoded. `\n`, `\r\n` and a lone `\r` each end a line.
struct JSONParser {
  /// How deep arrays and objects may nest.
  static let maximumDepth = 512

  /// An array or object being read.
  private struct Container {
    let position: SourcePosition
    let isObject: Bool
    var elements: [JSONValue] = []
    var members: [JSONValue.Member] = []
    /// Where each key seen so far is, to refuse duplicates.
    var keyPositions: [String: SourcePosition] = [:]
    /// The key of the member whose value is being read.
    var key = ""
    var keyPosition: SourcePosition

    init(position: SourcePosition, isObject: Bool) {
      self.position = position
      self.isObject = isObject
      self.keyPosition = position
    }

    /// The character that closes the container.
    var closer: Unicode.Scalar { isObject ? "}" : "]" }

    /// The finished container as a value.
    var value: JSONValue {
      JSONValue(content: isObject ? .object(members) : .array(elements), position: position)
    }

    mutating func add(_ value: JSONValue) {
      if isObject {
        members.append(JSONValue.Member(key: key, keyPosition: keyPosition, value: value))
      } else {
        elements.append(value)
      }
    }
  }

  private let scalars: [Unicode.Scalar]
  /// For each scalar, and one past the end, whether a character starts there.
  private let startsCharacter: [Bool]
  private var index = 0
  private var line = 1
  private var column = 1

  /// Parses `text`, which must hold exactly one JSON value.
  ///
  /// The error has no file; the loader adds it.
  static func parse(_ text: String) throws(FlowSpecLoadError) -> JSONValue {
    var parser = JSONParser(text)
    return try parser.parseDocument()
  }

  /// Where a parser of `text` stands once it has read all of it: the line and column just
  /// after its last character.
  static func position(atEndOf text: String) -> SourcePosition {
    var parser = JSONParser(text)
    while parser.peek != nil { parser.advance() }
    return parser.position
  }

  private init(_ text: String) {
    var scalars: [Unicode.Scalar] = []
    var startsCharacter: [Bool] = []
    for character in text {
      for (offset, scalar) in character.unicodeScalars.enumerated() {
        scalars.append(scalar)
        startsCharacter.append(offset == 0)
      }
    }
    startsCharacter.append(true)
    self.scalars = scalars
    self.startsCharacter = startsCharacter
    // A byte order mark is not part of the text (RFC 8259, section 8.1).
    if scalars.first == "\u{FEFF}" { index = 1 }
  }

  // MARK: - Values

  private mutating func parseDocument() throws(FlowSpecLoadError) -> JSONValue {
    var stack: [Container] = []
    document: while true {
      skipWhitespace()
      let position = self.position
      var value: JSONValue
      switch peek {
      case "{", "[":
        guard stack.count < Self.maximumDepth else {
          throw error("expected at most \(Self.maximumDepth) nested arrays and objects, found more")
        }
        var container = Container(position: position, isObject: peek == "{")
        advance()
        skipWhitespace()
        if peek == container.closer {
          advance()
          value = container.value
        } else {
          if container.isObject { try readKey(into: &container) }
          stack.append(container)
          continue document
        }
      default:
        value = try parseScalarValue()
      }
      while var container = stack.popLast() {
        container.add(value)
        skipWhitespace()
        switch peek {
        case ",":
          advance()
          skipWhitespace()
          if peek == container.closer {
            throw error(
              "expected a value after ',', found '\(container.closer)': "
                + "JSON allows no trailing comma")
          }
          if container.isObject { try readKey(into: &container) }
          stack.append(container)
          continue document
        case container.closer:
          advance()
          value = container.value
        default:
          let what = container.isObject ? "member" : "element"
          throw error("expected ',' or '\(container.closer)' after the \(what), found \(found)")
        }
      }
      skipWhitespace()
      guard peek == nil else {
        throw error("expected the end of the text after the value, found \(found)")
      }
      return value
    }
  }

  /// Reads a key and its colon, refusing a key the object already has.
  private mutating func readKey(into container: inout Container) throws(FlowSpecLoadError) {
    guard peek == "\"" else { throw error("expected a string key in the object, found \(found)") }
    let position = self.position
    let key = try parseString()
    if let first = container.keyPositions[key] {
      throw error(
        "expected each key once in an object, found \(JSONValue.quoted(key)) again "
          + "(first at \(first))", at: position)
    }
    container.keyPositions[key] = position
    container.key = key
    container.keyPosition = position
    skipWhitespace()
    guard peek == ":" else {
      throw error("expected ':' after the key \(JSONValue.quoted(key)), found \(found)")
    }
    advance()
  }

  private mutating func parseScalarValue() throws(FlowSpecLoadError) -> JSONValue {
    let position = self.position
    switch peek {
    case "\"": return JSONValue(content: .string(try parseString()), position: position)
    case "-", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9":
      return JSONValue(content: .number(try parseNumber()), position: position)
    case "t": return try parseLiteral("true", .bool(true))
    case "f": return try parseLiteral("false", .bool(false))
    case "n": return try parseLiteral("null", .null)
    default: throw error("expected a value, found \(found)")
    }
  }

  private mutating func parseLiteral(
    _ word: String, _ value: JSONValue.Content
  ) throws(FlowSpecLoadError) -> JSONValue {
    let position = self.position
    for expected in word.unicodeScalars {
      guard peek == expected else { throw error("expected the literal \(word), found \(found)") }
      advance()
    }
    return JSONValue(content: value, position: position)
  }

  private mutating func parseNumber() throws(FlowSpecLoadError) -> Double {
    let position = self.position
    let start = index
    if peek == "-" { advance() }
    if peek == "0" {
      advance()
    } else {
      try readDigits()
    }
    if peek == "." {
      advance()
      try readDigits()
    }
    if peek == "e" || peek == "E" {
      advance()
      if peek == "+" || peek == "-" { advance() }
      try readDigits()
    }
    let text = String(String.UnicodeScalarView(scalars[start..<index]))
    guard let number = Double(text), number.isFinite else {
      throw error("expected a number a Double can hold, found \(text)", at: position)
    }
    return number
  }

  /// Reads one digit or more.
  private mutating func readDigits() throws(FlowSpecLoadError) {
    guard let digit = peek, ("0"..."9").contains(digit) else {
      throw error("expected a digit in the number, found \(found)")
    }
    while let digit = peek, ("0"..."9").contains(digit) { advance() }
  }

  private mutating func parseString() throws(FlowSpecLoadError) -> String {
    let start = position
    advance()
    var result = String.UnicodeScalarView()
    while true {
      switch peek {
      case nil:
        throw error("expected '\"' to close the string that starts at \(start), found \(found)")
      case "\"":
        advance()
        return String(result)
      case "\\":
        result.append(try parseEscape())
      case let scalar? where scalar.value < 0x20:
        throw error("expected an escape such as \\n for a control character, found \(found)")
      case let scalar?:
        result.append(scalar)
        advance()
      }
    }
  }

  /// Reads an escape, from its backslash; `\uD83D\uDE00` is one scalar.
  private mutating func parseEscape() throws(FlowSpecLoadError) -> Unicode.Scalar {
    let position = self.position
    advance()
    let letter = peek
    if letter != nil { advance() }
    switch letter {
    case "\"": return "\""
    case "\\": return "\\"
    case "/": return "/"
    case "b": return "\u{8}"
    case "f": return "\u{C}"
    case "n": return "\n"
    case "r": return "\r"
    case "t": return "\t"
    case "u":
      let unit = try readHexUnit()
      if UTF16.isLeadSurrogate(unit), peek == "\\", scalar(after: 1) == "u" {
        advance()
        advance()
        let trail = try readHexUnit()
        if UTF16.isTrailSurrogate(trail),
          let scalar = Unicode.Scalar(
            0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(trail) - 0xDC00))
        {
          return scalar
        }
      } else if let scalar = Unicode.Scalar(unit) {
        return scalar
      }
      throw error(
        "expected a surrogate pair such as \\uD83D\\uDE00, found a lone surrogate", at: position)
    default:
      let what = letter.map { "'\\\($0)'" } ?? "the end of the text"
      throw error(
        "expected an escape (\\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX), found \(what)",
        at: position)
    }
  }

  /// Reads the four hexadecimal digits of a `\u` escape.
  private mutating func readHexUnit() throws(FlowSpecLoadError) -> UInt16 {
    var unit: UInt16 = 0
    for _ in 0..<4 {
      let digit: UInt16
      switch peek?.value {
      case let value? where (0x30...0x39).contains(value): digit = UInt16(value - 0x30)
      case let value? where (0x41...0x46).contains(value): digit = UInt16(value - 0x41 + 10)
      case let value? where (0x61...0x66).contains(value): digit = UInt16(value - 0x61 + 10)
      default: throw error("expected four hexadecimal digits after \\u, found \(found)")
      }
      unit = unit << 4 + digit
      advance()
    }
    return unit
  }

  // MARK: - Reading

  private var position: SourcePosition { SourcePosition(line: line, column: column) }

  private var peek: Unicode.Scalar? { scalar(after: 0) }

  private func scalar(after offset: Int) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  /// Moves past the current scalar, keeping the line and column.
  private mutating func advance() {
    let scalar = scalars[index]
    index += 1
    if scalar == "\n" || (scalar == "\r" && peek != "\n") {
      line += 1
      column = 1
    } else if startsCharacter[index] {
      column += 1
    }
  }

  private mutating func skipWhitespace() {
    while let scalar = peek, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
      advance()
    }
  }

  /// The current scalar as a message shows it: `'}'`, `U+0009`, `the end of the text`.
  private var found: String {
    guard let scalar = peek else { return "the end of the text" }
    switch scalar.value {
    case 0..<0x20, 0x7F:
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "U+" + String(repeating: "0", count: 4 - hex.count) + hex
    case 0x2F: return "'/' (JSON allows no comments)"
    default: return "'\(scalar)'"
    }
  }

  private func error(_ message: String, at position: SourcePosition? = nil) -> FlowSpecLoadError {
    FlowSpecLoadError(file: nil, position: position ?? self.position, message: message)
  }
}
