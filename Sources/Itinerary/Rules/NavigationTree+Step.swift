extension NavigationTree {
  /// Applies a step to this tree, as the screen does when it draws it.
  ///
  /// A step naming a router that is not in the tree changes nothing: the person may already
  /// have removed it, for example by swiping its sheet away.
  public mutating func apply(_ step: NavigationStep<Route>) {
    switch step {
    case .dismiss(let router):
      guard let (hierarchy, level) = location(of: router), level > 0 else { return }
      _ = hierarchies[hierarchy].removeLevels(from: level)
    case .setPath(let entries, let router):
      guard let (hierarchy, level) = location(of: router) else { return }
      hierarchies[hierarchy].levels[level].path = entries
    case .setRoot(let entry, let router):
      guard let (hierarchy, level) = location(of: router) else { return }
      hierarchies[hierarchy].levels[level].root = entry
    case .swapHierarchy(let hierarchy, let index):
      guard hierarchies.indices.contains(index) else { return }
      hierarchies[index] = hierarchy
    case .setOverlays(let modals, let alerts, let router):
      guard let (hierarchy, level) = location(of: router) else { return }
      hierarchies[hierarchy].levels[level].modals = modals
      hierarchies[hierarchy].levels[level].alerts = alerts
    case .select(let index):
      guard hierarchies.indices.contains(index) else { return }
      selection = index
    case .present(let state, let presenter):
      guard let (hierarchy, level) = location(of: presenter) else { return }
      _ = hierarchies[hierarchy].removeLevels(from: level + 1)
      hierarchies[hierarchy].levels.append(state)
    }
  }

  /// Applies a stack action to the stack of `router`, at `level` of its hierarchy, and returns
  /// the step that draws it, the one the planner would plan: a new root when the action
  /// replaced the root of an empty stack, else the new path. `nil`, changing nothing, when the
  /// router is not at that level or refuses the action.
  @inlinable
  mutating func applyStackAction(
    _ action: StackAction<Route>, on router: RouterID, atLevel level: Int
  ) -> NavigationStep<Route>? {
    guard let hierarchy = hierarchy(of: router, atLevel: level) else { return nil }
    var replacesRoot = false
    if case .replaceCurrent = action {
      replacesRoot = hierarchies[hierarchy].storedLevels[level].path.isEmpty
    }
    guard (try? hierarchies[hierarchy].storedLevels[level].apply(action)) != nil else {
      return nil
    }
    let state = hierarchies[hierarchy].storedLevels[level]
    return replacesRoot
      ? .setRoot(state.root, router: router) : .setPath(state.path, router: router)
  }
}
