/// Finds the first id that a navigation tree uses twice, and says where.
///
/// Entry ids are unique across every kind of use: screens (roots and pushed), in-place content
/// on a screen, overlay modals, alerts, queued screens (and content on them) and queued
/// content. Router ids are unique across the routers and the routers that queued
/// presentations will create. Both hold across the whole tree: every tab of a tab router,
/// both columns of a split router. Decoding relies on this check; `onDismiss` and every lookup
/// by id rely on what it guarantees.
struct UniqueIDCheck<Route: NavigationRoute> {
  private var entryPlaces: [EntryID: String] = [:]
  private var routerPlaces: [RouterID: String] = [:]

  /// Records the ids of a hierarchy's levels, each place named after `prefix` (such as
  /// `"tab home, "`), and returns the first repeat as a sentence: `"level 1 (router r4),
  /// modal 0: id #3 appears twice (first at level 0 (router r1), screen 2)"`.
  mutating func add(_ levels: [RouterState<Route>], prefix: String = "") -> String? {
    for (index, level) in levels.enumerated() {
      if let problem = add(level.id, at: prefix + "level \(index)") { return problem }
      let place = prefix + "level \(index) (router \(level.id)), "
      for (screen, entry) in level.entries.enumerated() {
        if let problem = add(entry, at: place + "screen \(screen)") { return problem }
      }
      for (modal, overlay) in level.modals.enumerated() {
        if let problem = add(overlay.id, at: place + "modal \(modal)") { return problem }
      }
      for (alert, state) in level.alerts.enumerated() {
        if let problem = add(state.id, at: place + "alert \(alert)") { return problem }
      }
      for (queued, request) in level.screenQueue.enumerated() {
        let requestPlace = place + "queued screen \(queued)"
        if let problem = add(request.entry, at: requestPlace) { return problem }
        if let problem = add(request.router, at: requestPlace) { return problem }
      }
      for (queued, content) in level.transitionQueue.enumerated() {
        if let problem = add(content.id, at: place + "queued content \(queued)") { return problem }
      }
    }
    return nil
  }

  /// Records a screen's id and the ids of the content shown on it.
  private mutating func add(_ entry: Entry<Route>, at place: String) -> String? {
    if let problem = add(entry.id, at: place) { return problem }
    for (index, content) in entry.transitions.enumerated() {
      if let problem = add(content.id, at: place + ", content \(index)") { return problem }
    }
    return nil
  }

  private mutating func add(_ id: EntryID, at place: String) -> String? {
    if let first = entryPlaces[id] {
      return "\(place): id \(id) appears twice (first at \(first))"
    }
    entryPlaces[id] = place
    return nil
  }

  private mutating func add(_ id: RouterID, at place: String) -> String? {
    if let first = routerPlaces[id] {
      return "\(place): router id \(id) appears twice (first at \(first))"
    }
    routerPlaces[id] = place
    return nil
  }
}
