/// How one path of a ``FlowExplorer`` ended.
///
/// ```swift
/// for path in exploration.paths {
///   if case .threw(let error) = path.outcome { print(path.answers, "threw", error) }
/// }
/// ```
public enum FlowPathOutcome<Output: Sendable>: Sendable, CustomStringConvertible {
  /// The flow returned this output.
  case completed(Output)
  /// The flow waited for something no answer can give: a screen with no answers, a result
  /// of a screen that is not on top, or anything else past the explorer's safety limit. The
  /// text says what it waited on.
  case stuck(String)
  /// The person left the flow from its first stage, and the flow ended with
  /// ``FlowError/personLeft(flow:)``: not a failure, the person chose not to go on.
  case left
  /// The flow threw this error.
  case threw(any Error)
  /// The flow waited for another answer when the path had as many as the explorer's
  /// maximum depth.
  case cut

  /// Whether the path is a failure: stuck, or threw.
  public var isFailure: Bool {
    switch self {
    case .stuck, .threw: true
    case .completed, .left, .cut: false
    }
  }

  /// The outcome in words: `completed with output 3`, `threw: Declined()`.
  public var description: String {
    switch self {
    case .completed(let output): "completed with output \(String(reflecting: output))"
    case .left: "the person left"
    case .stuck(let waitingOn): "stuck: \(waitingOn)"
    case .threw(let error): "threw: \(String(reflecting: error))"
    case .cut: "cut at the maximum depth"
    }
  }
}
