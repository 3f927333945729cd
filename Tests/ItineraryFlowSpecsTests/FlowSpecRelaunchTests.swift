import Foundation
import Itinerary
import ItineraryTesting
import Testing

@testable import ItineraryFlowSpecs

/// The bundled flow specs survive a relaunch at every stage: saved with their module tree,
/// torn down, restored and resumed by name, they end with the same outcome as without one; and
/// random runs of the person's answers, Backs, swipes, links and relaunches each end with an output or
/// the person leaving, with no caller waiting and no screen of the flow left.
@MainActor
@Suite("Flow spec relaunch")
struct FlowSpecRelaunchTests {
  typealias SavedTree = NavigationSnapshot<FlowSpecRoute>

  nonisolated static let names = ["checkout", "onboarding", "password-reset"]

  static let flows = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Flows")

  static func library() throws -> FlowSpecLibrary {
    FlowSpecLibrary(
      try names.map { name in
        try FlowSpecLoader.load(contentsOf: flows.appendingPathComponent("\(name).json").path)
      })
  }

  /// The flow's module and the main module an end swaps to, as each launch makes them.
  static func modules() throws -> ModuleRouter<FlowSpecRoute> {
    try ModuleRouter(
      catalog: [Module(id: "flow", root: .start), Module(id: "main", root: .module("main"))],
      initial: "flow")
  }

  /// One launch of a headless app: the flow's module and the main module an end swaps to,
  /// drawn headless, and how the flow running on it ended.
  @MainActor
  final class Launch {
    let modules: ModuleRouter<FlowSpecRoute>
    var outcome: Result<FlowSpecOutcome, any Error>?

    init() throws {
      modules = try FlowSpecRelaunchTests.modules()
      HeadlessRenderer<FlowSpecRoute>().attach(to: modules.lane)
    }

    /// Waits until the flow awaits an answer or ended; returns whether it awaits one.
    func awaitsAnswer() async -> Bool {
      let end = ContinuousClock.now.advanced(by: .seconds(20))
      while outcome == nil && modules.current.awaitingResults == 0 {
        guard ContinuousClock.now < end else {
          Issue.record("the flow neither awaits an answer nor ends")
          return false
        }
        await Task.yield()
      }
      return outcome == nil
    }

    /// The stage on screen.
    var stage: FlowSpecScreen? {
      guard case .screen(let screen) = modules.current.deepestRouter.state.current.route else {
        return nil
      }
      return screen
    }

    /// Leaves the stage on screen as the person does; a guarded stage asks first, and the
    /// person taps its leave button, or its stay button when `staying`. Returns whether a
    /// guard asked.
    @discardableResult
    func leave(
      _ stage: FlowSpecScreen, staying: Bool, in library: FlowSpecLibrary
    ) async throws -> Bool {
      let router = modules.current.deepestRouter
      guard let leaveGuard = library[stage.flow]?.stage(named: stage.stage)?.leaveGuard else {
        try await router.requestLeave()
        return false
      }
      let screen = router.state.current.id
      let leaving = Task { try await router.requestLeave() }
      let end = ContinuousClock.now.advanced(by: .seconds(20))
      while router.alerts.isEmpty, ContinuousClock.now < end { await Task.yield() }
      try router.answerAlert(with: staying ? leaveGuard.stay : leaveGuard.leave)
      let left = await leaving.result
      if staying {
        // Kept, the leave throws that the guard held the person, and the stage stays on top,
        // still awaiting its answer.
        #expect(throws: NavigationError.leaveGuarded(screen)) { try left.get() }
        #expect(modules.current.deepestRouter.state.current.id == screen)
        #expect(modules.current.isAwaitingResult(of: screen))
      } else {
        // Allowed, the screen left.
        #expect(throws: Never.self) { try left.get() }
        #expect(modules.current.deepestRouter.state.current.id != screen)
      }
      return true
    }

    /// Gives the first answer of the stage on screen.
    func answerFirst() throws {
      guard let answer = stage?.answers.first else {
        Issue.record("no stage awaits on \(modules.current.hierarchy)")
        return
      }
      try modules.current.deepestRouter.finish(returning: answer)
    }

