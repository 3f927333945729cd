/// What a screen stage asks before the person leaves it without answering: an alert whose
/// `leave` button lets them go back a stage and whose `stay` button keeps them, as the core's
/// `LeaveGuard.confirm` asks.
///
/// ```json
/// { "name": "details", "route": "detailsForm",
///   "confirmLeave": { "title": "Discard your answers?", "leave": "Discard", "stay": "Keep Editing" },
///   "answers": { "saved": "done" } }
/// ```
public struct FlowSpecLeaveGuard: Hashable, Sendable {
  /// The alert's title: `"Discard your answers?"`.
  public var title: String
  /// The alert's message, if any.
  public var message: String?
  /// The button that lets the person leave. Default `"Discard"`.
  public var leave: String
  /// The button that keeps them on the stage. Default `"Keep Editing"`.
  public var stay: String

  /// Creates a guard that asks with an alert.
  public init(
    _ title: String, message: String? = nil, leave: String = "Discard",
    stay: String = "Keep Editing"
  ) {
    self.title = title
    self.message = message
    self.leave = leave
    self.stay = stay
  }
}
