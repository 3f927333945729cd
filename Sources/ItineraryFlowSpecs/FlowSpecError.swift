/// Why a flow built from a spec stopped without reaching an end.
///
/// The validator finds most of these before a spec runs; a spec that skipped it, or a
/// screen that answers with something the spec does not offer, meets them at run time.
public enum FlowSpecError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No spec in the library has this name.
  case unknownFlow(String)
  /// The spec names no first stage.
  case missingStart(flow: String)
  /// A stage, an answer or `abandon` leads to a name that is neither a stage nor an end.
  case unknownTarget(String, flow: String)
  /// The screen finished with an answer its stage does not offer.
  case unknownAnswer(String, stage: String, flow: String)
  /// A sub-flow ended at an end its stage does not map.
  case unmappedEnd(String, stage: String, flow: String)
  /// The person left the flow's first stage, and the spec has no `abandon` end.
  case abandoned(flow: String)
  /// The spec runs itself through its sub-flows; the chain of flows, outermost first.
  case subflowCycle([String])
  /// The flow keeps moving from stage to stage and sub-flow to sub-flow without ever waiting
  /// for the person again (a sub-flow whose end leads back to the stage that runs it, whose
  /// start is that end): the flow and the stage it was at when ``FlowSpecMachine`` gave up.
  case neverWaits(flow: String, stage: String)

  /// What went wrong, in a sentence.
  public var description: String {
    switch self {
    case .unknownFlow(let name):
      "No flow spec is named \"\(name)\"."
    case .missingStart(let flow):
      "Flow \"\(flow)\" names no start stage."
    case .unknownTarget(let name, let flow):
      "Flow \"\(flow)\" leads to \"\(name)\", which is neither a stage nor an end."
    case .unknownAnswer(let answer, let stage, let flow):
      "Stage \"\(stage)\" of flow \"\(flow)\" offers no answer \"\(answer)\"."
    case .unmappedEnd(let end, let stage, let flow):
      "Stage \"\(stage)\" of flow \"\(flow)\" does not map its sub-flow's end \"\(end)\"."
    case .abandoned(let flow):
      "The person left the first stage of flow \"\(flow)\", which has no abandon end."
    case .subflowCycle(let chain):
      "Flow \"\(chain.last ?? "")\" runs itself: \(chain.joined(separator: " → "))."
    case .neverWaits(let flow, let stage):
      "Flow \"\(flow)\" keeps moving at stage \"\(stage)\" and never waits for the person again."
    }
  }
}
