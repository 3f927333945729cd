// The stack rule: a stack action applied in place to a level of a tree value, what it did, the
// step that draws it, and that step shown on the tree the screen displays. Every stack verb
// passes through here once (the store's tree) and the lane once (its displayed tree), so it
// is inlinable for `router.push_pop`, `lane.push_pop` and `navigator.push_pop`: specialised
// for the route type where a stack verb is issued.

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
  ///
  /// `pathIsShared` says whether the path's storage is likely held elsewhere too (by the
  /// screen the lane draws): it only chooses how a pop that empties the stack is made, not
  /// what it does (see ``pop(_:pathIsShared:)``).
  @inlinable
  mutating func change(
    by action: StackAction<Route>, pathIsShared: Bool = true
  ) throws(NavigationError) -> StackChange<Route>? {
    switch action {
    case .push(let entry):
      guard !isBare else { throw .bareRouterHasNoStack(id) }
      if path.capacity == 0 {
        // No storage of its own, as after a pop that handed the path over: a new array of
        // one, without the general growth of an append (`lane.push_pop`).
        path = [entry]
      } else {
        path.append(entry)
      }
      return .pushed
    case .pop(let count):
      return pop(count, pathIsShared: pathIsShared)
    case .popToRoot:
      return pop(path.count, pathIsShared: pathIsShared)
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
  ///
  /// When the whole stack goes, its path is handed over as it is if its storage is shared
  /// (`pathIsShared`), since removing screens from shared storage copies it first. A last
  /// screen on storage of its own is removed in place instead, so that the next push reuses
  /// the storage (`router.push_pop`).
  @inlinable
  mutating func pop(_ count: Int, pathIsShared: Bool = true) -> StackChange<Route>? {
    let removable = clamped(count)
    guard removable > 0 else { return nil }
    if removable == path.count, pathIsShared || removable > 1 {
      // The whole stack goes: hand the path over as it is, rather than copy it. It is often
      // shared with the displayed tree and a renderer's record, and a copy would allocate
      // and copy its screens (`lane.push_pop`).
      let removed = path
      path = []
      return .popped(removed)
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

extension NavigationNode {
  /// Changes the stack node at the end of `path` in place, and returns what `body` returns;
  /// `nil`, with nothing changed, when the path leads nowhere or to another kind of node.
  ///
  /// In place: each node on the way is taken out of its parent while it changes, so that the
  /// arrays of the stack are not shared and a push does not copy them (`router.push_pop`,
  /// flat in the depth of the stack and the size of the rest of the tree).
  @inlinable
  mutating func withStack<Result>(
    at path: ArraySlice<Int>, _ body: (inout StackNode<Route>) throws(NavigationError) -> Result
  ) throws(NavigationError) -> Result? {
    try withStack(at: path, from: path.startIndex, body)
  }

  /// ``withStack(at:_:)`` for the steps of `path` from `step` on: each node on the way reads
  /// its step by index rather than making a shorter slice, which would retain and release
  /// the path's storage at every level (`router.push_pop@nested+3×0`).
  @inlinable
  mutating func withStack<Result>(
    at path: ArraySlice<Int>, from step: Int,
    _ body: (inout StackNode<Route>) throws(NavigationError) -> Result
  ) throws(NavigationError) -> Result? {
    let first: Int? = step < path.endIndex ? path[step] : nil
    // Each node is put back by a move once its child has changed, whether the body threw or
    // not: a `defer` would copy the node back and release the original, a retain and a
    // release of each of its arrays per level (`router.push_pop`, `lane.push_pop`).
    switch consume self {
    case .stack(var stack):
      let outcome = Swift.Result { () throws(NavigationError) -> Result? in
        guard let first else { return try body(&stack) }
        guard first == 0, stack.presented != nil else { return nil }
        return try stack.presented?.node.withStack(at: path, from: step + 1, body)
      }
      self = .stack(consume stack)
      return try outcome.get()
    case .tabs(var tabs):
      let outcome = Swift.Result { () throws(NavigationError) -> Result? in
        guard let first, tabs.tabs.indices.contains(first) else { return nil }
        return try tabs.tabs[first].node.withStack(at: path, from: step + 1, body)
      }
      self = .tabs(consume tabs)
      return try outcome.get()
    case .split(var split):
      let outcome = Swift.Result { () throws(NavigationError) -> Result? in
        guard let first else { return nil }
        return try split.withColumn(first) { column throws(NavigationError) in
          try column.withStack(at: path, from: step + 1, body)
        } ?? nil
      }
      self = .split(consume split)
      return try outcome.get()
    case .modules(var modules):
      let outcome = Swift.Result { () throws(NavigationError) -> Result? in
        guard let first, modules.modules.indices.contains(first) else { return nil }
        return try modules.modules[first].node.withStack(at: path, from: step + 1, body)
      }
      self = .modules(consume modules)
      return try outcome.get()
    }
  }
}

/// What a stack action did to one router's stack, when it changed it: enough to make its
/// event, which the stack verbs make only when something listens (the result registry,
/// `onDismiss` actions, observers and streams), so that a push or a pop nobody hears of
/// allocates no events.
///
/// Usable from inlinable code with the stack rule that returns it (`router.push_pop`,
/// `lane.push_pop`, `navigator.push_pop`).
@usableFromInline
enum StackChange<Route: NavigationRoute> {
  /// One screen was pushed: the one now on top.
  case pushed
  /// The screen on top was popped.
  case poppedLast(Entry<Route>)
  /// Every pushed screen was popped: the path as it was, handed over without a copy.
  case popped([Entry<Route>])
  // Indirect, as events are large: a push or a pop moves a few words (`router.push_pop`).
  /// Anything else, with its event made.
  indirect case other(NavigationEvent<Route>)

  /// The change's event on the stack of `state`, the router's slice after the change.
  @inlinable
  func event(in state: RouterState<Route>) -> NavigationEvent<Route> {
    switch self {
    case .pushed: .pushed(Array(state.path.suffix(1)), router: state.id)
    case .poppedLast(let entry): .popped([entry], router: state.id)
    case .popped(let entries): .popped(entries, router: state.id)
    case .other(let event): event
    }
  }
}
