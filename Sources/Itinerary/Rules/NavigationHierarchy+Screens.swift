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
      return levels[level].screenQueue.add(requests).reported { .queued($0, router: router) }
    case .remove(let ids):
      return try levels[level].screenQueue.remove(ids).reported { .unqueued($0, router: router) }
    case .removeAll:
      return levels[level].screenQueue.takeAll().reported { .unqueued($0, router: router) }
    case .showNext(let fallback):
      return try showNext(from: \.screenQueue, at: level) {
        hierarchy, next throws(NavigationError) in
        try hierarchy.show([next], at: level)
      } orElse: { hierarchy throws(NavigationError) in
        try hierarchy.fallBack(fallback, at: level)
      }
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
