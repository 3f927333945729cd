import Itinerary

/// The signal from the screen that says a rendered step is on screen.
///
/// ``Acknowledgement/signal(for:)`` picks the signal for each step; ``ScreenRenderer`` waits
/// for it and then acknowledges the step to the lane.
public enum ScreenSignal: Hashable, Sendable {
  /// The transaction that showed the step completed its animations: the completion of
  /// ``ScreenTransactions/animate(_:completion:)``.
  case transactionCompleted
  /// The presentation of this router finished leaving the screen: the `onDismiss` of the
  /// sheet or full-screen cover that shows it, reported by the level that presented it with
  /// ``ScreenRenderer/presentationDismissed(from:)``.
  case presentationDismissed(RouterID)
}
