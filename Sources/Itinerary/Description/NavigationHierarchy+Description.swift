extension NavigationHierarchy: CustomStringConvertible {
  /// The hierarchy as an indented tree, one screen a line:
  ///
  /// ```
  /// router r1
  ///   root #1 home
  ///   push #3 detail(id: "42")
  ///   sheet r4 [medium, large]
  ///     root #5 settings
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
    printer.line("root \(Self.describe(state.root))")
    for entry in state.path { printer.line("push \(Self.describe(entry))") }
    guard level + 1 < levels.count, let presentation = levels[level + 1].presentation else {
      return
    }
    printer.line("\(Self.describe(presentation)) \(levels[level + 1].id)")
    printer.nested { printer in printLevel(level + 1, into: &printer) }
  }

  private static func describe(_ entry: Entry<Route>) -> String {
    var text = "\(entry.id) \(entry.route)"
    if let transition = entry.transition { text += " (\(transition))" }
    return text
  }

  private static func describe(_ presentation: Presentation) -> String {
    var text: String
    var traits: [String] = []
    switch presentation.style {
    case .sheet(let options):
      text = "sheet"
      traits += options.detents.map { "\($0)" }
      if options.dragIndicator != .automatic {
        traits.append("indicator: \(options.dragIndicator)")
      }
      if options.interactiveDismissDisabled { traits.append("no swipe") }
    case .fullScreenCover:
      text = "cover"
    }
    if presentation.isBare { traits.append("bare") }
    if let button = presentation.dismissButton {
      traits.append("dismiss: \(button.placement)" + (button.showsOnPushedScreens ? "+pushed" : ""))
    }
    if let transition = presentation.transition { traits.append("\(transition)") }
    if !traits.isEmpty { text += " [\(traits.joined(separator: ", "))]" }
    return text
  }
}
