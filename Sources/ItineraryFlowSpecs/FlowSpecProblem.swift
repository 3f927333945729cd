/// Something wrong with a flow spec as a flow: a step nobody reaches, an answer leading
/// nowhere, a loop with no way out. ``FlowSpecValidator`` finds them.
///
/// Its description starts with the flow and the place in its file:
///
/// ```
/// checkout 12:7: unknown target "adress" in answer "saved" of step "address"
/// ```
///
/// Switch on ``kind`` to treat problems differently; show ``description`` to people.
public struct FlowSpecProblem: Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in kinds. The article <doc:TheFlowFormat> shows a message for each.
  public enum Kind: Hashable, Sendable, Comparable, CaseIterable {
    /// The flow has no `start`.
    case missingStart
    /// A name leads nowhere: the `start`, the `abandon`, an answer's next step or end, or a
    /// sub-flow step's flow names nothing the spec or its library has, or names the wrong
    /// thing (a `start` naming an end); or a sub-flow step answers an end its sub-flow does
    /// not have.
    case unknownTarget
    /// No path from the start reaches the step or end.
    case unreachable
    /// The flow cannot leave the step: it has no answers, or it is a sub-flow step that maps
    /// no answer for one of its sub-flow's ends.
    case deadEnd
    /// Steps that lead only to one another, never to an end.
    case cycleWithoutExit
    /// Two steps or ends of a flow share a name, or two flows of a library do.
    case duplicateName
    /// A flow runs itself through its sub-flow steps, so running it would never end.
    case subflowCycle
  }

  /// The name of the flow the problem is in.
  public var flow: String
  /// What kind of problem it is.
  public var kind: Kind
  /// Where in the flow's file the problem is; `nil` for a spec built in code.
  public var position: SourcePosition?
  /// What is wrong, naming the steps, ends and answers concerned.
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
