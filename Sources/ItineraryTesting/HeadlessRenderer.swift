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
  public var renderedSteps: [NavigationStep<Route>] { recordedSteps }
  /// The step held until ``acknowledgeHeldStep()``, if any.
  public var heldStep: (id: StepID, step: NavigationStep<Route>)? { storedHeldStep }
  // What `render(_:id:show:)` reads and writes is usable from inlinable code, so that the lane
  // calls it specialised for the route type where the renderer is attached (`lane.push_pop`).
  // Exclusivity is not checked at run time on these fields: they are main-actor isolated, and
  // no access to them spans a call that could access them again (`storedHolds` is read, then
  // called, with none in progress).
  /// Decides which steps to hold; by default none.
  public var holds: (NavigationStep<Route>) -> Bool {
    get { storedHolds ?? { _ in false } }
    set { storedHolds = newValue }
  }
  /// What ``holds`` decides with; `nil` when it holds none, so that a step is recorded
  /// without a call (`lane.push_pop`).
  @exclusivity(unchecked) @usableFromInline var storedHolds: ((NavigationStep<Route>) -> Bool)?
  @exclusivity(unchecked) @usableFromInline var recordedSteps: [NavigationStep<Route>] = []
  @exclusivity(unchecked) @usableFromInline
  var storedHeldStep: (id: StepID, step: NavigationStep<Route>)?
  @usableFromInline weak var lane: NavigationLane<Route>?

  /// Creates a renderer that holds the steps `holds` picks, none when it is `nil`, and
  /// acknowledges the rest at once.
  public init(holding holds: ((NavigationStep<Route>) -> Bool)? = nil) {
    storedHolds = holds
  }

  /// Starts rendering the lane's tree.
  ///
  /// Inlinable for `lane.push_pop`: attached where the route type is known, the lane calls
  /// ``render(_:id:show:)`` specialised for it.
  @inlinable
  public func attach(to lane: NavigationLane<Route>) {
    self.lane = lane
    lane.attach(self)
  }

  /// Records `step`, and holds it when ``holds`` picks it. Inlinable for `lane.push_pop`.
  @inlinable
  public func render(
    _ step: NavigationStep<Route>, id: StepID, show: () -> Void
  ) -> StepCompletion {
    recordedSteps.append(step)
    guard let holds = storedHolds, holds(step) else { return .done }
    storedHeldStep = (id, step)
    return .acknowledgeLater
  }

  /// Acknowledges the held step, as the screen does when its animation ends.
  ///
  /// - Returns: Whether a step was held.
  @discardableResult
  public func acknowledgeHeldStep() -> Bool {
    guard let heldStep = storedHeldStep else { return false }
    storedHeldStep = nil
    lane?.acknowledge(heldStep.id)
    return true
  }

  /// Forgets the recorded steps, to assert on the next ones alone; their storage is kept for
  /// the next ones.
  public func clearRenderedSteps() {
    recordedSteps.removeAll(keepingCapacity: true)
  }
}
