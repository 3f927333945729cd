import ItineraryTesting
import Testing

@testable import Itinerary

/// Defects seeded into Swift flows described by hand-drawn state machines: the explorer by
/// states finds each and names it.
@MainActor
@Suite("Seeded defects explored by states")
struct FlowStateSeededDefectTests {
  /// A sheet that asks for an age: answered, the flow ends with `answered`; swiped away, with
  /// `left`.
  struct AskAge: FlowStateMachine {
    var name: String { "age" }
    var stages: [String] { ["asking"] }
    var ends: [String] { ["answered", "left"] }
    func firstStep() -> FlowStateStep<String> { .waiting("asking") }
    func actions(at state: String) -> [FlowAnswer] { [.respond(36), .swipeAway] }
    func transition(from state: String, taking index: Int) -> FlowStateStep<String> {
      index == 0 ? .ended("answered") : .ended("left")
    }
    func stage(of state: String) -> String { state }
    func describe(_ state: String) -> String { state }
  }

  @Test func aHangAfterASwipeIsAProblemWithTheSwipeAsItsCounterexample() async throws {
    // The defect: on a swipe the flow keeps waiting for the sheet's own button, which left
    // with the sheet, so nothing ever resumes it.
    let (button, pressed) = AsyncStream<Int>.makeStream()
    let flow = Flow<FlowRoute, Int>("age", ending: .unwindToStart) { flow in
      do {
        return try await flow.present(.askAge, returning: Int.self)
      } catch NavigationError.dismissedWithoutResult {
        for await age in button { return age }
        return 0
      }
    }
    let explorer = FlowExplorer(flow, root: .home, safetyLimit: .milliseconds(200)) { route in
      route == .askAge ? [.respond(36), .swipeAway] : []
    }

    let exploration = try await explorer.exploreStates(of: AskAge())

    #expect(!exploration.isProven)
    #expect(exploration.problems.count == 1)
    let problem = try #require(exploration.problems.first)
    guard
      case .failure(let state, let action, .realFlow(.stuck(let waitingOn, let expected))) =
        problem
    else {
      Issue.record("expected the real flow stuck, got \(problem)")
      return
    }
    #expect(state == FlowStateReference(number: 0, description: "asking"))
    #expect(action == .swipeAway)
    #expect(waitingOn.contains("past the safety limit"))
    #expect(expected == .end("left"))
    let counterexample = try #require(exploration.counterexample)
    #expect(counterexample.actions == [.swipeAway])
    pressed.finish()
  }

  @Test func theSameFlowWithoutTheDefectIsProven() async throws {
    let flow = Flow<FlowRoute, Int>("age", ending: .unwindToStart) { flow in
      do {
        return try await flow.present(.askAge, returning: Int.self)
      } catch NavigationError.dismissedWithoutResult {
        return 0
      }
    }
    let explorer = FlowExplorer(flow, root: .home, safetyLimit: .milliseconds(200)) { route in
      route == .askAge ? [.respond(36), .swipeAway] : []
    }

    let exploration = try await explorer.exploreStates(of: AskAge())

    #expect(exploration.isProven, "\(exploration)")
  }

  /// Asks an age, which the person answers, or relaunches the app to be asked again.
  struct AgeOrRelaunch: FlowStateMachine {
    var name: String { "token" }
    var stages: [String] { ["age"] }
    var ends: [String] { ["answered"] }
    func firstStep() -> FlowStateStep<String> { .waiting("age") }
    func actions(at state: String) -> [FlowAnswer] { [.respond(36), .relaunch] }
    func transition(from state: String, taking index: Int) -> FlowStateStep<String> {
      index == 0 ? .ended("answered") : .waiting("age")
    }
    func stage(of state: String) -> String { state }
    func describe(_ state: String) -> String { state }
  }

  @Test func aRelaunchTheRealFlowRefusesIsAProblemWithTheScriptThatReachesIt() async throws {
    // The defect: a step's answer, a token, cannot be saved, so the app cannot relaunch.
    final class Token: Sendable {}
    let flow = Flow<FlowRoute, Int>("token", ending: .unwindToStart) { flow in
      _ = try await flow.once("sign in") { Token() }
      return try await flow.push(.askAge, returning: Int.self)
    }
    let explorer = FlowExplorer(flow, root: .home) { _ in [] }

    let exploration = try await explorer.exploreStates(of: AgeOrRelaunch())

    #expect(!exploration.isProven)
    let problem = try #require(exploration.problems.first)
    guard case .failure(let state, let action, .realFlow(.refused(let error))) = problem,
      case .answerRefused(let answer, let reason, let after, _) = error
    else {
      Issue.record("expected the relaunch refused, got \(problem)")
      return
    }
    #expect(state == FlowStateReference(number: 0, description: "age"))
    #expect(action == .relaunch)
    #expect(answer == "relaunch()")
    #expect(reason.contains("which is not Encodable"))
    // Refused as the first action: none was given before it.
    #expect(after.isEmpty)
    #expect(error.description.hasPrefix("Cannot give the answer relaunch() before any answer: "))
    let counterexample = try #require(exploration.counterexample)
    #expect(counterexample.problem == problem)
    #expect(counterexample.actions == [.relaunch])
    #expect(
      counterexample.script.split(separator: "\n").prefix(2) == [
        "try await harness.expect(.push(.askAge))", "try await harness.relaunch()",
      ])
    // The same lines, pasted: the harness refuses the relaunch as the explorer did.
    let harness = FlowHarness(flow, root: .home)
    try await harness.expect(.push(.askAge))
    await #expect(
      throws: FlowError.cannotSave(
        flow: "token", step: 1, reason: #"once("sign in") returned a Token, which is not Encodable"#
      )
    ) {
      try await harness.relaunch()
    }
    harness.cancel()
    _ = try? await harness.output()
  }

  /// A counter with no end: each answer counts one more, at the stage `count`, after a first
  /// stage `welcome`.
  struct Counter: FlowStateMachine {
    var name: String { "counter" }
    var stages: [String] { ["welcome", "count"] }
    var ends: [String] { ["done"] }
    func firstStep() -> FlowStateStep<Int> { .waiting(-1) }
    func actions(at state: Int) -> [FlowAnswer] { [.respond(state)] }
    func transition(from state: Int, taking index: Int) -> FlowStateStep<Int> {
      .waiting(state + 1)
    }
    func stage(of state: Int) -> String { state < 0 ? "welcome" : "count" }
    func describe(_ state: Int) -> String { "\(stage(of: state)) #\(state)" }
  }

  @Test func aCounterWithoutEndStopsAtTheLimitWithAProblemThatNamesTheFlowAndTheStage()
    async throws
  {
    let flow = Flow<FlowRoute, Int>("counter", ending: .unwindToStart) { _ in 0 }
    let explorer = FlowExplorer(flow, root: .home) { _ in [] }

    let exploration = try await explorer.exploreStates(
      of: Counter(), maxStates: 50, replayingTransitions: false)

    #expect(!exploration.isComplete)
    #expect(!exploration.isProven)
    #expect(exploration.graph.exploredCount == 50)
    #expect(
      exploration.problems == [
        .stateLimitReached(flow: "counter", limit: 50, unexplored: 1, stage: "count", count: 1)
      ])
    #expect(
      exploration.description.contains(
        "not proven: flow \"counter\" stopped at the state limit of 50 with 1 states found "
          + "and unexplored, 1 of them at stage \"count\""))
    #expect(!exploration.description.contains("Every state can finish"))
  }
}
