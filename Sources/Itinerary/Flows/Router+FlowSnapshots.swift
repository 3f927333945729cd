extension Router {
  /// The flows running on this router's tree, saved to resume after a relaunch with
  /// ``resumeFlows(_:from:)``; save them with the tree's ``NavigationSnapshot``.
  ///
  /// - Throws: ``FlowError/cannotSave(flow:step:reason:)`` when a running flow took a step that
  ///   returned a value that is not `Encodable`, or threw.
  public func savedFlows() throws(FlowError) -> [FlowSnapshot<Route>] {
    var saved: [FlowSnapshot<Route>] = []
    for record in store.flows.records { saved.append(try FlowSnapshot(record)) }
    return saved
  }

  /// Resumes flows saved with ``savedFlows()``, once this router's tree was restored from the
  /// snapshot taken with them. Each flow registered under its name in `catalog` replays the
  /// steps it took, without touching the tree, and the step it was taking is taken again: the
  /// screen it awaited awaits its answer again, so the person answers where they left off.
  /// Returns once each flow awaits again or could not.
  ///
  /// ```swift
  /// for outcome in await router.resumeFlows(saved, from: catalog) where outcome != .resumed(flow: "onboarding") {
  ///   logger.notice("\(outcome)")
  /// }
  /// ```
  ///
  /// An alert that covers the screen a flow resumes awaiting, and that nobody awaits, is
  /// dismissed first: it was asked by code that did not survive the relaunch, such as a
  /// ``LeaveGuard``'s question, and its buttons would answer nobody. The guard asks again when
  /// the person next tries to leave.
  ///
  /// A flow that cannot resume changes nothing and leaves the restored screens where they
  /// are: one whose name is not in `catalog`; one whose routers or awaited screen are not in
  /// the tree; one whose code no longer takes the same steps
  /// (``FlowError/replayDiverged(flow:step:expected:found:)``).
  ///
  /// - Returns: What became of each flow, in order.
  public func resumeFlows(
    _ snapshots: [FlowSnapshot<Route>], from catalog: FlowCatalog<Route>
  ) async -> [FlowResumption] {
    var outcomes: [FlowResumption] = []
    for snapshot in snapshots {
      outcomes.append(await resumeFlow(snapshot, from: catalog))
    }
    return outcomes
  }

  private func resumeFlow(
    _ snapshot: FlowSnapshot<Route>, from catalog: FlowCatalog<Route>
  ) async -> FlowResumption {
    guard let resume = catalog.resume(snapshot.flow) else { return .unknownFlow(snapshot.flow) }
    guard let router = store.router(snapshot.router) else {
      return .cannotResume(
        flow: snapshot.flow, reason: "its router \(snapshot.router) is not in the tree.")
    }
    let (journal, start): (FlowJournal<Route>, FlowStart<Route>)
    switch snapshot.restore(in: store) {
    case .success(let restored): (journal, start) = restored
    case .failure(let failure): return .cannotResume(flow: snapshot.flow, reason: failure.reason)
    }
    if let screen = journal.pendingScreen {
      guard router.rootRouter.hierarchy.contains(screen) else {
        return .cannotResume(
          flow: snapshot.flow, reason: "the screen \(screen) it awaited is not in the tree.")
      }
      router.rootRouter.dismissUnawaitedAlerts(over: screen)
    }
    let outcome = await withCheckedContinuation { continuation in
      journal.whenResumed = { continuation.resume(returning: $0) }
      resume(router, journal, start, snapshot.keptLinks)
    }
    switch outcome {
    case .success: return .resumed(flow: snapshot.flow)
    case .failure(let error): return .cannotResume(flow: snapshot.flow, reason: "\(error)")
    }
  }

  /// Dismisses the alerts of the router showing `screen` whose answer nobody awaits.
  private func dismissUnawaitedAlerts(over screen: EntryID) {
    guard let showing = routerShowing(screen) else { return }
    for alert in showing.alerts where !store.results.awaitsResult(alert.id) {
      try? showing.dismissAlert(id: alert.id)
    }
  }
}
