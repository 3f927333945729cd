import Itinerary

/// One path of a ``FlowExplorer``: a fresh run of the flow, answered at each point where it
/// waits for the person with the answer a choice vector picks.
///
/// The run reports each time the flow starts awaiting a screen's result. When the path goes
/// on, the answer is given right then, while the flow suspends, so the flow resumes without
/// waiting for the explorer's task; when the path ends there (stuck, cut, an answer refused),
/// the explorer's task is woken to stop the flow. Nothing polls. A ``SafetyDeadline`` turns a
/// flow that waits on anything else into a stuck path, and a path that stops before the flow
/// ends cancels the flow and awaits its end, so that no caller is left waiting.
@MainActor
final class PathExploration<Route: NavigationRoute, Output: Sendable> {
  /// The choice made at one point where the flow waited for the person, among how many.
  struct Decision {
    let taken: Int
    let count: Int
  }

  /// Why the path stopped before the flow ended.
  private enum Stop {
    case outcome(FlowPathOutcome<Output>)
    case error(FlowExplorerError)
  }

  private let run: FlowRun<Route, Output>
  private let deadline: SafetyDeadline
  private let safetyLimit: Duration
  private let choices: [Int]
  private let maxDepth: Int
  private let answersFor: @MainActor (Route) -> [FlowAnswer]
  private var steps: [FlowExpectation<Route>] = []
  private var answers: [FlowAnswer] = []
  private var stepsBeforeAnswers: [Int] = []
  private var stop: Stop?
  /// The choices made, in order.
  private(set) var decisions: [Decision] = []

  /// Prepares a run of `flow` on `router` (the current module of `modules`, when given),
  /// taking `choices` at the first decisions and the first answer beyond them, under
  /// `deadline` armed `safetyLimit` ahead.
  init(
    _ flow: Flow<Route, Output>, router: Router<Route>, modules: ModuleRouter<Route>?,
    choices: [Int], maxDepth: Int, answers: @escaping @MainActor (Route) -> [FlowAnswer],
    deadline: SafetyDeadline, safetyLimit: Duration
  ) {
    run = FlowRun(router: router, modules: modules)
    self.choices = choices
    self.maxDepth = maxDepth
    answersFor = answers
    self.deadline = deadline
    self.safetyLimit = safetyLimit
    run.observeAwaitedResults { [weak self] id in self?.flowAwaits(id) }
    run.start(flow) { [weak self] _, steps in self?.record(steps) }
  }

  /// Runs the path to its outcome.
  ///
  /// - Throws: A ``FlowExplorerError`` for an answer refused, a choice the answers no longer
  ///   offer, a flow that does not end once cancelled, or callers left waiting.
  func explore() async throws(FlowExplorerError) -> ExploredPath<Route, Output> {
    armDeadline()
    while run.outcome == nil && stop == nil && !run.timedOut { await run.waitForChange() }
    let outcome: FlowPathOutcome<Output>
    switch (stop, run.outcome) {
    case (.error(let error)?, _):
      await cancelAndAwaitEnd()
      throw error
    case (.outcome(let stopped)?, _): outcome = stopped
    case (nil, .success(let output)?): outcome = .completed(output)
    case (nil, .failure(let error)?): outcome = .threw(error)
    case (nil, nil):
      outcome = .stuck("waiting past the safety limit of \(safetyLimit) on no screen's result")
      stop = .outcome(outcome)
    }
    await cancelAndAwaitEnd()
    guard run.outcome != nil else {
      throw .flowKeptRunning(after: answerTrail, tree: "\(run.currentRouter.hierarchy)")
    }
    let waiting = run.currentRouter.awaitingCallers
    guard waiting == 0 else {
      throw .callersLeaked(
        count: waiting, after: answerTrail, tree: "\(run.currentRouter.hierarchy)")
    }
    return ExploredPath(
      answers: answers, steps: steps, stepsBeforeAnswers: stepsBeforeAnswers, outcome: outcome)
  }

  /// The answers given so far, in words.
  private var answerTrail: [String] { answers.map { $0.description } }

  /// Answers the screen `id` the flow now awaits, or stops the path there.
  private func flowAwaits(_ id: EntryID) {
    guard stop == nil else { return }
    let top = run.currentRouter.deepestRouter
    let route = top.currentDestination
    let offered = answersFor(route)
    let choice = decisions.count < choices.count ? choices[decisions.count] : 0
    if top.state.current.id != id {
      stopping(
        .outcome(.stuck("waiting on the result of \(id), which is not on top (\(route) is)")))
    } else if offered.isEmpty {
      stopping(.outcome(.stuck("waiting on \(route), where no answer is possible")))
    } else if answers.count >= maxDepth {
      stopping(.outcome(.cut))
    } else if choice >= offered.count {
      stopping(.error(.pathNotReproducible(route: "\(route)", after: answerTrail)))
    } else {
      give(offered[choice], choice: Decision(taken: choice, count: offered.count))
    }
  }

  private func give(_ answer: FlowAnswer, choice: Decision) {
    do {
      stepsBeforeAnswers.append(steps.count)
      try run.person.give(answer, on: run.currentRouter)
      answers.append(answer)
      decisions.append(choice)
      armDeadline()
    } catch {
      stopping(
        .error(
          .answerRefused(
            answer: answer.description, reason: error.reason, after: answerTrail,
            tree: "\(run.currentRouter.hierarchy)")))
    }
  }

  private func stopping(_ stop: Stop) {
    self.stop = stop
    run.wake()
  }

  /// Cancels the flow if it still runs and waits for its end, for one more safety limit.
  private func cancelAndAwaitEnd() async {
    guard run.outcome == nil else { return }
    run.cancel()
    run.clearTimeout()
    armDeadline()
    while run.outcome == nil && !run.timedOut { await run.waitForChange() }
  }

  private func armDeadline() {
    deadline.arm(at: ContinuousClock.now.advanced(by: safetyLimit)) { [weak run] in
      run?.timeOut()
    }
  }

  private func record(_ flowSteps: [FlowExpectation<Route>]) {
    guard stop == nil else { return }
    steps += flowSteps
  }
}
