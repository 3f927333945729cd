/// What exploring a flow by its states found: how many states and transitions, the ends
/// reached, the problems, and the shortest way into the nearest one.
///
/// A flow is proven when every state was explored and there is no problem: every reachable
/// state can still reach an end, no action fails, every stage and every end is reached. A run
/// stopped at the state limit proves nothing, and says how many states it left unexplored.
///
/// ```swift
/// let exploration = try await explorer.exploreStates(of: machine)
/// #expect(exploration.isProven, "\(exploration)")
/// ```
public struct FlowStateExploration<State: Hashable & Sendable>: Sendable, CustomStringConvertible {
  /// The name of the flow explored.
  public let flowName: String
  /// The states and transitions explored.
  public let graph: FlowStateGraph<State>
  /// Whether each state of ``graph`` can still reach an end.
  public let canFinish: [Bool]
  /// The ends reached, in the flow's order.
  public let endsReached: [String]
  /// The problems: the nearest state that cannot finish, each state where nothing can
  /// happen, each failing transition, then the stages and ends never reached when every
  /// state was explored, or else ``FlowStateProblem/stateLimitReached(flow:limit:unexplored:stage:count:)``.
  public let problems: [FlowStateProblem]
  /// How many states cannot reach an end.
  public let trappedCount: Int
  /// The shortest sequence of actions into a problem, when a state or a transition has one.
  public let counterexample: FlowCounterexample?

  init(
    flowName: String, graph: FlowStateGraph<State>, canFinish: [Bool], endsReached: [String],
    problems: [FlowStateProblem], counterexample: FlowCounterexample?
  ) {
    self.flowName = flowName
    self.graph = graph
    self.canFinish = canFinish
    self.endsReached = endsReached
    self.problems = problems
    self.trappedCount = canFinish.count { !$0 }
    self.counterexample = counterexample
  }

  /// Whether every state was explored.
  public var isComplete: Bool { graph.unexploredCount == 0 }

  /// Whether the flow is proven: every state explored, and no problem.
  public var isProven: Bool { isComplete && problems.isEmpty }

  /// The counts, the verdict, the problems and the counterexample:
  ///
  /// ```
  /// Explored flow "checkout" by states: 9 states, 21 transitions, ends reached: paid, cancelled.
  ///   Every state can finish.
  /// ```
  public var description: String {
    let states = graph.states.count
    var lines = [
      "Explored flow \"\(flowName)\" by states: \(states) state\(states == 1 ? "" : "s"), "
        + "\(graph.transitionCount) transitions, ends reached: "
        + (endsReached.isEmpty ? "none" : endsReached.joined(separator: ", ")) + "."
    ]
    if isComplete && problems.isEmpty {
      lines.append("  Every state can finish.")
    }
    lines += problems.map { "  \($0)" }
    if let counterexample { lines.append(counterexample.description) }
    return lines.joined(separator: "\n")
  }
}
