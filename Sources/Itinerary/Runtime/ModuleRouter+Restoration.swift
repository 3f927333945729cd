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
    guard self != owner.state else { return }
    try owner.store.restore(ModuleRouter.node(of: self))
    owner.didRestore()
  }
}

extension ModuleRouter {
  /// Throws unless `tree` is this router's modules node, each module of the catalog and
  /// holding a stack, as the module router shows them.
  func checkFits(_ tree: NavigationNode<Route>) throws(RestorationError) {
    guard case .modules(let modules) = tree, modules.id == nodeID else {
      throw .doesNotFit("the saved tree is \(tree.outline()); this store's is modules \(nodeID)")
    }
    for (index, module) in modules.modules.enumerated() {
      guard catalog.contains(where: { $0.id == module.id }) else {
        throw .doesNotFit("module \(index) (\(module.id)) is not in the router's catalog")
      }
      guard case .stack = module.node else {
        throw .doesNotFit(
          "module \(index) (\(module.id)) holds \(module.node.kindName); a module router shows "
            + "a stack in each module")
      }
    }
  }

  /// The `onDismiss` actions belonged to the showings of the tree before.
  func didRestore() {
    dismissActions.removeAll()
  }
}
