// The stack rule and its helpers are inlinable for `router.push_pop`, `lane.push_pop` and
// `navigator.push_pop`: specialised for the route type where a stack verb is issued.
extension RouterState {
  /// Applies a stack action to this router's slice and returns its events.
  ///
  /// Pure: the same slice and action always give the same result. A refused action throws and
  /// leaves the slice unchanged. It does not check that new ids are unique in the hierarchy;
  /// ``NavigationHierarchy/apply(_:from:)`` does.
  public mutating func apply(
    _ action: StackAction<Route>
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    let change = try change(by: action)
    return events(of: change)
  }

  /// The events of `change`, made on this slice after it: none when nothing changed.
  func events(of change: StackChange<Route>?) -> [NavigationEvent<Route>] {
    change.map { [$0.event(in: self)] } ?? []
  }

  /// Applies a stack action to this router's slice and says what it did, `nil` when the stack
  /// stays as it was, without making its event: ``apply(_:)`` for the stack verbs, which make
  /// the event only when something listens.
  @inlinable
  mutating func change(
    by action: StackAction<Route>
  ) throws(NavigationError) -> StackChange<Route>? {
    switch action {
    case .push(let entry):
      guard !isBare else { throw .bareRouterHasNoStack(id) }
      path.append(entry)
      return .pushed
    case .pop(let count):
      return pop(count)
    case .popToRoot:
      return pop(path.count)
    case .replaceStack(let entries):
      guard !isBare || entries.isEmpty else { throw .bareRouterHasNoStack(id) }
      guard entries != path else { return nil }
      let removed = path
      path = entries
      return .other(.replaced(removed: removed, inserted: entries, router: id))
    case .replaceCurrent(let route):
      return try replaceCurrent(with: route)
    case .replaceLast(let count, let entry):
      guard !isBare else { throw .bareRouterHasNoStack(id) }
      let removed = Array(path.suffix(clamped(count)))
      guard removed != [entry] else { return nil }
      path.removeLast(removed.count)
      path.append(entry)
      return .other(.replaced(removed: removed, inserted: [entry], router: id))
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

  /// Pops up to `count` screens, clamped to what the stack holds, and returns the events.
  mutating func popLast(_ count: Int) -> [NavigationEvent<Route>] {
    let change = pop(count)
    return events(of: change)
  }

  /// Pops up to `count` screens, clamped to what the stack holds, and says what it did; `nil`
  /// when nothing was popped.
  @inlinable
  mutating func pop(_ count: Int) -> StackChange<Route>? {
    let removable = clamped(count)
    guard removable > 0 else { return nil }
    if removable == path.count {
      // The whole stack goes: hand the path over as it is, rather than copy it. It is often
      // shared with the displayed tree and a renderer's record, and a copy would allocate
      // and copy its screens (`lane.push_pop`).
      let removed = path
      path = []
      return .other(.popped(removed, router: id))
    }
    if removable == 1 {
      // The usual pop: move the screen out rather than copy it and destroy the original.
      return .poppedLast(path.removeLast())
    }
    let removed = Array(path.suffix(removable))
    path.removeLast(removable)
    return .other(.popped(removed, router: id))
  }

  @inlinable
  func clamped(_ count: Int) -> Int {
    min(max(count, 0), path.count)
  }

  @usableFromInline
  mutating func replaceCurrent(with route: Route) throws(NavigationError) -> StackChange<Route>? {
    guard route != current.route else { return nil }
    if path.isEmpty {
      if presentation != nil, route.ownsNavigation != root.route.ownsNavigation {
        throw .navigationOwnershipMismatch(root.id)
      }
      let old = root
      root.route = route
      return .other(.replaced(removed: [old], inserted: [root], router: id))
    }
    let index = path.count - 1
    let old = path[index]
    path[index].route = route
    return .other(.replaced(removed: [old], inserted: [path[index]], router: id))
  }
}
