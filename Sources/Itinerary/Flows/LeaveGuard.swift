/// What a flow's stage asks before the person leaves it: Back, a swipe or the dismiss button
/// on its screen asks first, and the screen leaves only if the guard allows it.
///
/// ```swift
/// let form = try await flow.push(
///   .signUpForm, returning: Form.self,
///   leaving: .confirm("Discard your answers?", leave: "Discard", stay: "Keep Editing"))
/// ```
///
/// The person asks to leave with ``Router/requestLeave()``, which the SwiftUI adapter calls
/// from the Back button it shows in place of the system's, and from the sheet's dismiss button;
/// it disables the swipe of a guarded sheet and the system's back gesture.
public struct LeaveGuard<Route: NavigationRoute>: Sendable {
  /// Decides, on the router showing the screen, whether the person may leave it.
  let allowsLeaving: @MainActor @Sendable (Router<Route>) async -> Bool

  /// A guard that asks `allowsLeaving`, on the router showing the screen, whether the person
  /// may leave; it may show screens or alerts to ask them.
  public init(_ allowsLeaving: @escaping @MainActor @Sendable (Router<Route>) async -> Bool) {
    self.allowsLeaving = allowsLeaving
  }

  /// A guard that asks with an alert: the button `leave` lets the person go, and `stay`, or an
  /// alert dismissed without an answer, keeps them.
  public static func confirm(
    _ title: String, message: String? = nil, leave: String = "Discard",
    stay: String = "Keep Editing"
  ) -> LeaveGuard {
    LeaveGuard { router in
      let answer = try? await router.ask(
        title: title, message: message,
        buttons: [AlertButton(leave, role: .destructive), AlertButton(stay, role: .cancel)])
      return answer?.id == leave
    }
  }
}
