import ItineraryTesting
import Testing

@testable import Itinerary

/// Picking another tab as one of the person's actions while a flow waits in a tab: the flow
/// keeps waiting there, the person can only go elsewhere until they pick its tab again, a
/// state machine that says so is proven transition by transition on the real flow (and one
/// that misreads a tab pick is refused), a path explorer follows tab picks its answers offer,
/// and no tab bar is on screen while a tab's sheet covers it.
@MainActor
@Suite("Tab picks explored")
struct TabPicksExploredTests {
  /// The main module: the flow runs in `home`; `search` shows the terms.
  static func modules() throws -> ModuleRouter<FlowRoute> {
    try ModuleRouter(
      catalog: [
        try Module(
          id: "main", tabs: [ModuleTab("home", root: .home), ModuleTab("search", root: .terms)])
      ],
      initial: "main")
  }

  /// Asks a name, then an age, in the tab it runs in.
  static let nameThenAge = Flow<FlowRoute, String>("name then age", ending: .unwindToStart) {
    flow in
    let name = try await flow.push(.askName, returning: String.self)
    let age = try await flow.push(.askAge, returning: Int.self)
    return "\(name) \(age)"
  }

  /// The flow's states: its stage, and whether its tab is on screen.
  struct NameThenAge: FlowStateMachine {
    struct State: Hashable, Sendable {
      var stage: Int
      var inHome: Bool
    }

    /// What the machine claims a tab pick away from the name leads to, to seed a defect.
    var leavingTheName: FlowStateStep<State> = .waiting(State(stage: 0, inHome: false))

    let name = "name then age"
    let stages = ["name", "age"]
    let ends = ["done"]
    func firstStep() -> FlowStateStep<State> { .waiting(State(stage: 0, inHome: true)) }
    func actions(at state: State) -> [FlowAnswer] {
      switch (state.stage, state.inHome) {
      case (0, true): [.respond("Ada"), .selectTab("search")]
      case (_, true): [.respond(36), .tapBack, .selectTab("search")]
      default: [.selectTab("home")]
      }
    }
    func transition(from state: State, taking index: Int) -> FlowStateStep<State> {
      switch (state.stage, state.inHome, index) {
      case (0, true, 0): .waiting(State(stage: 1, inHome: true))
      case (0, true, _): leavingTheName
      case (_, true, 0): .ended("done")
      case (_, true, 1): .waiting(State(stage: 0, inHome: true))
      case (let stage, true, _): .waiting(State(stage: stage, inHome: false))
      case (let stage, false, _): .waiting(State(stage: stage, inHome: true))
      }
    }
    func stage(of state: State) -> String { stages[state.stage] }
    func describe(_ state: State) -> String {
      "\(stages[state.stage]) in \(state.inHome ? "home" : "search")"
    }
  }

  static func explorer(
    answers: @escaping @MainActor (FlowRoute) -> [FlowAnswer] = { _ in [] }
  ) -> FlowExplorer<FlowRoute, String> {
    FlowExplorer(nameThenAge, modules: { try Self.modules() }, maxDepth: 4, answers: answers)
  }

  @Test func aMachineWithTabPicksIsProvenOnTheRealFlow() async throws {
    let exploration = try await Self.explorer().exploreStates(of: NameThenAge())

    #expect(exploration.isProven, "\(exploration)")
    #expect(exploration.graph.states.count == 4)
    #expect(exploration.graph.transitionCount == 7)
  }

