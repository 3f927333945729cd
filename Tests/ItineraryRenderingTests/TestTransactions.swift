import ItineraryRendering

/// A stand-in for SwiftUI's transactions: it runs each change at once, records how it ran,
/// and completes an animated transaction either at once, inside `animate`, or when the test
/// releases it.
@MainActor
final class TestTransactions: ScreenTransactions {
  /// How a change ran.
  enum Kind: Hashable {
    case animated
    case withoutAnimation
  }

  /// Whether `animate` calls its completion before it returns.
  var completesAtOnce: Bool
  /// Runs inside `animate`, after the change: a signal the screen sends before the
  /// transaction is over.
  var duringAnimation: (() -> Void)?
  /// How every change ran, in order.
  private(set) var kinds: [Kind] = []
  /// The transaction running now, if any.
  private(set) var running: Kind?
  /// The completions of animated transactions the test has not released, oldest first.
  private(set) var heldCompletions: [@MainActor () -> Void] = []

  init(completesAtOnce: Bool) {
    self.completesAtOnce = completesAtOnce
  }

  func animate(_ change: () -> Void, completion: @escaping @MainActor () -> Void) {
    run(.animated, change)
    duringAnimation?()
    if completesAtOnce {
      completion()
    } else {
      heldCompletions.append(completion)
    }
  }

  func withoutAnimation(_ change: () -> Void) {
    run(.withoutAnimation, change)
  }

  /// Completes the oldest held transaction, as SwiftUI does when its animation ends.
  ///
  /// - Returns: Whether one was held.
  @discardableResult
  func releaseOldest() -> Bool {
    guard !heldCompletions.isEmpty else { return false }
    heldCompletions.removeFirst()()
    return true
  }

  private func run(_ kind: Kind, _ change: () -> Void) {
    kinds.append(kind)
    running = kind
    change()
    running = nil
  }
}
