/// Where one action of the person leads a ``FlowStateMachine``: to a state it waits in, to
/// one of its ends, or to a failure.
public enum FlowStateStep<State: Hashable & Sendable>: Hashable, Sendable {
  /// The flow waits for the person again, in this state.
  case waiting(State)
  /// The flow reached the end with this name.
  case ended(String)
  /// The flow failed: it threw, a command it issued was refused, or it waits on a screen that
  /// is no longer in the tree. The text says which.
  case failed(String)
  /// The flow never waits for the person again and never ends: it keeps changing state. The
  /// text names the flow and the stage. A replay stops before this action, which would not
  /// return.
  case endless(String)
}
