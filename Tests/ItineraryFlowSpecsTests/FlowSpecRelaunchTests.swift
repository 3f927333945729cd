import Foundation
import Itinerary
import ItineraryTesting
import Testing

@testable import ItineraryFlowSpecs

/// The bundled flow specs survive a relaunch at every stage: saved with their module tree,
/// torn down, restored and resumed by name, they end with the same outcome as without one.
@MainActor
@Suite("Flow spec relaunch")
struct FlowSpecRelaunchTests {
  typealias SavedTree = NavigationSnapshot<ModulesState<FlowSpecRoute>>

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

  /// One launch of a headless app: the flow's module and the main module an end swaps to,
  /// drawn headless, and how the flow running on it ended.
  @MainActor
  final class Launch {
    let modules: ModuleRouter<FlowSpecRoute>
    var outcome: Result<FlowSpecOutcome, any Error>?

    init() throws {
      modules = try ModuleRouter(
        catalog: [Module(id: "flow", root: .start), Module(id: "main", root: .module("main"))],
        initial: "flow")
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

    /// Gives the first answer of the stage on screen.
    func answerFirst() throws {
      let top = modules.current.deepestRouter
      guard case .screen(let screen) = top.state.current.route, let answer = screen.answers.first
      else {
        Issue.record("no stage awaits on \(modules.current.hierarchy)")
        return
      }
      try top.finish(returning: answer)
    }
  }

  /// Runs `flow` answering each stage with its first answer, relaunching the app before the
  /// answer numbered `relaunchAt` when given. Returns the outcome and the stages answered.
  static func run(
    _ flow: Flow<FlowSpecRoute, FlowSpecOutcome>, relaunchingAt relaunchAt: Int?
  ) async throws -> (outcome: FlowSpecOutcome?, stages: Int) {
    var launch = try Launch()
    let first = launch
    let run = Task { @MainActor in
      do {
        first.outcome = .success(try await first.modules.current.run(flow, modules: first.modules))
      } catch {
        first.outcome = .failure(error)
      }
    }
    var answered = 0
    while await launch.awaitsAnswer() {
      if answered == relaunchAt {
        let tree = try SavedTree(launch.modules.state).data()
        let saved = try JSONEncoder().encode(try launch.modules.current.savedFlows())
        run.cancel()
        await run.value
        let next = try Launch()
        try SavedTree(data: tree).restore(into: next.modules)
        var catalog = FlowCatalog<FlowSpecRoute>()
        catalog.register(flow, modules: next.modules) { next.outcome = $0 }
        let snapshots = try JSONDecoder().decode([FlowSnapshot<FlowSpecRoute>].self, from: saved)
        let resumed = await next.modules.current.resumeFlows(snapshots, from: catalog)
        #expect(resumed == [.resumed(flow: flow.name)])
        launch = next
      }
      try launch.answerFirst()
      answered += 1
    }
    #expect(launch.modules.current.awaitingCallers == 0)
    return (try launch.outcome?.get(), answered)
  }

  @Test(arguments: names)
  func aRelaunchAtEveryStageEndsAsWithout(flow name: String) async throws {
    let flow = try Self.library().flow(named: name)
    let (expected, stages) = try await Self.run(flow, relaunchingAt: nil)
    #expect(expected != nil)
    #expect(stages >= 3)

    for stage in 0..<stages {
      let (outcome, answered) = try await Self.run(flow, relaunchingAt: stage)
      #expect(outcome == expected, "relaunched before answer \(stage + 1) of \(name)")
      #expect(answered == stages)
    }
  }
}
