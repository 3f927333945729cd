/// One stage of a flow spec: a screen the person answers, or a sub-flow the flow runs.
///
/// ```json
/// { "name": "address", "route": "addressForm", "style": "sheet",
///   "parameters": { "country": "FR" },
///   "answers": { "saved": "payment", "cancel": "cart" } }
/// { "name": "code", "route": "enterCode",
///   "answers": { "correct": "newPassword", "wrong": "wrongCode" },
///   "links": { "resetLink": "correct" } }
/// { "name": "verify", "flow": "verify-email", "answers": { "verified": "done" } }
/// ```
public struct FlowSpecStage: Hashable, Sendable {
  /// What a stage does.
  public enum Kind: Hashable, Sendable {
    /// Shows the route with this name and parameters (a JSON object as compact text, `{}` for
    /// none), in this style, and awaits the answer (a `String`) the screen finishes with.
    case screen(route: String, parameters: String, style: FlowSpecStyle)
    /// Runs the flow spec with this name as a sub-flow; the answers map its ends.
    case subflow(String)
  }

  /// The stage's name, unique among the spec's stages and ends: `"address"`.
  public var name: String
  /// What the stage does.
  public var kind: Kind
  /// The answers it offers, in file order, each leading to a stage or an end.
  public var answers: [FlowSpecAnswer]
  /// The links that answer its screen, in file order, each with one of ``answers``; none on
  /// a sub-flow stage.
  public var links: [FlowSpecLinkAnswer]
  /// Whether the person can leave the screen without answering (Back on a push, a swipe on
  /// a sheet). `true` by default, except for covers, which no gesture leaves.
  public var isDismissible: Bool
  /// What the stage asks before the person leaves it, if anything: they go back a stage only
  /// if they confirm.
  public var leaveGuard: FlowSpecLeaveGuard?
  /// Where the stage is in its file; `nil` for a spec built in code.
  public var position: SourcePosition?

  /// Creates a stage.
  public init(
    _ name: String, kind: Kind, answers: [FlowSpecAnswer], links: [FlowSpecLinkAnswer] = [],
    isDismissible: Bool? = nil, leaveGuard: FlowSpecLeaveGuard? = nil,
    position: SourcePosition? = nil
  ) {
    self.name = name
    self.kind = kind
    self.answers = answers
    self.links = links
    self.leaveGuard = leaveGuard
    if let isDismissible {
      self.isDismissible = isDismissible
    } else if case .screen(_, _, .cover) = kind {
      self.isDismissible = false
    } else {
      self.isDismissible = true
    }
    self.position = position
  }

  /// The screen the stage shows in the flow named `flow`; `nil` for a sub-flow stage.
  public func screen(inFlow flow: String) -> FlowSpecScreen? {
    guard case .screen(let route, let parameters, let style) = kind else { return nil }
    return FlowSpecScreen(self, flow: flow, route: route, parameters: parameters, style: style)
  }
}
