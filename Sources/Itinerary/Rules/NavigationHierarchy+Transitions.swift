extension NavigationHierarchy {
  /// Applies a change to the transitions of the top screen of the router at `level`, or to
  /// its transition queue. A refused change throws and changes nothing.
  mutating func apply(
    _ action: TransitionAction<Route>, at level: Int
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    let router = levels[level].id
    let shown = levels[level].current.inPlaceTransitions
    let screen = levels[level].current.id
    switch action {
    case .show(let entries):
      guard !entries.isEmpty else { return [] }
      var events: [NavigationEvent<Route>] = []
      var kept = shown + entries
      if levels[level].current.transitionBehavior == .removePrevious, let last = kept.last {
        let covered = Array(kept.dropLast().reversed())
        if !covered.isEmpty {
          events.append(.transitionsDismissed(covered, screen: screen, router: router))
        }
        kept = [last]
      }
      levels[level].modifyCurrent { $0.inPlaceTransitions = kept }
      return [.transitionsShown(entries, screen: screen, router: router)] + events
    case .dismiss(let id): return try dismissTransitions(.through(id), at: level)
    case .dismissAbove(let id): return try dismissTransitions(.above(id), at: level)
    case .dismissLast(let count): return try dismissTransitions(.last(count: count), at: level)
    case .dismissAll: return try dismissTransitions(.all, at: level)
    case .dismissLastOrDismissScreen:
      if shown.isEmpty { return dismissTopScreen(at: level) }
      return try dismissTransitions(.last(count: 1), at: level)
    case .enqueue(let entries):
      return levels[level].transitionQueue.add(entries).reported {
        .transitionsQueued($0, router: router)
      }
    case .remove(let ids):
      return try levels[level].transitionQueue.remove(ids).reported {
        .transitionsUnqueued($0, router: router)
      }
    case .removeAll:
      return levels[level].transitionQueue.takeAll().reported {
        .transitionsUnqueued($0, router: router)
      }
    case .showNext(let fallback):
      return try showNext(from: \.transitionQueue, at: level) {
        hierarchy, next throws(NavigationError) in
        try hierarchy.apply(.show([next]), at: level)
      } orElse: { hierarchy throws(NavigationError) in
        switch fallback {
        case .throwError: throw .emptyTransitionQueue(router)
        case .doNothing: return []
        case .showNextScreenOrDismissScreen:
          return try hierarchy.apply(.showNext(orElse: .dismissScreen), at: level)
        }
      }
    }
  }

  /// Dismisses the transitions `dismissal` names on the top screen at `level`, the top first.
  private mutating func dismissTransitions(
    _ dismissal: LayerDismissal, at level: Int
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    let state = levels[level]
    var shown = state.current.inPlaceTransitions
    let removed = try shown.dismiss(dismissal)
    guard !removed.isEmpty else { return [] }
    levels[level].modifyCurrent { $0.inPlaceTransitions = shown }
    return [.transitionsDismissed(removed, screen: state.current.id, router: state.id)]
  }
}
