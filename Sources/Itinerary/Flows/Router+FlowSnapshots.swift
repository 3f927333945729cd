extension Router {
  /// The flows running on this router's tree, saved to resume after a relaunch with
  /// ``resumeFlows(_:from:)``; save them with the tree's ``NavigationSnapshot``.
  ///
  /// - Throws: ``FlowError/cannotSave(flow:step:reason:)`` when a running flow took a step that
  ///   returned a value that is not `Encodable`, or threw an error other than a
  ///   ``NavigationError`` or a ``FlowError``; none of the running flows is saved then.
  public func savedFlows() throws(FlowError) -> [FlowSnapshot<Route>] {
    let records = store.flows.records
    let awaitedByFlows = Set(records.compactMap(\.journal.awaitedScreen))
    var saved: [FlowSnapshot<Route>] = []
    for record in records {
      let root = store.router(record.router)?.rootRouter ?? rootRouter
      let orphaned = record.journal.awaitedScreen.map {
        root.questionsNobodyWillAnswer(over: $0, awaitedByFlows: awaitedByFlows)
      }
      saved.append(try FlowSnapshot(record, orphanedAlerts: orphaned ?? []))
    }
    return saved
  }

  /// The alerts over `screen` that code other than a running flow awaits, such as a
  /// ``LeaveGuard``'s question: that code does not survive a relaunch, so once restored they
  /// would answer nobody. An alert nobody awaits (one the app shows and forgets) is not among
  /// them, nor one a flow awaits.
  private func questionsNobodyWillAnswer(
    over screen: EntryID, awaitedByFlows: Set<EntryID>
  ) -> [EntryID] {
    guard let showing = rootRouter.routerShowing(screen) else { return [] }
    return showing.alerts.map(\.id).filter {
      store.results.awaitsResult($0) && !awaitedByFlows.contains($0)
    }
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
  /// An alert over the screen a flow awaited that code other than a flow awaited when the
  /// flow was saved, such as a ``LeaveGuard``'s "Discard your answers?", is dismissed without
  /// an answer first: that code did not survive the relaunch, and the alert's buttons would
  /// answer nobody. The guard asks again when the person next tries to leave. An alert the
  /// app showed without awaiting it stays.
  ///
  /// A flow that cannot resume leaves the restored screens where they are: one whose name is
  /// not in `catalog` (``FlowResumption/unknownFlow(_:)``); one that cannot go on from where
  /// it was, for a ``FlowResumptionFailure`` (its routers or awaited screen are not in the
  /// tree; its code no longer takes the same steps, or a saved answer no longer decodes as
  /// its step asks, found once its questions nobody would answer were dismissed). A finished
  /// sub-flow whose router left the tree, with the module a later swap replaced, is no
  /// reason: the flow resumes before or after a swap alike. The links kept for a flow
  /// (``FlowLinkPolicy/keepUntilFlowEnds``) open when it ends, and, for a flow that cannot
  /// resume, at once: a link the tree refuses is reported with
  /// ``NavigationEvent/keptLinkRefused(_:_:)``, never dropped.
  ///
  /// It returns once each flow awaits its screen again (or ended, or threw). When the task that
  /// awaits it is cancelled, it stops waiting: the flow being resumed and those after it are
  /// reported as unable to resume, as the harness does when a replay outlasts its safety limit.
  ///
  /// - Returns: What became of each flow, in order.
  public func resumeFlows(
    _ snapshots: [FlowSnapshot<Route>], from catalog: FlowCatalog<Route>
  ) async -> [FlowResumption] {
    var outcomes: [FlowResumption] = []
    for snapshot in snapshots {
      guard !Task.isCancelled else {
        open(keptLinks: snapshot.keptLinks)
        outcomes.append(.cannotResume(flow: snapshot.flow, reason: .cancelled))
        continue
      }
      outcomes.append(await resumeFlow(snapshot, from: catalog))
    }
    return outcomes
  }

  /// Resumes the flow of `snapshot`, or opens the links kept for it when it cannot start
  /// again: once it starts, its run opens them when it ends.
  private func resumeFlow(
    _ snapshot: FlowSnapshot<Route>, from catalog: FlowCatalog<Route>
  ) async -> FlowResumption {
    var started = false
    defer { if !started { open(keptLinks: snapshot.keptLinks) } }
    guard let resume = catalog.resume(snapshot.flow) else { return .unknownFlow(snapshot.flow) }
    guard let router = store.router(snapshot.router) else {
      return .cannotResume(flow: snapshot.flow, reason: .routerGone(snapshot.router))
    }
    let (journal, start): (FlowJournal<Route>, FlowStart<Route>)
    switch snapshot.restore(in: store) {
    case .success(let restored): (journal, start) = restored
    case .failure(let reason): return .cannotResume(flow: snapshot.flow, reason: reason)
    }
    if let screen = journal.pendingScreen {
      guard router.rootRouter.hierarchy.contains(screen) else {
        return .cannotResume(flow: snapshot.flow, reason: .screenGone(screen))
      }
      router.rootRouter.dismiss(snapshot.orphanedAlerts ?? [], over: screen)
    }
    // Cancelled, it stops waiting for the flow to reach its screen again.
    started = true
    let outcome = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        journal.whenResumed = { continuation.resume(returning: $0) }
        resume(router, journal, start, snapshot.keptLinks)
      }
    } onCancel: {
      Task { @MainActor in journal.tellResumed(.failure(CancellationError())) }
    }
    switch outcome {
    case .success: return .resumed(flow: snapshot.flow)
    case .failure(let error):
      return .cannotResume(flow: snapshot.flow, reason: FlowResumptionFailure(error))
    }
  }

  /// Dismisses, without an answer, those of `alerts` that the router showing `screen` shows
  /// or queues.
  private func dismiss(_ alerts: [EntryID], over screen: EntryID) {
    guard let showing = routerShowing(screen) else { return }
    for alert in alerts where showing.alerts.contains(where: { $0.id == alert }) {
      // The alert is on this router, which is in the tree: nothing refuses its dismissal.
      try? showing.dismissAlert(id: alert)
    }
  }
}
