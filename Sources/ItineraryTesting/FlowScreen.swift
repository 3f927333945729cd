import Itinerary

/// The screen a ``FlowHarness`` or ``FlowExplorer`` runs a flow on.
///
/// ```swift
/// let harness = FlowHarness(onboarding, root: .home, screen: .swiftUI(.oneLevelPerUpdate))
/// ```
public enum FlowScreen: Hashable, Sendable {
  /// No screen: every step is on screen at once. The default.
  case headless
  /// A ``SwiftUIModel`` of a platform with these capabilities, on a clock that advances by
  /// itself: steps take their animation's time, and any change SwiftUI would drop fails the
  /// run.
  case swiftUI(PlatformCapabilities)
}

extension FlowScreen {
  /// Attaches a ``SwiftUIModel`` of this screen to `lane` and returns it; `nil` headless,
  /// attaching nothing.
  // Usable from inline for `explorer.paths`: the inlinable exploration attaches the screen.
  @MainActor
  @usableFromInline
  func attachModel<Route>(to lane: NavigationLane<Route>) -> SwiftUIModel<Route>? {
    guard case .swiftUI(let capabilities) = self else { return nil }
    let model = SwiftUIModel<Route>(capabilities: capabilities)
    model.attach(to: lane)
    return model
  }
}
