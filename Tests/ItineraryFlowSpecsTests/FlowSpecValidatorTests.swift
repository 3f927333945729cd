import Itinerary
import Testing

@testable import ItineraryFlowSpecs

/// Validating flow specs: each problem found once, at its place, in a stable order, on specs
/// of any size.
@Suite("Flow spec validator")
struct FlowSpecValidatorTests {
  typealias Examples = FlowSpecExamples

  /// A spec named `flow` starting at its first stage, built in code.
  func spec(
    _ stages: [FlowSpecStage], ends: [String] = ["done"], start: String? = nil,
    abandon: String? = nil, name: String = "flow"
  ) -> FlowSpec {
    FlowSpec(
      name: name, start: start ?? stages.first?.name, abandon: abandon, stages: stages,
      ends: ends.map { FlowSpecEnd($0) })
  }

  /// The messages of the problems of `spec`, with `library`.
  func messages(_ spec: FlowSpec, library: [FlowSpec] = []) -> [String] {
    FlowSpecValidator.problems(in: spec, library: library).map(\.message)
  }

  @Test func findsNothingWrongWithTheCheckoutExample() throws {
    let checkout = try FlowSpecLoader.load(FlowSpecExamples.checkout)

    #expect(FlowSpecValidator.problems(in: [checkout, Examples.verifyEmail]).isEmpty)
    #expect(FlowSpecValidator.problems(in: checkout, library: [Examples.verifyEmail]).isEmpty)
  }

