/// One answer a step offers, and where it leads: `"checkout": "address"` in a step's
/// `answers`.
///
/// On a screen step the answer is what the screen finishes with (a `String`); on a sub-flow
/// step it is the name of one of the sub-flow's ends.
public struct FlowSpecAnswer: Hashable, Sendable {
  /// The answer: `"checkout"`.
  public var answer: String
  /// The step or end it leads to: `"address"`.
  public var next: String
  /// Where the answer is in its file; `nil` for a spec built in code.
  public var position: SourcePosition?

  /// Creates an answer.
  public init(_ answer: String, next: String, position: SourcePosition? = nil) {
    self.answer = answer
    self.next = next
    self.position = position
  }
}
