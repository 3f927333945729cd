/// Swift text cut into words and symbols, without comments and with every string literal reduced
/// to one ``Token/text`` token, so that a brace or a label inside a string is not read as code.
///
/// Both sides of the migration-table check read Swift this way: the package's sources, for their
/// public declarations, and the code voice of the pages, for the names it mentions. It is a
/// tokenizer, not a parser: enough to find declarations, receivers, members and argument labels.
struct SwiftTokens {
  enum Token: Equatable {
    /// An identifier or keyword (a backticked identifier without its backticks).
    case word(String)
    /// One character of punctuation or an operator: `->` is `-` then `>`.
    case symbol(Character)
    /// A string literal, interpolations included.
    case text
    /// A number literal.
    case number
  }

  private(set) var tokens: [Token] = []
  private let characters: [Character]
  private var position = 0

  init(_ source: String) {
    characters = Array(source)
    while position < characters.count { readToken() }
  }

  private var current: Character? { position < characters.count ? characters[position] : nil }

  private func peek(_ offset: Int) -> Character? {
    position + offset < characters.count ? characters[position + offset] : nil
  }

  private mutating func readToken() {
    guard let character = current else { return }
    if character.isWhitespace {
      position += 1
    } else if character == "/" && peek(1) == "/" {
      while let next = current, !next.isNewline { position += 1 }
    } else if character == "/" && peek(1) == "*" {
      skipBlockComment()
    } else if character == "\"" || (character == "#" && peek(1) == "\"") {
      skipStringLiteral()
      tokens.append(.text)
    } else if character.isLetter || character == "_" || character == "$" {
      tokens.append(.word(readWhile { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }))
    } else if character == "`" {
      position += 1
      tokens.append(.word(readWhile { $0 != "`" }))
      position += 1
    } else if character.isNumber {
      _ = readWhile { $0.isNumber || $0.isLetter || $0 == "_" }
      tokens.append(.number)
    } else {
      tokens.append(.symbol(character))
      position += 1
    }
  }

  private mutating func readWhile(_ belongs: (Character) -> Bool) -> String {
    let start = position
    while let next = current, belongs(next) { position += 1 }
    return String(characters[start..<position])
  }

  private mutating func skipBlockComment() {
    var depth = 0
    repeat {
      if current == "/" && peek(1) == "*" {
        depth += 1
        position += 2
      } else if current == "*" && peek(1) == "/" {
        depth -= 1
        position += 2
      } else {
        position += 1
      }
    } while depth > 0 && current != nil
  }

  /// Skips a string literal: plain, multi-line (`"""`) or raw (`#"…"#`), with its escapes and
  /// interpolations, which may hold string literals of their own.
  private mutating func skipStringLiteral() {
    let hashes = readWhile { $0 == "#" }.count
    let quotes = peek(1) == "\"" && peek(2) == "\"" ? 3 : 1
    position += quotes
    while let next = current {
      if next == "\\"
        && characters[position + 1..<min(position + 1 + hashes, characters.count)]
          .allSatisfy({ $0 == "#" })
      {
        position += 1 + hashes
        if current == "(" { skipInterpolation() } else { position += 1 }
      } else if next == "\"" && closesString(quotes: quotes, hashes: hashes) {
        position += quotes + hashes
        return
      } else {
        position += 1
      }
    }
  }

  private func closesString(quotes: Int, hashes: Int) -> Bool {
    (0..<quotes).allSatisfy { peek($0) == "\"" }
      && (quotes..<quotes + hashes).allSatisfy { peek($0) == "#" }
  }

  private mutating func skipInterpolation() {
    var depth = 0
    repeat {
      switch current {
      case "(": depth += 1
      case ")": depth -= 1
      case "\"":
        skipStringLiteral()
        continue
      default: break
      }
      position += 1
    } while depth > 0 && current != nil
  }

  /// The arguments between the `(` (or `[`) at `start` and its closing bracket, split at their
  /// top-level commas, and the index after the closing bracket.
  static func arguments(
    _ tokens: [SwiftTokens.Token], openingAt start: Int
  ) -> (list: [ArraySlice<SwiftTokens.Token>], end: Int) {
    var list: [ArraySlice<SwiftTokens.Token>] = []
    var depth = 0
    var genericDepth = 0  // of `<…>` at the top level, whose commas do not split arguments
    var argumentStart = start + 1
    var index = start
    while index < tokens.count {
      switch tokens[index] {
      case .symbol("("), .symbol("["), .symbol("{"): depth += 1
      case .symbol("<") where depth == 1: genericDepth += 1
      case .symbol(">") where depth == 1 && genericDepth > 0 && tokens[index - 1] != .symbol("-"):
        genericDepth -= 1
      case .symbol(")"), .symbol("]"), .symbol("}"):
        depth -= 1
        if depth == 0 {
          if argumentStart < index { list.append(tokens[argumentStart..<index]) }
          return (list, index + 1)
        }
      case .symbol(",") where depth == 1 && genericDepth == 0:
        list.append(tokens[argumentStart..<index])
        argumentStart = index + 1
      default: break
      }
      index += 1
    }
    return (list, index)
  }

  /// The index after the `>` that closes the `<` at `start` (an arrow's `>` does not close it).
  static func afterGenericArguments(_ tokens: [Token], from start: Int) -> Int {
    var depth = 0
    var index = start
    repeat {
      if tokens[index] == .symbol("<") { depth += 1 }
      if tokens[index] == .symbol(">") && tokens[safe: index - 1] != .symbol("-") { depth -= 1 }
      index += 1
    } while depth > 0 && index < tokens.count
    return index
  }
}
