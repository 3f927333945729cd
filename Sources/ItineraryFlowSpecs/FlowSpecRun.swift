import Itinerary

/// One run of a flow spec: walks its stages on a flow's context, keeping the history of stages
/// the person can go back through.
@MainActor
final class FlowSpecRun<Route: NavigationRoute> {
  private let spec: FlowSpec
  private let library: FlowSpecLibrary
  private let route: @MainActor @Sendable (FlowSpecScreen) throws -> Route
  private let callers: [String]
  private let context: FlowContext<Route>
  /// The stages shown so far, oldest first: Back goes to the one before the last.
  private var history: [FlowSpecStage] = []

  init(
    spec: FlowSpec, library: FlowSpecLibrary,
    route: @escaping @MainActor @Sendable (FlowSpecScreen) throws -> Route,
    callers: [String], context: FlowContext<Route>
  ) {
    self.spec = spec
    self.library = library
    self.route = route
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
        if let module = end.swapModule { try await context.swapModule(id: module) }
        return FlowSpecOutcome(end: end.name, output: end.output)
      }
      if let index = history.firstIndex(where: { $0.name == stage.name }) {
        history.removeSubrange(index...)
      }
      history.append(stage)
      if let answer = try await answer(of: stage) {
        target = try next(after: stage, answer: answer)
      } else {
        target = try stageBefore()
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

  /// Where leaving the last stage without an answer leads: the stage before it, or the
  /// abandon end.
  private func stageBefore() throws(FlowSpecError) -> String {
    history.removeLast()
    if let previous = history.popLast() { return previous.name }
    guard let abandon = spec.abandon else { throw .abandoned(flow: spec.name) }
    return abandon
  }

  /// The answer the stage gets, or `nil` when the person leaves it without one.
  private func answer(of stage: FlowSpecStage) async throws -> String? {
    switch stage.kind {
    case .screen(let routeName, let parameters, let style):
      let screen = FlowSpecScreen(
        stage, flow: spec.name, route: routeName, parameters: parameters, style: style)
      return try await show(try route(screen), style: style, isDismissible: stage.isDismissible)
    case .subflow(let name):
      return try await runSubflow(named: name)
    }
  }

  /// Runs the sub-flow named `name` and returns the end it reaches, or `nil` when the person
  /// leaves its first stage.
  private func runSubflow(named name: String) async throws -> String? {
    guard let subspec = library[name] else { throw FlowSpecError.unknownFlow(name) }
    let subflow = subspec.flow(in: library, route: route, callers: callers + [spec.name])
    do {
      return try await context.run(subflow).end
    } catch FlowSpecError.abandoned(let flow) where flow == name {
      return nil
    }
  }

  /// Shows the screen and awaits its answer, or `nil` when the person leaves it. The answered
  /// screen leaves: the runner shows the next stage, or the stage before again, itself.
  private func show(
    _ screen: Route, style: FlowSpecStyle, isDismissible: Bool
  ) async throws -> String? {
    do {
      switch style {
      case .push:
        return try await context.push(screen, returning: String.self, answered: .leaves)
      case .sheet:
        let options = SheetOptions(interactiveDismissDisabled: !isDismissible)
        return try await context.present(
          screen, as: .sheet(options), returning: String.self, answered: .leaves)
      case .cover:
        return try await context.present(
          screen, as: .fullScreenCover, dismissButton: isDismissible ? .leading : nil,
          returning: String.self, answered: .leaves)
      }
    } catch NavigationError.dismissedWithoutResult {
      return nil
    }
  }
}
