/// One code span of a migration table, read for its ``CodeReference``s by the rule that type
/// documents.
struct CodeSpan {
  private(set) var references: [CodeReference] = []
  private let tokens: [SwiftTokens.Token]
  private let exampleTypes: [String: String]
  private let boundNames: Set<String>

  private static let keywords: Set<String> = [
    "try", "await", "let", "var", "in", "throws", "do", "catch", "nil", "true", "false", "self",
    "Self", "some", "any", "return", "if", "else", "guard", "for", "while", "as", "is", "where",
    "async", "inout", "case", "switch", "default",
  ]

  init(_ tokens: [SwiftTokens.Token], exampleTypes: [String: String]) {
    self.tokens = tokens
    self.exampleTypes = exampleTypes
    boundNames = Self.boundNames(tokens)
    var index = 0
    while index < tokens.count {
      index = read(at: index)
    }
  }

  /// Reads the reference that starts at `index`, if any, and returns where to read next.
  private mutating func read(at index: Int) -> Int {
    let previous = tokens[safe: index - 1]
    switch tokens[index] {
    case .symbol("\\"):  // a key path: its members belong to a type the text does not say
      var next = index + 1
      while tokens[safe: next] == .symbol("."), case .word? = tokens[safe: next + 1] { next += 2 }
      return next
    case .symbol(".") where !Self.endsValue(previous):
      if case .word(let member)? = tokens[safe: index + 1], member.first?.isLowercase == true {
        references.append(.implicitMember(member, labels: labels(at: index + 2)))
      }
      return index + 2
    case .word(let word) where previous != .symbol(".") && !Self.keywords.contains(word):
      if word.first?.isUppercase == true {
        readType(word, at: index)
      } else {
        readValue(word, at: index)
      }
    default:
      break
    }
    return index + 1
  }

  /// `Type`, `Type(labels…)`, `Type { … }` or `Type.member`.
  private mutating func readType(_ type: String, at index: Int) {
    references.append(.type(type))
    var next = index + 1
    if tokens[safe: next] == .symbol("<") {
      next = SwiftTokens.afterGenericArguments(tokens, from: next)
    }
    switch tokens[safe: next] {
    case .symbol("(")?:
      references.append(.member("init", of: type, labels: labels(at: next)))
    case .symbol("{")?:
      references.append(.member("init", of: type, labels: []))
    case .symbol(".")?:
      if case .word(let member)? = tokens[safe: next + 1], member.first?.isLowercase == true,
        member != "self"
      {
        references.append(.member(member, of: type, labels: labels(at: next + 2)))
      }
    default:
      break
    }
  }

  /// `value.member`, `value?.member`, `value[…]`, or a call without a value: `member(labels…)`.
  private mutating func readValue(_ value: String, at index: Int) {
    var next = index + 1
    if tokens[safe: next] == .symbol("?") { next += 1 }
    let member: String
    let labelsAt: Int
    switch (tokens[safe: next], tokens[safe: next + 1]) {
    case (.symbol(".")?, .word(let name)?):
      (member, labelsAt) = (name, next + 2)
    case (.symbol("[")?, _):
      (member, labelsAt) = ("subscript", next)
    case (.symbol("(")?, _) where next == index + 1:
      references.append(.implicitMember(value, labels: labels(at: next)))
      return
    default:
      return
    }
    if let type = exampleTypes[value] {
      let bracket: SwiftTokens.Token = member == "subscript" ? .symbol("[") : .symbol("(")
      references.append(.member(member, of: type, labels: labels(at: labelsAt, opening: bracket)))
    } else if !boundNames.contains(value) {
      references.append(.untypedReceiver(value, member: member))
    }
  }

  /// The argument labels of the call whose `(` (a subscript's `[`) is at `index`, `_` for an
  /// unlabeled argument; `nil` when nothing is called there or its arguments are elided (`...`,
  /// `…`).
  private func labels(
    at index: Int, opening bracket: SwiftTokens.Token = .symbol("(")
  ) -> [String]? {
    guard tokens[safe: index] == bracket else { return nil }
    var labels: [String] = []
    for argument in SwiftTokens.arguments(tokens, openingAt: index).list {
      if argument.allSatisfy({ $0 == .symbol(".") || $0 == .symbol("…") }) { return nil }
      if case .word(let label)? = argument.first,
        argument.dropFirst().first == .symbol(":")
      {
        labels.append(label)
      } else {
        labels.append("_")
      }
    }
    return labels
  }

  /// Whether a `.` after this token reads a member of a value (`router.`, `)?.`) rather than
  /// starting an implicit member (`(.sheet`).
  private static func endsValue(_ token: SwiftTokens.Token?) -> Bool {
    switch token {
    case .word?, .symbol(")")?, .symbol("]")?, .symbol("?")?, .symbol("!")?, .symbol(">")?: true
    default: false
    }
  }

  /// The names a span binds itself: closure parameters (`{ route in`) and `let`/`var` names.
  private static func boundNames(_ tokens: [SwiftTokens.Token]) -> Set<String> {
    var names: Set<String> = []
    for (index, token) in tokens.enumerated() {
      if token == .word("let") || token == .word("var"),
        case .word(let name)? = tokens[safe: index + 1]
      {
        names.insert(name)
      }
      guard token == .word("in") else { continue }
      var back = index - 1
      while back >= 0, tokens[back] != .symbol("{") {
        if case .word(let name) = tokens[back] { names.insert(name) }
        back -= 1
      }
    }
    return names
  }
}
