/// The flows running on a store's tree, each with its journal, the router it runs on and where
/// it started: what ``Router/savedFlows()`` saves.
@MainActor
final class RunningFlows<Route: NavigationRoute> {
  /// One running flow.
  struct Record {
    let journal: FlowJournal<Route>
    let router: RouterID
    let start: FlowStart<Route>
  }

  /// The running flows, oldest first.
  private(set) var records: [Record] = []

  /// Notes that a flow started running.
  func add(_ record: Record) {
    records.append(record)
  }

  /// Notes that the flow with this journal ended.
  func remove(_ journal: FlowJournal<Route>) {
    records.removeAll { $0.journal === journal }
  }
}
