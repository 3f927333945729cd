#if canImport(SwiftUI)
  import Itinerary

  /// The item a sheet or cover binding carries: the presented router's id.
  struct PresentedRouter: Hashable, Identifiable {
    let id: RouterID
  }
#endif
