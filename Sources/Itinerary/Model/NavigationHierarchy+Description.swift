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

  /// A hierarchy of no levels, such as the store's stand-in for the stack out of its tree
  /// (described when a failed test reflects a store), prints as `no router`.
  func print(into printer: inout TreePrinter) {
    guard let root = levels.first else {
      printer.line("no router")
      return
    }
    printer.line("router \(root.id)")
    printer.nested { printer in printLevel(0, into: &printer) }
  }

  private func printScreen(_ kind: String, _ entry: Entry<Route>, into printer: inout TreePrinter) {
    printer.line("\(kind) \(entry)")
    printer.nested { printer in
      for transition in entry.inPlaceTransitions {
        printer.line("in place \(transition.id) \(transition.route) (\(transition.edge))")
      }
    }
  }

  private func printLevel(_ level: Int, into printer: inout TreePrinter) {
    let state = levels[level]
    printScreen("root", state.root, into: &printer)
    for entry in state.path { printScreen("push", entry, into: &printer) }
    for modal in state.modals { printer.line("modal \(modal.id) \(modal.route)") }
    for (index, alert) in state.alerts.enumerated() {
      printer.line("\(index == 0 ? "alert" : "queued alert") \(alert.id) \"\(alert.title)\"")
    }
    for request in state.screenQueue {
      printer.line("queued \(request.presentation?.styleName ?? "push") \(request.entry)")
    }
    for entry in state.transitionQueue {
      printer.line("queued in place \(entry.id) \(entry.route)")
    }
    guard level + 1 < levels.count, let presentation = levels[level + 1].presentation else {
      return
    }
    printer.line("\(presentation.styleName) \(levels[level + 1].id)\(presentation.traitsSuffix)")
    printer.nested { printer in printLevel(level + 1, into: &printer) }
  }
}
