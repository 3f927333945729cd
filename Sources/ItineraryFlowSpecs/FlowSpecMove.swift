/// What a person can do on the screen a flow spec waits on: give one of its answers, or leave
/// it without one.
///
/// ``FlowSpecMachine/moves(at:)`` lists them in the order ``FlowSpecMachine/moves(on:)`` gives
/// for a screen: the answers in file order, then leaving when the stage is dismissible.
public enum FlowSpecMove: Hashable, Sendable, CustomStringConvertible {
  /// Finishes the screen with this answer.
  case answer(String)
  /// Leaves the screen shown in this style without answering: Back on a pushed screen, a
  /// swipe on a sheet, the dismiss button of a cover.
  case leave(FlowSpecStyle)

  /// `answer "saved"`, `Back`, `swipe`.
  public var description: String {
    switch self {
    case .answer(let answer): "answer \(JSONValue.quoted(answer))"
    case .leave(.push): "Back"
    case .leave(.sheet), .leave(.cover): "swipe"
    }
  }
}
