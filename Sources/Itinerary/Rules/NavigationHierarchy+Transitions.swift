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
    case .dismiss(let id):
      guard let index = shown.firstIndex(where: { $0.id == id }) else { throw .unknownEntry(id) }
      return dismissTransitions(from: index, at: level)
    case .dismissAbove(let id):
      guard let index = shown.firstIndex(where: { $0.id == id }) else { throw .unknownEntry(id) }
      return dismissTransitions(from: index + 1, at: level)
    case .dismissLast(let count):
      return dismissTransitions(from: shown.count - min(max(count, 0), shown.count), at: level)
    case .dismissAll:
      return dismissTransitions(from: 0, at: level)
    case .dismissLastOrDismissScreen:
      if shown.isEmpty { return dismissTopScreen(at: level) }
      return dismissTransitions(from: shown.count - 1, at: level)
    case .enqueue(let entries):
      guard !entries.isEmpty else { return [] }
      levels[level].transitionQueue += entries
      return [.transitionsQueued(entries, router: router)]
    case .remove(let ids):
      let queue = levels[level].transitionQueue
      if let unknown = ids.first(where: { id in !queue.contains { $0.id == id } }) {
        throw .unknownEntry(unknown)
      }
      let removed = queue.filter { ids.contains($0.id) }
      guard !removed.isEmpty else { return [] }
      levels[level].transitionQueue.removeAll { ids.contains($0.id) }
      return [.transitionsUnqueued(removed, router: router)]
    case .removeAll:
      let queue = levels[level].transitionQueue
      guard !queue.isEmpty else { return [] }
      levels[level].transitionQueue.removeAll()
      return [.transitionsUnqueued(queue, router: router)]
    case .showNext(let fallback):
      guard let next = levels[level].transitionQueue.first else {
        switch fallback {
        case .throwError: throw .emptyTransitionQueue(router)
        case .doNothing: return []
        case .showNextScreenOrDismissScreen:
          return try apply(.showNext(orElse: .dismissScreen), at: level)
        }
      }
      var result = self
      result.levels[level].transitionQueue.removeFirst()
      let events = try result.apply(.show([next]), at: level)
      self = result
      return events
    }
  }

  /// Dismisses the transitions of the top screen at `level` from `index` up, the top first.
  private mutating func dismissTransitions(
    from index: Int, at level: Int
  ) -> [NavigationEvent<Route>] {
    let state = levels[level]
    guard index < state.current.inPlaceTransitions.count else { return [] }
    let removed = Array(state.current.inPlaceTransitions[index...].reversed())
    levels[level].modifyCurrent { $0.inPlaceTransitions.removeSubrange(index...) }
    return [.transitionsDismissed(removed, screen: state.current.id, router: state.id)]
  }
}
