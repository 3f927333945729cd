/// What a link that arrives while a flow runs does meanwhile, as the flow declares it.
///
/// A link opened with ``Router/open(_:in:)`` on a tree where a flow runs goes first to the
/// screen a flow's stage awaits, when that stage takes links as answers
/// (``FlowContext/push(_:returning:answered:leaving:orLink:)``, whatever the policy); else to
/// the flow that started last, as its policy says (a sub-flow's links go to the flow that runs
/// it): a sign-in link from an
/// email can answer the onboarding's "check your inbox" stage, and a link to the main app
/// waits for onboarding to end instead of swapping the module away under it. Kept links are
/// saved with the flow (``FlowSnapshot``) and survive a relaunch.
///
/// ```swift
/// let onboarding = Flow<AppRoute, Profile>(
///   "onboarding", ending: .keepScreens, links: .handToFlow
/// ) { flow in
///   try await flow.push(.checkYourInbox)
///   let signIn = try await flow.awaitLink()   // the sign-in link from the email
///   ...
/// }
/// ```
public enum FlowLinkPolicy: Hashable, Sendable, CustomStringConvertible {
  /// The link is kept and opened exactly once when the flow ends, after its ending: the flow
  /// goes on. The default.
  case keepUntilFlowEnds
  /// The link is handed to the flow's step that awaits one (``FlowContext/awaitLink()``), at
  /// once if it awaits one, else when it next does; a link the flow never takes opens when it
  /// ends.
  case handToFlow
  /// The link is kept and opened exactly once as soon as the module it names
  /// (``LinkDestination/module``) is on screen, as when the flow swaps to it, or when the
  /// flow ends, whichever comes first: the flow goes on. A link that names no module, or the
  /// module already on screen, opens when the flow ends. For a link to the main app during
  /// onboarding that need not wait for onboarding's last steps in the main app.
  case keepUntilModuleShows
  /// The flow ends at once, unwinding as on a failure, with ``FlowError/endedByLink(flow:)``,
  /// and the link opens. A flow busy with work of its own (a ``FlowContext/once(_:_:)``
  /// step) rather than waiting for the person ends at its next step instead, and the link
  /// opens then.
  case endFlowAndOpen

  /// The policy's name: `keepUntilFlowEnds`.
  public var description: String {
    switch self {
    case .keepUntilFlowEnds: "keepUntilFlowEnds"
    case .handToFlow: "handToFlow"
    case .keepUntilModuleShows: "keepUntilModuleShows"
    case .endFlowAndOpen: "endFlowAndOpen"
    }
  }
}
