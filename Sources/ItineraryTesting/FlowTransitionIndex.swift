/// A transition of a ``FlowStateGraph`` by position: the number of the state it leaves and the
/// index of its action among the state's actions.
public struct FlowTransitionIndex: Hashable, Sendable {
  /// The number of the state the transition leaves.
  public let state: Int
  /// The index of its action in ``FlowStateMachine/actions(at:)``.
  public let action: Int

  /// Names a transition by position.
  public init(state: Int, action: Int) {
    self.state = state
    self.action = action
  }
}
