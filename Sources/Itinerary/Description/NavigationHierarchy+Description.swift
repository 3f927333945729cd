extension NavigationHierarchy: CustomStringConvertible {
  /// The hierarchy as an indented tree, one screen a line:
  ///
  /// ```
  /// router r1
  ///   root #2 home
  ///   push #3 detail(id: "42")
  ///   sheet r5 [medium, large]
  ///     root #4 settings
  /// ```
  public var description: String {
    var printer = TreePrinter()
    print(into: &printer)
    return printer.text
  }

  func print(into printer: inout TreePrinter) {
    printer.line("router \(levels[0].id)")
    printer.nested { printer in printLevel(0, into: &printer) }
  }

  private func printLevel(_ level: Int, into printer: inout TreePrinter) {
    let state = levels[level]
    printer.line("root \(state.root)")
    for entry in state.path { printer.line("push \(entry)") }
    guard level + 1 < levels.count, let presentation = levels[level + 1].presentation else {
      return
    }
    printer.line("\(presentation.styleName) \(levels[level + 1].id)\(presentation.traitsSuffix)")
    printer.nested { printer in printLevel(level + 1, into: &printer) }
  }
}
