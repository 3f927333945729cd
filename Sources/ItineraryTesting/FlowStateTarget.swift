/// Where a transition of a ``FlowStateGraph`` leads: a state, one of the flow's ends, a
/// failure, or a flow that never waits for the person again.
public enum FlowStateTarget: Hashable, Sendable, CustomStringConvertible {
  /// To the state with this number.
  case state(Int)
  /// To the end with this name.
  case end(String)
  /// To a failure, in words.
  case failure(String)
  /// To a flow that never waits again and never ends, in words.
  case endless(String)

  /// `state 3`, `the end paid`, `a failure: …`, `no wait again: …`.
  public var description: String {
    switch self {
    case .state(let number): "state \(number)"
    case .end(let end): "the end \(end)"
    case .failure(let reason): "a failure: \(reason)"
    case .endless(let reason): "no wait again: \(reason)"
    }
  }
}
