#if canImport(SwiftUI)
  import SwiftUI

  /// Attaches one ``ScreenRenderer`` to a lane the first time a view asks, and keeps it, so that
  /// a view re-created by its parent does not attach again (attaching forgets the step the lane
  /// waits for). A top-level routing view holds one in its `@State`.
  @MainActor
  final class LaneAttachment<Route: NavigationRoute> {
    private var renderer: ScreenRenderer<Route>?

    /// The renderer attached to `lane`, attached now with `transactions` if there is none yet.
    func renderer(
      for lane: NavigationLane<Route>, transactions: any ScreenTransactions
    ) -> ScreenRenderer<Route> {
      if let renderer, renderer.lane === lane { return renderer }
      let attached = ScreenRenderer<Route>(transactions: transactions)
      attached.attach(to: lane)
      renderer = attached
      return attached
    }
  }
#endif
