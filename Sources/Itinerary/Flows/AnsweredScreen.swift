/// What becomes of a flow's screen once the person answers it.
///
/// A flow's stages stay by default: the next stage arrives above the answered one, the person
/// sees the steps they came through, and Back returns to the stage before. A step that is
/// only a passage, such as a loading screen or a confirmation that should not be returned to,
/// leaves instead:
///
/// ```swift
/// let code = try await flow.push(.enterCode, returning: String.self)
/// let account = try await flow.push(.verifying(code), returning: Account.self, answered: .leaves)
/// ```
public enum AnsweredScreen: Hashable, Sendable {
  /// The screen stays below the flow's next stage; Back from that stage returns to it, and it
  /// awaits its answer again.
  case stays
  /// The screen is popped or dismissed once answered, as outside a flow; Back never returns to
  /// it.
  case leaves
}
