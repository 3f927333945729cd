import Itinerary

extension RandomScreenVerb {
  /// What this verb must do when issued on the router at `level`, with id `issuer`, of
  /// `hierarchy`, in a tree whose ids in use are `treeIDs`.
  ///
  /// Cheap predictions only, from the documentation: the target, then an id already in use
  /// (in the hierarchy first, then in another hierarchy of the tree), an unknown id, an empty
  /// queue with `.throwError`, an insert location on a presentation. A batch ending in a
  /// refused verb is refused; any other batch may go either way.
  func expectation(
    level: Int, issuer: RouterID, in hierarchy: NavigationHierarchy<TestRoute>,
    treeIDs: Set<EntryID>
  ) -> Expectation {
    var acted = level
    if let target {
      let deepest = hierarchy.levels.count - 1
      guard let resolved = RandomVerb.level(of: target, from: level, deepest: deepest) else {
        return .refusing(.targetUnavailable(target, from: issuer))
      }
      acted = resolved
    }
    let levelIDs = hierarchy.levels.map(Self.ids(of:))
    let own = Set(levelIDs.joined())
    let others = treeIDs.subtracting(own)
    let state = hierarchy.levels[acted]
    switch self {
    case .show(let specs, _):
      let screens = specs.map { ShownScreen(id: $0.id, route: $0.route, isPush: $0.isPush) }
      return Self.showing(
        zip(screens, specs.map(\.location)).map { $0.with($1) }, at: acted, in: hierarchy,
        levelIDs: levelIDs, others: others)
    case .enqueue(let specs, _):
      return Self.adding(specs.compactMap(\.id), own: own, others: others)
    case .removeFromQueue(let ids, _):
      let queued = state.screenQueue.map(\.entry.id)
      return ids.first { !queued.contains($0) }.map { .refusing(.unknownEntry($0)) }
        ?? .appliesSomehow
    case .showNextScreen(let fallback, _):
      return nextScreen(orElse: fallback, at: acted, in: hierarchy, levelIDs: levelIDs)
    case .showModal(_, let id?, _, _), .showTransition(_, let id?, _, _),
      .showAlert(let id?, _, _):
      return Self.adding([id], own: own, others: others)
    case .enqueueTransitions(let ids, _):
      return Self.adding(ids, own: own, others: others)
    case .dismissModalID(let id, _), .dismissModalsAbove(let id, _):
      return state.modals.contains { $0.id == id } ? .appliesSomehow : .refusing(.unknownEntry(id))
    case .dismissTransitionID(let id, _), .dismissTransitionsAbove(let id, _):
      let shown = state.current.inPlaceTransitions.contains { $0.id == id }
      return shown ? .appliesSomehow : .refusing(.unknownEntry(id))
    case .removeTransitionsFromQueue(let ids, _):
      let queued = state.transitionQueue.map(\.id)
      return ids.first { !queued.contains($0) }.map { .refusing(.unknownEntry($0)) }
        ?? .appliesSomehow
    case .showNextTransition(let fallback, _):
      guard state.transitionQueue.isEmpty else { return .appliesSomehow }
      switch fallback {
      case .throwError: return .refusing(.emptyTransitionQueue(state.id))
      case .doNothing: return .appliesSomehow
      case .showNextScreenOrDismissScreen:
        return nextScreen(orElse: .dismissScreen, at: acted, in: hierarchy, levelIDs: levelIDs)
      }
    case .answerAlert(let button):
      guard let alert = state.alerts.first else { return .refusing(.noAlertShowing(issuer)) }
      let known = alert.answers.contains { $0.id == button }
      return known ? .appliesSomehow : .refusing(.unknownAlertButton(button, alert: alert.id))
    case .dismissAlert(let id, _):
      return state.alerts.contains { $0.id == id } ? .appliesSomehow : .refusing(.unknownEntry(id))
    case .batch(let verbs):
      return verbs.last.map(Self.isSurelyRefused) == true ? .refusedSomehow : .either
    case .showModal, .showTransition, .showAlert, .removeAllFromQueue, .dismissModal,
      .dismissModalsCount, .dismissAllModals, .dismissTransition, .dismissTransitionsCount,
      .dismissAllTransitions, .dismissTransitionOrScreen, .removeAllTransitionsFromQueue:
      return .appliesSomehow
    }
  }

