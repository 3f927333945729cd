import Itinerary
import ItineraryFlowSpecs
import ItineraryTesting
import Testing

/// Flow specs explored by their states: each row draws a small flow's state graph by hand
/// (each state by the stages Back goes through, each transition to a state or an end) with
/// its problems and the actions of its shortest counterexample. Most rows leave relaunching
/// out, to draw what the screens offer; the rows that keep it show a relaunch in every state,
/// each replayed on the real flow.
@MainActor
@Suite("Flow specs explored by states")
struct FlowSpecStatesTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let name: String
    let specs: [FlowSpec]
    /// Each explored state, in the order found: `state: action → target | …`.
    let graph: [String]
    let problems: [FlowStateProblem]
    let counterexample: [FlowAnswer]
    /// Whether the person can relaunch the app in every state.
    var relaunches = false

    var testDescription: String { name }
  }

  /// A form whose details stage asks before the person leaves it.
  nonisolated static let guardedForm = [
    FlowSpec(
      name: "form", start: "intro", abandon: "left",
      stages: [
        FlowSpecRunnerTests.push("intro", ["go": "details"]),
        FlowSpecRunnerTests.push(
          "details", ["saved": "done"], leaveGuard: FlowSpecLeaveGuard("Discard your answers?")),
      ],
      ends: [FlowSpecEnd("done"), FlowSpecEnd("left")])
  ]

  /// A spec whose only stage runs a sub-flow of a pushed stage and a sheet.
  nonisolated static let subflowInASheet = [
    FlowSpec(
      name: "outer", start: "s", abandon: "left",
      stages: [FlowSpecExamples.subflow("s", runs: "inner", ["ok": "done"])],
      ends: [FlowSpecEnd("done"), FlowSpecEnd("left")]),
    FlowSpec(
      name: "inner", start: "c1",
      stages: [
        FlowSpecRunnerTests.push("c1", ["next": "c2"]),
        FlowSpecRunnerTests.stage("c2", style: .sheet, ["finish": "ok"]),
      ],
      ends: [FlowSpecEnd("ok")]),
  ]

  nonisolated static let rows: [Row] = [
    Row(
      name: "a relaunch resumes every state where it was, and drops the guard's question",
      specs: guardedForm,
      graph: [
        #"intro: respond(with: "go") → intro, details | tapBack() → end left"#
          + #" | relaunch() → intro"#,
        #"intro, details: respond(with: "saved") → end done"#
          + #" | tapBack() → intro, details (asked to leave) | relaunch() → intro, details"#,
        #"intro, details (asked to leave): tapAlertButton("Discard") → intro"#
          + #" | tapAlertButton("Keep Editing") → intro, details | relaunch() → intro, details"#,
      ],
      problems: [], counterexample: [], relaunches: true),
    Row(
      name: "a relaunch inside a sub-flow's sheet resumes the sub-flow there",
      specs: subflowInASheet,
      graph: [
        #"s › inner: c1: respond(with: "next") → s › inner: c1, c2 | tapBack() → end left"#
          + #" | relaunch() → s › inner: c1"#,
        #"s › inner: c1, c2: respond(with: "finish") → end done"#
          + #" | swipeAway() → s › inner: c1 | relaunch() → s › inner: c1, c2"#,
      ],
      problems: [], counterexample: [], relaunches: true),
    Row(
      name: "a retry loop through a sheet is three states, and every one can finish",
      specs: [
        FlowSpec(
          name: "reset", start: "email", abandon: "gaveUp",
          stages: [
            FlowSpecRunnerTests.push("email", ["sent": "code"]),
            FlowSpecRunnerTests.push("code", ["correct": "done", "wrong": "wrongCode"]),
            FlowSpecRunnerTests.stage(
              "wrongCode", style: .sheet, ["retry": "code", "giveUp": "gaveUp"]),
          ],
          ends: [FlowSpecEnd("done"), FlowSpecEnd("gaveUp")])
      ],
      graph: [
        #"email: respond(with: "sent") → email, code | tapBack() → end gaveUp"#,
        #"email, code: respond(with: "correct") → end done"#
          + #" | respond(with: "wrong") → email, code, wrongCode | tapBack() → email"#,
        #"email, code, wrongCode: respond(with: "retry") → email, code"#
          + #" | respond(with: "giveUp") → end gaveUp | swipeAway() → email, code"#,
      ],
      problems: [], counterexample: []),
    Row(
      name: "a link the stage lists is a move that leads where its answer does",
      specs: [
        FlowSpec(
          name: "reset", start: "email", abandon: "gaveUp",
          stages: [
            FlowSpecRunnerTests.push("email", ["sent": "code"]),
            FlowSpecStage(
              "code", kind: .screen(route: "code", parameters: "{}", style: .push),
              answers: [FlowSpecAnswer("correct", next: "done")],
              links: [FlowSpecLinkAnswer(route: "resetLink", answer: "correct")]),
          ],
          ends: [FlowSpecEnd("done"), FlowSpecEnd("gaveUp")])
      ],
      graph: [
        #"email: respond(with: "sent") → email, code | tapBack() → end gaveUp"#,
        #"email, code: respond(with: "correct") → end done"#
          + #" | sendLink(.opening(route: "resetLink")) → end done | tapBack() → email"#,
      ],
      problems: [], counterexample: []),
    Row(
      name: "Back on a guarded stage asks first: stay keeps it, confirm goes a stage back",
      specs: guardedForm,
      graph: [
        #"intro: respond(with: "go") → intro, details | tapBack() → end left"#,
        #"intro, details: respond(with: "saved") → end done"#
          + #" | tapBack() → intro, details (asked to leave)"#,
        #"intro, details (asked to leave): tapAlertButton("Discard") → intro"#
          + #" | tapAlertButton("Keep Editing") → intro, details"#,
      ],
      problems: [], counterexample: []),
    Row(
      name: "two stages that lead only to each other are a trap, entered by one answer",
      specs: [
        FlowSpec(
          name: "trap", start: "a",
          stages: [
            FlowSpecRunnerTests.push("a", ["go": "b", "finish": "done"], dismissible: false),
            FlowSpecRunnerTests.push("b", ["again": "c"], dismissible: false),
            FlowSpecRunnerTests.push("c", ["back": "b"], dismissible: false),
          ],
          ends: [FlowSpecEnd("done")])
      ],
      graph: [
        #"a: respond(with: "go") → a, b | respond(with: "finish") → end done"#,
        #"a, b: respond(with: "again") → a, b, c"#,
        #"a, b, c: respond(with: "back") → a, b"#,
      ],
      problems: [.trap(state: FlowStateReference(number: 1, description: "a, b"))],
      counterexample: [.respond("go")]),
    Row(
      name: "Back on the first stage without an abandon end fails; an end no answer reaches",
      specs: [
        FlowSpec(
          name: "ask", start: "a", stages: [FlowSpecRunnerTests.push("a", ["ok": "done"])],
          ends: [FlowSpecEnd("done"), FlowSpecEnd("never")])
      ],
      graph: [#"a: respond(with: "ok") → end done | tapBack() → failure"#],
      problems: [
        .failure(
          state: FlowStateReference(number: 0, description: "a"), action: .tapBack,
          reason: .failed(FlowSpecError.abandoned(flow: "ask").description)),
        .unreachedEnd("never"),
      ],
      counterexample: [.tapBack]),
    Row(
      name: "a sub-flow is a state of the spec and its sub-flow; leaving it leaves its stage",
      specs: subflowInASheet,
      graph: [
        #"s › inner: c1: respond(with: "next") → s › inner: c1, c2 | tapBack() → end left"#,
        #"s › inner: c1, c2: respond(with: "finish") → end done | swipeAway() → s › inner: c1"#,
      ],
      problems: [], counterexample: []),
    Row(
      name: "a sub-flow whose end leads back to its stage never waits again",
      specs: [
        FlowSpec(
          name: "spin", start: "a",
          stages: [
            FlowSpecRunnerTests.push("a", ["go": "s", "finish": "done"], dismissible: false),
            FlowSpecExamples.subflow("s", runs: "instant", ["e": "s"]),
          ],
          ends: [FlowSpecEnd("done")]),
        FlowSpec(name: "instant", start: "e", stages: [], ends: [FlowSpecEnd("e")]),
      ],
      graph: [#"a: respond(with: "go") → endless | respond(with: "finish") → end done"#],
      problems: [
        .endless(
          state: FlowStateReference(number: 0, description: "a"), action: .respond("go"),
          reason: FlowSpecError.neverWaits(flow: "spin", stage: "s").description),
        .unreachableStage("s"),
      ],
      counterexample: [.respond("go")]),
    Row(
      name: "a sub-flow stage naming an unknown flow fails when it is reached",
      specs: [
        FlowSpec(
          name: "lost", start: "a",
          stages: [
            FlowSpecRunnerTests.push("a", ["go": "s", "finish": "done"], dismissible: false),
            FlowSpecExamples.subflow("s", runs: "nowhere", ["e": "done"]),
          ],
          ends: [FlowSpecEnd("done")])
      ],
      graph: [#"a: respond(with: "go") → failure | respond(with: "finish") → end done"#],
      problems: [
        .failure(
          state: FlowStateReference(number: 0, description: "a"), action: .respond("go"),
          reason: .failed(FlowSpecError.unknownFlow("nowhere").description)),
        .unreachableStage("s"),
      ],
      counterexample: [.respond("go")]),
  ]

  @Test(arguments: rows)
  func theStateGraph(_ row: Row) async throws {
    let library = FlowSpecLibrary(row.specs)
    let machine = FlowSpecMachine(row.specs[0], library: library, relaunches: row.relaunches)
    let explorer = FlowExplorer(row.specs[0].flow(in: library), root: .start) { _ in [] }

    let exploration = try await explorer.exploreStates(of: machine)

    #expect(Self.lines(of: exploration.graph, machine: machine) == row.graph)
    #expect(exploration.problems == row.problems)
    #expect(exploration.counterexample?.actions ?? [] == row.counterexample)
    #expect(exploration.isProven == row.problems.isEmpty)
  }

  @Test func withoutLoopsStatesAndPathsReachTheSameEnds() async throws {
    let order = FlowSpec(
      name: "order", start: "cart", abandon: "cancelled",
      stages: [
        FlowSpecRunnerTests.push("cart", ["checkout": "address", "empty": "cancelled"]),
        FlowSpecRunnerTests.stage(
          "address", style: .sheet, ["saved": "pay", "later": "cancelled"]),
        FlowSpecExamples.subflow(
          "pay", runs: "payment", ["paid": "paid", "declined": "cancelled"]),
      ],
      ends: [FlowSpecEnd("paid"), FlowSpecEnd("cancelled"), FlowSpecEnd("refunded")])
    let payment = FlowSpec(
      name: "payment", start: "card", abandon: "declined",
      stages: [FlowSpecRunnerTests.stage("card", style: .cover, ["ok": "paid", "no": "declined"])],
      ends: [FlowSpecEnd("paid"), FlowSpecEnd("declined")])
    let library = FlowSpecLibrary([order, payment])
    let explorer = FlowExplorer(order.flow(in: library), root: .start) { route in
      guard case .screen(let screen) = route else { return [] }
      return FlowSpecMachine.moves(on: screen).map(FlowAnswer.init)
    }

    let paths = try await explorer.explore()
    let states = try await explorer.exploreStates(
      of: FlowSpecMachine(order, library: library))

    // Back and swipes still loop, so some paths are cut; none fails.
    #expect(paths.stuckCount == 0 && paths.threwCount == 0)
    var pathEnds = Set<String>()
    for path in paths.paths {
      if case .completed(let outcome) = path.outcome { pathEnds.insert(outcome.end) }
    }
    #expect(pathEnds == Set(states.endsReached))
    #expect(states.endsReached == ["paid", "cancelled"])
    #expect(states.problems == [.unreachedEnd("refunded")])
  }

  @Test func theCounterexampleIsAScriptOfTheRealFlow() async throws {
    let ask = FlowSpec(
      name: "ask", start: "a", stages: [FlowSpecRunnerTests.push("a", ["ok": "done"])],
      ends: [FlowSpecEnd("done")])
    let library = FlowSpecLibrary([ask])
    let explorer = FlowExplorer(ask.flow(in: library), root: .start) { _ in [] }

    let exploration = try await explorer.exploreStates(
      of: FlowSpecMachine(ask, library: library))

    let script = try #require(exploration.counterexample?.script)
    #expect(
      script.split(separator: "\n").prefix(2) == [
        #"try await harness.expect(.push(.screen(library.screen("a", of: "ask"))))"#,
        "try harness.tapBack()",
      ])
    // The same lines, pasted: they compile and replay the real flow into its failure.
    let harness = FlowHarness(ask.flow(in: library), root: .start)
    try await harness.expect(.push(.screen(library.screen("a", of: "ask"))))
    try harness.tapBack()
    await #expect(throws: FlowSpecError.abandoned(flow: "ask")) { try await harness.output() }
  }

  /// The graph as the rows draw it.
  static func lines(
    of graph: FlowStateGraph<FlowSpecState>, machine: FlowSpecMachine
  ) -> [String] {
    graph.states.indices.map { number in
      let transitions = graph.transitions[number].map { transition in
        let target =
          switch transition.target {
          case .state(let next): machine.describe(graph.states[next])
          case .end(let end): "end \(end)"
          case .failure: "failure"
          case .endless: "endless"
          }
        return "\(transition.action) → \(target)"
      }
      return "\(machine.describe(graph.states[number])): "
        + transitions.joined(separator: " | ")
    }
  }
}
