import Foundation
import ItineraryTesting
import Testing

@testable import Itinerary

/// The harness and a flow that waits for the person: a test that forgets to answer fails at
/// once, naming the screen, and the person's actions follow one another with no `await`
/// between them. Each harness has a safety limit of an hour and each test a time limit of a
/// minute, so a test that waited for the safety limit would fail rather than pass.
@MainActor
@Suite("Flow harness: waiting for the person", .timeLimit(.minutes(1)))
struct FlowHarnessWaitingTests {
  static let anHour = Duration.seconds(3_600)

  /// What the harness says the flow awaits when the test awaits its output while the flow
  /// waits for the person; `nil`, with an issue recorded, when it fails otherwise.
  private func awaitedOnOutput<Route, Output>(
    of harness: FlowHarness<Route, Output>
  ) async -> String? {
    let error = await #expect(throws: FlowHarnessError.self) { try await harness.output() }
    guard case .waitingForPerson(_, let awaited, _)? = error else {
      Issue.record("expected waitingForPerson, got \(String(describing: error))")
      return nil
    }
    return awaited
  }

  @Test func expectingAChangeWhileTheFlowAwaitsAnAnswerFailsAtOnceNamingTheScreen() async throws {
    let harness = FlowHarness(Flows.onboarding, root: .home, safetyLimit: Self.anHour)
    try await harness.expect(.push(.askName))

    let error = await #expect(throws: FlowHarnessError.self) {
      try await harness.expect(.present(.askAge))
    }

