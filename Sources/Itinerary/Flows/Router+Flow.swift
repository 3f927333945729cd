// `run(_:modules:)` and what it reaches are inlinable or usable from inline for
// `explorer.paths`: a flow's run, and the pops of its ending, are specialised for the route type
// where the flow is run; generic, the ending's one pop took 7% of an exploration.
extension Router {
  /// Runs `flow` from where this router's hierarchy is now and returns its output.
  ///
  /// The flow's steps land on the router on screen, and the stages it shows stay until it
  /// ends. When the person leaves a stage (Back, a swipe) and the flow does not catch the
  /// step's ``NavigationError/dismissedWithoutResult(_:)``, the flow goes one stage back: its
  /// body runs again from its start against its journal, and the last stage still on screen
  /// awaits its answer again (see ``Flow``). Leaving the first stage ends the flow with
  /// ``FlowError/personLeft(flow:)``.
  ///
  /// When the flow returns, its ``Flow/ending`` is applied; when it throws, or its task is
  /// cancelled, every screen it showed is dismissed (the screen on top when it started is on
  /// top again) and the error is rethrown. A flow that swapped modules
  /// (``FlowContext/swapModule(id:tab:)``) ends in the module swapped to, as it was then. Either way `run` returns once the screen shows
  /// the result. While it runs, ``savedFlows()`` saves it for a relaunch.
  ///
  /// ```swift
  /// let profile = try await router.run(onboarding)
  /// ```
  ///
  /// - Parameters:
  ///   - flow: The flow to run.
  ///   - modules: The module router above this router's hierarchy, for flows that end with
  ///     ``FlowContext/swapModule(id:tab:)``.
  /// - Throws: ``FlowError/personLeft(flow:)`` when the person left the flow;
  ///   ``FlowError/replayDiverged(flow:step:expected:found:)`` when the flow, run again after
  ///   Back, took other steps; what the flow throws; `CancellationError` when the task was
  ///   cancelled, even if the flow swallowed the cancellation of a step.
  @inlinable
  public func run<Output: Sendable>(
    _ flow: Flow<Route, Output>, modules: ModuleRouter<Route>? = nil
  ) async throws -> Output {
    try await run(
      flow, modules: modules, journal: FlowJournal(flowName: flow.name), start: FlowStart(self),
      keptLinks: [])
  }

  /// Runs `flow` with `journal`, new or restored from a snapshot, from `start`, with the links
  /// kept for it so far.
  @inlinable
  func run<Output: Sendable>(
    _ flow: Flow<Route, Output>, modules: ModuleRouter<Route>?, journal: FlowJournal<Route>,
    start: FlowStart<Route>, keptLinks: [LinkDestination<Route>]
  ) async throws -> Output {
    let flows = store.flows
    let record = RunningFlows.Record(
      journal: journal, router: id, start: start, links: flow.links)
    record.keptLinks = keptLinks
    flows.add(record)
    defer {
      flows.remove(record)
      openKeptLinks(of: record)
    }
    while true {
      journal.beginPass()
      let output: Output
      do {
        output = try await flow.pass(on: self, modules: modules, journal: journal)
        try journal.checkEnded()
      } catch {
        if !Task.isCancelled, let stage = journal.takeBack(endingWith: error) {
          try? await goBack(to: stage, runningOn: record.router)
          continue
        }
        if journal.failResumption(with: error) { throw error }
        record.start.unwind()
        await lane.waitUntilDisplayed()
        // Cancelled, the flow ends with what it threw: no Back, no person leaving.
        throw Task.isCancelled ? error : journal.ending(for: error)
      }
      record.start.apply(flow.ending)
      await lane.waitUntilDisplayed()
      return output
    }
  }

  /// Opens on the whole tree, in the order they arrived, the links kept while the flow of
  /// `record` ran, which just ended, even when its module left; a link the tree refuses now
  /// is reported with ``NavigationEvent/keptLinkRefused(_:_:)``.
  @usableFromInline
  func openKeptLinks(of record: RunningFlows<Route>.Record) {
    record.resumeLinkWaiter(with: .failure(CancellationError()))
    open(keptLinks: record.keptLinks)
  }

  /// Opens `links`, kept for a flow that ended or will not run again, on the whole tree in
  /// order; a link the tree refuses now is reported with
  /// ``NavigationEvent/keptLinkRefused(_:_:)``.
  func open(keptLinks links: [LinkDestination<Route>]) {
    for link in links {
      do {
        try store.open(link)
      } catch {
        store.events.emit([.keptLinkRefused(link, error)])
      }
    }
  }

  /// Shows the stage the person went back to on top again: dismisses what the flow showed
  /// above it between that stage and the one the person left, such as a screen it pushed
  /// without awaiting an answer. The flow runs on the router `running`, this one or the one
  /// of a module it swapped to.
  @usableFromInline
  func goBack(
    to stage: FlowJournal<Route>.Entry, runningOn running: RouterID
  ) async throws {
    guard let screen = stage.screen else { return }
    let root = store.router(running)?.rootRouter ?? rootRouter
    guard root.hierarchy.contains(screen) else { return }
    try root.dismissScreens(above: screen)
    await lane.waitUntilDisplayed()
  }
}
