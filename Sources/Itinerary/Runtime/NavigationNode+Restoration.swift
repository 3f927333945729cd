extension NavigationNode: RestorableTree {
  public typealias Owner = NavigationStore<Route>

  /// The whole tree of `store`, every command applied: one value for the whole app, covered
  /// modules, every tab and column and everything presented in them included.
  @MainActor
  public init(of store: NavigationStore<Route>) {
    self = store.tree
  }

  /// Restores this tree into `store` as one change, after checking it is valid
  /// (``validate(within:)``) and fits the routers of the store: the same kind of node at its
  /// root with the same id; for tabs and split views, the same tabs or columns, each with the
  /// same root router or node (its router objects stay the same); for modules, modules of the
  /// module router's catalog. A refused restoration throws a typed ``RestorationError`` that
  /// names the place, and changes nothing.
  ///
  /// ```swift
  /// let data = try NavigationSnapshot(NavigationNode(of: tabs.store)).data()
  /// // … at the next launch, with the routers made as at this one:
  /// try NavigationSnapshot<NavigationNode<AppRoute>>(data: data).restore(into: tabs.store)
  /// ```
  @MainActor
  public func restore(
    into store: NavigationStore<Route>, limits: RestorationLimits
  ) throws(RestorationError) {
    try validate(within: limits)
    guard let owner = store.owner else {
      throw .doesNotFit("the store's routers are gone, so nothing shows a restored tree")
    }
    try owner.checkFits(self)
    guard self != store.tree else { return }
    try store.restore(self)
    owner.didRestore()
  }

  /// The node's kind, id and the kinds and ids of the nodes directly inside it, as a
  /// restoration that must fit compares them: `tabs r0: tab home stack r1, tab search stack r3`.
  func outline() -> String {
    let inside = children.map { "\($0.name) \($0.node.kindName) \($0.node.nodeID)" }
    return "\(kindName) \(nodeID)" + (inside.isEmpty ? "" : ": " + inside.joined(separator: ", "))
  }
}

extension NavigationTreeOwner {
  /// Throws unless `tree` has the shape of the tree now: the same root node and, for tabs
  /// and split views, the same nodes inside it, so that the owner's router objects stay.
  func checkFits(_ tree: NavigationNode<Route>) throws(RestorationError) {
    let now = store.tree
    let fits =
      if case .stack = now {
        tree.kindName == now.kindName && tree.nodeID == now.nodeID
      } else {
        tree.outline() == now.outline()
      }
    guard fits else {
      let outline = if case .stack = now { "\(now.kindName) \(now.nodeID)" } else { now.outline() }
      throw .doesNotFit("the saved tree is \(tree.outline()); this store's is \(outline)")
    }
  }

  /// A lone, tab or split router keeps nothing beside the tree.
  func didRestore() {}
}
