extension NavigationNode {
  /// Every entry id in use in the tree: see ``NavigationHierarchy/allIDs``.
  public var allIDs: Set<EntryID> {
    var ids = Set<EntryID>()
    forEachStack { ids.formUnion($0.hierarchy.allIDs) }
    return ids
  }

  /// The entry ids of the stacks that can show (see ``hierarchies``): a covered module's
  /// screens left the screen, though the tree keeps them.
  var liveIDs: Set<EntryID> {
    var ids = Set<EntryID>()
    forEachLiveStack { ids.formUnion($0.hierarchy.allIDs) }
    return ids
  }

  /// Every router id in use in the tree: the levels of every stack, the routers that queued
  /// screens will create, and the ids of the tabs, split and modules nodes.
  public var allRouterIDs: Set<RouterID> {
    var ids = Set<RouterID>()
    forEachNode { node in
      if let id = node.containerID { ids.insert(id) }
      guard case .stack(let stack) = node else { return }
      for level in stack.hierarchy.levels {
        ids.insert(level.id)
        ids.formUnion(level.screenQueue.map(\.router))
      }
    }
    return ids
  }

  /// The router on screen: the last level of the stack that shows, following what a stack
  /// presents, the selected tab, the detail column and the last module; `nil` only in a tree
  /// that ``validate(within:)`` refuses, with tabs or modules that have none.
  public var shownRouter: RouterID? {
    switch self {
    case .stack(let stack): stack.presented?.node.shownRouter ?? stack.hierarchy.deepest.id
    case .tabs(let tabs):
      (tabs.selectedIndex.map { tabs.tabs[$0] } ?? tabs.tabs.first)?.node.shownRouter
    case .split(let split): split.detail.shownRouter
    case .modules(let modules): modules.modules.last?.node.shownRouter
    }
  }

  /// The hierarchy of every stack that can show, parents first: covered modules are left out.
  public var hierarchies: [NavigationHierarchy<Route>] {
    var all: [NavigationHierarchy<Route>] = []
    forEachLiveStack { all.append($0.hierarchy) }
    return all
  }

  /// Calls `body` with this node and every node inside it, parents first.
  func forEachNode(_ body: (NavigationNode<Route>) -> Void) {
    body(self)
    for child in children { child.node.forEachNode(body) }
  }

  /// Calls `body` with every stack of the tree, parents first.
  func forEachStack(_ body: (StackNode<Route>) -> Void) {
    forEachNode { node in
      if case .stack(let stack) = node { body(stack) }
    }
  }
}
