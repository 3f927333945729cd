extension NavigationNode {
  /// Restores this tree into `store` as one change, or refuses and changes nothing.
  ///
  /// The tree is checked first: valid (``validate(within:)``), and fitting the routers of the
  /// store: the same kind of node at its root with the same id; for tabs and split views, the
  /// same tabs or columns, each with the same root router or node (its router objects stay
  /// the same); for modules, modules of the module router's catalog, each holding what the
  /// catalog's module holds.
  ///
  /// Every node below the root must also stand where the routers can build one and the
  /// SwiftUI views can draw it, since a tree value may hold shapes that no router makes: a
  /// router presents tabs or a split view, never modules; a tab holds a stack or a split view;
  /// a split view has a sidebar and a detail column, each a stack, and no content column; a
  /// module holds a stack or tabs. Anything else is refused with
  /// ``RestorationError/doesNotFit(_:)`` naming the node (`sheet, modules r5: …`), rather than
  /// restored into a store whose views would show nothing there.
  ///
  /// Then the tree replaces the store's in one transaction: routers are created for new
  /// levels and detached from levels that go, the id counter moves past every restored id,
  /// the lane plans the change as one, and observers hear one
  /// ``NavigationEvent/restored(left:shown:)`` event. Screens that leave run their `onDismiss`
  /// actions once, and callers awaiting them are resumed; the `onDismiss` actions of modules
  /// a module router showed are dropped without running. A tree equal to the store's changes
  /// nothing and emits nothing.
  ///
  /// ```swift
  /// let saved = NavigationNode(of: tabs.store)
  /// try tabs.push(.detail(id: 7))
  /// try saved.restore(into: tabs.store)   // the push is undone, as one change
  /// ```
  ///
  /// - Throws: ``RestorationError`` naming the place; the tree, the id counter and the
  ///   events are then unchanged.
  @MainActor
  public func restore(
    into store: NavigationStore<Route>, limits: RestorationLimits = .standard
  ) throws(RestorationError) {
    try validate(within: limits)
    guard let owner = store.owner else {
      throw .doesNotFit("the store's routers are gone, so nothing shows a restored tree")
    }
    try checkFits(store.tree, catalog: owner.moduleCatalog)
    guard self != store.tree else { return }
    try store.restore(self)
    owner.didRestore()
  }

  /// The whole tree of `store`, every command applied: one value for the whole app, covered
  /// modules, every tab and column and everything presented in them included.
  @MainActor
  public init(of store: NavigationStore<Route>) {
    self = store.tree
  }
}

extension NavigationStore {
  /// Replaces the whole tree with `restored`, as one change.
  ///
  /// It runs in a transaction, so the lane plans the restoration as one change and the
  /// registries and observers hear of it as of any command: one
  /// ``NavigationEvent/restored(left:shown:)`` event, after which the screens that left run
  /// their `onDismiss` actions and their awaiting callers resume. The id counter moves past
  /// every restored id first; an id above the ceiling refuses the restoration, changing
  /// nothing.
  func restore(_ restored: NavigationNode<Route>) throws(RestorationError) {
    var entryIDs: [EntryID] = []
    restored.forEachStack { entryIDs += $0.hierarchy.shownIDs + $0.hierarchy.queuedIDs }
    let routerIDs = restored.allRouterIDs
    do {
      try transaction { () throws(NavigationError) in
        let left = root
        try reserve(entryIDs, routers: routerIDs)
        commit(restored) { [.restored(left: left, shown: restored)] }
      }
    } catch {
      switch error {
      case .idOutOfRange(let id): throw .idOutOfRange(id)
      default: throw .invalidTree(error.description)
      }
    }
  }
}
