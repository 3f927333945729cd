/// Where one move of the person leads a flow spec, as ``FlowSpecMachine`` works it out: to
/// the next state it waits in, to one of its ends, or to an error it throws.
public enum FlowSpecStep: Hashable, Sendable {
  /// The flow waits for the person again, in this state.
  case waiting(FlowSpecState)
  /// The flow reached an end and returns this outcome.
  case ended(FlowSpecOutcome)
  /// The flow throws this error.
  case threw(FlowSpecError)
}
