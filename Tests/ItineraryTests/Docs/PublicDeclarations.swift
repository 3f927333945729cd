import Foundation

/// What a user of the package can name: its public and open types, each with its public members
/// and the protocols it conforms to, read from the text of `Sources/**/*.swift`.
///
/// The SwiftUI adapter is read too, although Linux never compiles it (its files sit inside
/// `#if canImport(SwiftUI)`); its `extension View` members are filed under `View`. Members of a
/// public protocol are public without saying so, and so are the cases of a public enum and the
/// members of a `public extension`.
struct PublicDeclarations {
  /// A method, initializer (`init`), subscript, enum case or property.
  struct Member: Hashable {
    let name: String
    /// The parameters, for the members that take any; `nil` for a property.
    let parameters: [Parameter]?

    /// Whether a call with these argument labels (`_` for an unlabeled argument, trailing
    /// closures left out) can reach this member: each label takes the next parameter with that
    /// label, passing only parameters that a call may leave out; a variadic one takes every
    /// unlabeled argument that follows.
    func accepts(_ labels: [String]) -> Bool {
      guard var remaining = parameters?[...] else { return labels.isEmpty }
      var variadic: Parameter?
      for label in labels {
        if let variadic, variadic.label == label, label == "_" { continue }
        variadic = nil
        while let next = remaining.first, next.label != label {
          guard next.canBeLeftOut else { return false }
          remaining = remaining.dropFirst()
        }
        guard let taken = remaining.popFirst() else { return false }
        if taken.isVariadic { variadic = taken }
      }
      return remaining.allSatisfy(\.canBeLeftOut)
    }
  }

  /// A parameter's argument label, and whether a call may leave it out: it has a default value,
  /// takes a closure that a trailing closure can give, or is variadic.
  struct Parameter: Hashable {
    let label: String
    let canBeLeftOut: Bool
    /// Whether it takes any number of arguments (`Type...`).
    let isVariadic: Bool
  }

  private(set) var types: Set<String> = []
  private var members: [String: Set<Member>] = [:]
  private var conformances: [String: Set<String>] = [:]

  /// Reads every Swift file below `sources`.
  init(sources: URL) throws {
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    for case let file as URL in files?.allObjects ?? [] where file.pathExtension == "swift" {
      read(SwiftTokens(try String(contentsOf: file, encoding: .utf8)).tokens)
    }
  }

  /// The members named `name` of `type`, its protocols and theirs.
  func members(named name: String, of type: String) -> [Member] {
    var found: [Member] = []
    var visited: Set<String> = []
    var pending = [type]
    while let next = pending.popLast() {
      guard visited.insert(next).inserted else { continue }
      found += members[next, default: []].filter { $0.name == name }
      pending += conformances[next, default: []]
    }
    return found
  }

  /// The members named `name` of any type.
  func members(named name: String) -> [Member] {
    members.values.flatMap { $0.filter { $0.name == name } }
  }

  // MARK: Reading

  /// A brace the reader is inside: a type or extension body, whose direct members it records,
  /// or any other block.
  private struct Scope {
    var type: String?
    var isProtocol = false
    var isPublicEnum = false
    var membersArePublic = false
  }

  private static let typeKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor"]
  private static let memberKeywords: Set<String> = [
    "func", "init", "subscript", "case", "var", "let", "typealias", "associatedtype",
  ]
  private static let modifiers: Set<String> = [
    "public", "open", "package", "internal", "fileprivate", "private", "set", "static", "class",
    "final", "override", "mutating", "nonmutating", "nonisolated", "convenience", "required",
    "indirect", "lazy", "weak", "unowned", "dynamic", "consuming", "borrowing",
  ]
  private static let visibleModifiers: Set<String> = ["public", "open"]
  private static let hiddenModifiers: Set<String> = ["private", "fileprivate", "internal"]

  private mutating func read(_ tokens: [SwiftTokens.Token]) {
    var scopes: [Scope] = []
    var pendingScope: Scope?
    var modifiers: Set<String> = []
    var index = 0
    while index < tokens.count {
      defer { index += 1 }
      if tokens[safe: index - 1] == .symbol(".") { continue }  // a member, such as `.init`
      switch tokens[index] {
      case .symbol("{"):
        scopes.append(pendingScope ?? Scope())
        pendingScope = nil
        modifiers = []
      case .symbol("}"):
        _ = scopes.popLast()
        modifiers = []
      case .symbol(";"), .symbol("="):
        modifiers = []
      case .word(let word) where Self.typeKeywords.contains(word) || word == "extension":
        guard case .word(let next)? = tokens[safe: index + 1], !Self.memberKeywords.contains(next)
        else { continue }
        let isPublic = !modifiers.isDisjoint(with: Self.visibleModifiers)
        let header = typeHeader(tokens, from: index + 1)
        if word != "extension" && isPublic { types.insert(header.name) }
        conformances[header.name, default: []].formUnion(header.conformances)
        pendingScope = Scope(
          type: header.name, isProtocol: word == "protocol" && isPublic,
          isPublicEnum: word == "enum" && isPublic,
          membersArePublic: word == "extension" && isPublic)
        index = header.end - 1
        modifiers = []
      case .word(let word) where Self.memberKeywords.contains(word):
        if let scope = scopes.last, let type = scope.type,
          isVisible(word, modifiers: modifiers, in: scope)
        {
          for member in declaredMembers(tokens, keyword: word, at: index) {
            members[type, default: []].insert(member)
            if word == "typealias" || word == "associatedtype" { types.insert(member.name) }
          }
        }
        modifiers = []
      case .word(let word) where Self.modifiers.contains(word):
        modifiers.insert(word)
      case .word, .text, .number:
        modifiers = []
      default:
        break
      }
    }
  }

