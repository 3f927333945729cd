/// The flows running on a store's tree, each with its journal, the router it runs on, where it
/// started and the links that arrived for it: what ``Router/savedFlows()`` saves and what
/// ``Router/open(_:)`` asks first.
// Usable from inlinable code, with the record and the members marked so, for `explorer.paths`:
// a flow's run (`Router.run(_:modules:)`, inlinable) adds its record and removes it.
@MainActor
@usableFromInline
final class RunningFlows<Route: NavigationRoute> {
  /// How the screen a flow's stage awaits takes a link as its answer
  /// (``FlowContext/push(_:returning:answered:leaving:orLink:)``).
  struct LinkAnswer {
    /// The screen awaiting its answer.
    let screen: EntryID
    /// Answers the screen with what the link maps to, and says whether it did.
    let answers: @MainActor (LinkDestination<Route>) -> Bool
  }

  /// One running flow.
  @MainActor
  @usableFromInline
  final class Record {
    let journal: FlowJournal<Route>
    /// The router it runs on: where it started, or the router of the module it swapped to.
    @usableFromInline var router: RouterID
    /// Where its ending unwinds to: where it started, or where the module it swapped to was.
    @usableFromInline var start: FlowStart<Route>
    let links: FlowLinkPolicy
    /// The links kept for the flow, in the order they arrived: to hand to it, or to open once
    /// it ends.
    @usableFromInline var keptLinks: [LinkDestination<Route>] = []
    /// The flow's step that awaits a link, if one does.
    var linkWaiter: CheckedContinuation<LinkDestination<Route>, any Error>?
    /// How the screen the flow awaits takes a link as its answer, if it does.
    var linkAnswer: LinkAnswer?

    @usableFromInline
    init(
      journal: FlowJournal<Route>, router: RouterID, start: FlowStart<Route>,
      links: FlowLinkPolicy
    ) {
      self.journal = journal
      self.router = router
      self.start = start
      self.links = links
    }

    /// Resumes the step awaiting a link with `result`, if one awaits.
    func resumeLinkWaiter(with result: Result<LinkDestination<Route>, any Error>) {
      guard let waiter = linkWaiter else { return }
      linkWaiter = nil
      waiter.resume(with: result)
    }
  }

  /// The running flows, oldest first.
  private(set) var records: [Record] = []

  /// The number of flow steps awaiting a link.
  var awaitingLinks: Int { records.count { $0.linkWaiter != nil } }

  /// Notes that a flow started running.
  @usableFromInline
  func add(_ record: Record) {
    records.append(record)
  }

  /// Notes that the flow of `record` ended.
  @usableFromInline
  func remove(_ record: Record) {
    records.removeAll { $0 === record }
  }

  /// The record of the flow whose journal is `journal`.
  func record(of journal: FlowJournal<Route>) -> Record? {
    records.last { $0.journal === journal }
  }

  /// Gives `destination`, a link that arrived, to the flows: as the answer of a screen a
  /// flow awaits when that screen takes it, the latest flow's first; else to the flow that
  /// started last, as its policy says. Returns whether a flow took it, and the link must not
  /// open now.
  func take(_ destination: LinkDestination<Route>, in store: NavigationStore<Route>) -> Bool {
    for record in records.reversed() {
      if let answer = record.linkAnswer, answer.answers(destination) {
        store.events.emit([
          .linkAnsweredStage(
            destination, screen: answer.screen, flow: record.journal.flowName)
        ])
        return true
      }
    }
    guard let flow = records.last else { return false }
    switch flow.links {
    case .handToFlow where flow.linkWaiter != nil:
      flow.resumeLinkWaiter(with: .success(destination))
    case .keepUntilFlowEnds, .handToFlow, .keepUntilModuleShows:
      flow.keptLinks.append(destination)
      store.events.emit([.linkKept(destination, flow: flow.journal.flowName)])
    case .endFlowAndOpen:
      flow.keptLinks.append(destination)
      let ending = FlowError.endedByLink(flow: flow.journal.flowName)
      if flow.linkWaiter != nil {
        flow.resumeLinkWaiter(with: .failure(ending))
      } else if let screen = flow.journal.awaitedScreen, store.results.awaitsResult(screen) {
        store.results.fail(screen, with: ending)
      } else {
        // Busy with its own work, or going back a stage: it ends at its next step.
        flow.journal.pendingEnd = ending
      }
    }
    return true
  }

  /// Opens, in the order they arrived, the links that flows keep until their module shows
  /// (``FlowLinkPolicy/keepUntilModuleShows``) and that name `shown`, the module now on
  /// screen; a link the tree refuses is reported with ``NavigationEvent/keptLinkRefused(_:_:)``.
  func openLinks(needing shown: String, in store: NavigationStore<Route>) {
    for record in records where record.links == .keepUntilModuleShows {
      let due = record.keptLinks.filter { $0.module == shown }
      guard !due.isEmpty else { continue }
      record.keptLinks.removeAll { $0.module == shown }
      for link in due { store.openPassingFlows(link) }
    }
  }
}
