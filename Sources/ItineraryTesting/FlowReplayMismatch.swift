/// How the real flow, replaying the shortest way to a transition, does otherwise than its
/// ``FlowStateMachine`` says: each case but a refusal carries where the machine says the
/// transition leads (`expected`).
///
/// ```swift
/// #expect(mismatch == .waitsAgain(expected: .end("done")))
/// ```
public enum FlowReplayMismatch: Hashable, Sendable, CustomStringConvertible {
  /// The real flow refused an action of the way, or broke a rule of the explorer (a caller
  /// left waiting, a flow that kept running once cancelled): the error the replay threw.
  case refused(FlowExplorerError)
  /// The real flow waits for the person again.
  case waitsAgain(expected: FlowStateTarget)
  /// The real flow waits for something no action gives; the text says what, as
  /// ``FlowPathOutcome/stuck(_:)`` does.
  case stuck(String, expected: FlowStateTarget)
  /// The real flow completed, with the output described.
  case completed(output: String, expected: FlowStateTarget)
  /// The person left the real flow from its first stage.
  case left(expected: FlowStateTarget)
  /// The real flow threw the error described.
  case threw(String, expected: FlowStateTarget)

  /// What the real flow did, and where the machine says it leads unless the real flow is
  /// stuck where the machine says it waits: `waits for the person again, where its states say
  /// it leads to the end done`.
  public var description: String {
    switch self {
    case .refused(let error): "\(error)"
    case .waitsAgain(let expected):
      "waits for the person again, where its states say it leads to \(expected)"
    case .stuck(let reason, .state): "stuck: \(reason)"
    case .stuck(let reason, let expected): "stuck: \(reason)\(Self.claim(expected))"
    case .completed(let output, let expected):
      "completed with output \(output)\(Self.claim(expected))"
    case .left(let expected): "the person left\(Self.claim(expected))"
    case .threw(let error, let expected): "threw: \(error)\(Self.claim(expected))"
    }
  }

  /// `, where its states say it leads to ` and `expected`.
  private static func claim(_ expected: FlowStateTarget) -> String {
    ", where its states say it leads to \(expected)"
  }
}
