/// Something wrong with a flow spec as a flow: a stage nobody reaches, an answer leading
/// nowhere, a loop with no way out. ``FlowSpecValidator`` finds them.
///
/// Its description starts with the flow and the place in its file:
///
/// ```
/// checkout 12:7: unknown target "adress" in answer "saved" of stage "address"
/// ```
///
/// Switch on ``kind`` to treat problems differently; show ``description`` to people.
public struct FlowSpecProblem: Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in kinds. The article <doc:TheFlowFormat> shows a message for each.
  public enum Kind: Hashable, Sendable, Comparable, CaseIterable {
    /// The flow has no `start`.
    case missingStart
    /// A name leads nowhere: the `start`, the `abandon`, an answer's next stage or end, or a
    /// sub-flow stage's flow names nothing the spec or its library has, or names the wrong
    /// thing (a `start` naming an end); or a sub-flow stage answers an end its sub-flow does
    /// not have.
    case unknownTarget
    /// No path from the start reaches the stage or end.
    case unreachable
    /// The flow cannot leave the stage: it has no answers, or it is a sub-flow stage that maps
    /// no answer for one of its sub-flow's ends.
    case deadEnd
    /// Stages that lead only to one another, never to an end.
    case cycleWithoutExit
    /// Two stages or ends of a flow share a name, or two flows of a library do.
    case duplicateName
    /// A flow runs itself through its sub-flow stages, so running it would never end.
    case subflowCycle
  }

  /// The name of the flow the problem is in.
  public var flow: String
  /// What kind of problem it is.
  public var kind: Kind
  /// Where in the flow's file the problem is; `nil` for a spec built in code.
  public var position: SourcePosition?
  /// What is wrong, naming the stages, ends and answers concerned.
  public var message: String

  /// Creates a problem.
  public init(flow: String, kind: Kind, position: SourcePosition? = nil, message: String) {
    self.flow = flow
    self.kind = kind
    self.position = position
    self.message = message
  }

  /// `checkout 12:7: message`, or `checkout: message` without a position.
  public var description: String {
    "\(flow)\(position.map { " \($0)" } ?? ""): \(message)"
  }
}