  private func isVisible(_ keyword: String, modifiers: Set<String>, in scope: Scope) -> Bool {
    if !modifiers.isDisjoint(with: Self.visibleModifiers) { return true }
    if !modifiers.isDisjoint(with: Self.hiddenModifiers) { return false }
    return scope.isProtocol || scope.membersArePublic || (scope.isPublicEnum && keyword == "case")
  }

  /// A type's name (the last part of a dotted one, `SwiftUI.View` is `View`), the protocols after
  /// its colon, and the index of the `{` that opens its body.
  private func typeHeader(
    _ tokens: [SwiftTokens.Token], from start: Int
  ) -> (name: String, conformances: [String], end: Int) {
    var index = start
    var name = ""
    while case .word(let part)? = tokens[safe: index] {
      name = part
      guard tokens[safe: index + 1] == .symbol("."), tokens[safe: index + 2] != nil else { break }
      index += 2
    }
    var conformances: [String] = []
    var depth = 0
    var readingConformances = false
    var inWhereClause = false
    index += 1
    while index < tokens.count, !(depth == 0 && tokens[index] == .symbol("{")) {
      switch tokens[index] {
      case .symbol("<"), .symbol("("): depth += 1
      case .symbol(">"), .symbol(")"): depth -= 1
      case .symbol(":") where depth == 0 && !inWhereClause: readingConformances = true
      case .word("where") where depth == 0:
        readingConformances = false
        inWhereClause = true
      case .word(let word) where depth == 0 && readingConformances:
        if tokens[safe: index + 1] != .symbol(".") { conformances.append(word) }
      default: break
      }
      index += 1
    }
    return (name, conformances, index)
  }

  /// The members one declaration makes: several for `case a, b(x: Int)`, one otherwise.
  private func declaredMembers(
    _ tokens: [SwiftTokens.Token], keyword: String, at start: Int
  ) -> [Member] {
    var index = start + 1
    var found: [Member] = []
    repeat {
      let name: String
      switch (keyword, tokens[safe: index]) {
      case ("init", _), ("subscript", _): name = keyword
      case (_, .word(let word)?):
        name = word
        index += 1
      default: return found
      }
      let takesParameters = !["var", "let", "typealias", "associatedtype"].contains(keyword)
      var parameters: [Parameter]?
      if takesParameters {
        while let token = tokens[safe: index], token == .symbol("?") || token == .symbol("!") {
          index += 1
        }
        if tokens[safe: index] == .symbol("<") {
          index = SwiftTokens.afterGenericArguments(tokens, from: index)
        }
        if tokens[safe: index] == .symbol("(") {
          let arguments = SwiftTokens.arguments(tokens, openingAt: index)
          parameters = arguments.list.map { parameter($0, inSubscript: keyword == "subscript") }
          index = arguments.end
        } else if keyword != "case" {
          return found
        } else {
          parameters = []
        }
      }
      found.append(Member(name: name, parameters: takesParameters ? parameters : nil))
      guard keyword == "case", tokens[safe: index] == .symbol(",") else { return found }
      index += 1
    } while true
  }

  /// A parameter read from its tokens: `label name: Type = value`, `name: Type` (unlabeled in a
  /// subscript), or a bare `Type` (an enum case's unlabeled associated value).
  private func parameter(
    _ declaration: ArraySlice<SwiftTokens.Token>, inSubscript: Bool
  ) -> Parameter {
    var tokens = declaration
    while tokens.first == .symbol("@") {  // an attribute, such as a result builder
      tokens = tokens.dropFirst(2)
      if tokens.first == .symbol("(") {
        tokens = tokens.drop { $0 != .symbol(")") }.dropFirst()
      }
    }
    guard let colon = tokens.firstIndex(of: .symbol(":")), case .word(var label)? = tokens.first
    else { return Parameter(label: "_", canBeLeftOut: false, isVariadic: false) }
    if inSubscript && tokens.distance(from: tokens.startIndex, to: colon) == 1 { label = "_" }
    let type = tokens[colon...]
    let hasDefault = type.contains(.symbol("="))
    let isClosure = zip(type, type.dropFirst()).contains {
      $0 == .symbol("-") && $1 == .symbol(">")
    }
    let isVariadic = type.suffix(3).allSatisfy { $0 == .symbol(".") }
    return Parameter(
      label: label, canBeLeftOut: hasDefault || isClosure || isVariadic, isVariadic: isVariadic)
  }
}
