import Itinerary
import ItineraryTesting
import Testing

@testable import ItineraryFlowSpecs

/// Flow specs run as flows: answered stages stay, answers lead on, Back and swipes go back
/// through the history to screens still there, loops rewind it to the screen they return to,
/// sub-flows map their ends, ends swap modules, and every way a spec can be wrong at run time
/// throws its ``FlowSpecError``. Every test ends with no caller waiting.
@MainActor
@Suite("Flow spec runner")
struct FlowSpecRunnerTests {
  /// An app's routes, for the spec screens to map to.
  enum AppRoute: NavigationRoute {
    case home
    case askName
  }

  /// A push stage named after its route, answering each of `answers` with its next.
  nonisolated static func push(
    _ name: String, _ answers: KeyValuePairs<String, String>, dismissible: Bool? = nil,
    leaveGuard: FlowSpecLeaveGuard? = nil
  ) -> FlowSpecStage {
    stage(name, style: .push, answers, dismissible: dismissible, leaveGuard: leaveGuard)
  }

  nonisolated static func stage(
    _ name: String, style: FlowSpecStyle, _ answers: KeyValuePairs<String, String>,
    dismissible: Bool? = nil, leaveGuard: FlowSpecLeaveGuard? = nil
  ) -> FlowSpecStage {
    FlowSpecStage(
      name, kind: .screen(route: name, parameters: "{}", style: style),
      answers: answers.map { FlowSpecAnswer($0.key, next: $0.value) },
      isDismissible: dismissible, leaveGuard: leaveGuard)
  }

