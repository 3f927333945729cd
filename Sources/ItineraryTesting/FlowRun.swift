import Itinerary

/// One run of a flow on a router whose lane has a renderer attached: what `FlowHarness` and
/// `FlowExplorer` drive, each with its own renderer.
///
/// It starts the flow in a task, keeps its outcome, acts as the person through
/// ``PersonActions``, and wakes whoever awaits ``waitForChange()`` when the flow ends, when
/// its owner reports a change with ``wake()``, or when the run times out.
// Usable from inlinable code, with its members, for `explorer.paths`: every path is one run,
// specialised for the test's route and output types.
@MainActor
@usableFromInline
final class FlowRun<Route: NavigationRoute, Output: Sendable> {
  /// The router the flow runs on.
  @usableFromInline let router: Router<Route>
  /// The module router above the flow's hierarchy, for a flow that swaps modules.
  @usableFromInline let modules: ModuleRouter<Route>?
  /// The person acting on the screen.
  @usableFromInline let person = PersonActions<Route>()
  // Not checked at run time, as each is read or written once per answer on the way of every
  // flow step (`explorer.paths`): main-actor isolated, and no access spans a call that could
  // reach it again.
  /// How the flow ended; `nil` while it runs.
  @exclusivity(unchecked) @usableFromInline var outcome: Result<Output, any Error>?
  /// Whether ``timeOut()`` was called since the run started or ``clearTimeout()``.
  @exclusivity(unchecked) @usableFromInline var timedOut = false

  @usableFromInline var waiters: [CheckedContinuation<Void, Never>] = []
  @usableFromInline var observations: [EventObservation] = []
  @usableFromInline var task: Task<Void, Never>?
  /// The catalog the flow was resumed from after a relaunch, which owns its task.
  @usableFromInline var resumedFrom: FlowCatalog<Route>?
  /// Whether ``resume(_:from:onEvent:)`` is under way.
  var isResuming = false

  /// Prepares a run on `router`, under `modules` when given, whose lane has a renderer.
  @inlinable
  init(router: Router<Route>, modules: ModuleRouter<Route>?) {
    self.router = router
    self.modules = modules
    person.guardedLeaveSettled = { [weak self] in self?.wake() }
  }

  /// The root router on screen: the flow's router, or the module swapped in after it.
  @inlinable
  var currentRouter: Router<Route> { modules?.current ?? router }

