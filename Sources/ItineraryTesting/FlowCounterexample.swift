/// The shortest way from a flow's start into a problem: the person's actions, and the
/// `FlowHarness` lines that replay them on the real flow.
public struct FlowCounterexample: Sendable, CustomStringConvertible {
  /// The problem the actions lead into.
  public let problem: FlowStateProblem
  /// The person's actions from the start, in order.
  public let actions: [FlowAnswer]
  /// The lines that replay the actions with a `FlowHarness` named `harness`, each change of
  /// the real flow expected in order, then a comment with the problem.
  public let script: String

  /// The problem, then the script.
  public var description: String {
    let count = "\(actions.count) action\(actions.count == 1 ? "" : "s")"
    return "Shortest counterexample, \(count): \(problem)\n\(script.indented)"
  }
}
