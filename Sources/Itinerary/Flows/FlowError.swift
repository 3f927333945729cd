/// How a flow ended without its output, when the reason is not a ``NavigationError``.
public enum FlowError: Error, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The flow asked to swap modules, but was run without a ``ModuleRouter``; pass one to
  /// ``Router/run(_:modules:)`` or to the ``Coordinator``.
  case noModuleRouter(flow: String)
  /// The person left the flow: they went back from its first stage on screen (Back, a swipe),
  /// and the flow did not catch the step's ``NavigationError/dismissedWithoutResult(_:)``.
  /// Not a failure: the person chose not to go on. The flow unwound to where it started.
  case personLeft(flow: String)
  /// Run again from its start, after the person went back a stage or resumed from a
  /// ``FlowSnapshot`` after a relaunch, the flow took another step than the one its journal
  /// holds at that place: its body decides on something other than what its steps returned (a
  /// clock, a random value, state outside the flow), or does work outside navigation without
  /// ``FlowContext/once(_:_:)``; after a relaunch, its code may have changed since the snapshot
  /// was saved. `step` counts from 1, over the steps of the flow and its sub-flows in the order
  /// taken.
  case replayDiverged(flow: String, step: Int, expected: String, found: String)
  /// Resumed from a ``FlowSnapshot`` after a relaunch, the flow's step `step` (counting as for
  /// ``replayDiverged(flow:step:expected:found:)``) asks for a `type` that the answer saved for
  /// it, `answer` (its JSON text), does not decode as: the type changed since the snapshot was
  /// saved.
  case answerUndecodable(flow: String, step: Int, answer: String, type: String)

  /// A link arrived while the flow ran, and the flow's ``FlowLinkPolicy`` is
  /// ``FlowLinkPolicy/endFlowAndOpen``: the flow unwound, and the link opened.
  case endedByLink(flow: String)
  /// The flow awaited a link (``FlowContext/awaitLink()``), but links are not handed to it:
  /// its ``FlowLinkPolicy`` is not ``FlowLinkPolicy/handToFlow``.
  case linksNotHanded(flow: String)
  /// The running flow cannot be saved in a ``FlowSnapshot``: its step `step` (counting from
  /// 1) returned a value that is not `Encodable`, or threw.
  case cannotSave(flow: String, step: Int, reason: String)

  /// What was wrong, in a sentence.
  public var description: String {
    switch self {
    case .noModuleRouter(let flow):
      "Flow \"\(flow)\" swaps modules but was run without a module router."
    case .personLeft(let flow):
      "The person left flow \"\(flow)\" from its first stage."
    case .endedByLink(let flow):
      "Flow \"\(flow)\" ended for a link that arrived while it ran."
    case .linksNotHanded(let flow):
      "Flow \"\(flow)\" awaits a link, but its links are not handed to it: declare it with "
        + "`links: .handToFlow`."
    case .cannotSave(let flow, let step, let reason):
      "Flow \"\(flow)\" cannot be saved: step \(step): \(reason)."
    case .replayDiverged(let flow, let step, let expected, let found):
      "Flow \"\(flow)\" did not replay the same way: step \(step) was \(expected) the first "
        + "time and is \(found) now. A flow must decide only on what its steps return; run "
        + "work outside navigation through `once`."
    case .answerUndecodable(let flow, let step, let answer, let type):
      "Flow \"\(flow)\" cannot replay its saved answers: the answer saved for step \(step), "
        + "\(answer), does not decode as the \(type) the step asks for now."
    }
  }
}
