// The stack rule and its helpers are inlinable for `router.push_pop`, `lane.push_pop` and
// `navigator.push_pop`: specialised for the route type where a stack verb is issued.
extension RouterState {
  /// Applies a stack action to this router's slice and returns its events.
  ///
  /// Pure: the same slice and action always give the same result. A refused action throws and
  /// leaves the slice unchanged. It does not check that new ids are unique in the hierarchy;
  /// ``NavigationHierarchy/apply(_:from:)`` does.
  @inlinable
  public mutating func apply(
    _ action: StackAction<Route>
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    switch action {
    case .push(let entry):
      guard !isBare else { throw .bareRouterHasNoStack(id) }
      path.append(entry)
      return [.pushed([entry], router: id)]
    case .pop(let count):
      return popLast(count)
    case .popToRoot:
      return popLast(path.count)
    case .replaceStack(let entries):
      guard !isBare || entries.isEmpty else { throw .bareRouterHasNoStack(id) }
      guard entries != path else { return [] }
      let removed = path
      path = entries
      return [.replaced(removed: removed, inserted: entries, router: id)]
    case .replaceCurrent(let route):
      return try replaceCurrent(with: route)
    case .replaceLast(let count, let entry):
      guard !isBare else { throw .bareRouterHasNoStack(id) }
      let removed = Array(path.suffix(clamped(count)))
      guard removed != [entry] else { return [] }
      path.removeLast(removed.count)
      path.append(entry)
      return [.replaced(removed: removed, inserted: [entry], router: id)]
    }
  }

  /// The step that draws what `action` did to this slice, already applied: a new root when
  /// the action replaced the root of an empty stack, else the new path. The one step the
  /// planner plans for a stack action that changed something. Inlinable for `lane.push_pop`.
  @inlinable
  func stackStep(after action: StackAction<Route>) -> NavigationStep<Route> {
    if case .replaceCurrent = action, path.isEmpty { return .setRoot(root, router: id) }
    return .setPath(path, router: id)
  }

  /// Pops up to `count` screens, clamped to what the stack holds.
  @inlinable
  mutating func popLast(_ count: Int) -> [NavigationEvent<Route>] {
    let removable = clamped(count)
    guard removable > 0 else { return [] }
    let removed: [Entry<Route>]
    if removable == path.count {
      // The whole stack goes: hand the path over as it is, rather than copy it. It is often
      // shared with the displayed tree and a renderer's record, and a copy would allocate
      // (`lane.push_pop`).
      removed = path
      path = []
    } else if removable == 1 {
      // The usual pop: move the screen out rather than copy it and destroy the original.
      removed = [path.removeLast()]
    } else {
      removed = Array(path.suffix(removable))
      path.removeLast(removable)
    }
    return [.popped(removed, router: id)]
  }

  @inlinable
  func clamped(_ count: Int) -> Int {
    min(max(count, 0), path.count)
  }

  @usableFromInline
  mutating func replaceCurrent(
    with route: Route
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    guard route != current.route else { return [] }
    if path.isEmpty {
      if presentation != nil, route.ownsNavigation != root.route.ownsNavigation {
        throw .navigationOwnershipMismatch(root.id)
      }
      let old = root
      root.route = route
      return [.replaced(removed: [old], inserted: [root], router: id)]
    }
    let index = path.count - 1
    let old = path[index]
    path[index].route = route
    return [.replaced(removed: [old], inserted: [path[index]], router: id)]
  }
}