  @Test func reportsAMissingStartButNotTheStagesItLeavesUnreached() {
    let spec = spec([Examples.screen("a", ["ok": "done"])], start: nil)
    let startless = FlowSpec(name: "flow", start: nil, stages: spec.stages, ends: spec.ends)

    #expect(
      FlowSpecValidator.problems(in: startless).map(\.description) == [
        #"flow: missing start: flow "flow" names no first stage in "start""#
      ])
  }

  @Test func reportsAStartOrAbandonThatNamesNothingOrTheWrongThing() {
    let stages = [Examples.screen("a", ["ok": "done"])]

    #expect(
      messages(spec(stages, start: "b"))
        == [#"unknown target "b" in "start": no stage has that name, and a flow starts at a stage"#]
    )
    #expect(
      messages(spec(stages, start: "done"))
        == [#"unknown target "done" in "start": it names an end, and a flow starts at a stage"#])
    #expect(
      messages(spec(stages, abandon: "a")) == [
        #"unknown target "a" in "abandon": it names a stage, and "abandon" names the end "#
          + "reached when the person leaves the first stage"
      ])
    #expect(messages(spec(stages, abandon: "gone")).first?.contains("no end has that name") == true)
  }

  @Test func reportsAnUnknownAbandonWhereTheFileNamesIt() throws {
    let text = """
      { "name": "f", "start": "a",
        "abandon": "gone",
        "stages": [{ "name": "a", "route": "a", "answers": { "ok": "done" } }],
        "ends": [{ "name": "done" }] }
      """

    let problems = FlowSpecValidator.problems(in: try FlowSpecLoader.load(text))

    #expect(problems.map(\.kind) == [.unknownTarget])
    #expect(problems.map(\.position?.description) == ["2:14"])
  }

  @Test func reportsAnAnswerLeadingNowhere() {
    let problems = FlowSpecValidator.problems(
      in: spec([Examples.screen("a", ["ok": "done", "retry": "b"])]))

    #expect(problems.map(\.kind) == [.unknownTarget])
    #expect(problems.map(\.message) == [#"unknown target "b" in answer "retry" of stage "a""#])
  }

  @Test func reportsAnUnknownSubflowAndAnswersThatAreNotItsEnds() {
    let stages = [
      Examples.subflow("v", runs: "verify-email", ["verified": "done", "oops": "done"])
    ]

    #expect(
      messages(spec(stages)) == [
        #"unknown target "verify-email": stage "v" runs a flow the library does not have"#
      ])
    #expect(
      messages(spec(stages), library: [Examples.verifyEmail]) == [
        #"unknown target "oops" in the answers of stage "v": flow "verify-email" has no end "#
          + "with that name"
      ])
  }

  @Test func reportsUnreachableStagesAndEndsButCountsAbandonAsReached() {
    let spec = spec(
      [Examples.screen("a", ["ok": "done"]), Examples.screen("b", ["ok": "done"])],
      ends: ["done", "left", "never"], abandon: "left")

    #expect(
      messages(spec) == [
        #"unreachable stage "b": no answer leads to it from the start "a""#,
        #"unreachable end "never": no answer leads to it from the start "a""#,
      ])
    #expect(FlowSpecValidator.problems(in: spec).map(\.kind) == [.unreachable, .unreachable])
  }

  @Test func reportsAStageWithoutAnswersAsADeadEnd() {
    let problems = FlowSpecValidator.problems(
      in: spec([Examples.screen("a", ["ok": "b"]), Examples.screen("b", [:])], ends: []))

    #expect(problems.map(\.kind) == [.deadEnd])
    #expect(
      problems.first?.message == #"dead end: stage "b" has no answers, so the flow cannot leave it"#
    )
  }

  @Test func reportsASubflowStageThatLeavesEndsOfItsSubflowUnmapped() {
    let verify = FlowSpec(
      name: "verify", start: "code", stages: [Examples.screen("code", ["a": "ok", "b": "no"])],
      ends: [FlowSpecEnd("ok"), FlowSpecEnd("no"), FlowSpecEnd("later")])
    let stages = [Examples.subflow("v", runs: "verify", ["ok": "done"])]

    #expect(
      messages(spec(stages), library: [verify]) == [
        #"dead end: stage "v" maps no answer for the ends "no" and "later" of flow "verify""#
      ])
  }

  @Test func reportsACycleWithoutExitOnceNamingItsStagesSorted() {
    let spec = spec([
      Examples.screen("start", ["go": "c", "quit": "done"]),
      Examples.screen("c", ["next": "a"]),
      Examples.screen("a", ["next": "b"]),
      Examples.screen("b", ["next": "c", "back": "a"]),
    ])

    let problems = FlowSpecValidator.problems(in: spec)

    #expect(problems.map(\.kind) == [.cycleWithoutExit])
    #expect(
      problems.first?.message
        == #"cycle without exit: stages "a", "b" and "c" lead only to one another, never to an end"#
    )
  }

  @Test func reportsAStageAnsweringOnlyToItself() {
    let spec = spec([
      Examples.screen("start", ["go": "loop", "quit": "done"]),
      Examples.screen("loop", ["again": "loop"]),
    ])

    #expect(
      messages(spec) == [
        #"cycle without exit: stage "loop" leads only to itself, never to an end"#
      ])
  }

  @Test func acceptsARetryLoopWithAWayOut() {
    let spec = spec([Examples.screen("pay", ["declined": "pay", "paid": "done"])])

    #expect(FlowSpecValidator.problems(in: spec).isEmpty)
  }

  @Test func reportsTheDeadEndACycleRunsIntoNotTheCycle() {
    let spec = spec(
      [
        Examples.screen("a", ["next": "b", "stop": "c"]),
        Examples.screen("b", ["back": "a"]),
        Examples.screen("c", [:]),
      ], ends: [])

    #expect(messages(spec) == [#"dead end: stage "c" has no answers, so the flow cannot leave it"#])
  }

  @Test func reportsTheUnknownTargetACycleRunsIntoNotTheCycle() {
    let spec = spec(
      [Examples.screen("a", ["next": "b"]), Examples.screen("b", ["back": "a", "on": "x"])],
      ends: [])

    #expect(FlowSpecValidator.problems(in: spec).map(\.kind) == [.unknownTarget])
  }

  @Test func reportsStagesAndEndsSharingANameOnceAndChecksOnlyTheFirst() {
    let spec = spec(
      [Examples.screen("a", ["ok": "done"]), Examples.screen("a", ["ok": "nowhere"])],
      ends: ["done", "done"])

    #expect(
      messages(spec) == [
        #"duplicate name "a": stage "a" repeats the stage"#,
        #"duplicate name "done": end "done" repeats the end"#,
      ])
  }

  @Test func reportsTwoFlowsOfALibraryWithTheSameName() {
    let first = spec([Examples.screen("a", ["ok": "done"])], name: "same")
    let second = FlowSpec(
      name: "same", start: "a", stages: first.stages, ends: first.ends,
      position: SourcePosition(line: 3, column: 12))

    let problems = FlowSpecValidator.problems(in: [first, second])

    #expect(problems.map(\.kind) == [.duplicateName])
    #expect(
      problems.first?.description
        == #"same 3:12: duplicate name "same": another flow of the library has this name, "#
        + "and sub-flow stages run the first")
    #expect(FlowSpecValidator.problems(in: first, library: [first, second]).isEmpty)
  }

  @Test func reportsFlowsThatRunOneAnotherOnceInTheFirstByName() {
    let outer = spec(
      [Examples.subflow("inner", runs: "inner", ["done": "done"])], name: "outer")
    let inner = spec(
      [Examples.subflow("outer", runs: "outer", ["done": "done"])], name: "inner")
    let message =
      #"sub-flow cycle: stage "outer" runs one of the flows "inner" and "outer", which run one "#
      + "another, so running it never ends"

    #expect(
      FlowSpecValidator.problems(in: [outer, inner]).map(\.description) == ["inner: \(message)"])
    #expect(
      FlowSpecValidator.problems(in: outer, library: [inner]).map(\.kind) == [.subflowCycle])
  }

  @Test func ordersProblemsByFlowThenPositionThenKind() throws {
    let text = """
      { "name": "b", "start": "a",
        "stages": [{ "name": "a", "route": "a", "answers": { "x": "nowhere" } },
                  { "name": "lost", "route": "lost" }],
        "ends": [] }
      """
    let second = try FlowSpecLoader.load(text)
    let first = spec([Examples.screen("a", [:])], ends: [], name: "a")

    let problems = FlowSpecValidator.problems(in: [second, first])

    #expect(problems.map(\.flow) == ["a", "b", "b", "b"])
    #expect(
      problems.map(\.position?.description) == [nil, "2:56", "3:13", "3:13"])
    #expect(problems.map(\.kind) == [.deadEnd, .unknownTarget, .unreachable, .deadEnd])
  }

  @Test func validatesAChainOfTenThousandStages() throws {
    let count = 10_000
    let members = (0..<count).map { index in
      let next = index == count - 1 ? "done" : "s\(index + 1)"
      return #"{ "name": "s\#(index)", "route": "r", "answers": { "ok": "\#(next)" } }"#
    }
    let text =
      #"{ "name": "long", "start": "s0", "stages": ["#
      + members.joined(separator: ",\n") + #"], "ends": [{ "name": "done" }] }"#
    let chain = try FlowSpecLoader.load(text)
    var loop = chain
    loop.stages[count - 1].answers = [FlowSpecAnswer("ok", next: "s0")]
    loop.stages[0].answers.append(FlowSpecAnswer("quit", next: "done"))
    loop.stages[count - 1].answers.append(FlowSpecAnswer("back", next: "s\(count - 2)"))

    #expect(chain.stages.count == count)
    #expect(FlowSpecValidator.problems(in: chain).isEmpty)
    #expect(FlowSpecValidator.problems(in: loop).isEmpty)
    loop.stages[0].answers.removeLast()
    #expect(FlowSpecValidator.problems(in: loop).map(\.kind) == [.cycleWithoutExit, .unreachable])
  }
}
