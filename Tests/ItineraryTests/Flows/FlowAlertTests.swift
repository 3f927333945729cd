import ItineraryTesting
import Testing

@testable import Itinerary

/// Flows that ask the person with an alert: the harness expects the alert and taps its
/// buttons, and the explorer tries every button without being told.
@MainActor
@Suite("Flow alerts")
struct FlowAlertTests {
  /// Pushes a draft editor, then asks whether to discard the draft; returns the button's id.
  static let discard = Flow<FlowRoute, String>("discard", ending: .unwindToStart) { flow in
    try await flow.push(.welcome)
    let answer = try await flow.ask(
      title: "Discard the draft?",
      buttons: [AlertButton("Discard", role: .destructive), AlertButton("Keep", role: .cancel)])
    return answer.id
  }

  @Test func theHarnessExpectsTheAlertAndTapsAButton() async throws {
    let harness = FlowHarness(Self.discard, root: .home)

    try await harness.expect(.push(.welcome))
    try await harness.expect(.alert("Discard the draft?"))
    try harness.tapAlertButton("Keep")
    try await harness.expect(.pop(.welcome))

    #expect(try await harness.output() == "Keep")
    #expect(harness.router.alerts.isEmpty)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aButtonTheAlertDoesNotHaveIsRefusedAndChangesNothing() async throws {
    let harness = FlowHarness(Self.discard, root: .home)
    try await harness.expect(.push(.welcome))
    try await harness.expect(.alert("Discard the draft?"))
    let before = harness.hierarchy

    #expect(throws: FlowHarnessError.self) { try harness.tapAlertButton("Maybe") }

    #expect(harness.hierarchy == before)
    try harness.tapAlertButton("Discard")
    try await harness.expect(.pop(.welcome))
    #expect(try await harness.output() == "Discard")
  }

  @Test func tappingAnAlertButtonWithNoAlertShowingIsRefused() async throws {
    let flow = Flow<FlowRoute, String>("name", ending: .unwindToStart) { flow in
      try await flow.push(.askName, returning: String.self)
    }
    let harness = FlowHarness(flow, root: .home)
    try await harness.expect(.push(.askName))

    let error = #expect(throws: FlowHarnessError.self) { try harness.tapAlertButton("OK") }

    #expect(error?.description.contains("shows no alert") == true)
    try harness.respond(with: "Ada")
    try await harness.expect(.pop(.askName))
    #expect(try await harness.output() == "Ada")
  }

  @Test func theExplorerTriesEveryButtonOfAnAwaitedAlert() async throws {
    let explorer = FlowExplorer(Self.discard, root: .home) { _ in [] }

    let exploration = try await explorer.explore()

    #expect(exploration.completedCount == 2)
    #expect(
      exploration.paths.map { $0.outcome.description } == [
        #"completed with output "Discard""#, #"completed with output "Keep""#,
      ])
    #expect(
      exploration.paths.last?.script == """
        try await harness.expect(.push(.welcome))
        try await harness.expect(.alert("Discard the draft?"))
        try harness.tapAlertButton("Keep")
        try await harness.expect(.pop(.welcome))
        // completed with output "Keep"
        """)
  }

  @Test func anAlertWithoutButtonsIsAnsweredWithItsOKButton() async throws {
    let flow = Flow<FlowRoute, String>("notice", ending: .unwindToStart) { flow in
      try await flow.ask(title: "Saved", buttons: []).id
    }
    let explorer = FlowExplorer(flow, root: .home) { _ in [] }

    let exploration = try await explorer.explore()

    #expect(exploration.paths.map { $0.answers.description } == [#"[tapAlertButton("OK")]"#])
    #expect(exploration.completedCount == 1)
  }

  @Test func anExploredPathThroughAnAlertReplaysWithTheHarness() async throws {
    let flow = Flow<FlowRoute, String>("discard or throw", ending: .unwindToStart) { flow in
      let answer = try await flow.ask(
        title: "Discard the draft?", buttons: [AlertButton("Discard"), AlertButton("Keep")])
      guard answer.id == "Keep" else { throw Declined() }
      return try await flow.push(.askName, returning: String.self)
    }
    let explorer = FlowExplorer(flow, root: .home) { _ in [.respond("Ada")] }
    let failure = try #require(try await explorer.explore().shortestFailure)
    #expect(failure.answers.description == #"[tapAlertButton("Discard")]"#)
    let harness = FlowHarness(flow, root: .home)

    try await harness.replay(failure)

    await #expect(throws: Declined.self) { try await harness.output() }
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aScreenUnderAnAlertNobodyAnswersIsStuckAndTheHarnessRefusesToAnswerIt() async throws {
    let flow = Flow<FlowRoute, String>("notice, then name", ending: .unwindToStart) { flow in
      try flow.router.showAlert(title: "Saved")
      return try await flow.push(.askName, returning: String.self)
    }
    let explorer = FlowExplorer(flow, root: .home) { _ in [.respond("Ada")] }

    let exploration = try await explorer.explore()

    #expect(exploration.stuckCount == 1)
    #expect(
      exploration.paths.first?.outcome.description
        == #"stuck: waiting on askName, covered by the alert "Saved""#)
    let harness = FlowHarness(flow, root: .home)
    try await harness.expect(.alert("Saved"))
    try await harness.expect(.push(.askName))
    let refusal = #expect(throws: FlowHarnessError.self) { try harness.respond(with: "Ada") }
    #expect(refusal?.description.contains(#"the alert "Saved" covers the screen"#) == true)
    try harness.tapAlertButton("OK")
    try harness.respond(with: "Ada")
    try await harness.expect(.pop(.askName))
    #expect(try await harness.output() == "Ada")
  }

  @Test func anAlertQueuedBehindAnotherIsStuckNamingBoth() async throws {
    let flow = Flow<FlowRoute, String>("two alerts", ending: .unwindToStart) { flow in
      try flow.router.showAlert(title: "Saved")
      return try await flow.ask(title: "Share it?", buttons: [AlertButton("Yes")]).id
    }
    let explorer = FlowExplorer(flow, root: .home) { _ in [] }

    let exploration = try await explorer.explore()

    #expect(
      exploration.paths.map { $0.outcome.description } == [
        #"stuck: waiting on the alert "Share it?", covered by the alert "Saved""#
      ])
  }

  @Test func buttonsSharingAnIdAreOneAnswer() async throws {
    let flow = Flow<FlowRoute, String>("twins", ending: .unwindToStart) { flow in
      try await flow.ask(
        title: "Pick", buttons: [AlertButton("A", id: "same"), AlertButton("B", id: "same")]
      ).id
    }
    let explorer = FlowExplorer(flow, root: .home) { _ in [] }

    let exploration = try await explorer.explore()

    #expect(exploration.paths.map { $0.answers.description } == [#"[tapAlertButton("same")]"#])
  }
}
