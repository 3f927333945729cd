/// What runs a change of the displayed tree on screen: SwiftUI's `withAnimation` in the
/// adapter, the SwiftUI-rules model in ItineraryTesting, an immediate runner in tests.
///
/// ``ScreenRenderer`` hands each step's change (the `show` closure the lane gives it, which
/// tells the observers of `NavigationLane.displayed` that it changed) to one of these two
/// methods. Views re-render inside the transaction, so the transaction's completion says when
/// the step's animations are over.
///
/// In SwiftUI:
///
/// ```swift
/// final class SwiftUITransactions: ScreenTransactions {
///   func animate(_ change: () -> Void, completion: @escaping @MainActor () -> Void) {
///     withAnimation(.default, completionCriteria: .logicallyComplete, change) { completion() }
///   }
///   func withoutAnimation(_ change: () -> Void) {
///     var transaction = Transaction()
///     transaction.disablesAnimations = true
///     withTransaction(transaction, change)
///   }
/// }
/// ```
@MainActor
public protocol ScreenTransactions: AnyObject {
  /// Runs `change` inside a transaction that animates it, and calls `completion` exactly once
  /// when its animations are logically complete: possibly before `animate` returns, when the
  /// change created no animation (SwiftUI calls the completion "immediately after body" then).
  func animate(_ change: () -> Void, completion: @escaping @MainActor () -> Void)

  /// Runs `change` without animation: a tab switch, a root swap, a push that asked for none.
  func withoutAnimation(_ change: () -> Void)
}
