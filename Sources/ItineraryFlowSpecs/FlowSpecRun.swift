import Itinerary

/// One run of a flow spec: walks its stages on a flow's context, keeping the history of stages
/// the person can go back through.
///
/// Each screen stage stays on screen once answered, as a code flow's stages do. Leaving a stage
/// goes back to the one before it, whose screen is still there (the context replays the run
/// against its journal), or, from the run's first stage, to the `abandon` end. An answer that
/// leads to a stage on screen goes back to it. A sub-flow run as a stage unwinds its screens
/// when it ends, whatever its own ending, so that the stage after it follows the stage that
/// ran it.
@MainActor
final class FlowSpecRun<Route: NavigationRoute> {
  /// A stage shown, and its screen once answered, while it stays: `nil` for a sub-flow stage.
  private struct Shown {
    let stage: FlowSpecStage
    var screen: EntryID?
  }

  private let spec: FlowSpec
  private let library: FlowSpecLibrary
  private let route: @MainActor @Sendable (FlowSpecScreen) throws -> Route
  /// The spec's name of a route, as a stage's links name it.
  private let routeName: (@MainActor @Sendable (Route) -> String?)?
  private let callers: [String]
  private let context: FlowContext<Route>
  /// The stages shown so far, oldest first: Back goes to the one before the last.
  private var history: [Shown] = []

  init(
    spec: FlowSpec, library: FlowSpecLibrary,
    route: @escaping @MainActor @Sendable (FlowSpecScreen) throws -> Route,
    routeName: (@MainActor @Sendable (Route) -> String?)?, callers: [String],
    context: FlowContext<Route>
  ) {
    self.spec = spec
    self.library = library
    self.route = route
    self.routeName = routeName
    self.callers = callers
    self.context = context
  }

  /// Walks the spec from its start to an end and returns that end's outcome.
  func run() async throws -> FlowSpecOutcome {
    guard !callers.contains(spec.name) else {
      throw FlowSpecError.subflowCycle(callers + [spec.name])
    }
    guard let start = spec.start else { throw FlowSpecError.missingStart(flow: spec.name) }
    var target = start
    while true {
      guard let stage = spec.stage(named: target) else {
        guard let end = spec.end(named: target) else {
          throw FlowSpecError.unknownTarget(target, flow: spec.name)
        }
        if let module = end.swapModule {
          try await context.swapModule(id: module, tab: end.tab)
        }
        return FlowSpecOutcome(end: end.name, output: end.output)
      }
      if let index = history.firstIndex(where: { $0.stage.name == stage.name }) {
        // A stage reached again: back to its screen, which awaits its answer again; a
        // sub-flow stage runs its flow again.
        if let screen = history[index].screen { try await context.goBack(to: screen) }
        history.removeSubrange(index...)
      }
      history.append(Shown(stage: stage))
      if let answer = try await answer(of: stage) {
        if case .screen = stage.kind {
          history[history.count - 1].screen = context.lastAnsweredScreen
        }
        target = try next(after: stage, answer: answer)
      } else {
        target = try abandon()
      }
    }
  }

  /// Where the answer leads.
  private func next(after stage: FlowSpecStage, answer: String) throws(FlowSpecError) -> String {
    if let next = stage.answers.first(where: { $0.answer == answer })?.next { return next }
    if case .subflow = stage.kind {
      throw .unmappedEnd(answer, stage: stage.name, flow: spec.name)
    }
    throw .unknownAnswer(answer, stage: stage.name, flow: spec.name)
  }

  /// The screen of the stage before the last that Back returns to, if this run shows one.
  private var screenBefore: EntryID? {
    history.dropLast().last { $0.screen != nil }?.screen
  }

  /// Where leaving the run's first screen stage leads: the abandon end.
  private func abandon() throws(FlowSpecError) -> String {
    history.removeAll()
    guard let abandon = spec.abandon else { throw .abandoned(flow: spec.name) }
    return abandon
  }

  /// The answer the stage gets, or `nil` when the person leaves the run's first screen stage
  /// without one.
  private func answer(of stage: FlowSpecStage) async throws -> String? {
    switch stage.kind {
    case .screen(let routeName, let parameters, let style):
      let screen = FlowSpecScreen(
        stage, flow: spec.name, route: routeName, parameters: parameters, style: style)
      return try await show(try route(screen), style: style, of: stage)
    case .subflow(let name):
      return try await runSubflow(named: name)
    }
  }

  /// Runs the sub-flow named `name`, unwinding when it ends, and returns the end it reaches,
  /// or `nil` when the person leaves its first stage and this run has no stage to go back to.
  private func runSubflow(named name: String) async throws -> String? {
    guard var subspec = library[name] else { throw FlowSpecError.unknownFlow(name) }
    subspec.ending = .unwindToStart
    let subflow = subspec.flow(
      in: library, route: route, routeName: routeName, callers: callers + [spec.name])
    do {
      return try await context.run(subflow).end
    } catch FlowSpecError.abandoned(let flow) where flow == name {
      if let screenBefore { try await context.goBack(to: screenBefore) }
      return nil
    }
  }

  /// Shows the screen of `stage` and awaits its answer; the answered screen stays. Leaving it
  /// (once its guard allows) goes back to the stage before, through the context, or returns
  /// `nil` when this run shows none.
  private func show(
    _ screen: Route, style: FlowSpecStyle, of stage: FlowSpecStage
  ) async throws -> String? {
    let leaving = stage.leaveGuard.map { leaveGuard in
      LeaveGuard<Route>.confirm(
        leaveGuard.title, message: leaveGuard.message, leave: leaveGuard.leave,
        stay: leaveGuard.stay)
    }
    let orLink = linkAnswer(of: stage)
    do {
      switch style {
      case .push:
        return try await context.push(
          screen, returning: String.self, leaving: leaving, orLink: orLink)
      case .sheet:
        // A guarded sheet cannot be swiped away: its dismiss button asks first.
        let options = SheetOptions(interactiveDismissDisabled: !stage.isDismissible)
        return try await context.present(
          screen, as: .sheet(options), dismissButton: leaving == nil ? nil : .leading,
          returning: String.self, leaving: leaving, orLink: orLink)
      case .cover:
        return try await context.present(
          screen, as: .fullScreenCover, dismissButton: stage.isDismissible ? .leading : nil,
          returning: String.self, leaving: leaving, orLink: orLink)
      }
    } catch NavigationError.dismissedWithoutResult where screenBefore == nil {
      return nil
    }
  }

  /// The answer a link gives the screen of `stage`: that of the stage's link to the link's
  /// top screen; `nil` when the stage lists no links.
  private func linkAnswer(
    of stage: FlowSpecStage
  ) -> (@MainActor (LinkDestination<Route>) -> String?)? {
    guard !stage.links.isEmpty, let routeName else { return nil }
    return { destination in
      guard let top = destination.topRoute, let name = routeName(top) else { return nil }
      return stage.links.first { $0.route == name }?.answer
    }
  }
}
