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
///
/// Two answers need the explorer's task after them. A relaunch (``FlowAnswer/relaunch``): the
/// app is saved, the flow left to unwind, and a new run resumes it on routers made as at the
/// first launch. A tab pick the flow does not answer: the flow still awaits its screen, so the
/// person is offered the next action there, which, with the flow's tab no longer on screen, is
/// one that goes elsewhere (another tab pick, a relaunch, a link).
///
/// Like `FlowRun` and `PersonActions`, it is inlinable, so that an exploration is specialised
/// for the test's route and output types: unspecialised, it spent a third of its time
/// looking up generic type metadata.
// Usable from inlinable code, with its members, for `explorer.paths`.
@MainActor
@usableFromInline
final class PathExploration<Route: NavigationRoute, Output: Sendable> {
  /// The choice made at one point where the flow waited for the person, among how many.
  @usableFromInline
  struct Decision {
    @usableFromInline let taken: Int
    @usableFromInline let count: Int

    @inlinable
    init(taken: Int, count: Int) {
      self.taken = taken
      self.count = count
    }
  }

  /// Why the path stopped before the flow ended.
  @usableFromInline
  enum Stop {
    case outcome(FlowPathOutcome<Output>)
    case error(FlowExplorerError)
  }

  // Not checked at run time, as each is read or written once per answer on the way of every
  // flow step (`explorer.paths`): main-actor isolated, and no access spans a call that could
  // reach it again.
  @exclusivity(unchecked) @usableFromInline var run: FlowRun<Route, Output>
  /// The flow run, to resume after a relaunch.
  @usableFromInline let flow: Flow<Route, Output>
  /// Makes the routers a relaunch starts with, as at the first launch.
  @usableFromInline let launch: @MainActor () throws -> (Router<Route>, ModuleRouter<Route>?)
  /// What the explorer's task does after the last answer given, if anything.
  @usableFromInline
  enum FollowUp {
    /// Relaunches the app.
    case relaunch
    /// Offers the next action on the screen the flow still awaits, after a tab pick, unless
    /// the flow started awaiting anew since it had awaited this many times.
    case offerAgain(afterAwaits: Int)
  }

  @exclusivity(unchecked) @usableFromInline var followUp: FollowUp?
  /// The screen or alert the flow last started awaiting.
  @exclusivity(unchecked) @usableFromInline var lastAwaited: EntryID?
  /// How many times the flow started awaiting a screen or alert.
  @exclusivity(unchecked) @usableFromInline var awaits = 0
  /// The model of SwiftUI drawing the path, if any.
  @usableFromInline let screen: SwiftUIModel<Route>?
  @usableFromInline let deadline: SafetyDeadline
  /// Times the path's run out: made once, as the deadline is armed again at every answer, and a
  /// handler made each time cost an allocation and a weak reference (`explorer.paths`).
  @usableFromInline lazy var timeOutRun: @MainActor () -> Void = { [weak self] in
    self?.run.timeOut()
  }
  @usableFromInline let safetyLimit: Duration
  @usableFromInline let choices: [Int]
  @usableFromInline let maxDepth: Int
  @usableFromInline let answersFor: @MainActor (Route) -> [FlowAnswer]
  /// Whether `answersFor` also picks the button of an alert the flow awaits, as a replay that
  /// gives every action does; otherwise each button is a choice of the explorer's.
  @usableFromInline let answersAlerts: Bool
  @exclusivity(unchecked) @usableFromInline var changes: [FlowExpectation<Route>] = []
  @exclusivity(unchecked) @usableFromInline var answers: [FlowAnswer] = []
  @exclusivity(unchecked) @usableFromInline var changesBeforeAnswers: [Int] = []
  @exclusivity(unchecked) @usableFromInline var stop: Stop?
  /// The choices made, in order.
  @exclusivity(unchecked) @usableFromInline var decisions: [Decision] = []

  /// Prepares a run of `flow` on `router` (the current module of `modules`, when given),
  /// drawn by `screen` when given, taking `choices` at the first decisions and the first
  /// answer beyond them, under `deadline` armed `safetyLimit` ahead. With `answersAlerts`,
  /// `answers` picks alert buttons too. A relaunch restores the tree into the routers
  /// `launch` makes.
  @inlinable
  init(
    _ flow: Flow<Route, Output>, router: Router<Route>, modules: ModuleRouter<Route>?,
    launch: @escaping @MainActor () throws -> (Router<Route>, ModuleRouter<Route>?),
    screen: SwiftUIModel<Route>?, choices: [Int], maxDepth: Int,
    answers: @escaping @MainActor (Route) -> [FlowAnswer], answersAlerts: Bool = false,
    deadline: SafetyDeadline, safetyLimit: Duration
  ) {
    self.answersAlerts = answersAlerts
    self.flow = flow
    self.launch = launch
    run = FlowRun(router: router, modules: modules)
    self.screen = screen
    run.person.screen = screen
    self.choices = choices
    self.maxDepth = maxDepth
    answersFor = answers
    self.deadline = deadline
    self.safetyLimit = safetyLimit
    // A path answers at least once past the choices it takes: its records take as many
    // elements, made room for once rather than grown several times (`explorer.paths`).
    let answerCount = min(choices.count + 1, maxDepth)
    self.answers.reserveCapacity(answerCount)
    decisions.reserveCapacity(answerCount)
    changesBeforeAnswers.reserveCapacity(answerCount)
    changes.reserveCapacity(2 * answerCount)
    run.observeAwaitedResults { [weak self] id in self?.flowAwaits(id) }
    run.start(flow) { [weak self] _, changes in self?.record(changes) }
  }

