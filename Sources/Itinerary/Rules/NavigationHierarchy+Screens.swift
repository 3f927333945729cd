extension NavigationHierarchy {
  /// Shows screens one after the other from `level`: pushes go on the current router, a
  /// presentation makes its new router the current one for the screens after it.
  ///
  /// All or nothing: a refused screen refuses the whole list and changes nothing.
  mutating func show(
    _ requests: [ScreenRequest<Route>], at level: Int
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    var result = self
    var current = level
    var events: [NavigationEvent<Route>] = []
    for request in requests {
      events += try result.show(request, at: &current)
    }
    self = result
    return events
  }

  private mutating func show(
    _ request: ScreenRequest<Route>, at level: inout Int
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    let entry = request.entry
    guard let presentation = request.presentation else {
      guard !levels[level].isBare else {
        var sheet = request
        sheet.style = .sheet
        return try show(sheet, at: &level)
      }
      guard !contains(entry.id) else { throw .duplicateEntry(entry.id) }
      let index = try insertionIndex(for: request.location, at: level)
      levels[level].path.insert(entry, at: index)
      return [.pushed([entry], router: levels[level].id)]
    }
    guard request.location == .append else { throw .locationNeedsPush(entry.id) }
    let events = try apply(
      NavigationCommand(.present(entry, presentation, router: request.router)),
      from: levels[level].id)
    level += 1
    return events
  }

  private func insertionIndex(
    for location: ScreenLocation, at level: Int
  ) throws(NavigationError) -> Int {
    let state = levels[level]
    switch location {
    case .append:
      return state.path.count
    case .insertAtStart:
      return 0
    case .insert(let id):
      if state.root.id == id { return 0 }
      guard let index = state.pathIndex(of: id) else {
        throw .unknownEntry(id)
      }
      return index + 1
    }
  }

  /// Applies a change to the screen queue of the router at `level`.
  mutating func apply(
    _ action: ScreenQueueAction<Route>, at level: Int
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    let router = levels[level].id
    switch action {
    case .enqueue(let requests):
      guard !requests.isEmpty else { return [] }
      levels[level].screenQueue += requests
      return [.queued(requests, router: router)]
    case .remove(let ids):
      let queue = levels[level].screenQueue
      if let unknown = ids.first(where: { id in !queue.contains { $0.entry.id == id } }) {
        throw .unknownEntry(unknown)
      }
      let removed = queue.filter { ids.contains($0.entry.id) }
      guard !removed.isEmpty else { return [] }
      levels[level].screenQueue.removeAll { ids.contains($0.entry.id) }
      return [.unqueued(removed, router: router)]
    case .removeAll:
      let removed = levels[level].screenQueue
      guard !removed.isEmpty else { return [] }
      levels[level].screenQueue.removeAll()
      return [.unqueued(removed, router: router)]
    case .showNext(let fallback):
      guard let next = levels[level].screenQueue.first else {
        return try fallBack(fallback, at: level)
      }
      var result = self
      result.levels[level].screenQueue.removeFirst()
      let events = try result.show([next], at: level)
      self = result
      return events
    }
  }

  /// What an empty queue does instead of showing a screen.
  private mutating func fallBack(
    _ fallback: QueueFallback, at level: Int
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    switch fallback {
    case .throwError: throw .emptyQueue(levels[level].id)
    case .doNothing: return []
    case .dismissScreen: return dismissTopScreen(at: level)
    case .dismissPresentation: return level == 0 ? [] : removeLevels(from: level)
    case .dismissPushStack: return levels[level].popLast(levels[level].path.count)
    }
  }

  /// Pops the top screen of the router at `level`, or dismisses the router when it shows its
  /// root; nothing on the hierarchy's root screen.
  mutating func dismissTopScreen(at level: Int) -> [NavigationEvent<Route>] {
    if !levels[level].path.isEmpty { return levels[level].popLast(1) }
    return level == 0 ? [] : removeLevels(from: level)
  }
}