    /// Saves the app, tears this launch down, and returns the next launch with the tree
    /// restored and `flow` resumed. The flow of this launch ends: `run`, when this launch
    /// started it, is cancelled; a flow it resumed leaves with every screen.
    func relaunch(
      _ flow: Flow<FlowSpecRoute, FlowSpecOutcome>, tearingDown run: Task<Void, Never>?
    ) async throws -> Launch {
      let tree = try SavedTree(NavigationNode(of: modules.store)).data()
      let saved = try JSONEncoder().encode(try modules.current.savedFlows())
      run?.cancel()
      await run?.value
      try? modules.current.dismissAllScreens()
      let end = ContinuousClock.now.advanced(by: .seconds(20))
      while outcome == nil, ContinuousClock.now < end { await Task.yield() }
      let next = try Launch()
      try SavedTree(data: tree).restore(into: next.modules.store)
      var catalog = FlowCatalog<FlowSpecRoute>()
      catalog.register(flow, modules: next.modules) { next.outcome = $0 }
      let snapshots = try JSONDecoder().decode([FlowSnapshot<FlowSpecRoute>].self, from: saved)
      let resumed = await next.modules.current.resumeFlows(snapshots, from: catalog)
      #expect(resumed == [.resumed(flow: flow.name)])
      return next
    }

    /// Starts `flow` on this launch.
    func start(_ flow: Flow<FlowSpecRoute, FlowSpecOutcome>) -> Task<Void, Never> {
      Task { @MainActor in
        do {
          self.outcome = .success(try await self.modules.current.run(flow, modules: self.modules))
        } catch {
          self.outcome = .failure(error)
        }
      }
    }
  }

  /// Runs `flow` answering each stage with its first answer, relaunching the app before the
  /// answer numbered `relaunchAt` when given. Returns the outcome and the stages answered.
  static func run(
    _ flow: Flow<FlowSpecRoute, FlowSpecOutcome>, relaunchingAt relaunchAt: Int?
  ) async throws -> (outcome: FlowSpecOutcome?, stages: Int) {
    var launch = try Launch()
    let run = launch.start(flow)
    var answered = 0
    while await launch.awaitsAnswer() {
      if answered == relaunchAt { launch = try await launch.relaunch(flow, tearingDown: run) }
      try launch.answerFirst()
      answered += 1
    }
    #expect(launch.modules.current.awaitingCallers == 0)
    return (try launch.outcome?.get(), answered)
  }

  /// Runs `flow` once without a relaunch, then once relaunching before each of its answers,
  /// and expects each run to end as the first after as many answers; returns the number of
  /// stages answered.
  @discardableResult
  static func expectRelaunchesAtEveryStage(
    of flow: Flow<FlowSpecRoute, FlowSpecOutcome>
  ) async throws -> Int {
    let (expected, stages) = try await Self.run(flow, relaunchingAt: nil)
    #expect(expected != nil)
    for stage in 0..<stages {
      let (outcome, answered) = try await Self.run(flow, relaunchingAt: stage)
      #expect(outcome == expected, "relaunched before answer \(stage + 1) of \(flow.name)")
      #expect(answered == stages)
    }
    return stages
  }

  @Test(arguments: names)
  func aRelaunchAtEveryStageEndsAsWithout(flow name: String) async throws {
    let flow = try Self.library().flow(named: name)
    #expect(try await Self.expectRelaunchesAtEveryStage(of: flow) >= 3)
  }

