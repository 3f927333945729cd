/// What a step of a saved flow threw, when the flow caught it and went on: a
/// ``NavigationError`` (such as the person leaving a stage the flow lets them skip, or a
/// refused command it recovers from) or a ``FlowError``, saved as itself so that the resumed
/// flow, replaying its steps, catches the same error and takes the same way again.
///
/// Any other error (an app's own, such as a failed network call in
/// ``FlowContext/once(_:_:)``) has no form a snapshot could keep and give back the same: a
/// flow that caught one cannot be saved (``FlowError/cannotSave(flow:step:reason:)``).
enum FlowSnapshotFailure: Hashable, Sendable, Codable {
  case navigation(NavigationError)
  case flow(FlowError)

  /// Saves `error`; `nil` when it is neither a navigation nor a flow error.
  init?(_ error: any Error) {
    switch error {
    case let error as NavigationError: self = .navigation(error)
    case let error as FlowError: self = .flow(error)
    default: return nil
    }
  }

  /// The error as the step threw it.
  var error: any Error {
    switch self {
    case .navigation(let error): error
    case .flow(let error): error
    }
  }
}
