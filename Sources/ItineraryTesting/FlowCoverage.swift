/// Which transitions of a flow's states a test suite exercised, like code coverage: each
/// ``FlowCoverageRun`` of the flow is replayed on its ``FlowStateGraph`` from the start, and
/// every transition it takes is exercised.
///
/// ```swift
/// let machine = FlowSpecMachine(checkout, library: library)
/// let graph = FlowStateGraph(exploring: machine, maxStates: 100_000)
/// let coverage = FlowCoverage(of: machine, graph: graph, runs: [harness.coverageRun])
/// #expect(coverage.notExercised.isEmpty, "\(coverage)")
/// ```
///
/// A run that gives an action its state does not have (the flow changed since the test was
/// written, or the test ran another flow of the same name) is reported in ``mismatches`` and
/// counts for the transitions before it.
public struct FlowCoverage: Sendable, CustomStringConvertible {
  /// One transition: from a state, by an action, to where it leads, each in words.
  public struct Transition: Hashable, Sendable, CustomStringConvertible {
    /// The state it leaves.
    public let state: String
    /// The action, as the harness call that gives it.
    public let action: String
    /// Where it leads: a state, an end, a failure.
    public let target: String

    /// `cart —respond(with: "pay")→ pay`.
    public var description: String { "\(state) —\(action)→ \(target)" }
  }

  /// The flow's name.
  public let flowName: String
  /// How many transitions the flow's states have.
  public let transitionCount: Int
  /// How many of them a run took.
  public let exercisedCount: Int
  /// The transitions no run took, in the order of the states, nearest the start first.
  public let notExercised: [Transition]
  /// Each run that gave an action its state does not have, in words.
  public let mismatches: [String]
  /// Which transitions a run took, by state number and action index; for pictures.
  public let exercised: Set<FlowTransitionIndex>

  /// Replays the runs of `machine`'s flow (those named as it is) on `graph`.
  public init<Machine: FlowStateMachine>(
    of machine: Machine, graph: FlowStateGraph<Machine.State>, runs: [FlowCoverageRun]
  ) {
    var exercised = Set<FlowTransitionIndex>()
    var mismatches: [String] = []
    for run in runs where run.flow == machine.name {
      var at = graph.start
      for (number, action) in run.actions.enumerated() {
        guard case .state(let state) = at else {
          mismatches.append(
            "run \(run.run): action \(number + 1), \(action), after the flow "
              + "\(Self.words(at, graph: graph, machine: machine))")
          break
        }
        let outgoing = graph.transitions[state]
        guard let index = outgoing.firstIndex(where: { $0.action.description == action }) else {
          mismatches.append(
            "run \(run.run): action \(number + 1), \(action), which \(machine.describe(graph.states[state])) "
              + "does not offer")
          break
        }
        exercised.insert(.init(state: state, action: index))
        at = outgoing[index].target
      }
    }
    var notExercised: [Transition] = []
    for (state, outgoing) in graph.transitions.enumerated() {
      for (index, transition) in outgoing.enumerated()
      where !exercised.contains(.init(state: state, action: index)) {
        notExercised.append(
          Transition(
            state: machine.describe(graph.states[state]), action: transition.action.description,
            target: Self.words(transition.target, graph: graph, machine: machine)))
      }
    }
    flowName = machine.name
    transitionCount = graph.transitionCount
    exercisedCount = exercised.count
    self.notExercised = notExercised
    self.mismatches = mismatches
    self.exercised = exercised
  }

  /// Where a transition leads, in words: the state's description, `end paid`, `failure: …`.
  private static func words<Machine: FlowStateMachine>(
    _ target: FlowStateTarget, graph: FlowStateGraph<Machine.State>,
    machine: Machine
  ) -> String {
    switch target {
    case .state(let number): machine.describe(graph.states[number])
    case .end(let end): "end \(end)"
    case .failure(let reason): "failure: \(reason)"
    case .endless(let reason): "endless: \(reason)"
    }
  }

  /// `checkout: 12 of 14 transitions exercised`, then one line per transition not exercised
  /// and per mismatch.
  public var description: String {
    var lines = ["\(flowName): \(exercisedCount) of \(transitionCount) transitions exercised"]
    lines += notExercised.map { "  not exercised: \($0)" }
    lines += mismatches.map { "  mismatch: \($0)" }
    return lines.joined(separator: "\n")
  }
}
