/// What a person can do on the screen a flow spec waits on: give one of its answers, follow a
/// link that answers it, or leave it without one; when a guarded stage asks before they
/// leave, confirm or stay; and at any time, close the app and open it again.
///
/// ``FlowSpecMachine/moves(at:)`` lists them in order: the answers in file order, then the
/// stage's links, then leaving when the stage is dismissible, then relaunching.
/// ``FlowSpecMachine/moves(on:)`` gives the same for a screen, without links, which a screen
/// does not know, and without relaunching, which is not a screen's. While a stage's guard
/// asks, the moves are its two buttons, leave first, then relaunching.
public enum FlowSpecMove: Hashable, Sendable, CustomStringConvertible {
  /// Finishes the screen with this answer.
  case answer(String)
  /// Leaves the screen shown in this style without answering: Back on a pushed screen, a
  /// swipe on a sheet, the dismiss button of a cover.
  case leave(FlowSpecStyle)
  /// Taps the guard's button that lets the person leave, with this title.
  case confirmLeave(String)
  /// Taps the guard's button that keeps the person on the stage, with this title.
  case stay(String)
  /// A link arrives that opens the route with this name, which the stage's `links` list: it
  /// answers the stage (``FlowSpecLinkAnswer``).
  case link(String)
  /// The app is closed and opened again: the tree is restored from a snapshot and the flow
  /// resumes from its own, awaiting the same stage. A guard's question is not saved, so the
  /// stage waits for its answer again.
  case relaunch

  /// `answer "saved"`, `Back`, `swipe`, `relaunch`.
  public var description: String {
    switch self {
    case .answer(let answer): "answer \(JSONValue.quoted(answer))"
    case .leave(.push): "Back"
    case .leave(.sheet), .leave(.cover): "swipe"
    case .confirmLeave(let button), .stay(let button): "tap \(JSONValue.quoted(button))"
    case .link(let route): "link to \(JSONValue.quoted(route))"
    case .relaunch: "relaunch"
    }
  }
}
