import Itinerary

/// The screen of a ``FlowExplorer``'s paths: it acknowledges every step at once and keeps
/// nothing, since nothing reads what an explored path drew. A ``HeadlessRenderer`` records
/// every step, which an exploration of thousands of paths would only pay for.
// Usable from inlinable code for `explorer.paths`: the explorer attaches it where the route
// type is known, and the lane calls its `render` specialised.
@MainActor
@usableFromInline
final class AcknowledgingRenderer<Route: NavigationRoute>: NavigationRenderer {
  @inlinable
  init() {}

  @inlinable
  func render(_ step: NavigationStep<Route>, id: StepID, show: () -> Void) -> StepCompletion {
    .done
  }
}
