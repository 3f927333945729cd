/// What the routers of one navigation tree share: the source of fresh ids, the events hub and
/// the lane.
// Usable from inlinable code, with the fields and helpers marked so, for `router.push_pop`,
// `lane.push_pop` and `navigator.push_pop`: the stack verbs make entries with fresh ids and
// reach, through it, the lane's one entry point for them (`stackChanged(by:level:)`), the hub's
// (`publish(_:)`) and the key paths; and for `explorer.paths`, an awaited push reaches the
// result registry's.
@MainActor
@usableFromInline
final class NavigationContext<Route: NavigationRoute> {
  // Not checked at run time: main-actor isolated, a counter read and bumped in one place.
  @exclusivity(unchecked) @usableFromInline var lastID: UInt64 = 0
  @usableFromInline let events: NavigationEventHub<Route>
  @usableFromInline let lane: NavigationLane<Route>
  @usableFromInline let results = ResultRegistry()
  let dismissActions = DismissActionRegistry()
  @usableFromInline let keyPaths = RouterKeyPaths<Route>()

  init() {
    events = NavigationEventHub(results: results, dismissActions: dismissActions)
    lane = NavigationLane(events: events)
  }

  /// The owner of the tree: a lone root router, a tab, split or module router.
  weak var owner: (any NavigationTreeOwner<Route>)? {
    didSet { lane.owner = owner }
  }

  /// The root router of each hierarchy of the tree.
  var roots: [Router<Route>] { owner?.treeRoots ?? [] }

  /// Applies `body` as one change to the whole tree: every hierarchy, the owner's own state
  /// (selection, layout, modules), the id counter and the records commands make. All of it
  /// applies, with its events delivered once in order and the lane planning it as one
  /// change; or, when `body` throws, all of it is put back as it was, its events and records
  /// discarded, and the error rethrown.
  func transaction<Result>(
    _ body: () throws(NavigationError) -> Result
  ) throws(NavigationError) -> Result {
    let snapshot = owner.map { TreeSnapshot(of: $0, context: self) }
    let mark = events.hold()
    lane.beginBatch()
    let result: Result
    do {
      result = try body()
    } catch {
      if let owner { snapshot?.restore(owner, context: self) }
      lane.endBatch()
      events.release(mark, refusal: error)
      throw error
    }
    lane.endBatch()
    events.release(mark, refusal: nil)
    return result
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

  /// Moves the id counter past ids that arrived from outside, for example in a replayed
  /// command, so that no later generated id repeats one.
  ///
  /// - Throws: ``NavigationError/idOutOfRange(_:)`` for a generated id above
  ///   ``EntryID/largestGenerated``, past which the counter could not count on; the counter
  ///   is then unchanged.
  func reserve(
    _ entries: some Collection<EntryID>, routers: some Collection<RouterID> = []
  ) throws(NavigationError) {
    var highest = lastID
    for id in entries {
      guard case .generated(let value) = id.storage else { continue }
      guard value <= EntryID.largestGenerated else { throw .idOutOfRange(id.description) }
      highest = max(highest, value)
    }
    for id in routers {
      guard id.rawValue <= EntryID.largestGenerated else {
        throw .idOutOfRange(id.description)
      }
      highest = max(highest, id.rawValue)
    }
    lastID = highest
  }

  @inlinable
  func makeEntry(_ route: Route, id: EntryID?, transition: ScreenTransition?) -> Entry<Route> {
    Entry(id: id ?? makeEntryID(), route: route, transition: transition)
  }
}
