/// Reads a pattern string into segments and query items, character by character, so that every
/// error can name the offset where it starts.
struct LinkPatternParser {
  private let source: String
  private let characters: [Character]
  private var offset = 0
  private var names: Set<String> = []
  private var wildcardOffset: Int?
  private var optionals = 0
  private(set) var segments: [LinkPattern.Segment] = []
  private(set) var queryItems: [LinkPattern.QueryItem] = []

  init(_ source: String) {
    self.source = source
    characters = Array(source)
  }

  /// Reads the whole pattern.
  mutating func parse() throws(LinkPatternError) {
    while offset < characters.count {
      switch characters[offset] {
      case "/": offset += 1
      case "?": return try parseQuery()
      default: try parseSegment()
      }
    }
  }

  private func fail(_ reason: LinkPatternError.Reason, at offset: Int) -> LinkPatternError {
    LinkPatternError(pattern: source, offset: offset, reason: reason)
  }

  /// The characters from `start` up to the first of `stops`, or the end.
  private func run(from start: Int, upTo stops: Set<Character>) -> Int {
    var end = start
    while end < characters.count, !stops.contains(characters[end]) { end += 1 }
    return end
  }

  private mutating func parseSegment() throws(LinkPatternError) {
    let start = offset
    if let wildcardOffset { throw fail(.wildcardNotLast, at: wildcardOffset) }
    if segments.count == LinkPattern.maximumSegments { throw fail(.tooManySegments, at: start) }
    if characters[start] == ":" {
      let end = run(from: start + 1, upTo: ["/", "?"])
      let name = try parameterName(from: start, to: end)
      offset = end
      guard offset < characters.count, characters[offset] == "?" else {
        return segments.append(.parameter(name))
      }
      if optionals == LinkPattern.maximumOptionals { throw fail(.tooManyOptionals, at: start) }
      optionals += 1
      offset += 1
      segments.append(.optional(name))
      let junk = run(from: offset, upTo: ["/", "?"])
      if junk > offset {
        throw fail(.textAfterOptional(String(characters[offset..<junk])), at: offset)
      }
      return
    }
    let end = run(from: start, upTo: ["/", "?"])
    let text = String(characters[start..<end])
    offset = end
    if text == "*" {
      wildcardOffset = start
      return segments.append(.wildcard)
    }
    if let star = characters[start..<end].firstIndex(of: "*") {
      throw fail(.wildcardInsideSegment, at: star)
    }
    if text == "." || text == ".." { throw fail(.dotSegment, at: start) }
    segments.append(.literal(LinkEncoding.decode(text)))
  }

  /// Checks the name between the `:` at `colon` and `end`, and records it.
  private mutating func parameterName(from colon: Int, to end: Int) throws(LinkPatternError)
    -> String
  {
    let name = String(characters[(colon + 1)..<end])
    guard !name.isEmpty else { throw fail(.emptyParameterName, at: colon) }
    for (index, character) in characters[(colon + 1)..<end].enumerated() {
      let allowed = index == 0 ? character.isASCIILetter : character.isASCIILetterOrDigit
      if !allowed { throw fail(.invalidParameterName(name), at: colon + 1 + index) }
    }
    guard names.insert(name).inserted else { throw fail(.duplicateParameter(name), at: colon) }
    return name
  }

  private mutating func parseQuery() throws(LinkPatternError) {
    let mark = offset
    offset += 1
    while offset < characters.count {
      let end = run(from: offset, upTo: ["&"])
      if end > offset { try parseQueryItem(from: offset, to: end) }
      offset = end + 1
    }
    if queryItems.isEmpty { throw fail(.emptyQuery, at: mark) }
  }

  private mutating func parseQueryItem(from start: Int, to end: Int) throws(LinkPatternError) {
    let item = String(characters[start..<end])
    let isOptional = characters[end - 1] == "?"
    let nameEnd = isOptional ? end - 1 : end
    if let stray = characters[start..<nameEnd].firstIndex(of: "?") {
      throw fail(.questionMarkInQuery, at: stray)
    }
    guard let equals = characters[start..<end].firstIndex(of: "="), equals > start,
      equals + 1 < end, characters[equals + 1] == ":"
    else { throw fail(.queryItemNotParameter(item), at: start) }
    let parameter = try parameterName(from: equals + 1, to: nameEnd)
    let name = LinkEncoding.decode(String(characters[start..<equals]))
    queryItems.append(.init(name: name, parameter: parameter, isOptional: isOptional))
  }
}

extension Character {
  fileprivate var isASCIILetter: Bool {
    isASCII && isLetter
  }

  fileprivate var isASCIILetterOrDigit: Bool {
    isASCII && (isLetter || isNumber)
  }
}
