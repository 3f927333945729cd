extension NavigationNode {
  /// The node's identity in the tree: the id of a tabs, split or modules node, and the id of
  /// a stack's root router. Steps and commands name a node by it.
  public var nodeID: RouterID {
    switch self {
    case .stack(let stack): stack.hierarchy.root.id
    case .tabs(let tabs): tabs.id
    case .split(let split): split.id
    case .modules(let modules): modules.id
    }
  }

  /// The node with this ``nodeID``, here or anywhere inside that can show; `nil` when the tree
  /// has none, or only in a covered module.
  public func node(_ id: RouterID) -> NavigationNode<Route>? {
    if nodeID == id { return self }
    for child in liveChildren {
      if let found = child.node.node(id) { return found }
    }
    return nil
  }

  /// The tabs, split or modules node with this id, here or anywhere inside that can show;
  /// `nil` when the tree has none. Unlike ``node(_:)`` it reads no stack's hierarchy, so it
  /// finds the node in a store's tree while a stack is out of it.
  func container(_ id: RouterID) -> NavigationNode<Route>? {
    if containerID == id { return self }
    for child in liveChildren {
      if let found = child.node.container(id) { return found }
    }
    return nil
  }

  /// The stack holding the router with this id, and the router's level in its hierarchy;
  /// `nil` when no stack of the tree has it, or only a covered module's, which does not show.
  public func stack(holding router: RouterID) -> (stack: StackNode<Route>, level: Int)? {
    if case .stack(let stack) = self, let level = stack.hierarchy.level(of: router) {
      return (stack, level)
    }
    for child in liveChildren {
      if let found = child.node.stack(holding: router) { return found }
    }
    return nil
  }

  /// The router that presents `router`, a presented router or the id of a presented node:
  /// the level below it in its hierarchy, or the last level of the stack presenting the
  /// node. `nil` for a root router, a node nothing presents, or an id not in the tree (or
  /// only in a covered module).
  ///
  /// A sheet's or cover's `onDismiss` belongs to the view of the presenting router, so this
  /// is the router whose `onDismiss` says that `router`'s presentation has left.
  public func presenter(of router: RouterID) -> RouterID? {
    if case .stack(let stack) = self {
      if let level = stack.hierarchy.level(of: router) {
        return level > 0 ? stack.hierarchy.levels[level - 1].id : nil
      }
      if stack.presented?.node.nodeID == router { return stack.hierarchy.deepest.id }
    }
    for child in liveChildren {
      if let found = child.node.presenter(of: router) { return found }
    }
    return nil
  }

  /// The number of screens in every stack that can show: covered modules are left out.
  public var screenCount: Int {
    var count = 0
    forEachLiveStack { count += $0.hierarchy.screenCount }
    return count
  }
}

extension NavigationNode {
  /// The stack the person is looking at in this node: its own, the selected tab's, the detail
  /// column's, the module on screen's; `nil` for a tabs node whose selection names no tab.
  public var focusedStack: StackNode<Route>? {
    switch self {
    case .stack(let stack): stack
    case .tabs(let tabs): tabs.selectedIndex.flatMap { tabs.tabs[$0].node.focusedStack }
    case .split(let split): split.detail.focusedStack
    case .modules(let modules): modules.modules.last?.node.focusedStack
    }
  }

  /// The id of the root router of ``focusedStack``. Usable from inline for the inlinable
  /// ``Router/routerOnScreen`` (`explorer.paths`).
  @usableFromInline var focusedRootID: RouterID? { focusedStack?.hierarchy.root.id }
}
