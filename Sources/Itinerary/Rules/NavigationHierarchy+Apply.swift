extension NavigationHierarchy {
  /// Applies a command issued on the router `origin` and returns its events.
  ///
  /// This is the whole rule book of a hierarchy as one pure function: the command's target is
  /// resolved from `origin` (see ``NavigationTarget``), stack actions go to that level's
  /// ``RouterState/apply(_:)-(StackAction<Route>)``, and the rest reshape the chain. A refused command throws and
  /// leaves the hierarchy unchanged.
  ///
  /// The dismissals that name screens (by id, by count, the last push stack, all screens) read
  /// the hierarchy as one pile of screens in ``screens`` order: dismissing a screen removes it
  /// and every screen above it, presentations included.
  public mutating func apply(
    _ command: NavigationCommand<Route>, from origin: RouterID
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    guard let originLevel = level(of: origin) else { throw .routerDetached(origin) }
    guard let level = command.target.level(from: originLevel, deepest: levels.count - 1) else {
      throw .targetUnavailable(command.target, from: origin)
    }
    switch command.action {
    case .stack(let action):
      try checkInserted(action, at: level)
      return try levels[level].apply(action)
    case .present(let entry, let presentation, let router):
      let staying = NavigationHierarchy(checkedLevels: Array(levels[...level]))
      guard !staying.contains(entry.id) else { throw .duplicateEntry(entry.id) }
      guard staying.level(of: router) == nil else { throw .duplicateRouter(router) }
      var events = removeLevels(from: level + 1)
      levels.append(RouterState(id: router, root: entry, presentation: presentation))
      events.append(.presented(entry, presentation, router: router, presenter: levels[level].id))
      return events
    case .dismissChild:
      return removeLevels(from: level + 1)
    case .dismiss:
      return level == 0 ? [] : removeLevels(from: level)
    case .dismissOrPopToRoot:
      return level == 0 ? levels[0].popLast(levels[0].path.count) : removeLevels(from: level)
    case .dismissSelfAndParent:
      return level == 0 ? [] : removeLevels(from: max(level - 1, 1))
    case .dismissAllFromRoot:
      return removeLevels(from: 1)
    case .dismissScreen(let id): return try dismissScreens(.through(id))
    case .dismissScreensAbove(let id): return try dismissScreens(.above(id))
    case .dismissLastScreens(let count): return try dismissScreens(.last(count: count))
    case .dismissLastPushStack:
      guard let last = levels.lastIndex(where: { !$0.path.isEmpty }) else { return [] }
      return keepScreens(through: ScreenPosition(level: last, index: 0))
    case .dismissLastPresentation:
      return removeLevels(from: max(levels.count - 1, 1))
    case .dismissAllScreens: return try dismissScreens(.all)
    case .show(let requests):
      return try show(requests, at: level)
    case .screenQueue(let action):
      if case .enqueue(let requests) = action { try checkUnused(requests.map { $0.entry.id }) }
      return try apply(action, at: level)
    case .modal(let action):
      if case .show(let modals) = action { try checkUnused(modals.map { $0.id }) }
      return try levels[level].apply(action)
    case .transition(let action):
      switch action {
      case .show(let entries), .enqueue(let entries): try checkUnused(entries.map { $0.id })
      default: break
      }
      return try apply(action, at: level)
    case .alert(let action):
      if case .show(let alert) = action { try checkUnused([alert.id]) }
      return try levels[level].apply(action)
    }
  }

  /// Refuses a stack action whose new screens would repeat an id that stays in the hierarchy.
  func checkInserted(_ action: StackAction<Route>, at level: Int) throws(NavigationError) {
    let inserted = action.insertedEntries
    guard !inserted.isEmpty else { return }
    var leaving = Set<EntryID>()
    switch action {
    case .replaceStack: leaving = Set(levels[level].path.map { $0.id })
    case .replaceLast(let count, _):
      leaving = Set(
        levels[level].path.suffix(min(max(count, 0), levels[level].path.count)).map { $0.id })
    case .push, .pop, .popToRoot, .replaceCurrent: break
    }
    var seen = Set<EntryID>()
    for entry in inserted {
      let taken = contains(entry.id) && !leaving.contains(entry.id)
      guard !taken, seen.insert(entry.id).inserted else { throw .duplicateEntry(entry.id) }
    }
  }

  /// Removes every screen above `position` and returns the events, deepest first.
  mutating func keepScreens(through position: ScreenPosition) -> [NavigationEvent<Route>] {
    var events = removeLevels(from: position.level + 1)
    events += levels[position.level].popLast(levels[position.level].path.count - position.index)
    return events
  }

  /// Dismisses the screens `dismissal` names in the pile of ``screens``, whose first screen
  /// always stays: naming it throws ``NavigationError/cannotDismissRoot(_:)``.
  private mutating func dismissScreens(
    _ dismissal: LayerDismissal
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    let cut = try screens.cut(for: dismissal)
    if cut == 0, case .through(let id) = dismissal { throw .cannotDismissRoot(id) }
    return keepScreens(through: position(atOffset: max(cut, 1) - 1))
  }
}
