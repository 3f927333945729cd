import Testing

@testable import ItineraryTesting

/// `LineDiff`, the diff of two printouts that `FlowHarnessError` shows: read as expected text,
/// actual text, the diff.
@Suite("Line diff")
struct LineDiffTests {
  /// One row: the expected text, the actual text, and the printed diff between them.
  struct Case: CustomTestStringConvertible, Sendable {
    let testDescription: String
    let expected: String
    let actual: String
    let diff: String

    init(_ description: String, _ expected: String, _ actual: String, _ diff: String) {
      self.testDescription = description
      self.expected = expected
      self.actual = actual
      self.diff = diff
    }
  }

  static let cases: [Case] = [
    Case("identical texts", "a\nb\nc", "a\nb\nc", "  a\n  b\n  c"),
    Case("one line changed", "a\nb\nc", "a\nx\nc", "  a\n− b\n+ x\n  c"),
    Case("the first line changed", "a\nb", "x\nb", "− a\n+ x\n  b"),
    Case("the last line changed", "a\nb", "a\nx", "  a\n− b\n+ x"),
    Case("a line inserted", "a\nc", "a\nb\nc", "  a\n+ b\n  c"),
    Case("a line appended", "a", "a\nb", "  a\n+ b"),
    Case("a line removed", "a\nb\nc", "a\nc", "  a\n− b\n  c"),
    Case("the last line removed", "a\nb", "a", "  a\n− b"),
    Case(
      "two lines changed: every expected line before the actual ones", "a\nb\nc\nd",
      "a\nx\ny\nd", "  a\n− b\n− c\n+ x\n+ y\n  d"),
    Case(
      "a line moved keeps the most lines in order", "a\nb\nc", "b\nc\na",
      "− a\n  b\n  c\n+ a"),
    Case("a repeated line matched once", "a\na", "a", "  a\n− a"),
    Case("an empty line is a line", "a\n\nb", "a\nb", "  a\n− \n  b"),
    Case("both empty", "", "", ""),
    Case("the expected text empty", "", "a\nb", "+ a\n+ b"),
    Case("the actual text empty", "a\nb", "", "− a\n− b"),
    Case("nothing in common", "a\nb", "x", "− a\n− b\n+ x"),
    Case(
      "indented tree lines keep their indentation",
      "router r1\n  root #2 home\n  sheet r4\n    root #5 list",
      "router r1\n  root #2 home\n  push #3 list",
      "  router r1\n    root #2 home\n−   sheet r4\n−     root #5 list\n+   push #3 list"),
  ]

  @Test(arguments: cases)
  func diff(_ row: Case) {
    #expect(LineDiff(from: row.expected, to: row.actual).description == row.diff)
  }

  @Test func theLinesOfAChangedLine() {
    #expect(
      LineDiff(from: "a\nb", to: "a\nc").lines == [.unchanged("a"), .removed("b"), .inserted("c")])
  }
}
