import Itinerary

extension LinkDestination where Route == FlowSpecRoute {
  /// A link that opens the spec route named `route` on the stack on screen: the link a
  /// stage's `links` name (``FlowSpecLinkAnswer``), as the explorers and a headless test send
  /// it.
  ///
  /// ```swift
  /// try harness.sendLink(.opening(route: "resetLink"))
  /// ```
  public static func opening(route: String) -> Self {
    LinkDestination(
      stack: [.screen(FlowSpecScreen(flow: "", stage: route, route: route, answers: []))])
  }
}
