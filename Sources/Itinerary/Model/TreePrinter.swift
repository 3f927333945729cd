/// Builds the indented text printout of a navigation tree, two spaces a level.
struct TreePrinter {
  private(set) var lines: [String] = []
  private var depth = 0

  mutating func line(_ text: String) {
    lines.append(String(repeating: "  ", count: depth) + text)
  }

  mutating func nested(_ body: (inout TreePrinter) -> Void) {
    depth += 1
    body(&self)
    depth -= 1
  }

  var text: String { lines.joined(separator: "\n") }
}
