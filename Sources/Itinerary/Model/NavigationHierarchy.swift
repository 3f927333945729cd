/// A root router and the chain of routers presented above it, as one value.
///
/// Each router presents at most one sheet or cover, so a hierarchy is a chain of levels:
/// `levels[0]` is the root router, `levels[1]` the router of the modal it presents, and so
/// on; the last level is the one on screen. Read it from any router with
/// ``Router/hierarchy``, compare it in tests, print it with `description`, encode it when the
/// route is `Codable`.
public struct NavigationHierarchy<Route: NavigationRoute>: Hashable, Sendable {
  /// The routers of the chain, the root first. Never empty.
  public internal(set) var levels: [RouterState<Route>] {
    @inlinable get { storedLevels }
    _modify { yield &storedLevels }
    set { storedLevels = newValue }
  }

  /// The storage of ``levels``, named apart so that the lane's inlinable stack step
  /// (`lane.push_pop`) can change a level: the setter of ``levels`` is internal, to keep the
  /// chain valid.
  @usableFromInline var storedLevels: [RouterState<Route>]

  /// A hierarchy of one root router. A root router has no presentation, so the root's
  /// `presentation` is dropped.
  public init(root: RouterState<Route>) {
    var root = root
    root.presentation = nil
    storedLevels = [root]
  }

  /// A hierarchy of levels the caller has checked, root first. Usable from inline for the
  /// empty stack that stands in the tree for the stack out of it (`NavigationStore.noStack`,
  /// `router.push_pop@nested`).
  @usableFromInline
  init(checkedLevels levels: [RouterState<Route>]) {
    storedLevels = levels
  }

  /// The root router's slice.
  public var root: RouterState<Route> { levels[0] }

  /// The last router's slice: the one on screen.
  public var deepest: RouterState<Route> { levels[levels.count - 1] }

  /// Every screen, in the order they were stacked: each level's root, then its pushed
  /// screens, then the next level.
  public var screens: [Entry<Route>] { levels.flatMap { $0.entries } }

  /// The number of screens in the hierarchy.
  public var screenCount: Int { levels.reduce(0) { $0 + $1.screenCount } }

  /// Whether this id is in use anywhere in the hierarchy: by a screen, in-place content on a
  /// screen, an overlay modal, an alert, or a queued screen or content. Ids are unique across
  /// all of them.
  public func contains(_ id: EntryID) -> Bool {
    levels.contains { level in
      level.root.usesID(id) || level.path.contains { $0.usesID(id) }
        || level.modals.contains { $0.id == id } || level.alerts.contains { $0.id == id }
        || level.screenQueue.contains { $0.entry.id == id }
        || level.transitionQueue.contains { $0.id == id }
    }
  }

  /// Every id in use in the hierarchy; see ``contains(_:)``.
  public var allIDs: Set<EntryID> {
    var ids = Set<EntryID>()
    for level in levels {
      for entry in [level.root] + level.path { ids.formUnion(entry.leavingIDs) }
      ids.formUnion(level.modals.map { $0.id })
      ids.formUnion(level.alerts.map { $0.id })
      ids.formUnion(level.screenQueue.map { $0.entry.id })
      ids.formUnion(level.transitionQueue.map { $0.id })
    }
    return ids
  }

  /// Refuses ids that are in use, or that repeat among themselves.
  func checkUnused(_ ids: [EntryID]) throws(NavigationError) {
    var seen = Set<EntryID>()
    for id in ids where contains(id) || !seen.insert(id).inserted {
      throw .duplicateEntry(id)
    }
  }

  /// Where the screen with this id is, if it is in the hierarchy.
  public func position(of id: EntryID) -> ScreenPosition? {
    for (level, state) in levels.enumerated() {
      if state.root.id == id { return ScreenPosition(level: level, index: 0) }
      if let index = state.pathIndex(of: id) {
        return ScreenPosition(level: level, index: index + 1)
      }
    }
    return nil
  }

  /// The level of the router with this id.
  public func level(of router: RouterID) -> Int? {
    levels.firstIndex { $0.id == router }
  }

