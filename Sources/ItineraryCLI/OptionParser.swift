/// Takes a subcommand's options and operands out of its arguments, one kind at a time, so
/// that whatever is left over is reported.
struct OptionParser {
  private var arguments: [String]
  private let subcommand: Invocation.Subcommand

  init(_ arguments: [String], subcommand: Invocation.Subcommand) {
    self.arguments = arguments
    self.subcommand = subcommand
  }

  /// Takes `name` if present.
  mutating func takeFlag(_ name: String) -> Bool {
    guard let index = arguments.firstIndex(of: name) else { return false }
    arguments.remove(at: index)
    return true
  }

  /// Takes `name value` or `name=value`, if present.
  mutating func takeValue(_ name: String) throws(UsageError) -> String? {
    if let index = arguments.firstIndex(where: { $0.hasPrefix(name + "=") }) {
      let value = String(arguments.remove(at: index).dropFirst(name.count + 1))
      return value
    }
    guard let index = arguments.firstIndex(of: name) else { return nil }
    guard index + 1 < arguments.count else {
      throw UsageError("\(subcommand): \(name) needs a value")
    }
    let value = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
    return value
  }

  /// Takes `name N` for a positive whole number `N`, or returns `defaultValue`.
  mutating func takeInteger(_ name: String, default defaultValue: Int) throws(UsageError) -> Int {
    guard let text = try takeValue(name) else { return defaultValue }
    guard let value = Int(text), value > 0 else {
      throw UsageError("\(subcommand): \(name) needs a positive whole number, not '\(text)'")
    }
    return value
  }

  /// Takes what is left as operands, refusing anything that looks like an option.
  mutating func takeOperands(atLeast minimum: Int) throws(UsageError) -> [String] {
    if let option = arguments.first(where: { $0.hasPrefix("-") }) {
      throw UsageError(
        "\(subcommand): unknown option '\(option)'; try 'itinerary \(subcommand) --help'")
    }
    guard arguments.count >= minimum else {
      let needs = subcommand == .resolve ? "a link table and a link" : "a spec file"
      throw UsageError("\(subcommand): needs \(needs); try 'itinerary \(subcommand) --help'")
    }
    defer { arguments.removeAll() }
    return arguments
  }

  /// Takes exactly one operand: the spec's path.
  mutating func takeSpecPath() throws(UsageError) -> String {
    let operands = try takeOperands(atLeast: 1)
    guard operands.count == 1 else {
      throw UsageError("\(subcommand): takes one spec file, not \(operands.count)")
    }
    return operands[0]
  }
}
