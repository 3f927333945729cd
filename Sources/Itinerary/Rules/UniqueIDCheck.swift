/// Finds the first id that a navigation tree uses twice, and says where.
///
/// Entry ids are unique across every kind of use: screens (roots and pushed), in-place content
/// on a screen, overlay modals, alerts, queued screens (and content on them) and queued
/// content. Router ids are unique across the routers and the routers that queued
/// presentations will create. Both hold across the whole tree: every tab of a tab router,
/// both columns of a split router. Decoding relies on this check; `onDismiss` and every lookup
/// by id rely on what it guarantees.
///
/// A valid tree costs a set insertion per id: where an id is used is worked out only for the
/// repeat it reports.
struct UniqueIDCheck<Route: NavigationRoute> {
  /// An id of either kind.
  private enum AnyID: Hashable {
    case entry(EntryID)
    case router(RouterID)
  }

  /// Where an id is used: a level of a hierarchy, and what on it.
  private struct Place {
    enum Kind: String {
      case router = "", screen, modal, alert, queuedScreen = "queued screen"
      case queuedContent = "queued content"
    }

    let level: Int
    let router: RouterID
    let kind: Kind
    var index = 0
    var content: Int?

    func description(prefix: String) -> String {
      guard kind != .router else { return prefix + "level \(level)" }
      let place = prefix + "level \(level) (router \(router)), \(kind.rawValue) \(index)"
      return content.map { place + ", content \($0)" } ?? place
    }
  }

  private var entries: Set<EntryID> = []
  private var routers: Set<RouterID> = []
  /// The hierarchies checked so far, to find where a repeated id was first used.
  private var checked: [(levels: [RouterState<Route>], prefix: String)] = []
  /// The names of the tabs, split and modules nodes checked so far, by id.
  private var nodes: [RouterID: String] = [:]

  /// Records the id of a tabs, split or modules node, named by `name` (`"module 0 (main),
  /// tabs r2"`), and returns a repeat as a sentence: `"tab home, split r4: router id r4
  /// appears twice (first at tabs r2)"`.
  mutating func add(node id: RouterID, name: String) -> String? {
    guard routers.insert(id).inserted else {
      let first = firstPlace(of: .router(id), before: ([], "")) ?? "an earlier place"
      return "\(name): router id \(id) appears twice (first at \(first))"
    }
    nodes[id] = name
    return nil
  }

  /// Records the ids of a hierarchy's levels, each place named after `prefix` (such as
  /// `"tab home, "`), and returns the first repeat as a sentence: `"level 1 (router r4),
  /// modal 0: id #3 appears twice (first at level 0 (router r1), screen 2)"`.
  mutating func add(_ levels: [RouterState<Route>], prefix: String = "") -> String? {
    defer { checked.append((levels, prefix)) }
    guard insertAll(levels) else { return describeRepeat(in: levels, prefix: prefix) }
    return nil
  }

  /// Inserts every id of the levels; `false` at the first one seen before. Plain loops: this
  /// is the whole cost of checking a valid tree.
  private mutating func insertAll(_ levels: [RouterState<Route>]) -> Bool {
    for level in levels {
      guard routers.insert(level.id).inserted, insert(level.root) else { return false }
      for entry in level.path where !insert(entry) { return false }
      for modal in level.modals where !entries.insert(modal.id).inserted { return false }
      for alert in level.alerts where !entries.insert(alert.id).inserted { return false }
      for request in level.screenQueue {
        guard insert(request.entry), routers.insert(request.router).inserted else { return false }
      }
      for content in level.transitionQueue where !entries.insert(content.id).inserted {
        return false
      }
    }
    return true
  }

  /// Inserts a screen's id and the ids of the content shown on it.
  private mutating func insert(_ entry: Entry<Route>) -> Bool {
    guard entries.insert(entry.id).inserted else { return false }
    for content in entry.inPlaceTransitions where !entries.insert(content.id).inserted {
      return false
    }
    return true
  }

  /// The first repeat in `levels`, in words, with where the id was first used.
  private func describeRepeat(in levels: [RouterState<Route>], prefix: String) -> String {
    var seen = Set(nodes.keys.map { AnyID.router($0) })
    var repeated: (id: AnyID, place: Place)?
    for (earlier, _) in checked {
      Self.forEachID(in: earlier) { id, _ in
        seen.insert(id)
        return true
      }
    }
    Self.forEachID(in: levels) { id, place in
      guard !seen.insert(id).inserted else { return true }
      repeated = (id, place)
      return false
    }
    guard let repeated else { return "\(prefix)an id appears twice" }
    let what =
      switch repeated.id {
      case .entry(let id): "id \(id)"
      case .router(let id): "router id \(id)"
      }
    let first = firstPlace(of: repeated.id, before: (levels, prefix)) ?? "an earlier place"
    return
      "\(repeated.place.description(prefix: prefix)): \(what) appears twice (first at \(first))"
  }

  /// Where `id` was first used, in words: in a hierarchy checked before, as the id of a node,
  /// or in `current`.
  private func firstPlace(
    of id: AnyID, before current: (levels: [RouterState<Route>], prefix: String)
  ) -> String? {
    for (levels, prefix) in checked {
      if let place = firstPlace(of: id, in: levels, prefix: prefix) { return place }
    }
    if case .router(let router) = id, let name = nodes[router] { return name }
    return firstPlace(of: id, in: current.levels, prefix: current.prefix)
  }

  /// Where `id` is first used in `levels`, in words.
  private func firstPlace(
    of id: AnyID, in levels: [RouterState<Route>], prefix: String
  ) -> String? {
    var found: Place?
    Self.forEachID(in: levels) { candidate, place in
      guard candidate == id else { return true }
      found = place
      return false
    }
    return found?.description(prefix: prefix)
  }

  /// Calls `body` with every id the levels use and its place, in order, while it returns
  /// `true`.
  private static func forEachID(
    in levels: [RouterState<Route>], _ body: (AnyID, Place) -> Bool
  ) {
    for (index, level) in levels.enumerated() {
      func place(_ kind: Place.Kind, _ position: Int = 0) -> Place {
        Place(level: index, router: level.id, kind: kind, index: position)
      }
      guard body(.router(level.id), place(.router)) else { return }
      for (screen, entry) in level.entries.enumerated() {
        guard visit(entry, at: place(.screen, screen), body) else { return }
      }
      for (modal, overlay) in level.modals.enumerated() {
        guard body(.entry(overlay.id), place(.modal, modal)) else { return }
      }
      for (alert, state) in level.alerts.enumerated() {
        guard body(.entry(state.id), place(.alert, alert)) else { return }
      }
      for (queued, request) in level.screenQueue.enumerated() {
        guard visit(request.entry, at: place(.queuedScreen, queued), body),
          body(.router(request.router), place(.queuedScreen, queued))
        else { return }
      }
      for (queued, content) in level.transitionQueue.enumerated() {
        guard body(.entry(content.id), place(.queuedContent, queued)) else { return }
      }
    }
  }

  /// Calls `body` with a screen's id and the ids of the content shown on it.
  private static func visit(
    _ entry: Entry<Route>, at place: Place, _ body: (AnyID, Place) -> Bool
  ) -> Bool {
    guard body(.entry(entry.id), place) else { return false }
    for (index, content) in entry.inPlaceTransitions.enumerated() {
      var contentPlace = place
      contentPlace.content = index
      guard body(.entry(content.id), contentPlace) else { return false }
    }
    return true
  }
}
