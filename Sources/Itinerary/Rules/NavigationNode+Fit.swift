extension NavigationNode {
  /// Throws unless this tree, to be restored into a store whose tree is `now`, fits the
  /// store's routers and views: the root fits (see ``checkRootFits(_:catalog:)``) and every
  /// node below it can be shown where it stands (see ``checkShowable()``).
  ///
  /// - Parameter catalog: The modules the store's module router can show; empty for a store
  ///   without modules.
  func checkFits(_ now: NavigationNode<Route>, catalog: [Module<Route>]) throws(RestorationError) {
    try checkRootFits(now, catalog: catalog)
    try checkShowable()
  }

  /// Throws unless this tree's root has the shape of `now`, so that the router objects of the
  /// store stay: a stack with the same root router; tabs or a split view with the same nodes
  /// inside, each of the same kind and id; modules with the same id, each module of
  /// `catalog` and holding what the catalog's module holds (a stack, or tabs with the
  /// catalog's names, in order, each a stack or a split view of two stacks as the catalog's
  /// tab).
  func checkRootFits(
    _ now: NavigationNode<Route>, catalog: [Module<Route>]
  ) throws(RestorationError) {
    switch now {
    case .modules(let shown):
      guard case .modules(let modules) = self, modules.id == shown.id else {
        throw .doesNotFit("the saved tree is \(outline()); this store's is modules \(shown.id)")
      }
      for (index, module) in modules.modules.enumerated() {
        guard let cataloged = catalog.first(where: { $0.id == module.id }) else {
          throw .doesNotFit("module \(index) (\(module.id)) is not in the router's catalog")
        }
        let shape = Self.shape(of: cataloged)
        guard Self.shape(of: module.node) == shape else {
          throw .doesNotFit(
            "module \(index) (\(module.id)) holds \(module.node.outline()); the catalog's "
              + "holds \(shape)")
        }
      }
    case .stack:
      guard kindName == now.kindName, nodeID == now.nodeID else {
        throw .doesNotFit(
          "the saved tree is \(outline()); this store's is \(now.kindName) \(now.nodeID)")
      }
    case .tabs, .split:
      guard outline() == now.outline() else {
        throw .doesNotFit("the saved tree is \(outline()); this store's is \(now.outline())")
      }
    }
  }

  /// The node's kind, id and the kinds and ids of the nodes directly inside it, as a
  /// restoration that must fit compares them: `tabs r0: tab home stack r1, tab search stack r3`.
  func outline() -> String {
    let inside = children.map { "\($0.name) \($0.node.kindName) \($0.node.nodeID)" }
    return "\(kindName) \(nodeID)" + (inside.isEmpty ? "" : ": " + inside.joined(separator: ", "))
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

  /// Throws unless every node below the root stands where a router builds one and a view draws
  /// it. The root is judged by ``checkRootFits(_:catalog:)``. The rules of a tree value allow
  /// more shapes than the routers make (a ``NodeCommand`` may present modules, say), and
  /// decoding keeps to those rules; a restore is the one way such a value reaches a store,
  /// whose views would draw nothing where it stands, so the shapes are refused here.
  func checkShowable() throws(RestorationError) {
    if let problem = unshowable(path: nil) { throw .doesNotFit(problem) }
  }

  /// The first node, parents first, that no router builds and no view draws where it stands,
  /// named by the path to it as ``validate(within:)`` names places, with why; `nil` when every
  /// node can be shown.
  private func unshowable(path: String?) -> String? {
    if case .split(let split) = self, split.content != nil {
      let name = [path, "split \(split.id)"].compactMap { $0 }.joined(separator: ", ")
      return "\(name): it has a content column, which no split router has and no split view "
        + "draws; a split view shows a sidebar and a detail column"
    }
    for (childName, child) in children {
      let childPath = path.map { "\($0), \(childName)" } ?? childName
      if let problem = unshowable(child) {
        return "\(childPath), \(child.kindName) \(child.nodeID): \(problem)"
      }
      if let problem = child.unshowable(path: childPath) { return problem }
    }
    return nil
  }

  /// Why `child`, directly inside this node, is of a kind that no router builds and no view
  /// draws there, or `nil`. These are the shapes the SwiftUI adapter draws: what a router
  /// presents is drawn as a tab view or a split view, never as modules; a tab view draws each
  /// tab as a stack or a split view, and a split view each column as a stack; a module router
  /// draws its module as a stack or a tab view.
  private func unshowable(_ child: NavigationNode<Route>) -> String? {
    switch (self, child) {
    case (.stack, .modules):
      "a router presents tabs or a split view, never modules: modules stand only at the root "
        + "of a module router's tree"
    case (.tabs, .tabs), (.tabs, .modules):
      "a tab holds a stack or a split view, never \(child.kindPhrase)"
    case (.split, .tabs), (.split, .split), (.split, .modules):
      "a column of a split view holds a stack, never \(child.kindPhrase)"
    case (.modules, .split), (.modules, .modules):
      "a module holds a stack or tabs, never \(child.kindPhrase)"
    default: nil
    }
  }

  /// The node's kind as a refusal says it: `tabs`, `a split view`, `modules`.
  private var kindPhrase: String {
    if case .split = self { "a split view" } else { kindName }
  }
}
