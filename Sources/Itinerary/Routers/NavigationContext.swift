/// What the routers of one navigation tree share: the source of fresh ids and the events hub.
@MainActor
final class NavigationContext<Route: NavigationRoute> {
  private var lastID: UInt64 = 0
  let events = NavigationEventHub<Route>()

  func makeEntryID() -> EntryID {
    lastID += 1
    return EntryID(generated: lastID)
  }

  func makeRouterID() -> RouterID {
    lastID += 1
    return RouterID(rawValue: lastID)
  }

  func makeEntry(_ route: Route, id: EntryID?, transition: NavigationTransition?) -> Entry<Route> {
    Entry(id: id ?? makeEntryID(), route: route, transition: transition)
  }
}
