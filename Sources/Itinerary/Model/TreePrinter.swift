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

  /// `body`, `times` levels in.
  mutating func nested(_ times: Int, _ body: (inout TreePrinter) -> Void) {
    depth += times
    body(&self)
    depth -= times
  }

  var text: String { lines.joined(separator: "\n") }
}
