import Itinerary

extension FlowExplorer {
  /// Runs the flow on a fresh router, gives it `actions` in order, and stops it when it
  /// waits for one more: a path that ends `.cut` waited for the person after the last action.
  ///
  /// - Throws: A ``FlowExplorerError`` when the flow refuses an action, leaves a caller
  ///   waiting or does not end once cancelled; what the router factory throws.
  func replay(_ actions: [FlowAnswer]) async throws -> ExploredPath<Route, Output> {
    let deadline = SafetyDeadline()
    defer { deadline.stop() }
    let given = ActionCursor(actions)
    let (router, modules, screen) = try makeRouters()
    let exploration = PathExploration(
      flow, router: router, modules: modules, launch: launchRouters, screen: screen, choices: [],
      maxDepth: actions.count, answers: { _ in [given.next()] }, answersAlerts: true,
      deadline: deadline, safetyLimit: safetyLimit)
    // Kept alive until the path has ended: the run's observers hold it weakly, and the
    // optimiser warns that they would see it gone once `explore()` returns.
    defer { withExtendedLifetime(exploration) {} }
    return try await exploration.explore()
  }
}

/// The actions of a replay, handed out one at a time.
@MainActor
private final class ActionCursor {
  private let actions: [FlowAnswer]
  private var given = 0

  init(_ actions: [FlowAnswer]) {
    self.actions = actions
  }

  /// The next action; past the last, Back, which the replay's depth keeps it from giving.
  func next() -> FlowAnswer {
    defer { given += 1 }
    return given < actions.count ? actions[given] : .tapBack
  }
}
