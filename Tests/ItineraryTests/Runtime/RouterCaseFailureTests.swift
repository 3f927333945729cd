import Testing

@testable import Itinerary

/// A failing `RouterCase` row is reported at the row, with the line diff of the printouts.
@MainActor
@Suite("Router case: a failing row")
struct RouterCaseFailureTests {
  /// A row that expects the wrong screen: its one failure must be reported at the row's own
  /// line, and mark the expected line with `−` and the actual one with `+`. Any other failure,
  /// or none, fails this test.
  @Test("is reported where the row is written, with the lines that differ marked")
  func reportsTheRowAndTheDiff() throws {
    let row = RouterCase(
      "a push that the row expects wrongly", { _ in },
      { router throws(NavigationError) in try router.push(.list) },
      .shows(
        """
        router r1
          root #2 home
          push #3 settings
        """))
    #expect(row.sourceLocation.fileID.hasSuffix("RouterCaseFailureTests.swift"))
    try withKnownIssue {
      try row.check()
    } matching: { issue in
      let lines = issue.comments.flatMap { $0.rawValue.split(separator: "\n") }
      return issue.sourceLocation == row.sourceLocation
        && lines.contains("    root #2 home")
        && lines.contains("−   push #3 settings")
        && lines.contains("+   push #3 list")
    }
  }
}
