import Itinerary
import ItineraryTesting
import Testing

/// Flows of the repository complete under the model of SwiftUI's rules on both platform
/// capabilities, through FlowHarness and FlowExplorer; and FlowHarness fails a run whose lane
/// sends the model a change SwiftUI would drop.
@MainActor
@Suite("Flows under SwiftUI's rules")
struct FlowsUnderSwiftUIRulesTests {
  nonisolated static let screens: [FlowScreen] = [.swiftUI(.current), .swiftUI(.oneLevelPerUpdate)]

  @Test(arguments: screens)
  func theOnboardingFlowCompletes(screen: FlowScreen) async throws {
    let harness = FlowHarness(Flows.onboarding, root: .home, screen: screen)

    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.present(.askAge))
    try harness.respond(with: 36)
    try await harness.expect(.push(.confirm(name: "Ada", age: 36)))
    try harness.respond(with: true)
    try await harness.expect(.dismiss(.askAge))
    try await harness.expect(.pop(.askName))

    #expect(try await harness.output() == Profile(name: "Ada", age: 36))
    let model = try #require(harness.swiftUIModel)
    #expect(model.violations.isEmpty)
    #expect(model.shown == harness.router.lane.displayed)
    #expect(model.clock.now > .zero)
    #expect(harness.awaitingCallers == 0)
  }

  @Test(arguments: screens)
  func aSwipeOnTheAgeGoesBackToTheNameAndBackFromItLeaves(screen: FlowScreen) async throws {
    let harness = FlowHarness(Flows.onboarding, root: .home, screen: screen)

    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.present(.askAge))
    try harness.swipeAway()
    // One stage back: the name, still on screen, awaits its answer again; a new answer goes on.
    try harness.respond(with: "Bo")
    try await harness.expect(.present(.askAge))
    try harness.swipeAway()
    try harness.tapBack()

    await #expect(throws: FlowError.personLeft(flow: "onboarding")) {
      try await harness.output()
    }
    #expect(harness.swiftUIModel?.violations == [])
    #expect(harness.router.hierarchy.levels.count == 1)
    #expect(harness.router.path.isEmpty)
    #expect(harness.awaitingCallers == 0)
  }

  @Test(arguments: screens)
  func everyPathOfTheOnboardingFlowEndsAsItDoesHeadless(screen: FlowScreen) async throws {
    let headless = try await FlowExplorer(
      Flows.onboarding, root: .home, maxDepth: 4, answers: FlowExplorerTests.onboardingAnswers
    ).explore()

    // A generous safety limit: the whole suite in parallel can keep the main actor busy.
    let exploration = try await FlowExplorer(
      Flows.onboarding, root: .home, maxDepth: 4, safetyLimit: .seconds(120), screen: screen,
      answers: FlowExplorerTests.onboardingAnswers
    ).explore()

    #expect(
      exploration.paths.map(\.answers.description) == headless.paths.map(\.answers.description))
    #expect(
      exploration.paths.map { Self.kind($0.outcome) }
        == headless.paths.map { Self.kind($0.outcome) })
    #expect(exploration.completedCount == 1)
    #expect(exploration.leftCount == 2)
    #expect(exploration.threwCount == 1)
  }

  /// How a path ended, without the entry ids its error names.
  static func kind(_ outcome: FlowPathOutcome<Profile>) -> String {
    switch outcome {
    case .completed(let profile): "completed with \(profile)"
    case .left: "left"
    case .threw(let error): "threw \(type(of: error))"
    case .stuck: "stuck"
    case .cut: "cut"
    }
  }

  @Test(arguments: screens)
  func aFlowThatSwapsModulesCompletesOnEveryPath(screen: FlowScreen) async throws {
    let flow = Flow<FlowRoute, String>("onboarding", ending: .unwindToStart) { flow in
      let name = try await flow.push(.askName, returning: String.self)
      try await flow.present(.terms)
      try await flow.swapModule(id: "main")
      return name
    }
    let explorer = FlowExplorer(
      flow,
      modules: {
        try ModuleRouter(
          catalog: [Module(id: "onboarding", root: .home), Module(id: "main", root: .main)],
          initial: "onboarding")
      }, safetyLimit: .seconds(120), screen: screen
    ) { _ in [.respond("Ada"), .tapBack] }

    let exploration = try await explorer.explore()

    #expect(
      exploration.paths.map(\.changes) == [
        [.push(.askName), .present(.terms), .swapModule("main")], [.push(.askName)],
      ])
    #expect(exploration.completedCount == 1)
    #expect(exploration.leftCount == 1)
  }

  /// Presents two sheets, one in the other, then dismisses both at once.
  static let twoSheetsDismissedAtOnce = Flow<FlowRoute, Int>("two sheets", ending: .keepScreens) {
    flow in
    try await flow.present(.welcome)
    try await flow.present(.terms)
    try await flow.navigate { router throws(NavigationError) in try router.dismissAllFromRoot() }
    return 2
  }

  @Test(arguments: screens)
  func aFlowDismissingTwoSheetsAtOnceCompletes(screen: FlowScreen) async throws {
    let harness = FlowHarness(Self.twoSheetsDismissedAtOnce, root: .home, screen: screen)
    harness.isExhaustive = false

    #expect(try await harness.output() == 2)
    #expect(harness.router.hierarchy.levels.count == 1)
  }

  @Test func theHarnessFailsARunWhoseLaneSendsWhatSwiftUIDrops() async throws {
    let harness = FlowHarness(
      Self.twoSheetsDismissedAtOnce, root: .home, screen: .swiftUI(.oneLevelPerUpdate))
    harness.isExhaustive = false
    // The lane plans for a platform that dismisses several levels at once: the model's
    // platform does not.
    harness.router.lane.planner = NavigationPlanner(capabilities: .current)

    let error = await #expect(throws: FlowHarnessError.self) { try await harness.output() }

    guard case .swiftUIRulesBroken(let violations, _)? = error else {
      Issue.record("expected the broken rules, got \(String(describing: error))")
      return
    }
    #expect(violations.map(\.rule) == [.oneLevelPerUpdate])
    #expect(error?.description.contains("SwiftUI would not show the flow") == true)
    // The flow still waits for the dismissal the model never finished: end it.
    harness.cancel()
  }
}
