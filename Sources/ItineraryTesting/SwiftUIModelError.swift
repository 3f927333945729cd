/// Why a ``SwiftUIModel`` refused to act as the person: it draws no tree yet, or the screen it
/// shows has nothing to act on.
public enum SwiftUIModelError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The model was not attached to a lane, so no binding setter can report the action.
  case notAttached(action: String)
  /// The screen the model shows offers nothing for the action: what, and why.
  case refused(action: String, reason: String)

  /// `Cannot swipe away: nothing is presented on the screen.`
  public var description: String {
    switch self {
    case .notAttached(let action):
      "Cannot \(action): the SwiftUI model is not attached to a lane; call attach(to:) first."
    case .refused(let action, let reason):
      "Cannot \(action): \(reason)"
    }
  }
}
