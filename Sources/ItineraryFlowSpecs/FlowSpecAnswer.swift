/// One answer a stage offers, and where it leads: `"checkout": "address"` in a stage's
/// `answers`.
///
/// On a screen stage the answer is what the screen finishes with (a `String`); on a sub-flow
/// stage it is the name of one of the sub-flow's ends.
public struct FlowSpecAnswer: Hashable, Sendable {
  /// The answer: `"checkout"`.
  public var answer: String
  /// The stage or end it leads to: `"address"`.
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
