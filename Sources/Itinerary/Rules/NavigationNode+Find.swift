extension NavigationNode {
  /// Runs `body` on the stack whose hierarchy has the router `router`, and keeps what it
  /// changed.
  ///
  /// - Throws: ``NavigationError/routerDetached(_:)`` when no stack has the router; what
  ///   `body` throws.
  mutating func withStack(
    holding router: RouterID,
    _ body: (inout StackNode<Route>) throws(NavigationError) -> [NavigationEvent<Route>]
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    let found = try withNode(
      where: { node in
        guard case .stack(let stack) = node else { return false }
        return stack.hierarchy.level(of: router) != nil
      },
      { node throws(NavigationError) in
        guard case .stack(var stack) = node else { return [] }
        let events = try body(&stack)
        node = .stack(stack)
        return events
      })
    guard let found else { throw .routerDetached(router) }
    return found
  }

  /// Runs `body` on the tabs, split or modules node with this id, and keeps what it changed.
  ///
  /// - Throws: ``NavigationError/notANode(_:kind:)`` naming `kind` when no node has the id;
  ///   what `body` throws.
  mutating func withNode(
    _ id: RouterID, kind: String,
    _ body: (inout NavigationNode<Route>) throws(NavigationError) -> [NavigationEvent<Route>]
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    guard let found = try withNode(where: { $0.containerID == id }, body) else {
      throw .notANode(id, kind: kind)
    }
    return found
  }

  /// Runs `body` on the first node, parents first, that `matches`, and keeps what it
  /// changed; `nil` when none matches. Covered modules are not searched: their routers are
  /// detached, as their handles are.
  mutating func withNode(
    where matches: (NavigationNode<Route>) -> Bool,
    _ body: (inout NavigationNode<Route>) throws(NavigationError) -> [NavigationEvent<Route>]
  ) throws(NavigationError) -> [NavigationEvent<Route>]? {
    if matches(self) { return try body(&self) }
    switch self {
    case .stack(var stack):
      guard var presented = stack.presented,
        let events = try presented.node.withNode(where: matches, body)
      else { return nil }
      stack.presented = presented
      self = .stack(stack)
      return events
    case .tabs(var tabs):
      for index in tabs.tabs.indices {
        if let events = try tabs.tabs[index].node.withNode(where: matches, body) {
          self = .tabs(tabs)
          return events
        }
      }
    case .split(var split):
      if let events = try split.sidebar.withNode(where: matches, body) {
        self = .split(split)
        return events
      }
      if var content = split.content, let events = try content.withNode(where: matches, body) {
        split.content = content
        self = .split(split)
        return events
      }
      if let events = try split.detail.withNode(where: matches, body) {
        self = .split(split)
        return events
      }
    case .modules(var modules):
      // Only the module on screen: a covered one's screens left, and its routers with them.
      if let index = modules.modules.indices.last,
        let events = try modules.modules[index].node.withNode(where: matches, body)
      {
        self = .modules(modules)
        return events
      }
    }
    return nil
  }
}
