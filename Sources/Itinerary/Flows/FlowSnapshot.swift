/// A running flow saved beside its tree's ``NavigationSnapshot``, to resume after a relaunch:
/// the flow's name, the router it runs on, where it started, each step it took with what the
/// step returned, and the step it was taking.
///
/// Save the running flows with ``Router/savedFlows()`` when you save the tree, and after the
/// next launch restores the tree, resume them with ``Router/resumeFlows(_:from:)``: each flow
/// registered under its name in a ``FlowCatalog`` replays its steps without touching the
/// tree, and the screen it awaited awaits its answer again.
///
/// ```swift
/// // When the scene goes to the background:
/// saved = SavedApp(tree: try NavigationSnapshot(NavigationNode(of: router.store)).data(),
///                  flows: try JSONEncoder().encode(try router.savedFlows()))
///
/// // At launch, once the tree is restored:
/// let flows = try JSONDecoder().decode([FlowSnapshot<AppRoute>].self, from: saved.flows)
/// for outcome in await router.resumeFlows(flows, from: catalog) { log(outcome) }
/// ```
///
/// It encodes when the route does, the answers as JSON: a flow can be saved when every step
/// it took returned an `Encodable` value (or nothing), or threw a ``NavigationError`` or a
/// ``FlowError`` that the flow caught, such as the person leaving a stage the flow lets them
/// skip. The links kept for the flow are saved
/// with it, and open when the resumed flow ends.
public struct FlowSnapshot<Route: NavigationRoute>: Hashable, Sendable {
  /// A router and a screen on it, where a flow or a sub-flow started.
  struct Start: Hashable, Sendable, Codable {
    let router: RouterID
    let screen: EntryID
  }

  /// One step taken, and what it returned or threw: neither for the step the flow was
  /// taking.
  struct Step: Hashable, Sendable {
    let step: FlowJournal<Route>.Step
    let screen: EntryID?
    let stays: Bool
    let answer: FlowSnapshotAnswer?
    /// What the step threw, when the flow caught it; absent from snapshots saved before
    /// failures were.
    let failure: FlowSnapshotFailure?
    let start: Start?
  }

  /// The flow's name, under which a ``FlowCatalog`` finds it.
  public let flow: String
  /// The router the flow runs on.
  let router: RouterID
  /// Where the flow started.
  let start: Start
  /// The steps it took, in order.
  let steps: [Step]
  /// The links kept for it, to open once it ends (see ``FlowLinkPolicy``).
  let keptLinks: [LinkDestination<Route>]
  /// The alerts over the screen it awaited that other code awaited, which a relaunch leaves
  /// with nobody to answer them; `nil` in a snapshot saved before they were recorded, which
  /// dismisses none.
  let orphanedAlerts: [EntryID]?
  /// The indices in ``steps`` of the sub-flows running when it was saved, outermost first;
  /// `nil` in a snapshot saved before they were recorded, whose sub-flows all count as
  /// running.
  let runningSubflows: [Int]?

  /// Saves a running flow, with the alerts over its screen that would answer nobody after a
  /// relaunch.
  ///
  /// - Throws: ``FlowError/cannotSave(flow:step:reason:)`` when a step returned a value that
  ///   is not `Encodable`, or threw an error other than a ``NavigationError`` or a
  ///   ``FlowError`` (see ``FlowSnapshotFailure``).
  @MainActor
  init(_ record: RunningFlows<Route>.Record, orphanedAlerts: [EntryID]) throws(FlowError) {
    let journal = record.journal
    flow = journal.flowName
    router = record.router
    start = Start(record.start)
    keptLinks = record.keptLinks
    self.orphanedAlerts = orphanedAlerts
    runningSubflows = journal.runningSubflows
    var steps: [Step] = []
    for (index, entry) in journal.entries.enumerated() {
      var answer: FlowSnapshotAnswer?
      var failure: FlowSnapshotFailure?
      switch entry.outcome {
      case .success(let saved as FlowSnapshotAnswer)?: answer = saved
      case .success(let value)?:
        guard let saved = FlowSnapshotAnswer(value) else {
          throw .cannotSave(
            flow: flow, step: index + 1,
            reason: "\(entry.step) returned a \(type(of: value)), which is not Encodable")
        }
        answer = saved
      case .failure(let error)?:
        guard let saved = FlowSnapshotFailure(error) else {
          throw .cannotSave(
            flow: flow, step: index + 1,
            reason: "\(entry.step) threw \(error), which is neither a navigation nor a flow error")
        }
        failure = saved
      case nil: break
      }
      steps.append(
        Step(
          step: entry.step, screen: entry.screen, stays: entry.stays, answer: answer,
          failure: failure, start: entry.start.map(Start.init)))
    }
    self.steps = steps
  }

  /// The journal to resume on `store`'s restored tree, and where the flow started; the
  /// failure ``FlowResumptionFailure/routerGone(_:)`` when a router it needs is not in the
  /// tree: where it started, or where a sub-flow still running started.
  ///
  /// A sub-flow that had ended may have started on a router that is gone, such as the
  /// onboarding module's, which a later swap of modules took away: it replays without
  /// unwinding to its start, and none of its stages is on screen for Back to return to, so
  /// it resumes without it.
  @MainActor
  func restore(
    in store: NavigationStore<Route>
  ) -> Result<(journal: FlowJournal<Route>, start: FlowStart<Route>), FlowResumptionFailure> {
    func located(_ saved: Start) -> FlowStart<Route>? {
      store.router(saved.router).map { FlowStart(router: $0, screen: saved.screen) }
    }
    guard let flowStart = located(start) else { return .failure(.routerGone(start.router)) }
    var entries: [FlowJournal<Route>.Entry] = []
    for (index, step) in steps.enumerated() {
      var entry = FlowJournal<Route>.Entry(step: step.step)
      entry.screen = step.screen
      entry.stays = step.stays
      entry.outcome = step.answer.map { .success($0) } ?? step.failure.map { .failure($0.error) }
      if let saved = step.start {
        if let subflowStart = located(saved) {
          entry.start = subflowStart
        } else if runningSubflows?.contains(index) ?? true {
          return .failure(.routerGone(saved.router))
        }
      }
      entries.append(entry)
    }
    return .success((FlowJournal(flowName: flow, restoring: entries), flowStart))
  }
}

extension FlowSnapshot.Start {
  /// Where `start` is.
  @MainActor
  init(_ start: FlowStart<Route>) {
    self.init(router: start.router.id, screen: start.screen)
  }
}

extension FlowSnapshot.Step: Codable where Route: Codable {}

extension FlowSnapshot: Codable where Route: Codable {}
