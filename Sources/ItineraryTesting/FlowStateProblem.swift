/// What exploring a flow by its states found wrong.
///
/// ```swift
/// let exploration = try await explorer.exploreStates(of: machine)
/// #expect(exploration.problems.isEmpty, "\(exploration)")
/// ```
public enum FlowStateProblem: Hashable, Sendable, CustomStringConvertible {
  /// From this state no end can be reached: the flow can enter it and never finish.
  case trap(state: FlowStateReference)
  /// In this state the flow waits for the person, who can do nothing.
  case nothingToDo(state: FlowStateReference)
  /// This action in this state fails: the flow throws, a command it issues is refused, it
  /// waits on a screen no longer in the tree, or the real flow does otherwise than the
  /// machine says. With no state and no action, the flow fails at its start, before it first
  /// waits.
  case failure(state: FlowStateReference?, action: FlowAnswer?, reason: FlowStateFailure)
  /// This action in this state sets the flow changing state without end: it never waits for
  /// the person again. The reason is the machine's words (``FlowStateStep/endless(_:)``).
  /// With no state and no action, the flow does so from its start.
  case endless(state: FlowStateReference?, action: FlowAnswer?, reason: String)
  /// No reachable state is at this stage.
  case unreachableStage(String)
  /// No transition reaches this end.
  case unreachedEnd(String)
  /// Exploring stopped at the limit of `limit` states with `unexplored` of the states found
  /// left unexplored, most of them (`count`) at `stage` of `flow`: nothing is proven. A flow
  /// whose data keeps changing without bound (a counter with no end) never runs out of new
  /// states, and the stage named is where they keep appearing; a large but finite flow needs
  /// a higher limit.
  case stateLimitReached(flow: String, limit: Int, unexplored: Int, stage: String, count: Int)

  /// The problem in a sentence, naming the state and the action as the report prints them.
  public var description: String {
    switch self {
    case .trap(let state): "trap: from state \(state) no end can be reached"
    case .nothingToDo(let state): "stuck: in state \(state) the person can do nothing"
    case .failure(let state, let action, let reason):
      "failure: \(Self.place(state, action)): \(reason)"
    case .endless(let state, let action, let reason):
      "never waits again: \(Self.place(state, action)): \(reason)"
    case .unreachableStage(let stage): "unreachable stage \"\(stage)\": no state is at it"
    case .unreachedEnd(let end): "unreached end \"\(end)\": no transition leads to it"
    case .stateLimitReached(let flow, let limit, let unexplored, let stage, let count):
      "not proven: flow \"\(flow)\" stopped at the state limit of \(limit) with \(unexplored) "
        + "states found and unexplored, \(count) of them at stage \"\(stage)\"; a flow whose "
        + "data changes without bound there (a counter with no end) never runs out of states, "
        + "a larger finite one needs a higher limit"
    }
  }

  /// `tapBack() in state a`, or `start in state (start)` for the flow's start.
  private static func place(_ state: FlowStateReference?, _ action: FlowAnswer?) -> String {
    "\(action.map(\.description) ?? "start") in state \(state?.description ?? "(start)")"
  }
}
