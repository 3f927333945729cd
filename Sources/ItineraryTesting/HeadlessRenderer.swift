import Itinerary

/// A renderer without a screen, for tests and headless runs: it records every step and
/// acknowledges at once, or holds the steps you choose until you acknowledge them.
///
/// ```swift
/// let router = Router<AppRoute>(root: .home)
/// let renderer = HeadlessRenderer<AppRoute> { step in
///   if case .dismiss = step { return true }   // hold dismissals
///   return false
/// }
/// renderer.attach(to: router.lane)
/// try router.presentSheet(.settings)
/// try router.dismiss(target: .child)        // the dismissal is now held
/// try router.push(.detail(id: 1))           // applied at once; its step waits behind
/// renderer.acknowledgeHeldStep()            // the screen catches up: the push is drawn
/// ```
@MainActor
public final class HeadlessRenderer<Route: NavigationRoute>: NavigationRenderer {
  /// Every step rendered, in order.
  public private(set) var renderedSteps: [NavigationStep<Route>] = []
  /// The step held until ``acknowledgeHeldStep()``, if any.
  public private(set) var heldStep: (id: StepID, step: NavigationStep<Route>)?
  /// Decides which steps to hold; by default none.
  public var holds: (NavigationStep<Route>) -> Bool
  private weak var lane: NavigationLane<Route>?

  /// Creates a renderer that holds the steps `holds` picks and acknowledges the rest at once.
  public init(holding holds: @escaping (NavigationStep<Route>) -> Bool = { _ in false }) {
    self.holds = holds
  }

  /// Starts rendering the lane's tree.
  public func attach(to lane: NavigationLane<Route>) {
    self.lane = lane
    lane.attach(self)
  }

  public func render(
    _ step: NavigationStep<Route>, id: StepID, show: () -> Void
  ) -> StepCompletion {
    renderedSteps.append(step)
    guard holds(step) else { return .done }
    heldStep = (id, step)
    return .acknowledgeLater
  }

  /// Acknowledges the held step, as the screen does when its animation ends.
  ///
  /// - Returns: Whether a step was held.
  @discardableResult
  public func acknowledgeHeldStep() -> Bool {
    guard let heldStep else { return false }
    self.heldStep = nil
    lane?.acknowledge(heldStep.id)
    return true
  }

  /// Forgets the recorded steps, to assert on the next ones alone.
  public func clearRenderedSteps() {
    renderedSteps.removeAll()
  }
}
