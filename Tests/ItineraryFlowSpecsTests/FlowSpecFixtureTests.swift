import Foundation
import Itinerary
import Testing

@testable import ItineraryFlowSpecs

/// The broken flows of `Fixtures/BrokenFlows`: each file shows one validator problem or one
/// loader error, at a known line and column.
@Suite("Flow spec fixtures")
struct FlowSpecFixtureTests {
  /// The path of a file of `Fixtures/BrokenFlows`, found from this file's path.
  static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()
      .appendingPathComponent("Fixtures/BrokenFlows/\(name)")
      .path
  }

  /// The fixture that shows a problem of this kind, and where the validator reports it.
  static func fixture(for kind: FlowSpecProblem.Kind) -> (file: String, position: String) {
    switch kind {
    case .missingStart: ("missing-start.json", "1:1")
    case .unknownTarget: ("unknown-target.json", "7:20")
    case .unreachable: ("unreachable-stage.json", "6:5")
    case .deadEnd: ("dead-end.json", "6:5")
    case .cycleWithoutExit: ("cycle-without-exit.json", "6:5")
    case .duplicateName: ("duplicate-name.json", "9:5")
    case .subflowCycle: ("subflow-cycle.json", "6:5")
    }
  }

  @Test(arguments: FlowSpecProblem.Kind.allCases)
  func eachProblemKindHasAFixtureThatShowsItAlone(kind: FlowSpecProblem.Kind) throws {
    let (file, position) = Self.fixture(for: kind)
    let spec = try FlowSpecLoader.load(contentsOf: Self.fixture(file))

    let problems = FlowSpecValidator.problems(in: [spec])

    #expect(problems.map(\.kind) == [kind])
    #expect(problems.first?.position?.description == position)
  }

  @Test func theFixturesDescribeTheirProblems() throws {
    let messages = try FlowSpecProblem.Kind.allCases.map { kind in
      let spec = try FlowSpecLoader.load(contentsOf: Self.fixture(Self.fixture(for: kind).file))
      return FlowSpecValidator.problems(in: [spec]).map(\.description)
    }

    #expect(
      messages == [
        ["checkout 1:1: missing start: flow \"checkout\" names no first stage in \"start\""],
        ["checkout 7:20: unknown target \"adress\" in answer \"saved\" of stage \"address\""],
        [
          "checkout 6:5: unreachable stage \"coupon\": no answer leads to it from the start \"cart\""
        ],
        ["checkout 6:5: dead end: stage \"payment\" has no answers, so the flow cannot leave it"],
        [
          "checkout 6:5: cycle without exit: stages \"payment\" and \"retry\" lead only to one "
            + "another, never to an end"
        ],
        ["checkout 9:5: duplicate name \"cart\": end \"cart\" repeats the stage at 5:5"],
        [
          "survey 6:5: sub-flow cycle: stage \"followUp\" runs flow \"survey\" inside itself, so "
            + "running it never ends"
        ],
      ])
  }

  @Test(arguments: [
    (
      "syntax-error.json", "4:3",
      "expected ',' or '}' after the member, found '\"'"
    ),
    ("wrong-type.json", "5:32", "expected a string for \"route\", found a number"),
    (
      "unknown-member.json", "5:40",
      "expected \"name\", \"route\", \"flow\", \"answers\", \"parameters\", \"style\", "
        + "\"dismissible\", \"confirmLeave\" or \"links\" in stage \"cart\", found the unknown "
        + "member "
        + "\"answer\""
    ),
    (
      "duplicate-key.json", "5:68",
      "expected each key once in an object, found \"pay\" again (first at 5:53)"
    ),
    (
      "bad-style.json", "5:49",
      "expected \"push\", \"sheet\" or \"cover\" for \"style\", found \"popover\""
    ),
    (
      "trailing-comma.json", "6:3",
      "expected a value after ',', found ']': JSON allows no trailing comma"
    ),
    (
      "comment.json", "2:3",
      "expected a string key in the object, found '/' (JSON allows no comments)"
    ),
    ("not-utf8.json", "3:18", "expected UTF-8 text, found a byte that is not UTF-8"),
  ])
  func eachLoaderErrorFixtureFailsAtItsLineAndColumn(
    file: String, position: String, message: String
  ) {
    let path = Self.fixture(file)

    let error = #expect(throws: FlowSpecLoadError.self) {
      try FlowSpecLoader.load(contentsOf: path)
    }

    #expect(error?.description == "\(path):\(position): \(message)")
  }
}