  /// Runs the path to its outcome.
  ///
  /// - Throws: A ``FlowExplorerError`` for an answer refused, a choice the answers no longer
  ///   offer, a flow that does not end once cancelled, or callers left waiting.
  @inlinable
  func explore() async throws(FlowExplorerError) -> ExploredPath<Route, Output> {
    armDeadline()
    repeat {
      switch followUp {
      case .relaunch?:
        followUp = nil
        await relaunch()
      case .offerAgain(let count)?:
        followUp = nil
        // Unless the tab pick dismissed it, and the flow awaits anew on its own.
        if awaits == count, let lastAwaited, run.currentRouter.isAwaitingResult(of: lastAwaited) {
          offer(on: lastAwaited)
        }
      case nil: break
      }
      while run.outcome == nil && stop == nil && !run.timedOut && followUp == nil {
        await run.waitForChange()
      }
    } while followUp != nil && stop == nil && run.outcome == nil && !run.timedOut
    let outcome: FlowPathOutcome<Output>
    switch (stop, run.outcome) {
    case (.error(let error)?, _):
      await cancelAndAwaitEnd()
      throw error
    case (.outcome(let stopped)?, _): outcome = stopped
    case (nil, .success(let output)?): outcome = .completed(output)
    case (nil, .failure(FlowError.personLeft)?): outcome = .left
    case (nil, .failure(let error)?): outcome = .threw(error)
    case (nil, nil):
      outcome = .stuck("waiting past the safety limit of \(safetyLimit) on no screen's result")
      stop = .outcome(outcome)
    }
    await cancelAndAwaitEnd()
    guard run.outcome != nil else {
      throw .flowKeptRunning(after: answerTrail, tree: "\(run.currentRouter.hierarchy)")
    }
    if let screen {
      screen.clock.runUntilIdle()
      guard screen.violations.isEmpty else {
        throw .swiftUIRulesBroken(
          screen.violations, after: answerTrail, tree: "\(run.currentRouter.hierarchy)")
      }
    }
    let waiting = run.currentRouter.awaitingCallers
    guard waiting == 0 else {
      throw .callersLeaked(
        count: waiting, after: answerTrail, tree: "\(run.currentRouter.hierarchy)")
    }
    return ExploredPath(
      answers: answers, changes: changes, changesBeforeAnswers: changesBeforeAnswers,
      outcome: outcome)
  }

  /// The answers given so far, in words.
  @inlinable
  var answerTrail: [String] { answers.map { $0.description } }

  /// Answers the screen `id` the flow now awaits, or stops the path there.
  @inlinable
  func flowAwaits(_ id: EntryID) {
    awaits += 1
    lastAwaited = id
    offer(on: id)
  }

  /// Gives the person's next action on the screen or alert `id` the flow awaits, or stops the
  /// path there.
  @inlinable
  func offer(on id: EntryID) {
    guard stop == nil, !run.timedOut else { return }
    let top = run.currentRouter.deepestRouter
    let state = top.state
    let route = state.current.route
    let awaitedAlert = Self.alert(id, in: state.alerts)
    // In words only for a message: describing a route on every answer would cost more than
    // the answer.
    var awaited: String {
      awaitedAlert.map { "the alert \(String(reflecting: $0.title))" }
        ?? (state.current.id == id ? "\(route)" : "the result of \(id)")
    }
    // The alert showing on the screen on top covers the screen and takes each of its buttons;
    // with no alert, the screen takes the answers offered for its route.
    let offered: [FlowAnswer]
    if let showing = state.alerts.first, showing.id != id {
      stopping(
        .outcome(
          .stuck(
            "waiting on \(awaited), covered by the alert \(String(reflecting: showing.title))")))
      return
    } else if let awaitedAlert {
      let buttons = Self.buttons(of: awaitedAlert)
      // A replay's action names the button, or relaunches the app under the alert; the
      // others are not offered.
      offered =
        answersAlerts && answers.count < maxDepth
        ? answersFor(route).filter { answer in
          if case .relaunch = answer { return true }
          return buttons.contains {
            $0.alertButton == answer.alertButton && answer.alertButton != nil
          }
        } : buttons
    } else if state.current.id == id {
      offered = answersFor(route)
    } else if PersonActions<Route>.isInTabLeft(id, in: run.currentRouter.store.tree) {
      // In the flow's tab, which the person left: they can only go elsewhere. At the depth
      // limit nothing is given, and the path is cut there.
      let answers = answersFor(route)
      offered = self.answers.count < maxDepth ? answers.filter(\.goesElsewhere) : answers
    } else {
      stopping(
        .outcome(.stuck("waiting on the result of \(id), which is not on top (\(route) is)")))
      return
    }
    let choice = decisions.count < choices.count ? choices[decisions.count] : 0
    if offered.isEmpty {
      stopping(.outcome(.stuck("waiting on \(awaited), where no answer is possible")))
    } else if answers.count >= maxDepth {
      stopping(.outcome(.cut))
    } else if choice >= offered.count {
      stopping(.error(.pathNotReproducible(route: awaited, after: answerTrail)))
    } else {
      give(offered[choice], choice: Decision(taken: choice, count: offered.count))
    }
  }

