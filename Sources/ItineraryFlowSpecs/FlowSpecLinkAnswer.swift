/// A link that answers a screen stage: `"resetLink": "correct"` in a stage's `links`.
///
/// While the stage's screen awaits its answer, a link that opens the route with this name
/// (the top screen of the place it opens) answers the screen with this answer, as the person
/// would: the password-reset link from an email answering "enter the code" with `correct`.
/// The answer is one of the stage's own, so the stage leads where that answer does.
public struct FlowSpecLinkAnswer: Hashable, Sendable {
  /// The name of the route the link opens: `"resetLink"`.
  public var route: String
  /// The stage's answer it gives: `"correct"`.
  public var answer: String
  /// Where it is in its file; `nil` for a spec built in code.
  public var position: SourcePosition?

  /// Creates a link answer.
  public init(route: String, answer: String, position: SourcePosition? = nil) {
    self.route = route
    self.answer = answer
    self.position = position
  }
}
