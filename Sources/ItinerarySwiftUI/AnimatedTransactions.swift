#if canImport(SwiftUI)
  import SwiftUI

  /// Runs each change of the displayed tree in a SwiftUI transaction, so that the transaction's
  /// completion tells the lane the step is on screen.
  ///
  /// A ``RoutingView``, ``TabRoutingView``, ``SplitRoutingView`` or ``ModuleRoutingView`` makes
  /// one with the default animation; pass your own to the view to change the animation or when
  /// the completion fires. A change that creates no animation completes at once, as SwiftUI's
  /// `withAnimation(_:completionCriteria:_:completion:)` documents.
  ///
  /// ```swift
  /// RoutingView(router, transactions: AnimatedTransactions(animation: .easeInOut(duration: 0.25))) { route in
  ///   ScreenView(route)
  /// }
  /// ```
  @MainActor
  public final class AnimatedTransactions: ScreenTransactions {
    /// The animation each step is shown with; `nil` shows it without animating.
    public var animation: Animation?
    /// When the completion fires: when the animations are logically complete (the default), or
    /// when they are all removed.
    public var completionCriteria: AnimationCompletionCriteria

    /// Creates the transactions.
    ///
    /// - Parameters:
    ///   - animation: The animation of every step; SwiftUI's default unless you say otherwise.
    ///   - completionCriteria: When a step counts as shown.
    public init(
      animation: Animation? = .default,
      completionCriteria: AnimationCompletionCriteria = .logicallyComplete
    ) {
      self.animation = animation
      self.completionCriteria = completionCriteria
    }

    /// Runs `change` with ``animation`` and calls `completion` once its animations complete.
    public func animate(_ change: () -> Void, completion: @escaping @MainActor () -> Void) {
      withAnimation(animation, completionCriteria: completionCriteria, change) {
        completion()
      }
    }

    /// Runs `change` in a transaction that disables animations.
    public func withoutAnimation(_ change: () -> Void) {
      var transaction = Transaction()
      transaction.disablesAnimations = true
      withTransaction(transaction, change)
    }
  }
#endif