  /// The position of the screen at `offset` in ``screens``, clamped to the hierarchy.
  func position(atOffset offset: Int) -> ScreenPosition {
    var remaining = max(offset, 0)
    for (level, state) in levels.enumerated() {
      if remaining < state.screenCount { return ScreenPosition(level: level, index: remaining) }
      remaining -= state.screenCount
    }
    return ScreenPosition(level: levels.count - 1, index: deepest.path.count)
  }

  /// Removes every level from `count` on and returns their dismissal events, deepest first:
  /// for each level what it held over its screens (modals, alerts, queues), then its screens.
  mutating func removeLevels(from count: Int) -> [NavigationEvent<Route>] {
    guard levels.count > count else { return [] }
    let removed = levels[count...]
    levels.removeSubrange(count...)
    return removed.reversed().flatMap { level -> [NavigationEvent<Route>] in
      var events: [NavigationEvent<Route>] = []
      if !level.modals.isEmpty {
        events.append(.modalsDismissed(level.modals.reversed(), router: level.id))
      }
      events += level.alerts.map { .alertDismissed($0, answer: nil, router: level.id) }
      if !level.screenQueue.isEmpty {
        events.append(.unqueued(level.screenQueue, router: level.id))
      }
      if !level.transitionQueue.isEmpty {
        events.append(.transitionsUnqueued(level.transitionQueue, router: level.id))
      }
      events.append(.dismissed(router: level.id, screens: level.entries))
      return events
    }
  }
}

extension NavigationHierarchy: Codable where Route: Codable {
  /// Decodes a hierarchy and checks it, so that corrupt data cannot break the uniqueness that
  /// lookups by id and `onDismiss` rely on:
  ///
  /// - at least one level; only the root without a presentation; bare levels without pushes;
  /// - entry ids unique across every kind of use in the hierarchy: screens (roots and pushed),
  ///   in-place content on screens, overlay modals, alerts, queued screens and queued content;
  /// - router ids unique across the levels and the routers that queued screens will create
  ///   (``ScreenRequest/router``);
  /// - generated ids and router ids at most ``EntryID/largestGenerated``;
  /// - the ranges the documentation states: ``SheetDetent`` fractions in `0...1` and heights
  ///   above 0, ``ModalTransition/Part/scale(_:)`` and ``ModalBackground`` colours in `0...1`,
  ///   ``ModalAnimation`` durations not negative, and no NaN or infinity.
  ///
  /// Invalid data throws `DecodingError.dataCorrupted` saying what is wrong and where, either
  /// in the message (`"Invalid navigation hierarchy: level 1 (router r4), modal 0: id #3
  /// appears twice (first at level 0 (router r1), screen 2)"`) or in the coding path.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let levels = try container.decode([RouterState<Route>].self)
    if let problem = Self.problem(in: levels) {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Invalid navigation hierarchy: \(problem)")
    }
    storedLevels = levels
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(levels)
  }
}

extension NavigationHierarchy {
  /// What makes these levels an invalid hierarchy, or `nil` when they are valid: at least one
  /// level, only the first without a presentation, bare levels without pushed screens, and
  /// ids used once each (see ``UniqueIDCheck``).
  static func problem(in levels: [RouterState<Route>]) -> String? {
    if let problem = shapeProblem(in: levels) { return problem }
    var check = UniqueIDCheck<Route>()
    return check.add(levels)
  }

  /// What makes these levels an invalid chain, ids aside, or `nil`: at least one level, only
  /// the first without a presentation, bare levels without pushed screens.
  static func shapeProblem(in levels: [RouterState<Route>]) -> String? {
    guard let first = levels.first else { return "it has no root router" }
    if first.presentation != nil { return "the root router \(first.id) has a presentation" }
    if let unpresented = levels.dropFirst().first(where: { $0.presentation == nil }) {
      return "router \(unpresented.id) above the root has no presentation"
    }
    if let bare = levels.first(where: { $0.isBare && !$0.path.isEmpty }) {
      return "bare router \(bare.id) has pushed screens"
    }
    return nil
  }
}
