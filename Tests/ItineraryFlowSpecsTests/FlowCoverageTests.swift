import Foundation
import Itinerary
import ItineraryFlowSpecs
import Testing

@testable import ItineraryTesting

/// Coverage of a flow's transitions by the runs a test suite recorded: a run under a
/// `FlowHarness` is replayed on the flow's states, and every transition it took is
/// exercised; the others are listed exactly.
@MainActor
@Suite("Flow coverage")
struct FlowCoverageTests {
  let spec = FlowSpecRunnerTests.reset
  var library: FlowSpecLibrary { FlowSpecLibrary([spec]) }
  /// The flow's states as its screens offer them, without relaunching, as most tests count.
  var machine: FlowSpecMachine { FlowSpecMachine(spec, library: library, relaunches: false) }
  var graph: FlowStateGraph<FlowSpecState> { FlowStateGraph(exploring: machine, maxStates: 100) }

  /// Runs the reset flow under a harness with these answers, and returns what it recorded.
  func run(_ answers: [FlowAnswer]) async throws -> FlowCoverageRun {
    let harness = FlowHarness(spec.flow(in: library), root: .start)
    harness.isExhaustive = false
    for answer in answers { try harness.give(answer) }
    // The answers wait for the flow; the output gives them, then the flow waits for the
    // person again or ends.
    if (try? await harness.output()) == nil {
      harness.cancel()
      _ = try? await harness.output()
    }
    return harness.coverageRun
  }

  @Test func aRunExercisesTheTransitionsItTakesAndNoOthers() async throws {
    let run = try await run([.respond("sent"), .respond("wrong"), .respond("retry")])
    #expect(run.flow == "reset")
    #expect(
      run.actions == [
        #"respond(with: "sent")"#, #"respond(with: "wrong")"#, #"respond(with: "retry")"#,
      ])
    let coverage = FlowCoverage(of: machine, graph: graph, runs: [run])
    #expect(coverage.exercisedCount == 3)
    // Email offers its answer and Back (out of the flow); the code its two answers and Back;
    // the retry sheet its two answers and a swipe: 8 transitions, 3 taken.
    #expect(coverage.transitionCount == 8)
    #expect(
      coverage.notExercised.map(\.description) == [
        "email —tapBack()→ end gaveUp",
        #"email, code —respond(with: "correct")→ end done"#,
        "email, code —tapBack()→ email",
        #"email, code, wrongCode —respond(with: "giveUp")→ end gaveUp"#,
        "email, code, wrongCode —swipeAway()→ email, code",
      ])
    #expect(coverage.mismatches.isEmpty)
  }

  @Test func aRelaunchTheHarnessGaveExercisesTheRelaunchOfItsState() async throws {
    let harness = FlowHarness(spec.flow(in: library), root: .start)
    harness.isExhaustive = false
    try harness.respond(with: "sent")
    try await harness.expect(.push(.screen(library.screen("code", of: "reset"))))
    try await harness.relaunch()
    try harness.respond(with: "correct")
    _ = try await harness.output()
    let relaunching = FlowSpecMachine(spec, library: library)

    let coverage = FlowCoverage(
      of: relaunching, graph: FlowStateGraph(exploring: relaunching, maxStates: 100),
      runs: [harness.coverageRun])

    #expect(
      harness.coverageRun.actions == [
        #"respond(with: "sent")"#, "relaunch()", #"respond(with: "correct")"#,
      ])
    #expect(coverage.exercisedCount == 3)
    // The 8 transitions the screens offer, and a relaunch in each of the 3 states.
    #expect(coverage.transitionCount == 11)
    #expect(
      !coverage.notExercised.map(\.description).contains("email, code —relaunch()→ email, code"))
    #expect(coverage.mismatches.isEmpty)
  }

  @Test func twoRunsTogetherAndAMismatch() async throws {
    let runs = [
      try await run([.respond("sent"), .respond("correct")]),
      FlowCoverageRun(
        flow: "reset", actions: [#"respond(with: "sent")"#, #"respond(with: "maybe")"#]),
      FlowCoverageRun(flow: "other", actions: [#"respond(with: "sent")"#]),
    ]
    let coverage = FlowCoverage(of: machine, graph: graph, runs: runs)
    #expect(coverage.exercisedCount == 2)
    #expect(coverage.mismatches.count == 1)
    #expect(coverage.mismatches.first?.contains(#"action 2, respond(with: "maybe")"#) == true)
  }

  @Test func theRecordsFileKeepsEachRunsLongestLine() throws {
    let url = FileManager.default.temporaryDirectory
      .appending(path: "itinerary-coverage-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    let log = FlowCoverageLog(path: url.path)
    var first = FlowCoverageRun(flow: "reset", run: "a")
    let second = FlowCoverageRun(flow: "reset", run: "b", actions: ["tapBack()"])
    for action in ["respond(with: \"sent\")", "respond(with: \"correct\")"] {
      first.actions.append(action)
      #expect(log.append(first))
    }
    #expect(log.append(second))
    #expect(try FlowCoverageRun.runs(inRecordsAt: url) == [first, second])
  }

  @Test func aLineThatIsNoRunIsRefusedWithItsNumber() throws {
    let url = FileManager.default.temporaryDirectory
      .appending(path: "itinerary-coverage-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: url) }
    try Data("{\"flow\":\"reset\",\"run\":\"a\",\"actions\":[]}\nnot json\n".utf8).write(to: url)
    #expect(throws: FlowCoverageError.malformedLine(path: url.path, line: 2)) {
      try FlowCoverageRun.runs(inRecordsAt: url)
    }
  }
}
