/// What became of one saved flow when ``Router/resumeFlows(_:from:)`` resumed it.
public enum FlowResumption: Hashable, Sendable, CustomStringConvertible {
  /// The flow runs again where it was: the screen it awaited awaits its answer again.
  case resumed(flow: String)
  /// No flow of this name is registered in the catalog: nothing runs; the screens stay.
  case unknownFlow(String)
  /// The flow could not go on from where it was, for `reason`: a router or the screen it
  /// needs is not in the restored tree, its code no longer replays the same way, or a saved
  /// answer no longer decodes. Nothing runs; the screens stay (see ``FlowResumptionFailure``
  /// for what awaits them).
  case cannotResume(flow: String, reason: FlowResumptionFailure)

  /// The outcome in a sentence.
  public var description: String {
    switch self {
    case .resumed(let flow): "Flow \"\(flow)\" resumed."
    case .unknownFlow(let flow): "No flow \"\(flow)\" is registered to resume."
    case .cannotResume(let flow, let reason): "Flow \"\(flow)\" cannot resume: \(reason)"
    }
  }
}