    guard case .waitingForPerson(let waitingFor, let awaited, _)? = error else {
      Issue.record("expected waitingForPerson, got \(String(describing: error))")
      return
    }
    #expect(waitingFor == "present askAge as sheet")
    #expect(awaited == "the screen askName; answer it with respond(with:), tapBack()")
    #expect(error?.description.contains("The flow waits for the person") == true)
    harness.cancel()
    harness.isExhaustive = false
    await #expect(throws: CancellationError.self) { try await harness.output() }
    #expect(harness.router.isFullyAtRoot)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func awaitingTheOutputWhileTheFlowAwaitsAnAnswerFailsAtOnce() async throws {
    let harness = FlowHarness(Flows.onboarding, root: .home, safetyLimit: Self.anHour)
    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.present(.askAge))

    let error = await #expect(throws: FlowHarnessError.self) { try await harness.output() }

    guard case .waitingForPerson(let waitingFor, let awaited, _)? = error else {
      Issue.record("expected waitingForPerson, got \(String(describing: error))")
      return
    }
    #expect(waitingFor == "the flow's end")
    #expect(awaited == "the screen askAge; answer it with respond(with:), swipeAway()")
    harness.cancel()
    harness.isExhaustive = false
    await #expect(throws: CancellationError.self) { try await harness.output() }
    #expect(harness.router.isFullyAtRoot)
    #expect(harness.awaitingCallers == 0)
  }

  /// A forgotten answer behind a presentation the app showed over the awaited screen: the
  /// message names the screen by its route, says what covers it, and offers only the actions
  /// that work there; `respond(with:)` would answer the presentation, which nothing awaits.
  /// `{cover}` stands for the router of the presentation.
  @Test(arguments: [
    (
      PresentationStyle.sheet,
      "the screen askName, under the sheet terms; uncover it with swipeAway(), then answer it "
        + "with respond(with:), tapBack()"
    ),
    (
      .fullScreenCover,
      "the screen askName, under the cover terms, which the person cannot uncover: the cover "
        + "of router {cover} has no dismiss button, and a cover cannot be swiped away."
    ),
  ])
  func aForgottenAnswerBehindAPresentationNamesTheScreenAndWhatCoversIt(
    style: PresentationStyle, awaited expected: String
  ) async throws {
    let harness = FlowHarness(Flows.onboarding, root: .home, safetyLimit: Self.anHour)
    try await harness.expect(.push(.askName))
    try harness.router.present(.terms, style: style, dismissButton: nil)
    try await harness.expect(.present(.terms, as: style))

    let awaited = try #require(await awaitedOnOutput(of: harness))
    let cover = try #require(harness.router.child?.id)
    #expect(awaited == expected.replacingOccurrences(of: "{cover}", with: "\(cover)"))
    harness.cancel()
    harness.isExhaustive = false
    await #expect(throws: CancellationError.self) { try await harness.output() }
  }

  /// A forgotten answer under screens the app pushed above it: Back uncovers it.
  @Test func aForgottenAnswerUnderPushedScreensOffersBack() async throws {
    let harness = FlowHarness(Flows.onboarding, root: .home, safetyLimit: Self.anHour)
    try await harness.expect(.push(.askName))
    try harness.router.push(.terms)
    try harness.router.push(.welcome)
    try await harness.expect(.push(.terms))
    try await harness.expect(.push(.welcome))

    let awaited = try #require(await awaitedOnOutput(of: harness))
    #expect(
      awaited
        == "the screen askName, under the pushed screen welcome; uncover it with tapBack() 2 "
        + "times, then answer it with respond(with:), tapBack()")
    try harness.tapBack()
    try harness.tapBack()
    try harness.respond(with: "Ada")
    try await harness.expect(.present(.askAge))
    harness.cancel()
    harness.isExhaustive = false
    await #expect(throws: CancellationError.self) { try await harness.output() }
  }

  @Test func aForgottenAlertIsNamedWithItsButtons() async throws {
    let flow = Flow<FlowRoute, String>("discard", ending: .keepScreens) { flow in
      try await flow.ask(
        title: "Discard?", buttons: [AlertButton("Discard"), AlertButton("Keep")]
      ).id
    }
    let harness = FlowHarness(flow, root: .home, safetyLimit: Self.anHour)
    try await harness.expect(.alert("Discard?"))

    let awaited = try #require(await awaitedOnOutput(of: harness))
    #expect(
      awaited
        == #"the alert "Discard?"; answer it with tapAlertButton(_:) and one of "Discard", "Keep""#)
    try harness.tapAlertButton("Keep")
    #expect(try await harness.output() == "Keep")
  }

  @Test func answersFollowOneAnotherWithNoAwaitBetween() async throws {
    let harness = FlowHarness(Flows.onboarding, root: .home, safetyLimit: Self.anHour)
    try await harness.expect(.push(.askName))

    try harness.respond(with: "Ada")
    try harness.respond(with: 36)
    try harness.respond(with: true)

    try await harness.expect(.present(.askAge))
    try await harness.expect(.push(.confirm(name: "Ada", age: 36)))
    try await harness.expect(.dismiss(.askAge))
    try await harness.expect(.pop(.askName))
    #expect(try await harness.output() == Profile(name: "Ada", age: 36))
    #expect(harness.awaitingCallers == 0)
  }

  @Test func anAnswerRefusedOnceTheFlowCaughtUpFailsTheNextCall() async throws {
    let harness = FlowHarness(Flows.onboarding, root: .home, safetyLimit: Self.anHour)
    try await harness.expect(.push(.askName))

    try harness.respond(with: "Ada")
    try harness.respond(with: "thirty-six")

    let error = await #expect(throws: FlowHarnessError.self) {
      try await harness.expect(.present(.askAge))
    }
    guard case .actionRefused(let action, _, _)? = error else {
      Issue.record("expected actionRefused, got \(String(describing: error))")
      return
    }
    #expect(action == #"respond with thirty-six"#)
    try harness.respond(with: 36)
    try harness.respond(with: true)
    harness.isExhaustive = false
    #expect(try await harness.output() == Profile(name: "Ada", age: 36))
  }

  @Test func anAnswerLeftOverWhenTheFlowEndsFailsTheOutput() async throws {
    let harness = FlowHarness(
      FlowHarnessTests.nameOrHowItEnded, root: .home, safetyLimit: Self.anHour)
    try await harness.expect(.push(.askName))

    try harness.respond(with: "Ada")
    try harness.respond(with: "Grace")

    let error = await #expect(throws: FlowHarnessError.self) { try await harness.output() }
    guard case .actionRefused(let action, _, _)? = error else {
      Issue.record("expected actionRefused, got \(String(describing: error))")
      return
    }
    #expect(action == "respond with Grace")
    #expect(harness.awaitingCallers == 0)
  }
}
