import Itinerary
import ItineraryTesting
import Testing

@testable import ItineraryFlowSpecs

/// Flow specs run as flows: answers lead on, Back and swipes go back through the history,
/// loops rewind it, sub-flows map their ends, ends swap modules, and every way a spec can be
/// wrong at run time throws its ``FlowSpecError``. Every test ends with no caller waiting.
@MainActor
@Suite("Flow spec runner")
struct FlowSpecRunnerTests {
  /// An app's routes, for the spec screens to map to.
  enum AppRoute: NavigationRoute {
    case home
    case askName
  }

  /// A push step named after its route, answering each of `answers` with its next.
  static func push(
    _ name: String, _ answers: KeyValuePairs<String, String>, dismissible: Bool? = nil
  ) -> FlowSpecStep {
    step(name, style: .push, answers, dismissible: dismissible)
  }

  static func step(
    _ name: String, style: FlowSpecStyle, _ answers: KeyValuePairs<String, String>,
    dismissible: Bool? = nil
  ) -> FlowSpecStep {
    FlowSpecStep(
      name, kind: .screen(route: name, parameters: "{}", style: style),
      answers: answers.map { FlowSpecAnswer($0.key, next: $0.value) },
      isDismissible: dismissible)
  }

  /// Email, then a code with a retry loop through a sheet, then done.
  static let reset = FlowSpec(
    name: "reset", start: "email", abandon: "gaveUp",
    steps: [
      push("email", ["sent": "code"]),
      push("code", ["correct": "done", "wrong": "wrongCode"]),
      step("wrongCode", style: .sheet, ["retry": "code", "giveUp": "gaveUp"]),
    ],
    ends: [FlowSpecEnd("done", output: #""reset""#), FlowSpecEnd("gaveUp")])

  /// The route of `step` of `spec`, as the runner shows it.
  func route(_ spec: FlowSpec, _ step: String) throws -> FlowSpecRoute {
    .screen(try #require(spec.step(named: step)?.screen(inFlow: spec.name)))
  }

  func harness(
    _ spec: FlowSpec, library: [FlowSpec] = []
  ) -> FlowHarness<FlowSpecRoute, FlowSpecOutcome> {
    FlowHarness(spec.flow(in: FlowSpecLibrary([spec] + library)), root: .start)
  }

  @Test func answersLeadFromStepToStepToAnEndWithItsOutput() async throws {
    let harness = harness(Self.reset)

    try await harness.expect(.push(try route(Self.reset, "email")))
    try harness.respond(with: "sent")
    try await harness.expect(.push(try route(Self.reset, "code")))
    try harness.respond(with: "correct")

    #expect(try await harness.output() == FlowSpecOutcome(end: "done", output: #""reset""#))
    #expect(harness.router.path.isEmpty)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func backShowsTheStepBeforeAgain() async throws {
    let harness = harness(Self.reset)

    try await harness.expect(.push(try route(Self.reset, "email")))
    try harness.respond(with: "sent")
    try await harness.expect(.push(try route(Self.reset, "code")))
    try harness.tapBack()
    try await harness.expect(.push(try route(Self.reset, "email")))
    try harness.respond(with: "sent")
    try await harness.expect(.push(try route(Self.reset, "code")))
    try harness.respond(with: "correct")

    #expect(try await harness.output().end == "done")
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aRetryLoopRewindsTheHistorySoBackLeavesTheLoop() async throws {
    let harness = harness(Self.reset)

    try await harness.expect(.push(try route(Self.reset, "email")))
    try harness.respond(with: "sent")
    for _ in 0..<3 {
      try await harness.expect(.push(try route(Self.reset, "code")))
      try harness.respond(with: "wrong")
      try await harness.expect(.present(try route(Self.reset, "wrongCode")))
      try harness.respond(with: "retry")
    }
    try await harness.expect(.push(try route(Self.reset, "code")))
    try harness.tapBack()
    // Back from the code goes to the email, not to the last rejection.
    try await harness.expect(.push(try route(Self.reset, "email")))
    try harness.tapBack()

    #expect(try await harness.output() == FlowSpecOutcome(end: "gaveUp", output: "null"))
    #expect(harness.awaitingCallers == 0)
  }

  @Test func swipingASheetAwayGoesBackToTheStepBelow() async throws {
    let harness = harness(Self.reset)

    try await harness.expect(.push(try route(Self.reset, "email")))
    try harness.respond(with: "sent")
    try await harness.expect(.push(try route(Self.reset, "code")))
    try harness.respond(with: "wrong")
    try await harness.expect(.present(try route(Self.reset, "wrongCode")))
    try harness.swipeAway()
    try await harness.expect(.push(try route(Self.reset, "code")))
    try harness.respond(with: "correct")

    #expect(try await harness.output().end == "done")
  }

  @Test func leavingTheFirstStepWithoutAnAbandonEndThrows() async throws {
    var spec = Self.reset
    spec.abandon = nil
    let harness = harness(spec)

    try await harness.expect(.push(try route(spec, "email")))
    try harness.tapBack()

    await #expect(throws: FlowSpecError.abandoned(flow: "reset")) {
      try await harness.output()
    }
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aSubflowMapsItsEndsAndLeavingItGoesBackToTheStepBefore() async throws {
    let checkout = FlowSpec(
      name: "checkout", start: "cart",
      steps: [
        Self.push("cart", ["pay": "verify"]),
        FlowSpecStep(
          "verify", kind: .subflow("reset"),
          answers: [FlowSpecAnswer("done", next: "paid"), FlowSpecAnswer("gaveUp", next: "cart")]),
      ],
      ends: [FlowSpecEnd("paid", output: "true")])
    var reset = Self.reset
    reset.abandon = nil
    let harness = harness(checkout, library: [reset])

    try await harness.expect(.push(try route(checkout, "cart")))
    try harness.respond(with: "pay")
    try await harness.expect(.push(try route(reset, "email")))
    try harness.tapBack()
    // The sub-flow was left from its first step: back to the cart.
    try await harness.expect(.push(try route(checkout, "cart")))
    try harness.respond(with: "pay")
    try await harness.expect(.push(try route(reset, "email")))
    try harness.respond(with: "sent")
    try await harness.expect(.push(try route(reset, "code")))
    try harness.respond(with: "correct")

    #expect(try await harness.output() == FlowSpecOutcome(end: "paid", output: "true"))
    #expect(harness.awaitingCallers == 0)
  }

  @Test func anEndWithSwapModuleSwapsModules() async throws {
    let onboarding = FlowSpec(
      name: "onboarding", start: "welcome", steps: [Self.push("welcome", ["go": "done"])],
      ends: [FlowSpecEnd("done", swapModule: "main")])
    let modules = try ModuleRouter<FlowSpecRoute>(
      catalog: [Module(id: "flow", root: .start), Module(id: "main", root: .module("main"))],
      initial: "flow")
    let harness = FlowHarness(
      onboarding.flow(in: FlowSpecLibrary([onboarding])), modules: modules)

    try await harness.expect(.push(try route(onboarding, "welcome")))
    try harness.respond(with: "go")
    try await harness.expect(.swapModule("main"))

    #expect(try await harness.output().end == "done")
    #expect(harness.hierarchy.root.root.route == .module("main"))
  }

  @Test func screensMapToTheAppsRoutes() async throws {
    let spec = FlowSpec(
      name: "ask", start: "name",
      steps: [Self.step("name", style: .cover, ["ok": "done"])], ends: [FlowSpecEnd("done")])
    let flow = spec.flow(in: FlowSpecLibrary([spec])) { screen -> AppRoute in
      screen.route == "name" ? .askName : .home
    }
    let harness = FlowHarness(flow, root: .home)

    try await harness.expect(.present(.askName, as: .fullScreenCover))
    try harness.respond(with: "ok")

    #expect(try await harness.output().end == "done")
  }

  @Test(arguments: [
    (
      FlowSpec(name: "f", start: nil, steps: [], ends: []),
      FlowSpecError.missingStart(flow: "f")
    ),
    (
      FlowSpec(name: "f", start: "nowhere", steps: [], ends: []),
      FlowSpecError.unknownTarget("nowhere", flow: "f")
    ),
    (
      FlowSpec(
        name: "f", start: "loop",
        steps: [FlowSpecStep("loop", kind: .subflow("f"), answers: [])], ends: []),
      FlowSpecError.subflowCycle(["f", "f"])
    ),
    (
      FlowSpec(
        name: "f", start: "sub", steps: [FlowSpecStep("sub", kind: .subflow("g"), answers: [])],
        ends: []),
      FlowSpecError.unknownFlow("g")
    ),
  ])
  func specsThatCannotRunThrowWithoutShowingAnything(spec: FlowSpec, error: FlowSpecError)
    async throws
  {
    let harness = harness(spec)

    await #expect(throws: error) { try await harness.output() }
    #expect(harness.router.path.isEmpty)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aNameBothAStepAndAnEndHasLeadsToTheStepAsTheValidatorSays() async throws {
    let spec = FlowSpec(
      name: "twice", start: "ask",
      steps: [Self.push("ask", ["again": "done"]), Self.push("done", ["ok": "end"])],
      ends: [FlowSpecEnd("done"), FlowSpecEnd("end")])
    let harness = harness(spec)

    try await harness.expect(.push(try route(spec, "ask")))
    try harness.respond(with: "again")
    try await harness.expect(.push(try route(spec, "done")))
    try harness.respond(with: "ok")

    #expect(try await harness.output().end == "end")
  }

  @Test func anAnswerTheStepDoesNotOfferThrows() async throws {
    let harness = harness(Self.reset)

    try await harness.expect(.push(try route(Self.reset, "email")))
    try harness.respond(with: "shrug")

    await #expect(throws: FlowSpecError.unknownAnswer("shrug", step: "email", flow: "reset")) {
      try await harness.output()
    }
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aSubflowEndTheStepDoesNotMapThrows() async throws {
    let parent = FlowSpec(
      name: "parent", start: "sub",
      steps: [FlowSpecStep("sub", kind: .subflow("reset"), answers: [])], ends: [])
    let harness = harness(parent, library: [Self.reset])

    try await harness.expect(.push(try route(Self.reset, "email")))
    try harness.tapBack()

    await #expect(throws: FlowSpecError.unmappedEnd("gaveUp", step: "sub", flow: "parent")) {
      try await harness.output()
    }
  }
}
