/// Why a saved flow could not resume after a relaunch
/// (``FlowResumption/cannotResume(flow:reason:)``): a value to switch on, with a sentence as its
/// description.
///
/// Whatever the reason, nothing runs and the restored screens stay where they are, the screen
/// the flow awaited among them; no code awaits their answers any more, so a screen's
/// ``Router/finish(returning:)`` is refused with ``NavigationError/noResultAwaited(_:)``, while
/// Back and a swipe still leave. The links kept for the flow open at once. What the app does next is its choice:
/// usually it starts the flow again from its start, or, when the screens make no sense without
/// the flow, dismisses them (``Router/dismissAllScreens()``) before it starts anything else.
///
/// ```swift
/// for outcome in await router.resumeFlows(saved, from: catalog) {
///   guard case .cannotResume(let flow, let reason) = outcome else { continue }
///   switch reason {
///   case .codeChanged, .answerUndecodable: logger.notice("\(flow) changed since: \(reason)")
///   case .routerGone, .screenGone, .replayThrew, .cancelled: logger.error("\(reason)")
///   }
///   try router.dismissAllScreens()
///   startOnboarding()
/// }
/// ```
///
/// A name the catalog does not have is not among these: it is
/// ``FlowResumption/unknownFlow(_:)``.
public enum FlowResumptionFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// A router the flow needs is not in the restored tree: the router it runs on, the one it
  /// started on, or the one a sub-flow it was still running started on. The tree restored is
  /// not the one saved with the flow, or the app builds its routers another way than the
  /// launch that saved it.
  case routerGone(RouterID)
  /// The screen the flow awaited is not in the restored tree, for the same reasons.
  case screenGone(EntryID)
  /// The flow's code no longer takes the steps its snapshot holds (a new version of the app
  /// changed it): its step `step`, counting from 1 over the steps of the flow and its
  /// sub-flows, was `expected` when saved and is `found` now; the flow ended with
  /// ``FlowError/replayDiverged(flow:step:expected:found:)``.
  case codeChanged(step: Int, expected: String, found: String)
  /// An answer the snapshot saved does not decode as the type its step asks for now: step
  /// `step` returned `answer` (its JSON text) when saved, and asks for a `type` now; the flow
  /// ended with ``FlowError/answerUndecodable(flow:step:answer:type:)``.
  case answerUndecodable(step: Int, answer: String, type: String)
  /// The flow's body threw `error` (in words) while it replayed its saved steps, before it
  /// reached the one it was taking when saved: it decides on something other than what its
  /// steps return, or its code changed in a way that no step shows.
  case replayThrew(String)
  /// The task that resumed the flows was cancelled before this flow reached the step it was
  /// taking when saved.
  case cancelled

  /// The reason for an error a restored flow's first pass ended with.
  init(_ error: any Error) {
    switch error {
    case FlowError.replayDiverged(_, let step, let expected, let found):
      self = .codeChanged(step: step, expected: expected, found: found)
    case FlowError.answerUndecodable(_, let step, let answer, let type):
      self = .answerUndecodable(step: step, answer: answer, type: type)
    case is CancellationError: self = .cancelled
    default: self = .replayThrew("\(error)")
    }
  }

  /// The reason in a sentence, following "Flow "onboarding" cannot resume: ".
  public var description: String {
    switch self {
    case .routerGone(let router):
      "the router \(router) it needs is not in the restored tree."
    case .screenGone(let screen):
      "the screen \(screen) it awaited is not in the restored tree."
    case .codeChanged(let step, let expected, let found):
      "its code changed since it was saved: step \(step) was \(expected) then and is \(found) "
        + "now."
    case .answerUndecodable(let step, let answer, let type):
      "the answer saved for step \(step), \(answer), does not decode as the \(type) the step "
        + "asks for now."
    case .replayThrew(let error):
      "it threw while it replayed its saved steps: \(error)"
    case .cancelled:
      "it did not reach the screen it awaited again before its resumption was cancelled."
    }
  }
}