  /// Email, then a code with a retry loop through a sheet, then done.
  static let reset = FlowSpec(
    name: "reset", start: "email", abandon: "gaveUp",
    stages: [
      push("email", ["sent": "code"]),
      push("code", ["correct": "done", "wrong": "wrongCode"]),
      stage("wrongCode", style: .sheet, ["retry": "code", "giveUp": "gaveUp"]),
    ],
    ends: [FlowSpecEnd("done", output: #""reset""#), FlowSpecEnd("gaveUp")])

  /// The route of `stage` of `spec`, as the runner shows it.
  func route(_ spec: FlowSpec, _ stage: String) throws -> FlowSpecRoute {
    .screen(try #require(spec.stage(named: stage)?.screen(inFlow: spec.name)))
  }

  func harness(
    _ spec: FlowSpec, library: [FlowSpec] = []
  ) -> FlowHarness<FlowSpecRoute, FlowSpecOutcome> {
    FlowHarness(spec.flow(in: FlowSpecLibrary([spec] + library)), root: .start)
  }

  @Test func answersLeadFromStageToStageToAnEndWithItsOutput() async throws {
    let harness = harness(Self.reset)

    try await harness.expect(.push(try route(Self.reset, "email")))
    try harness.respond(with: "sent")
    try await harness.expect(.push(try route(Self.reset, "code")))
    #expect(harness.router.path.count == 2)
    try harness.respond(with: "correct")
    try await harness.expect(.pop(try route(Self.reset, "code")))
    try await harness.expect(.pop(try route(Self.reset, "email")))

    #expect(try await harness.output() == FlowSpecOutcome(end: "done", output: #""reset""#))
    #expect(harness.router.path.isEmpty)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func backAwaitsTheStageBeforeAgainWithoutShowingItAgain() async throws {
    let harness = harness(Self.reset)

    try await harness.expect(.push(try route(Self.reset, "email")))
    try harness.respond(with: "sent")
    try await harness.expect(.push(try route(Self.reset, "code")))
    try harness.tapBack()
    // The email is still there and awaits its answer again: nothing is pushed.
    try harness.respond(with: "sent")
    try await harness.expect(.push(try route(Self.reset, "code")))
    try harness.respond(with: "correct")
    try await harness.expect(.pop(try route(Self.reset, "code")))
    try await harness.expect(.pop(try route(Self.reset, "email")))

    #expect(try await harness.output().end == "done")
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aRetryLoopRewindsTheHistorySoBackLeavesTheLoop() async throws {
    let harness = harness(Self.reset)

    try await harness.expect(.push(try route(Self.reset, "email")))
    try harness.respond(with: "sent")
    try await harness.expect(.push(try route(Self.reset, "code")))
    for _ in 0..<3 {
      try harness.respond(with: "wrong")
      try await harness.expect(.present(try route(Self.reset, "wrongCode")))
      try harness.respond(with: "retry")
      // Back to the code, still on screen: the rejection leaves, the code awaits again.
      try await harness.expect(.dismiss(try route(Self.reset, "wrongCode")))
    }
    #expect(harness.router.path.count == 2)
    try harness.tapBack()
    // Back from the code goes to the email, not to the last rejection.
    try harness.tapBack()

    #expect(try await harness.output() == FlowSpecOutcome(end: "gaveUp", output: "null"))
    #expect(harness.awaitingCallers == 0)
  }

  @Test func swipingASheetAwayGoesBackToTheStageBelow() async throws {
    let harness = harness(Self.reset)

    try await harness.expect(.push(try route(Self.reset, "email")))
    try harness.respond(with: "sent")
    try await harness.expect(.push(try route(Self.reset, "code")))
    try harness.respond(with: "wrong")
    try await harness.expect(.present(try route(Self.reset, "wrongCode")))
    try harness.swipeAway()
    // The code, below the sheet, awaits its answer again.
    try harness.respond(with: "correct")
    try await harness.expect(.pop(try route(Self.reset, "code")))
    try await harness.expect(.pop(try route(Self.reset, "email")))

    #expect(try await harness.output().end == "done")
  }

  @Test func leavingTheFirstStageWithoutAnAbandonEndThrows() async throws {
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

  @Test func aSubflowMapsItsEndsAndLeavingItGoesBackToTheStageBefore() async throws {
    let checkout = FlowSpec(
      name: "checkout", start: "cart",
      stages: [
        Self.push("cart", ["pay": "verify"]),
        FlowSpecStage(
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
    // The sub-flow was left from its first stage: back to the cart, which awaits again.
    try harness.respond(with: "pay")
    try await harness.expect(.push(try route(reset, "email")))
    try harness.respond(with: "sent")
    try await harness.expect(.push(try route(reset, "code")))
    try harness.respond(with: "correct")
    // The sub-flow's screens leave when it ends, then the checkout's, as it unwinds.
    try await harness.expect(.pop(try route(reset, "code")))
    try await harness.expect(.pop(try route(reset, "email")))
    try await harness.expect(.pop(try route(checkout, "cart")))

    #expect(try await harness.output() == FlowSpecOutcome(end: "paid", output: "true"))
    #expect(harness.awaitingCallers == 0)
  }

  @Test func anEndWithSwapModuleSwapsModules() async throws {
    let onboarding = FlowSpec(
      name: "onboarding", start: "welcome", stages: [Self.push("welcome", ["go": "done"])],
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

  @Test func aGuardedStageAsksBeforeThePersonLeavesIt() async throws {
    let spec = FlowSpec(
      name: "form", start: "intro",
      stages: [
        Self.push("intro", ["go": "details"]),
        Self.stage(
          "details", style: .sheet, ["saved": "done"],
          leaveGuard: FlowSpecLeaveGuard("Discard your answers?", leave: "Discard", stay: "Keep")),
      ],
      ends: [FlowSpecEnd("done")])
    let harness = harness(spec)
    try await harness.expect(.push(try route(spec, "intro")))
    try harness.respond(with: "go")
    try await harness.expect(.present(try route(spec, "details"), as: .sheet(SheetOptions())))

    // The person's own changes (the alert, the dismissal) are not the flow's to expect.
    try harness.swipeAway()
    try harness.tapAlertButton("Keep")
    try harness.swipeAway()
    try harness.tapAlertButton("Discard")
    // One stage back: the intro, still there, awaits its answer again.
    try harness.respond(with: "go")
    try await harness.expect(.present(try route(spec, "details"), as: .sheet(SheetOptions())))
    try harness.respond(with: "saved")
    try await harness.expect(.dismiss(try route(spec, "details")))
    try await harness.expect(.pop(try route(spec, "intro")))
    #expect(try await harness.output().end == "done")
    #expect(harness.awaitingCallers == 0)
  }

  /// An onboarding spec whose end swaps to the module "main" with `tab` selected, run under a
  /// module "main" with the tabs `home` and `search`.
  private func swapIntoTab(
    _ tab: String
  ) throws -> (FlowSpec, ModuleRouter<FlowSpecRoute>, FlowHarness<FlowSpecRoute, FlowSpecOutcome>) {
    let onboarding = FlowSpec(
      name: "onboarding", start: "welcome", stages: [Self.push("welcome", ["go": "done"])],
      ends: [FlowSpecEnd("done", swapModule: "main", tab: tab)])
    let main = try Module<FlowSpecRoute>(
      id: "main",
      tabs: [
        ModuleTab("home", root: .module("main/home")),
        ModuleTab("search", root: .module("main/search")),
      ])
    let modules = try ModuleRouter<FlowSpecRoute>(
      catalog: [Module(id: "flow", root: .start), main], initial: "flow")
    let harness = FlowHarness(
      onboarding.flow(in: FlowSpecLibrary([onboarding])), modules: modules)
    return (onboarding, modules, harness)
  }

  @Test func anEndWithATabSwapsIntoAModuleWithTabsWithThatTabSelected() async throws {
    let (onboarding, modules, harness) = try swapIntoTab("search")

    try await harness.expect(.push(try route(onboarding, "welcome")))
    try harness.respond(with: "go")
    try await harness.expect(.swapModule("main"))

    #expect(try await harness.output().end == "done")
    #expect(try modules.tabs(["home", "search"]).selectedTab == "search")
    #expect(modules.current.root.route == .module("main/search"))
  }

  @Test func anEndWithATabTheModuleDoesNotHaveEndsTheFlowWithATypedError() async throws {
    let (onboarding, modules, harness) = try swapIntoTab("profile")

    try await harness.expect(.push(try route(onboarding, "welcome")))
    try harness.respond(with: "go")
    // The refused swap ends the flow, whose ending unwinds its stages.
    try await harness.expect(.pop(try route(onboarding, "welcome")))

    await #expect(throws: NavigationError.unknownTab("profile", among: ["home", "search"])) {
      try await harness.output()
    }
    #expect(modules.modules.map(\.id) == ["flow"])
  }

  @Test func screensMapToTheAppsRoutes() async throws {
    let spec = FlowSpec(
      name: "ask", start: "name",
      stages: [Self.stage("name", style: .cover, ["ok": "done"])], ends: [FlowSpecEnd("done")])
    let flow = spec.flow(in: FlowSpecLibrary([spec])) { screen -> AppRoute in
      screen.route == "name" ? .askName : .home
    }
    let harness = FlowHarness(flow, root: .home)

    try await harness.expect(.present(.askName, as: .fullScreenCover))
    try harness.respond(with: "ok")
    try await harness.expect(.dismiss(.askName))

    #expect(try await harness.output().end == "done")
  }

  @Test(arguments: [
    (
      FlowSpec(name: "f", start: nil, stages: [], ends: []),
      FlowSpecError.missingStart(flow: "f")
    ),
    (
      FlowSpec(name: "f", start: "nowhere", stages: [], ends: []),
      FlowSpecError.unknownTarget("nowhere", flow: "f")
    ),
    (
      FlowSpec(
        name: "f", start: "loop",
        stages: [FlowSpecStage("loop", kind: .subflow("f"), answers: [])], ends: []),
      FlowSpecError.subflowCycle(["f", "f"])
    ),
    (
      FlowSpec(
        name: "f", start: "sub", stages: [FlowSpecStage("sub", kind: .subflow("g"), answers: [])],
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

  @Test func aNameBothAStageAndAnEndHasLeadsToTheStageAsTheValidatorSays() async throws {
    let spec = FlowSpec(
      name: "twice", start: "ask",
      stages: [Self.push("ask", ["again": "done"]), Self.push("done", ["ok": "end"])],
      ends: [FlowSpecEnd("done"), FlowSpecEnd("end")])
    let harness = harness(spec)

    try await harness.expect(.push(try route(spec, "ask")))
    try harness.respond(with: "again")
    try await harness.expect(.push(try route(spec, "done")))
    try harness.respond(with: "ok")
    try await harness.expect(.pop(try route(spec, "done")))
    try await harness.expect(.pop(try route(spec, "ask")))

    #expect(try await harness.output().end == "end")
  }

  @Test func anAnswerTheStageDoesNotOfferThrows() async throws {
    let harness = harness(Self.reset)

    try await harness.expect(.push(try route(Self.reset, "email")))
    try harness.respond(with: "shrug")
    try await harness.expect(.pop(try route(Self.reset, "email")))

    await #expect(throws: FlowSpecError.unknownAnswer("shrug", stage: "email", flow: "reset")) {
      try await harness.output()
    }
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aSubflowEndTheStageDoesNotMapThrows() async throws {
    let parent = FlowSpec(
      name: "parent", start: "sub",
      stages: [FlowSpecStage("sub", kind: .subflow("reset"), answers: [])], ends: [])
    let harness = harness(parent, library: [Self.reset])

    try await harness.expect(.push(try route(Self.reset, "email")))
    try harness.tapBack()

    await #expect(throws: FlowSpecError.unmappedEnd("gaveUp", stage: "sub", flow: "parent")) {
      try await harness.output()
    }
  }
}
