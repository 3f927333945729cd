extension NavigationNode: CustomStringConvertible {
  /// The tree as one indented printout: each stack as ``NavigationHierarchy`` prints it, each
  /// tabs, split and modules node on a line of its own with its id, the selected tab marked
  /// with `*`, a presented node under the router that presents it.
  public var description: String {
    var printer = TreePrinter()
    print(into: &printer)
    return printer.text
  }

  /// `stack`, `tabs`, `split` or `modules`.
  public var kindName: String {
    switch self {
    case .stack: "stack"
    case .tabs: "tabs"
    case .split: "split"
    case .modules: "modules"
    }
  }

  func print(into printer: inout TreePrinter) {
    switch self {
    case .stack(let stack):
      stack.hierarchy.print(into: &printer)
      guard let presented = stack.presented else { return }
      printer.nested(stack.hierarchy.levels.count) { printer in
        let presentation = presented.presentation
        printer.line("\(presentation.styleName)\(presentation.traitsSuffix)")
        printer.nested { printer in presented.node.print(into: &printer) }
      }
    case .tabs(let tabs):
      printer.line(
        "tabs \(tabs.id)" + (tabs.reselectionPopsToRoot ? "" : " (reselection keeps the stack)"))
      printer.nested { printer in
        for tab in tabs.tabs {
          printer.line("tab \(tab.name)" + (tab.name == tabs.selected ? " *" : ""))
          printer.nested { printer in tab.node.print(into: &printer) }
        }
      }
    case .split(let split):
      printer.line("split \(split.id) (\(split.layout))")
      printChildren(into: &printer)
    case .modules(let modules):
      printer.line("modules \(modules.id)")
      printChildren(into: &printer)
    }
  }

  /// Each child under its name, one level in.
  private func printChildren(into printer: inout TreePrinter) {
    printer.nested { printer in
      for (name, node) in children {
        printer.line(name)
        printer.nested { printer in node.print(into: &printer) }
      }
    }
  }
}
