/// What the routers of one navigation tree share: the source of fresh ids, the events hub and
/// the lane.
@MainActor
@usableFromInline
final class NavigationContext<Route: NavigationRoute> {
  // Not checked at run time: main-actor isolated, a counter read and bumped in one place.
  @exclusivity(unchecked) @usableFromInline var lastID: UInt64 = 0
  @usableFromInline let events: NavigationEventHub<Route>
  let owner: LaneOwner<Route>
  @usableFromInline let lane: NavigationLane<Route>
  @usableFromInline let results = ResultRegistry<Route>()
  let dismissActions = DismissActionRegistry()
  @usableFromInline let keyPaths = RouterKeyPaths<Route>()

  init() {
    events = NavigationEventHub(results: results, dismissActions: dismissActions)
    owner = LaneOwner()
    lane = NavigationLane(owner: owner, events: events)
  }

  @inlinable
  func makeEntryID() -> EntryID {
    lastID += 1
    return EntryID(generated: lastID)
  }

  func makeRouterID() -> RouterID {
    lastID += 1
    return RouterID(rawValue: lastID)
  }

  /// Moves the id counter past an id that arrived from outside, for example in a replayed
  /// command, so that no later generated id repeats it.
  func reserve(_ id: EntryID) {
    if case .generated(let value) = id.storage { lastID = max(lastID, value) }
  }

  /// Moves the id counter past a router id that arrived from outside.
  func reserve(_ id: RouterID) {
    lastID = max(lastID, id.rawValue)
  }

  @inlinable
  func makeEntry(_ route: Route, id: EntryID?, transition: NavigationTransition?) -> Entry<Route> {
    Entry(id: id ?? makeEntryID(), route: route, transition: transition)
  }
}
