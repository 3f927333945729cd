#if canImport(SwiftUI)
  import SwiftUI

  /// Keeps one ``ScreenRenderer`` per lane for a top-level routing view, so that a view
  /// re-created by its parent keeps its renderer. The view attaches it in `onAppear`, not while
  /// its body is built: attaching changes the lane's displayed tree, which a view must not
  /// change while it updates. A top-level routing view holds one in its `@State`.
  @MainActor
  final class LaneAttachment<Route: NavigationRoute> {
    private var renderer: ScreenRenderer<Route>?
    private weak var lane: NavigationLane<Route>?

    /// The renderer for `lane`, made now with `transactions` if there is none for it yet. It is
    /// not attached until ``attach(_:transactions:)``.
    func renderer(
      for lane: NavigationLane<Route>, transactions: any ScreenTransactions
    ) -> ScreenRenderer<Route> {
      if let renderer, self.lane === lane { return renderer }
      let made = ScreenRenderer<Route>(transactions: transactions)
      renderer = made
      self.lane = lane
      return made
    }

    /// Attaches the renderer for `lane` to it, unless it draws it already.
    func attach(_ lane: NavigationLane<Route>, transactions: any ScreenTransactions) {
      renderer(for: lane, transactions: transactions).attachIfNeeded(to: lane)
    }
  }
#endif