  /// Starts `flow`, calling `onEvent` with every event of the tree and the flow's changes it
  /// reports (none for a change made for the person) until the flow ends.
  @inlinable
  func start(
    _ flow: Flow<Route, Output>,
    onEvent: @escaping @MainActor (NavigationEvent<Route>, [FlowExpectation<Route>]) -> Void
  ) {
    observeChanges(onEvent)
    let router = router
    let modules = modules
    let body: @MainActor () async -> Void = { [weak self] in
      let outcome: Result<Output, any Error>
      do {
        outcome = .success(try await router.run(flow, modules: modules))
      } catch {
        outcome = .failure(error)
      }
      self?.end(with: outcome)
    }
    // Run the flow here until it first waits, rather than after a hop through the global
    // executor and back: one fewer thread switch per run.
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
      task = Task.immediate { await body() }
    } else {
      task = Task { await body() }
    }
  }

  /// Calls `onEvent` with every event of the tree and the flow's changes it reports, until
  /// the flow ends.
  @inlinable
  func observeChanges(
    _ onEvent: @escaping @MainActor (NavigationEvent<Route>, [FlowExpectation<Route>]) -> Void
  ) {
    let person = person
    let modules = modules
    observations.append(
      router.observeEvents { event in
        onEvent(event, person.flowChanges(for: event, modules: modules))
      })
  }

  /// Resumes `flow` from `snapshots` on this run's router, whose tree was restored from the
  /// moment they were saved, reporting as ``start(_:onEvent:)`` does; returns what became of
  /// each.
  ///
  /// The alerts the resumption dismisses without an answer, questions whose askers did not
  /// survive the relaunch, are the relaunch's changes, not the flow's.
  ///
  /// It waits for the flow to reach its screen again until the run times out: a replayed
  /// body that blocks on work it does not journal is then cancelled, and the flow reported
  /// as unable to resume, rather than the harness or the explorer waiting for ever.
  func resume(
    _ flow: Flow<Route, Output>, from snapshots: [FlowSnapshot<Route>],
    onEvent: @escaping @MainActor (NavigationEvent<Route>, [FlowExpectation<Route>]) -> Void
  ) async -> [FlowResumption] {
    isResuming = true
    observeChanges { [weak self] event, changes in
      if self?.isResuming == true, case .alertDismissed(_, answer: nil, _) = event {
        onEvent(event, [])
      } else {
        onEvent(event, changes)
      }
    }
    var catalog = FlowCatalog<Route>()
    catalog.register(flow, modules: modules) { [weak self] outcome in self?.end(with: outcome) }
    resumedFrom = catalog
    let resumptions = Resumptions()
    let router = router
    let resuming = Task { [weak self] in
      resumptions.outcomes = await router.resumeFlows(snapshots, from: catalog)
      self?.wake()
    }
    while resumptions.outcomes == nil && !timedOut {
      // Not `waitForChange()`, which returns at once when the flow has ended: woken by the
      // resumption, a time-out or any change.
      await withCheckedContinuation { waiters.append($0) }
    }
    isResuming = false
    guard let outcomes = resumptions.outcomes else {
      resuming.cancel()
      catalog.cancelResumedFlows()
      return [.cannotResume(flow: flow.name, reason: .cancelled)]
    }
    return outcomes
  }

  /// Why a relaunch did not resume the flow, in words: each of `outcomes`, which
  /// ``resume(_:from:onEvent:)`` returned; or, when it gave up at the safety limit, why the
  /// flow never reached its screen again.
  func refusal(of outcomes: [FlowResumption]) -> String {
    guard timedOut else { return outcomes.map(\.description).joined(separator: " ") }
    return "the flow did not reach the screen it awaited again within the safety limit: its "
      + "body waits on work it does not journal, or no longer replays the same way."
  }

  /// What a relaunch keeps of the app: the whole tree, every module and tab of it, the running
  /// flows' snapshots, and the router the flow runs on.
  struct Saved {
    var tree: NavigationSnapshot<Route>
    var flows: [FlowSnapshot<Route>]
    let flowRouter: RouterID
  }

  /// Saves the app as a relaunch keeps it.
  ///
  /// - Throws: What ``Router/savedFlows()`` throws.
  func save() throws -> Saved {
    Saved(
      tree: NavigationSnapshot(NavigationNode(of: modules?.store ?? router.store)),
      flows: try currentRouter.savedFlows(), flowRouter: router.id)
  }

  /// The run of a relaunched app: `saved`'s tree restored into `launched`, the routers made as
  /// at the first launch, on the router the flow ran on wherever the restored tree has it
  /// (another module than the launch's first, a tab other than the selected one). Resume the
  /// flows with ``resume(_:from:onEvent:)``.
  ///
  /// - Throws: What restoring the tree throws.
  static func relaunched(
    _ saved: Saved, into launched: (router: Router<Route>, modules: ModuleRouter<Route>?)
  ) throws -> FlowRun {
    let (launchedRouter, modules) = launched
    try saved.tree.restore(into: modules?.store ?? launchedRouter.store)
    let lane = modules?.lane ?? launchedRouter.lane
    let router = lane.router(saved.flowRouter) ?? modules?.current ?? launchedRouter
    return FlowRun(router: router, modules: modules)
  }

  /// Leaves the run: stops reporting its changes and cancels its flow, which unwinds unseen,
  /// its screens dismissed.
  func abandon() {
    observations.removeAll()
    cancel()
    try? currentRouter.dismissAllScreens()
  }

  /// Calls `observer` each time a caller starts awaiting a screen's result, until the flow
  /// ends.
  @inlinable
  func observeAwaitedResults(_ observer: @escaping @MainActor (EntryID) -> Void) {
    observations.append(router.observeAwaitedResults(observer))
  }

  /// Cancels the flow's task, or the task of the flow resumed after a relaunch, which its
  /// catalog owns: the step it awaits throws `CancellationError`.
  @inlinable
  func cancel() {
    task?.cancel()
    resumedFrom?.cancelResumedFlows()
  }

  /// Marks the run as timed out and wakes the waiters.
  @inlinable
  func timeOut() {
    timedOut = true
    wake()
  }

  /// Forgets a time-out, to wait again under a new deadline.
  @inlinable
  func clearTimeout() {
    timedOut = false
  }

  /// Waits until the next ``wake()``, the flow's end or a time-out; returns at once when the
  /// flow already ended or the run timed out.
  @inlinable
  func waitForChange() async {
    guard outcome == nil, !timedOut else { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  /// Resumes every caller of ``waitForChange()``.
  @inlinable
  func wake() {
    let waiters = waiters
    self.waiters.removeAll()
    for waiter in waiters { waiter.resume() }
  }

  @inlinable
  func end(with outcome: Result<Output, any Error>) {
    self.outcome = outcome
    observations.removeAll()
    wake()
  }
}

/// What ``Router/resumeFlows(_:from:)`` returned to one ``FlowRun/resume(_:from:onEvent:)``,
/// once it has.
@MainActor
private final class Resumptions {
  var outcomes: [FlowResumption]?
}