  @Test func aTabPickTheMachineMisreadsIsAProblemThatNamesIt() async throws {
    let exploration = try await Self.explorer().exploreStates(
      of: NameThenAge(leavingTheName: .ended("done")))

    #expect(!exploration.isProven)
    #expect(
      exploration.problems.contains(
        .failure(
          state: FlowStateReference(number: 0, description: "name in home"),
          action: .selectTab("search"), reason: .realFlow(.waitsAgain(expected: .end("done"))))))
    #expect(exploration.counterexample?.actions == [.selectTab("search")])
  }

  @Test func aPathExplorerFollowsTabPicksAndOffersOnlyWaysBackWhileTheFlowIsInAnotherTab()
    async throws
  {
    var offeredOnTerms: [FlowRoute] = []
    let exploration = try await Self.explorer { route in
      switch route {
      case .askName: return [.respond("Ada"), .selectTab("search")]
      case .askAge: return [.respond(36)]
      // The terms screen of the search tab: an answer there is not the flow's, and is not
      // offered while the flow waits in home.
      case .terms:
        offeredOnTerms.append(route)
        return [.respond("not the flow's"), .selectTab("home")]
      default: return []
      }
    }.explore()

    #expect(exploration.stuckCount == 0 && exploration.threwCount == 0)
    #expect(!offeredOnTerms.isEmpty)
    let away = try #require(
      exploration.paths.first { path in
        guard case .completed = path.outcome else { return false }
        return path.answers.first?.description == #"selectTab("search")"#
      })
    #expect(
      away.answers.map(\.description) == [
        #"selectTab("search")"#, #"selectTab("home")"#, #"respond(with: "Ada")"#,
        "respond(with: 36)",
      ])
    let harness = FlowHarness(Self.nameThenAge, modules: try Self.modules())
    try await harness.replay(away)
    #expect(try await harness.output() == "Ada 36")
  }

  @Test func afterASwapIntoTabsTheExplorerFollowsTabPicksToo() async throws {
    let flow = Flow<FlowRoute, Int>("onboarding", ending: .keepScreens) { flow in
      _ = try await flow.push(.askName, returning: String.self)
      try await flow.swapModule(id: "main")
      return try await flow.push(.askAge, returning: Int.self)
    }
    let explorer = FlowExplorer(flow, modules: { try FlowAfterSwapTests.modules() }, maxDepth: 4) {
      route in
      switch route {
      case .askName: [.respond("Ada")]
      case .askAge: [.selectTab("more"), .respond(36)]
      case .terms: [.selectTab("start")]
      default: []
      }
    }

    let exploration = try await explorer.explore()

    #expect(exploration.stuckCount == 0 && exploration.threwCount == 0, "\(exploration)")
    #expect(
      exploration.paths.contains { path in
        path.answers.map(\.description) == [
          #"respond(with: "Ada")"#, #"selectTab("more")"#, #"selectTab("start")"#,
          "respond(with: 36)",
        ]
      })
  }

  @Test func noTabBarIsOnScreenWhileAnAlertOverTheTabCoversIt() async throws {
    let harness = FlowHarness(Self.nameThenAge, modules: try Self.modules())
    try await harness.expect(.push(.askName))
    try harness.router.showAlert(title: "Offline", buttons: [AlertButton("OK")])

    #expect(throws: FlowHarnessError.self) { try harness.selectTab("search") }
    try harness.router.answerAlert(with: "OK")
    try harness.selectTab("search")
    #expect(try #require(harness.modules).tabs(["home", "search"]).selectedTab == "search")
    harness.cancel()
    _ = try? await harness.output()
  }

  @Test func noTabBarIsOnScreenWhileATabsSheetCoversIt() async throws {
    let flow = Flow<FlowRoute, Int>("age in a sheet", ending: .unwindToStart) { flow in
      try await flow.present(.askAge, returning: Int.self)
    }
    let harness = FlowHarness(flow, modules: try Self.modules())
    try await harness.expect(.present(.askAge))

    #expect {
      try harness.selectTab("search")
    } throws: { error in
      guard case FlowHarnessError.actionRefused(_, let reason, _) = error else { return false }
      return reason == "no tab bar is on screen."
    }
    try harness.respond(with: 36)
    try await harness.expect(.dismiss(.askAge))
    #expect(try await harness.output() == 36)
  }
}