  /// The alert `id` among `alerts`, or `nil`. Not isolated: its closure, handed to the
  /// standard library, would check its actor on every call (`explorer.paths`).
  @inlinable
  nonisolated static func alert(_ id: EntryID, in alerts: [AlertState]) -> AlertState? {
    alerts.first { $0.id == id }
  }

  /// What a person can tap on `alert`: each of its buttons, once per id.
  @inlinable
  static func buttons(of alert: AlertState) -> [FlowAnswer] {
    var seen = Set<String>()
    return alert.answers.filter { seen.insert($0.id).inserted }.map { .tapAlertButton($0.id) }
  }

  @inlinable
  func give(_ answer: FlowAnswer, choice: Decision) {
    if case .relaunch = answer {
      // Asynchronous: the explorer's task relaunches, once the flow waits.
      changesBeforeAnswers.append(changes.count)
      answers.append(answer)
      decisions.append(choice)
      followUp = .relaunch
      run.wake()
      return
    }
    do {
      changesBeforeAnswers.append(changes.count)
      try run.person.give(answer, on: run.currentRouter)
      answers.append(answer)
      decisions.append(choice)
      armDeadline()
      if case .selectTab = answer {
        followUp = .offerAgain(afterAwaits: awaits)
        run.wake()
      }
    } catch {
      stopping(
        .error(
          .answerRefused(
            answer: answer.description, reason: error.reason, after: answerTrail,
            tree: "\(run.currentRouter.hierarchy)")))
    }
  }

  /// Relaunches the app as ``FlowHarness/relaunch()`` does, restoring the saved values
  /// without encoding them: saves the tree and the flow, lets the flow unwind unseen (a launch
  /// may reuse its router), restores the tree into routers made as at the first launch, and
  /// resumes the flow there; the path stops on the first thing refused.
  @usableFromInline
  func relaunch() async {
    func refused(_ reason: String) {
      // The relaunch is among the answers given, last: the one refused, not one before it.
      stopping(
        .error(
          .answerRefused(
            answer: FlowAnswer.relaunch.description, reason: reason,
            after: Array(answerTrail.dropLast()), tree: "\(run.currentRouter.hierarchy)")))
    }
    guard screen == nil else { return refused("a relaunch runs headless only.") }
    let old = run
    let saved: FlowRun<Route, Output>.Saved
    do {
      saved = try old.save()
    } catch {
      return refused("\(error)")
    }
    old.abandon()
    armDeadline()
    while old.outcome == nil && !old.timedOut { await old.waitForChange() }
    guard old.outcome != nil else {
      return stopping(
        .error(.flowKeptRunning(after: answerTrail, tree: "\(old.currentRouter.hierarchy)")))
    }
    do {
      run = try FlowRun.relaunched(saved, into: launch())
    } catch {
      return refused("\(error)")
    }
    run.observeAwaitedResults { [weak self] id in self?.flowAwaits(id) }
    armDeadline()
    let outcomes = await run.resume(flow, from: saved.flows) { [weak self] _, changes in
      self?.record(changes)
    }
    if outcomes != [.resumed(flow: flow.name)] {
      // A flow that did not start again has no end to wait for.
      if !outcomes.contains(.resumed(flow: flow.name)), run.outcome == nil {
        run.end(with: .failure(CancellationError()))
      }
      refused(run.refusal(of: outcomes))
    }
  }

  @inlinable
  func stopping(_ stop: Stop) {
    self.stop = stop
    run.wake()
  }

  /// Cancels the flow if it still runs and waits for its end, for one more safety limit.
  @inlinable
  func cancelAndAwaitEnd() async {
    guard run.outcome == nil else { return }
    run.cancel()
    run.clearTimeout()
    armDeadline()
    while run.outcome == nil && !run.timedOut { await run.waitForChange() }
  }

  /// Arms the deadline `safetyLimit` from now, to time the run out, the run of the path at
  /// the time, when it passes.
  @inlinable
  func armDeadline() {
    deadline.arm(at: ContinuousClock.now.advanced(by: safetyLimit), onExpiry: timeOutRun)
  }

  @inlinable
  func record(_ flowChanges: [FlowExpectation<Route>]) {
    guard stop == nil else { return }
    changes += flowChanges
  }
}
