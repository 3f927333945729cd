import Foundation
import Itinerary
import ItineraryTesting
import Testing

@testable import ItineraryFlowSpecs

/// A flow spec's stage answered by a link (`"links": { "resetLink": "correct" }`): loaded and
/// checked against the stage's answers, and, run, a link whose top screen is that route
/// answers the screen it awaits; any other link goes to the flow's policy.
@MainActor
@Suite("Flow spec link answers")
struct FlowSpecLinkAnswerTests {
  static let text = #"""
    { "name": "reset", "start": "email",
      "stages": [
        { "name": "email", "route": "resetEmail", "answers": { "sent": "code" } },
        { "name": "code", "route": "enterCode",
          "answers": { "correct": "done", "wrong": "code" },
          "links": { "resetLink": "correct" } }
      ],
      "ends": [{ "name": "done", "output": "reset" }] }
    """#

  /// A link whose top screen is the spec route `route`.
  static func link(to route: String) -> LinkDestination<FlowSpecRoute> {
    LinkDestination(
      stack: [.screen(FlowSpecScreen(flow: "app", stage: route, route: route, answers: []))])
  }

  /// The route of `stage` of `spec`, as the runner shows it.
  func route(_ spec: FlowSpec, _ stage: String) throws -> FlowSpecRoute {
    .screen(try #require(spec.stage(named: stage)?.screen(inFlow: spec.name)))
  }

  /// Runs the spec to its code stage, and returns the harness.
  func harnessAtTheCode(
    _ spec: FlowSpec, _ flow: Flow<FlowSpecRoute, FlowSpecOutcome>
  ) async throws -> FlowHarness<FlowSpecRoute, FlowSpecOutcome> {
    let harness = FlowHarness(flow, root: .start)
    try await harness.expect(.push(try route(spec, "email")))
    try harness.respond(with: "sent")
    try await harness.expect(.push(try route(spec, "code")))
    return harness
  }

  @Test func loadsTheLinksOfAStage() throws {
    let spec = try FlowSpecLoader.load(Self.text)

    #expect(spec.stage(named: "email")?.links == [])
    #expect(spec.stage(named: "code")?.links.map(\.route) == ["resetLink"])
    #expect(spec.stage(named: "code")?.links.map(\.answer) == ["correct"])
    #expect(spec.stage(named: "code")?.links.first?.position?.description == "6:18")
  }

  @Test(arguments: [
    (
      #"{ "name": "f", "stages": [{ "name": "a", "route": "a", "answers": { "ok": "a" }, "#
        + #""links": { "l": "ko" } }], "ends": [] }"#,
      #"1:98: expected one of the stage's answers for the link to "l", found "ko", which "#
        + #"is not in its "answers""#
    ),
    (
      #"{ "name": "f", "stages": [{ "name": "a", "route": "a", "links": [] }], "ends": [] }"#,
      #"1:65: expected an object for "links", found an array"#
    ),
    (
      #"{ "name": "f", "stages": [{ "name": "a", "flow": "g", "links": {} }], "ends": [] }"#,
      #"1:55: expected "links" only on a screen stage, found it on the sub-flow stage "a""#
    ),
  ])
  func refusesLinksThatGiveNoAnswerOfTheStage(text: String, message: String) {
    let error = #expect(throws: FlowSpecLoadError.self) { try FlowSpecLoader.load(text) }
    #expect(error?.description == message)
  }

  @Test func aLinkToTheStagesRouteAnswersItsScreen() async throws {
    let spec = try FlowSpecLoader.load(Self.text)
    let harness = try await harnessAtTheCode(spec, spec.flow(in: FlowSpecLibrary([spec])))

    try harness.router.open(Self.link(to: "resetLink"))

    #expect(harness.router.path.count == 2)
    try await harness.expect(.pop(try route(spec, "code")))
    try await harness.expect(.pop(try route(spec, "email")))
    #expect(try await harness.output() == FlowSpecOutcome(end: "done", output: #""reset""#))
    // Taken as the answer, the link never opened.
    #expect(harness.router.path.isEmpty)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func anotherLinkGoesToThePolicyAndOpensWhenTheFlowEnds() async throws {
    let spec = try FlowSpecLoader.load(Self.text)
    let harness = try await harnessAtTheCode(spec, spec.flow(in: FlowSpecLibrary([spec])))

    try harness.router.open(Self.link(to: "userProfile"))
    try harness.respond(with: "correct")
    try await harness.expect(.pop(try route(spec, "code")))
    try await harness.expect(.pop(try route(spec, "email")))
    try await harness.expect(.push(Self.link(to: "userProfile").stack[0]))

    #expect(try await harness.output().end == "done")
    #expect(harness.router.path.map(\.route) == [Self.link(to: "userProfile").stack[0]])
    #expect(harness.awaitingCallers == 0)
  }

  /// The spec's text with `"links": "<policy>"` at its top level.
  static func text(links policy: String) -> String {
    text.replacingOccurrences(
      of: #"{ "name": "reset", "start": "email","#,
      with: #"{ "name": "reset", "start": "email", "links": "\#(policy)","#)
  }

  @Test func loadsTheFlowsLinkPolicyKeepingLinksByDefault() throws {
    #expect(try FlowSpecLoader.load(Self.text).links == .keepUntilFlowEnds)
    #expect(try FlowSpecLoader.load(Self.text(links: "endFlowAndOpen")).links == .endFlowAndOpen)
    #expect(
      try FlowSpecLoader.load(Self.text(links: "keepUntilFlowEnds")).links == .keepUntilFlowEnds)
    #expect(
      try FlowSpecLoader.load(Self.text(links: "keepUntilModuleShows")).links
        == .keepUntilModuleShows)
  }

  /// A spec has no step that awaits a link, so it cannot ask to be handed them.
  @Test(arguments: ["handToFlow", "open"])
  func refusesALinkPolicyASpecCannotUse(policy: String) {
    let error = #expect(throws: FlowSpecLoadError.self) {
      try FlowSpecLoader.load(Self.text(links: policy))
    }
    #expect(
      error?.message
        == #"expected "keepUntilFlowEnds", "keepUntilModuleShows" or "endFlowAndOpen" for "#
        + #""links", found "\#(policy)""#)
  }

  @Test func aSpecThatEndsOnALinkEndsAndOpensAnotherLinkAtOnce() async throws {
    let spec = try FlowSpecLoader.load(Self.text(links: "endFlowAndOpen"))
    let harness = try await harnessAtTheCode(spec, spec.flow(in: FlowSpecLibrary([spec])))

    try harness.router.open(Self.link(to: "userProfile"))

    try await harness.expect(.pop(try route(spec, "code")))
    try await harness.expect(.pop(try route(spec, "email")))
    try await harness.expect(.push(Self.link(to: "userProfile").stack[0]))
    await #expect(throws: FlowError.endedByLink(flow: "reset")) { try await harness.output() }
    #expect(harness.router.path.map(\.route) == [Self.link(to: "userProfile").stack[0]])
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aStagesOwnLinkStillAnswersItUnderEndFlowAndOpen() async throws {
    let spec = try FlowSpecLoader.load(Self.text(links: "endFlowAndOpen"))
    let harness = try await harnessAtTheCode(spec, spec.flow(in: FlowSpecLibrary([spec])))

    try harness.router.open(Self.link(to: "resetLink"))

    try await harness.expect(.pop(try route(spec, "code")))
    try await harness.expect(.pop(try route(spec, "email")))
    #expect(try await harness.output() == FlowSpecOutcome(end: "done", output: #""reset""#))
    #expect(harness.router.path.isEmpty)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func anAppFlowWithoutRouteNamesTakesNoLinkAsAnAnswer() async throws {
    let spec = try FlowSpecLoader.load(Self.text)
    let flow = spec.flow(in: FlowSpecLibrary([spec])) { FlowSpecRoute.screen($0) }
    let harness = try await harnessAtTheCode(spec, flow)

    try harness.router.open(Self.link(to: "resetLink"))

    // Without `routeName`, the link is kept until the flow ends, then opened.
    #expect(harness.router.awaitingResults == 1)
    try harness.respond(with: "correct")
    try await harness.expect(.pop(try route(spec, "code")))
    try await harness.expect(.pop(try route(spec, "email")))
    try await harness.expect(.push(Self.link(to: "resetLink").stack[0]))
    #expect(try await harness.output().end == "done")
    #expect(harness.router.path.map(\.route) == [Self.link(to: "resetLink").stack[0]])
  }

  @Test func theMachineSendsAStagesLinksAndRefusesOneToAnAnswerTheStageLacks() throws {
    let spec = FlowSpec(
      name: "code", start: "code",
      stages: [
        FlowSpecStage(
          "code", kind: .screen(route: "enterCode", parameters: "{}", style: .push),
          answers: [FlowSpecAnswer("correct", next: "done")],
          links: [
            FlowSpecLinkAnswer(route: "resetLink", answer: "correct"),
            FlowSpecLinkAnswer(route: "oldLink", answer: "expired"),
          ])
      ],
      ends: [FlowSpecEnd("done")])
    let machine = FlowSpecMachine(spec, library: FlowSpecLibrary([spec]), relaunches: false)
    guard case .waiting(let first) = machine.start() else {
      Issue.record("the spec does not wait at its start")
      return
    }

    #expect(
      machine.moves(at: first) == [
        .answer("correct"), .link("resetLink"), .link("oldLink"), .leave(.push),
      ])
    #expect(
      machine.step(from: first, taking: 1) == .ended(FlowSpecOutcome(end: "done", output: "null")))
    #expect(
      machine.step(from: first, taking: 2)
        == .threw(.unknownAnswer("expired", stage: "code", flow: "code")))
    #expect(FlowSpecMove.link("resetLink").description == #"link to "resetLink""#)
  }
}
