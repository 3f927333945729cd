import Itinerary

extension FlowSpec {
  /// The spec as an Itinerary `Flow` on your app's routes: it runs through the same core as a flow
  /// written in code, and returns the ``FlowSpecOutcome`` of the end it reaches.
  ///
  /// Each screen stage maps its ``FlowSpecScreen`` to a route with `route`, shows it in the stage's
  /// style on the router on screen, and awaits the `String` answer the screen finishes with
  /// (`Router.finish(returning:)`). The answered screen stays, and the answer leads to the stage's
  /// next stage, whose screen arrives above it, or to an end; the spec's ``ending`` says which
  /// screens leave when the flow returns. A sub-flow stage runs the library's spec of that name and
  /// maps the end it reaches; the sub-flow's screens leave when it ends. The person leaving a stage
  /// without answering (Back, a swipe, a cover's dismiss button) goes back to the stage before it,
  /// whose screen is still there and awaits its answer again: nothing is shown twice. A stage with
  /// a leave guard (`confirmLeave`) asks first. Leaving the run's first stage reaches the spec's
  /// ``abandon`` end, or makes the flow throw ``FlowSpecError/abandoned(flow:)``. An answer that
  /// leads to a stage reached before (a retry loop) goes back to that stage as Back would, the
  /// screens above it leaving, so loops never pile up. An end with a `swapModule` swaps modules
  /// before the flow returns, with its `tab` selected for a module with tabs; run such a flow with
  /// a `ModuleRouter`. A stage's `links` answer its screen while it awaits: a link whose top screen
  /// (`LinkDestination.topRoute`) `routeName` names as one of them gives that answer, and never
  /// opens; other links go to the spec's ``links`` policy. Without `routeName`, only the person
  /// answers.
  ///
  /// ```swift
  /// let outcome = try await router.run(checkout.flow(in: library) { screen in
  ///   try AppRoute(specScreen: screen)
  /// })
  /// ```
  ///
  /// - Parameters:
  ///   - library: The specs the flow's sub-flow stages name.
  ///   - route: Maps a spec screen to your route; what it throws ends the flow.
  ///   - routeName: The spec's name of one of your routes, as a stage's `links` name it;
  ///     `nil` for a route no link answers with.
  /// - Returns: A flow named after the spec, with the spec's ``ending`` and ``links``.
  public func flow<Route: NavigationRoute>(
    in library: FlowSpecLibrary,
    route: @escaping @MainActor @Sendable (FlowSpecScreen) throws -> Route,
    routeName: (@MainActor @Sendable (Route) -> String?)? = nil
  ) -> Flow<Route, FlowSpecOutcome> {
    flow(in: library, route: route, routeName: routeName, callers: [])
  }

  /// The spec as a `Flow` on ``FlowSpecRoute``s, to run it with no app: headless, in tests
  /// and in the `itinerary` command; a link whose top screen is a ``FlowSpecRoute/screen(_:)``
  /// with a stage's link route answers it. See ``flow(in:route:routeName:)``.
  public func flow(in library: FlowSpecLibrary) -> Flow<FlowSpecRoute, FlowSpecOutcome> {
    flow(in: library) {
      .screen($0)
    } routeName: { route in
      guard case .screen(let screen) = route else { return nil }
      return screen.route
    }
  }

  /// The flow, run as a sub-flow of `callers`, the specs running it, outermost first.
  func flow<Route: NavigationRoute>(
    in library: FlowSpecLibrary,
    route: @escaping @MainActor @Sendable (FlowSpecScreen) throws -> Route,
    routeName: (@MainActor @Sendable (Route) -> String?)?,
    callers: [String]
  ) -> Flow<Route, FlowSpecOutcome> {
    let spec = self
    return Flow(name, ending: ending, links: links) { context in
      try await FlowSpecRun(
        spec: spec, library: library, route: route, routeName: routeName, callers: callers,
        context: context
      ).run()
    }
  }
}
