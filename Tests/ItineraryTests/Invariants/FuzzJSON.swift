/// JSON as a tree whose scalars keep their text, for the decoding fuzz to reshape: numbers
/// such as ids near `UInt64.max` move about unrounded, and it costs far less than
/// `JSONSerialization`, which dominated the fuzz's time.
indirect enum FuzzJSON {
  /// A number, string or literal, as written.
  case scalar([UInt8])
  case array([FuzzJSON])
  /// Members in order, each key as written, quotes included.
  case object([(key: [UInt8], value: FuzzJSON)])

  /// Parses compact or spaced JSON; `nil` for anything malformed.
  init?(_ bytes: [UInt8]) {
    var reader = Reader(bytes: bytes)
    guard let value = reader.value(), reader.atEnd else { return nil }
    self = value
  }

  /// The JSON text.
  var bytes: [UInt8] {
    var bytes: [UInt8] = []
    write(into: &bytes)
    return bytes
  }

  private func write(into bytes: inout [UInt8]) {
    switch self {
    case .scalar(let text): bytes += text
    case .array(let values):
      bytes.append(UInt8(ascii: "["))
      for (index, value) in values.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        value.write(into: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        bytes += member.key
        bytes.append(UInt8(ascii: ":"))
        member.value.write(into: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// One place in the tree: the child indices that lead to it from the top, and its key when
  /// it is an object member (quotes included).
  struct Place {
    var path: [Int]
    var key: [UInt8]?
  }

  /// Every place below this value, parents first.
  var places: [Place] {
    var places: [Place] = []
    collect(at: [], into: &places)
    return places
  }

  private func collect(at path: [Int], into places: inout [Place]) {
    switch self {
    case .scalar: break
    case .array(let values):
      for (index, value) in values.enumerated() {
        places.append(Place(path: path + [index], key: nil))
        value.collect(at: path + [index], into: &places)
      }
    case .object(let members):
      for (index, member) in members.enumerated() {
        places.append(Place(path: path + [index], key: member.key))
        member.value.collect(at: path + [index], into: &places)
      }
    }
  }

  /// The value at `path`, if there is one.
  subscript(path: [Int]) -> FuzzJSON? {
    var value = self
    for index in path {
      switch value {
      case .scalar: return nil
      case .array(let values):
        guard values.indices.contains(index) else { return nil }
        value = values[index]
      case .object(let members):
        guard members.indices.contains(index) else { return nil }
        value = members[index].value
      }
    }
    return value
  }

  /// Replaces the value at `path` with what `change` makes of it.
  func changing(_ path: [Int], _ change: (FuzzJSON) -> FuzzJSON) -> FuzzJSON {
    guard let first = path.first else { return change(self) }
    let rest = Array(path.dropFirst())
    switch self {
    case .scalar: return self
    case .array(var values):
      guard values.indices.contains(first) else { return self }
      values[first] = values[first].changing(rest, change)
      return .array(values)
    case .object(var members):
      guard members.indices.contains(first) else { return self }
      members[first].value = members[first].value.changing(rest, change)
      return .object(members)
    }
  }

  private struct Reader {
    let bytes: [UInt8]
    var offset = 0

    var atEnd: Bool {
      mutating get {
        skipSpace()
        return offset == bytes.count
      }
    }

    mutating func skipSpace() {
      while offset < bytes.count, Self.isSpace(bytes[offset]) { offset += 1 }
    }

    mutating func value() -> FuzzJSON? {
      skipSpace()
      guard offset < bytes.count else { return nil }
      switch bytes[offset] {
      case UInt8(ascii: "["):
        offset += 1
        var values: [FuzzJSON] = []
        while true {
          if values.isEmpty, consume("]") { return .array(values) }
          guard let value = value() else { return nil }
          values.append(value)
          if consume("]") { return .array(values) }
          guard consume(",") else { return nil }
        }
      case UInt8(ascii: "{"):
        offset += 1
        var members: [(key: [UInt8], value: FuzzJSON)] = []
        while true {
          if members.isEmpty, consume("}") { return .object(members) }
          skipSpace()
          guard let key = string(), consume(":"), let value = value() else { return nil }
          members.append((key, value))
          if consume("}") { return .object(members) }
          guard consume(",") else { return nil }
        }
      case UInt8(ascii: "\""):
        return string().map(FuzzJSON.scalar)
      default:
        let start = offset
        while offset < bytes.count, !Self.isSpace(bytes[offset]) {
          let byte = bytes[offset]
          if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
            break
          }
          offset += 1
        }
        return offset > start ? .scalar(Array(bytes[start..<offset])) : nil
      }
    }

    /// A string, quotes and escapes kept as written.
    mutating func string() -> [UInt8]? {
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return nil }
      let start = offset
      offset += 1
      while offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") {
        offset += bytes[offset] == UInt8(ascii: "\\") ? 2 : 1
      }
      guard offset < bytes.count else { return nil }
      offset += 1
      return Array(bytes[start..<offset])
    }

    static func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    mutating func consume(_ character: Unicode.Scalar) -> Bool {
      skipSpace()
      guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else { return false }
      offset += 1
      return true
    }
  }
}
