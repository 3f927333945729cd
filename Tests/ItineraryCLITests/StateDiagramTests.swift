import ItineraryTesting
import Testing

@testable import ItineraryCLI

/// `itinerary graph --states`: the states of a flow as explored, traps and unreachable stages
/// marked, the transitions no recorded run took dashed.
@MainActor
@Suite("itinerary graph --states")
struct StateDiagramTests {
  /// A flow drawn by hand: from `start` the person can `finish` or `wander`; `lost` loops on
  /// itself for ever (a trap); the stage `never` is in no state.
  struct Wander: FlowStateMachine {
    let name = "wander"
    let stages = ["start", "lost", "never"]
    let ends = ["done"]
    func firstStep() -> FlowStateStep<String> { .waiting("start") }
    func actions(at state: String) -> [FlowAnswer] {
      state == "start" ? [.respond("finish"), .respond("wander")] : [.tapBack]
    }
    func transition(from state: String, taking index: Int) -> FlowStateStep<String> {
      state == "start" && index == 0 ? .ended("done") : .waiting("lost")
    }
    func stage(of state: String) -> String { state }
    func describe(_ state: String) -> String { state }
  }

  @Test func mermaidMarksTrapsUnreachableStagesAndUntakenTransitions() {
    let machine = Wander()
    let graph = FlowStateGraph(exploring: machine, maxStates: 10)
    let diagram = FlowDiagram(
      states: machine, graph: graph, exercised: [FlowTransitionIndex(state: 0, action: 0)])

    #expect(
      diagram.rendered(as: .mermaid).split(separator: "\n").map(String.init) == [
        "---", "title: wander", "---", "flowchart TD",
        #"  start(("start"))"#,
        #"  t0("start")"#,
        #"  t1("trap: lost"):::trap"#,
        #"  x0(["done"])"#,
        #"  u2["unreachable: never"]:::unreachable"#,
        "  classDef trap stroke:#c00,stroke-width:3px",
        "  classDef unreachable stroke-dasharray:4 4",
        "  start --> t0",
        "  t0 -->|\"respond(with: #quot;finish#quot;)\"| x0",
        "  t0 -.->|\"respond(with: #quot;wander#quot;)\"| t1",
        "  t1 -.->|\"tapBack()\"| t1",
      ])
  }

  @Test func dotDrawsTheSame() {
    let machine = Wander()
    let graph = FlowStateGraph(exploring: machine, maxStates: 10)
    let lines = FlowDiagram(states: machine, graph: graph, exercised: nil).rendered(as: .dot)
      .split(separator: "\n").map(String.init)

    #expect(lines.contains(#"  t1 [shape=ellipse, color=red, penwidth=3, label="trap: lost"];"#))
    #expect(lines.contains(#"  u2 [shape=box, style=dashed, label="unreachable: never"];"#))
    // With no records every transition is drawn solid.
    #expect(lines.contains(#"  t0 -> t1 [label="respond(with: \"wander\")"];"#))
  }

  @Test func theCommandDrawsASpecsStatesWithItsRecords() async throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "records.jsonl",
      #"{"flow":"password-reset","run":"a","actions":["respond(with: \"sent\")"]}"#)
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(
      ["graph", Paths.flow("password-reset"), "--records", "\(folder.path)/records.jsonl"],
      console: console)

    #expect(status == 0)
    let lines = console.text.split(separator: "\n").map(String.init)
    #expect(lines.contains(#"  t3("email, code, wrongCode")"#))
    #expect(lines.contains(#"  t0 -->|"respond(with: #quot;sent#quot;)"| t1"#))
    #expect(lines.contains(#"  t0 -.->|"tapBack()"| x0"#))
  }
}
