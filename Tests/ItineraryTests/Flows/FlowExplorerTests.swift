import ItineraryTesting
import Testing

@testable import Itinerary

/// The explorer running flows down every path a person could take: counts and outputs per
/// path, paths cut at the depth bound, stuck and throwing paths, sub-flows and module swaps,
/// replaying a failing path with the harness, and refusing answers that cannot be given.
/// The explorer itself checks that every path ends with no caller waiting.
@MainActor
@Suite("Flow explorer")
struct FlowExplorerTests {
  /// The answers of the onboarding flow: a name or Back, an age or a swipe, yes or no.
  static func onboardingAnswers(_ route: FlowRoute) -> [FlowAnswer] {
    switch route {
    case .askName: [.respond("Ada"), .tapBack]
    case .askAge: [.respond(36), .swipeAway]
    case .confirm: [.respond(true), .respond(false)]
    default: []
    }
  }

  @Test func aLinearFlowHasOnePath() async throws {
    let flow = Flow<FlowRoute, String>("name", ending: .unwindToStart) { flow in
      try await flow.push(.askName, returning: String.self)
    }
    let explorer = FlowExplorer(flow, root: .home) { _ in [.respond("Ada")] }

    let exploration = try await explorer.explore()

    #expect(exploration.paths.count == 1)
    #expect(exploration.completedCount == 1)
    let path = try #require(exploration.paths.first)
    guard case .completed(let name) = path.outcome else {
      Issue.record("expected a completed path, got \(path.outcome)")
      return
    }
    #expect(name == "Ada")
    #expect(
      path.script == """
        try await harness.expect(.push(.askName))
        try harness.respond(with: "Ada")
        try await harness.expect(.pop(.askName))
        // completed with output "Ada"
        """)
    #expect(exploration.shortestFailure == nil)
  }

  @Test func aBranchingFlowTakesEveryCombinationOfAnswers() async throws {
    let flow = Flow<FlowRoute, String>("pair", ending: .unwindToStart) { flow in
      let name = try await flow.push(.askName, returning: String.self)
      let age = try await flow.present(.askAge, returning: Int.self)
      return "\(name) \(age)"
    }
    let explorer = FlowExplorer(flow, root: .home) { route in
      switch route {
      case .askName: [.respond("Ada"), .respond("Bo")]
      case .askAge: [.respond(36), .respond(7), .respond(90)]
      default: []
      }
    }

    let exploration = try await explorer.explore()

    let outputs = exploration.paths.compactMap { path -> String? in
      if case .completed(let output) = path.outcome { return output }
      return nil
    }
    #expect(outputs == ["Ada 36", "Ada 7", "Ada 90", "Bo 36", "Bo 7", "Bo 90"])
    #expect(exploration.paths.allSatisfy { $0.depth == 2 })
    #expect(exploration.reachedMaxPaths == false)
  }

  @Test func theOnboardingFlowCompletesGoesBackALoopAndIsLeft() async throws {
    let explorer = FlowExplorer(
      Flows.onboarding, root: .home, maxDepth: 4, answers: Self.onboardingAnswers)

    let exploration = try await explorer.explore()

    // A swipe on the age goes back to the name, which awaits its answer again: a loop, cut
    // at four answers. Back from the name, the first stage, is the person leaving.
    #expect(
      exploration.paths.map(\.description) == [
        #"respond(with: "Ada") → respond(with: 36) → respond(with: true): completed with output ItineraryTests.Profile(name: "Ada", age: 36)"#,
        #"respond(with: "Ada") → respond(with: 36) → respond(with: false): threw: ItineraryTests.Declined()"#,
        #"respond(with: "Ada") → swipeAway() → respond(with: "Ada") → respond(with: 36): cut at the maximum depth"#,
        #"respond(with: "Ada") → swipeAway() → respond(with: "Ada") → swipeAway(): cut at the maximum depth"#,
        #"respond(with: "Ada") → swipeAway() → tapBack(): the person left"#,
        "tapBack(): the person left",
      ])
    #expect(exploration.completedCount == 1)
    #expect(exploration.leftCount == 2)
    #expect(exploration.threwCount == 1)
    #expect(
      exploration.shortestFailure?.answers.description
        == "[respond(with: \"Ada\"), respond(with: 36), respond(with: false)]")
    #expect(exploration.description.contains("completed: 1, left: 2, stuck: 0, threw: 1, cut: 2"))
    #expect(exploration.isBounded)
    #expect(exploration.description.contains("  try harness.respond(with: false)"))
  }

  @Test func aRetryLoopIsCutAtTheMaximumDepth() async throws {
    let flow = Flow<FlowRoute, Int>("retry", ending: .unwindToStart) { flow in
      var failures = 0
      while try await !flow.push(.askName, returning: Bool.self) { failures += 1 }
      return failures
    }
    let explorer = FlowExplorer(flow, root: .home, maxDepth: 3) { _ in
      [.respond(true), .respond(false)]
    }

    let exploration = try await explorer.explore()

    #expect(exploration.paths.map(\.depth) == [1, 2, 3, 3])
    #expect(exploration.completedCount == 3)
    #expect(exploration.cutCount == 1)
    #expect(exploration.isBounded)
    let cut = try #require(exploration.paths.last)
    #expect(cut.script.hasSuffix("// cut at the maximum depth"))
    #expect(cut.changes == Array(repeating: .push(.askName), count: 4))
  }

  @Test func aFlowAwaitingAScreenWithoutAnswersIsStuck() async throws {
    let flow = Flow<FlowRoute, Bool>("terms", ending: .unwindToStart) { flow in
      _ = try await flow.push(.askName, returning: String.self)
      return try await flow.present(.terms, returning: Bool.self)
    }
    let explorer = FlowExplorer(flow, root: .home) { route in
      route == .askName ? [.respond("Ada")] : []
    }

    let exploration = try await explorer.explore()

    #expect(exploration.stuckCount == 1)
    let stuck = try #require(exploration.shortestFailure)
    #expect(stuck.outcome.description == "stuck: waiting on terms, where no answer is possible")
    #expect(stuck.changes == [.push(.askName), .present(.terms)])
  }

  @Test func aFlowAwaitingAScreenThatIsNotOnTopIsStuck() async throws {
    let flow = Flow<FlowRoute, String>("below a sheet", ending: .unwindToStart) { flow in
      try await flow.present(.welcome)
      return try await flow.router.push(.askName, returning: String.self, target: .root)
    }
    let explorer = FlowExplorer(flow, root: .home) { _ in [.respond("Ada")] }

    let exploration = try await explorer.explore()

    let stuck = try #require(exploration.shortestFailure)
    #expect(stuck.outcome.description.contains("which is not on top (welcome is)"))
  }

  @Test func aFlowWaitingOnSomethingElseIsStuckPastTheSafetyLimit() async throws {
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    let flow = Flow<FlowRoute, Int>("waits on a stream", ending: .unwindToStart) { flow in
      try await flow.push(.welcome)
      for await _ in stream {}
      return 1
    }
    let explorer = FlowExplorer(flow, root: .home, safetyLimit: .milliseconds(200)) { _ in [] }

    let exploration = try await explorer.explore()

    #expect(exploration.stuckCount == 1)
    let stuck = try #require(exploration.shortestFailure)
    #expect(stuck.outcome.description.contains("past the safety limit"))
    #expect(stuck.changes == [.push(.welcome)])
    continuation.finish()
  }

  @Test func aSwipeOnTheFirstStageIsThePersonLeavingNotAFailure() async throws {
    let flow = Flow<FlowRoute, Int>("age", ending: .unwindToStart) { flow in
      try await flow.present(.askAge, returning: Int.self)
    }
    let explorer = FlowExplorer(flow, root: .home) { _ in [.respond(36), .swipeAway] }

    let exploration = try await explorer.explore()

    #expect(exploration.completedCount == 1)
    #expect(exploration.leftCount == 1)
    #expect(exploration.threwCount == 0)
    #expect(exploration.shortestFailure == nil)
    #expect(exploration.paths.last?.description == "swipeAway(): the person left")
  }

  @Test func aSubflowsStepsAreSeenAlongThePath() async throws {
    let askName = Flow<FlowRoute, String>("ask name", ending: .unwindToStart) { flow in
      try await flow.push(.terms)
      return try await flow.push(.askName, returning: String.self)
    }
    let greeting = Flow<FlowRoute, String>("greeting", ending: .keepScreens) { flow in
      try await flow.push(.welcome)
      return "Hello, \(try await flow.run(askName))"
    }
    let explorer = FlowExplorer(greeting, root: .home) { _ in [.respond("Ada"), .respond("Bo")] }

    let exploration = try await explorer.explore()

    #expect(exploration.completedCount == 2)
    #expect(
      exploration.paths.map(\.changes) == [
        [.push(.welcome), .push(.terms), .push(.askName), .pop(.askName), .pop(.terms)],
        [.push(.welcome), .push(.terms), .push(.askName), .pop(.askName), .pop(.terms)],
      ])
    #expect(exploration.paths.map(\.changesBeforeAnswers) == [[3], [3]])
  }

  @Test func aFlowThatSwapsModulesRunsOnAFreshModuleRouterPerPath() async throws {
    let flow = Flow<FlowRoute, String>("onboarding", ending: .unwindToStart) { flow in
      let name = try await flow.push(.askName, returning: String.self)
      try await flow.swapModule(id: "main")
      return name
    }
    var routersMade = 0
    let explorer = FlowExplorer(
      flow,
      modules: {
        routersMade += 1
        return try ModuleRouter(
          catalog: [Module(id: "onboarding", root: .home), Module(id: "main", root: .main)],
          initial: "onboarding")
      }
    ) { _ in [.respond("Ada"), .tapBack] }

    let exploration = try await explorer.explore()

    #expect(routersMade == 2)
    #expect(
      exploration.paths.map(\.changes) == [
        [.push(.askName), .swapModule("main")], [.push(.askName)],
      ])
    #expect(exploration.completedCount == 1)
    #expect(exploration.leftCount == 1)
  }

  @Test func theShortestFailureReplaysWithTheHarnessAndEndsTheSameWay() async throws {
    let flow = Flow<FlowRoute, Profile>("profile", ending: .unwindToStart) { flow in
      let name = try await flow.push(.askName, returning: String.self)
      do {
        return Profile(name: name, age: try await flow.present(.askAge, returning: Int.self))
      } catch NavigationError.dismissedWithoutResult {
        throw Declined()
      }
    }
    let explorer = FlowExplorer(flow, root: .home) { route in
      route == .askName ? [.respond("Ada")] : [.respond(36), .swipeAway]
    }
    let failure = try #require(try await explorer.explore().shortestFailure)
    #expect(
      failure.script == """
        try await harness.expect(.push(.askName))
        try harness.respond(with: "Ada")
        try await harness.expect(.present(.askAge, as: .sheet))
        try harness.swipeAway()
        try await harness.expect(.pop(.askName))
        // threw: ItineraryTests.Declined()
        """)

    let harness = FlowHarness(flow, root: .home)
    try await harness.replay(failure)

    await #expect(throws: Declined.self) { try await harness.output() }
    #expect(harness.router.isFullyAtRoot)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func anAnswerThatCannotBeGivenThrowsNamingThePath() async throws {
    let explorer = FlowExplorer(Flows.onboarding, root: .home) { route in
      route == .askName ? [.respond("Ada")] : [.tapBack]
    }

    let error = await #expect(throws: FlowExplorerError.self) { try await explorer.explore() }

    guard case .answerRefused(let answer, let reason, let after, _)? = error else {
      Issue.record("expected a refused answer, got \(String(describing: error))")
      return
    }
    #expect(answer == "tapBack()")
    #expect(reason.contains("nothing is pushed"))
    #expect(after == [#"respond(with: "Ada")"#])
    #expect(error?.description.contains(#"after respond(with: "Ada")"#) == true)
  }

  @Test func aResponseOfTheWrongTypeIsRefused() async throws {
    let explorer = FlowExplorer(Flows.onboarding, root: .home) { _ in [.respond(42)] }

    let error = await #expect(throws: FlowExplorerError.self) { try await explorer.explore() }

    #expect(error?.description.contains("Cannot give the answer respond(with: 42)") == true)
  }

  @Test func thePathLimitStopsTheExplorationAndSaysSo() async throws {
    let explorer = FlowExplorer(
      Flows.onboarding, root: .home, maxPaths: 2, answers: Self.onboardingAnswers)

    let exploration = try await explorer.explore()

    #expect(exploration.paths.count == 2)
    #expect(exploration.reachedMaxPaths)
    #expect(exploration.description.contains("Stopped at the path limit"))
    #expect(exploration.isBounded)
    #expect(exploration.description.contains("Bounded: "))
  }
}
