import Itinerary

/// The screen of a ``FlowExplorer``'s paths: it acknowledges every step at once and keeps
/// nothing, since nothing reads what an explored path drew. A ``HeadlessRenderer`` records
/// every step, which an exploration of thousands of paths would only pay for.
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
