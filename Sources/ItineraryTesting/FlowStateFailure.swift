/// Why an action fails in an exploration by states: the machine says so, or the real flow,
/// replaying the way to it, does not do what the machine says.
///
/// ```swift
/// if case .failure(_, let action, .realFlow(.refused(let error))) = problem {
///   print(action, "refused:", error)
/// }
/// ```
public enum FlowStateFailure: Hashable, Sendable, CustomStringConvertible {
  /// The machine says the action fails (``FlowStateStep/failed(_:)``), in its words.
  case failed(String)
  /// The real flow does otherwise than the machine says.
  case realFlow(FlowReplayMismatch)

  /// The machine's words, or `the real flow: ` and the mismatch.
  public var description: String {
    switch self {
    case .failed(let reason): reason
    case .realFlow(let mismatch): "the real flow: \(mismatch)"
    }
  }
}