  /// The id no verb ever gives: dismissing a modal by it is refused wherever it is issued.
  static let neverUsed: EntryID = "never"

  /// The verb a batch ends with to be refused.
  static var surelyRefused: BatchedVerb { .screen(.dismissModalID(neverUsed, target: .current)) }

  private static func isSurelyRefused(_ verb: BatchedVerb) -> Bool {
    if case .screen(.dismissModalID(neverUsed, _)) = verb { return true }
    return false
  }

  /// Every id a level uses: its screens, the content on them, its modals, alerts and queues.
  static func ids(of level: RouterState<TestRoute>) -> [EntryID] {
    level.entries.flatMap { [$0.id] + $0.inPlaceTransitions.map(\.id) } + level.modals.map(\.id)
      + level.alerts.map(\.id) + level.screenQueue.map(\.entry.id) + level.transitionQueue.map(\.id)
  }

  /// Ids chosen for new things: one in use in the hierarchy, in list order, or repeated, is
  /// refused first; then one in use in another hierarchy.
  private static func adding(
    _ chosen: [EntryID], own: Set<EntryID>, others: Set<EntryID>
  ) -> Expectation {
    var seen = Set<EntryID>()
    for id in chosen where own.contains(id) || !seen.insert(id).inserted {
      return .refusing(.duplicateEntry(id))
    }
    let crossing = chosen.filter(others.contains)
    return crossing.isEmpty ? .appliesSomehow : .refusingDuplicate(of: crossing)
  }

  private func nextScreen(
    orElse fallback: QueueFallback, at acted: Int, in hierarchy: NavigationHierarchy<TestRoute>,
    levelIDs: [[EntryID]]
  ) -> Expectation {
    let state = hierarchy.levels[acted]
    guard let next = state.screenQueue.first else {
      return fallback == .throwError ? .refusing(.emptyQueue(state.id)) : .appliesSomehow
    }
    // The screen leaves the queue before it shows, so its own id is free.
    let freed = levelIDs.map { $0.filter { $0 != next.entry.id } }
    let screen = ShownScreen(
      id: next.entry.id, route: next.entry.route, isPush: next.style == .push,
      location: next.location)
    return Self.showing([screen], at: acted, in: hierarchy, levelIDs: freed, others: [])
  }

  /// A screen `show` shows, as the rules see it.
  struct ShownScreen {
    var id: EntryID?
    var route: TestRoute
    var isPush: Bool
    var location = ScreenLocation.append

    func with(_ location: ScreenLocation) -> ShownScreen {
      var screen = self
      screen.location = location
      return screen
    }
  }

  /// Follows `show` screen by screen from the level `acted`: a push goes on the current
  /// router unless it is bare, and must not repeat an id of the hierarchy nor insert after a
  /// screen not on that stack; a presentation must go on top, replaces what the current
  /// router presents (freeing its ids) and becomes the current router.
  private static func showing(
    _ screens: [ShownScreen], at acted: Int, in hierarchy: NavigationHierarchy<TestRoute>,
    levelIDs: [[EntryID]], others: Set<EntryID>
  ) -> Expectation {
    var staying = Set(levelIDs[...acted].joined())
    var above = Set(levelIDs[(acted + 1)...].joined())
    var stack = hierarchy.levels[acted].entries.map(\.id)
    var isBare = hierarchy.levels[acted].isBare
    var shown: [EntryID] = []
    for screen in screens {
      if screen.isPush, !isBare {
        if let id = screen.id, staying.contains(id) || above.contains(id) {
          return .refusing(.duplicateEntry(id))
        }
        if case .insert(let after) = screen.location, !stack.contains(after) {
          return .refusing(.unknownEntry(after))
        }
      } else {
        guard screen.location == .append else {
          guard let id = screen.id else {
            return .refused(expected: "locationNeedsPush") { error in
              if case .locationNeedsPush = error { return true }
              return false
            }
          }
          return .refusing(.locationNeedsPush(id))
        }
        if let id = screen.id, staying.contains(id) { return .refusing(.duplicateEntry(id)) }
        above = []
        stack = []
        isBare = screen.route.ownsNavigation
      }
      if let id = screen.id {
        staying.insert(id)
        stack.append(id)
        shown.append(id)
      }
    }
    let crossing = shown.filter(others.contains)
    return crossing.isEmpty ? .appliesSomehow : .refusingDuplicate(of: crossing)
  }
}