  /// A tour that signs up in a sub-flow, swaps into the main module at the end of a second
  /// sub-flow, then asks "what's new" there in a sheet: once the swap took the onboarding
  /// module away, the finished sign-up's start is no longer in the tree.
  static let tourAfterTheSwap = FlowSpecLibrary([
    FlowSpec(
      name: "tour", start: "signUp", ending: .keepScreens, abandon: "left",
      stages: [
        FlowSpecExamples.subflow("signUp", runs: "sign-up", ["signedUp": "enter"]),
        FlowSpecExamples.subflow("enter", runs: "enter-main", ["entered": "whatsNew"]),
        FlowSpecExamples.screen("whatsNew", ["seen": "toured"], style: .sheet),
      ],
      ends: [FlowSpecEnd("toured", output: #""toured""#), FlowSpecEnd("left")]),
    FlowSpec(
      name: "sign-up", start: "name", ending: .keepScreens,
      stages: [FlowSpecExamples.screen("name", ["given": "signedUp"])],
      ends: [FlowSpecEnd("signedUp")]),
    FlowSpec(
      name: "enter-main", start: "ready", ending: .keepScreens,
      stages: [FlowSpecExamples.screen("ready", ["go": "entered"])],
      ends: [FlowSpecEnd("entered", swapModule: "main")]),
  ])

  @Test func aRelaunchAtEveryStageBeforeOrAfterASwapThatFollowsASubflowEndsAsWithout()
    async throws
  {
    let flow = try Self.tourAfterTheSwap.flow(named: "tour")
    #expect(try await Self.expectRelaunchesAtEveryStage(of: flow) == 3)
  }

  /// Explored by its states with a relaunch in every state, the tour resumes in each, before
  /// and after its swap.
  @Test func exploringTheTourByItsStatesRelaunchesInEveryState() async throws {
    let library = Self.tourAfterTheSwap
    let tour = try #require(library["tour"])
    let machine = FlowSpecMachine(tour, library: library, relaunches: true)
    let explorer = FlowExplorer(tour.flow(in: library), modules: Self.modules) { _ in [] }

    let exploration = try await explorer.exploreStates(of: machine)

    #expect(exploration.problems.map(\.description) == [])
    #expect(exploration.isProven)
  }

  @Test(arguments: names)
  func randomRunsOfThePersonEndWithAnOutputOrThePersonLeaving(flow name: String) async throws {
    let flow = try Self.library().flow(named: name)
    var generator = StageHistoryTests.Generator(state: 0x1E11_0000 &+ UInt64(name.count))
    var relaunches = 0
    var backs = 0
    var links = 0
    var guardedStays = 0
    var guardedLeaves = 0
    let library = try Self.library()
    for _ in 0..<20 {
      var launch = try Launch()
      let run = launch.start(flow)
      var actions = 0
      while await launch.awaitsAnswer() {
        let stage = try #require(launch.stage)
        actions += 1
        let roll = Int.random(in: 0..<10, using: &generator)
        if actions > 40 {
          // Long enough: the first answers lead every bundled flow to an end.
          try launch.answerFirst()
        } else if roll == 0 {
          launch = try await launch.relaunch(flow, tearingDown: run)
          relaunches += 1
        } else if roll < 3, stage.isDismissible {
          if try await launch.leave(stage, staying: roll == 2, in: library) {
            if roll == 2 { guardedStays += 1 } else { guardedLeaves += 1 }
          }
          backs += 1
        } else if roll == 3,
          let link = library[stage.flow]?.stage(named: stage.stage)?.links.first
        {
          // The emailed link the stage lists answers it.
          try launch.modules.current.open(LinkDestination.opening(route: link.route))
          links += 1
        } else {
          let answer = stage.answers[Int.random(in: 0..<stage.answers.count, using: &generator)]
          try launch.modules.current.deepestRouter.finish(returning: answer)
        }
      }
      switch launch.outcome {
      case .success?, .failure(FlowError.personLeft)?, .failure(FlowSpecError.abandoned)?: break
      case let other: Issue.record("\(name) ended \(String(describing: other))")
      }
      #expect(launch.modules.current.awaitingCallers == 0)
      #expect(launch.modules.current.isFullyAtRoot, "\(launch.modules.current.hierarchy)")
      run.cancel()
    }
    #expect(relaunches > 0)
    #expect(backs > 0)
    // Password reset, and onboarding through it, have a stage a link answers.
    #expect((links > 0) == (name != "checkout"))
    // Checkout's address sheet holds the person: both of its buttons were tapped.
    #expect((guardedStays > 0) == (name == "checkout"))
    #expect((guardedLeaves > 0) == (name == "checkout"))
  }
}
