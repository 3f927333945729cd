extension ModulesState: RestorableTree {
  /// Modules are restored into a module router.
  public typealias Owner = ModuleRouter<Route>

  /// The tree of `modules`: each module on its stack with its hierarchy.
  @MainActor
  public init(of modules: ModuleRouter<Route>) {
    self = modules.state
  }

  /// Checks the modules: at least one; the tree's size within `limits`; each module's levels
  /// consistent and its ids used once. Modules are on screen one at a time, so two modules
  /// may use the same chosen id.
  public func validate(within limits: RestorationLimits) throws(RestorationError) {
    guard !modules.isEmpty else { throw .invalidTree("it has no modules") }
    try RestorationCheck.validate(
      modules.enumerated().map { index, module in
        [(Self.name(of: module.module, at: index), module.hierarchy)]
      }, within: limits)
  }

  /// Puts `owner` in this tree's shape: its stack of modules, the covered ones as values and
  /// the last one's routers, and the saved module id in its ``ModuleStore``; see
  /// ``RestorableTree/restore(into:limits:)``. The modules need not be in the catalog.
  ///
  /// When the module on screen keeps its root router's id, its routers stay; otherwise its
  /// routers are released and new ones are made for the restored module. The `onDismiss`
  /// actions of the modules it replaces are dropped without running.
  ///
  /// - Throws: ``RestorationError``; nothing changes then.
  @MainActor
  public func restore(
    into owner: ModuleRouter<Route>, limits: RestorationLimits
  ) throws(RestorationError) {
    try validate(within: limits)
    guard !modules.isEmpty else { throw .invalidTree("it has no modules") }
    for (index, module) in modules.enumerated()
    where !module.module.tabs.isEmpty
      || owner.catalog.contains(where: { $0.id == module.module.id && !$0.tabs.isEmpty })
    {
      throw .doesNotFit(
        "\(Self.name(of: module.module, at: index)) holds tabs, which a modules state does not "
          + "save: save and restore the whole tree, NavigationNode(of: modules.store)")
    }
    guard self != owner.state else { return }
    try owner.store.restore(ModuleRouter.node(of: self))
    owner.didRestore()
  }
}

extension ModuleRouter {
  /// Throws unless `tree` is this router's modules node, each module of the catalog and
  /// holding what the catalog's module holds: a stack, or tabs with the catalog's names, in
  /// order, each a stack or a split view of two stacks as the catalog's tab.
  func checkFits(_ tree: NavigationNode<Route>) throws(RestorationError) {
    guard case .modules(let modules) = tree, modules.id == nodeID else {
      throw .doesNotFit("the saved tree is \(tree.outline()); this store's is modules \(nodeID)")
    }
    for (index, module) in modules.modules.enumerated() {
      guard let cataloged = catalog.first(where: { $0.id == module.id }) else {
        throw .doesNotFit("module \(index) (\(module.id)) is not in the router's catalog")
      }
      let shape = Self.shape(of: cataloged)
      guard Self.shape(of: module.node) == shape else {
        throw .doesNotFit(
          "module \(index) (\(module.id)) holds \(module.node.outline()); the catalog's holds "
            + shape)
      }
    }
  }

  /// What a module of the catalog holds, as ``shape(of:)-(NavigationNode<Route>)`` says it of a
  /// node: `a stack`, or `tabs home stack, inbox split (stack, stack)`.
  private static func shape(of module: Module<Route>) -> String {
    guard !module.tabs.isEmpty else { return "a stack" }
    let tabs = module.tabs.map { tab in
      "\(tab.name) " + (tab.detail == nil ? "stack" : "split (stack, stack)")
    }
    return "tabs " + tabs.joined(separator: ", ")
  }

  /// What `node` holds, ids aside: `a stack`, or `tabs home stack, inbox split (stack,
  /// stack)`.
  private static func shape(of node: NavigationNode<Route>) -> String {
    guard case .tabs(let tabs) = node else {
      return node.kindName == "stack" ? "a stack" : node.kindName
    }
    let names = tabs.tabs.map { tab in
      guard case .split = tab.node else { return "\(tab.name) \(tab.node.kindName)" }
      let columns = tab.node.children.map(\.node.kindName).joined(separator: ", ")
      return "\(tab.name) split (\(columns))"
    }
    return "tabs " + names.joined(separator: ", ")
  }

  /// The `onDismiss` actions belonged to the showings of the tree before.
  func didRestore() {
    heldCurrent = nil
    dismissActions.removeAll()
  }
}
