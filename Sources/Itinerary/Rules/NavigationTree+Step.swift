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

  /// Shows on this tree the step that draws a stack action on one router's stack, the
  /// router at `level` of its hierarchy (see ``RouterState/stackStep(after:)``): this tree
  /// showed the stack as it was, so the step's path or root is shared, not planned or applied
  /// again. Returns `false`, changing nothing, when the router is not at that level or the
  /// step sets neither a path nor a root.
  ///
  /// Inlinable, for `lane.push_pop`: the lane's stack step, specialised where the command is
  /// issued.
  @inlinable
  mutating func showStackStep(_ step: NavigationStep<Route>, atLevel level: Int) -> Bool {
    switch step {
    case .setPath(let path, let router):
      guard let hierarchy = hierarchy(of: router, atLevel: level) else { return false }
      hierarchies[hierarchy].storedLevels[level].path = path
    case .setRoot(let root, let router):
      guard let hierarchy = hierarchy(of: router, atLevel: level) else { return false }
      hierarchies[hierarchy].storedLevels[level].root = root
    default:
      return false
    }
    return true
  }
}
