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
  /// Every node below the root must also stand where the routers can build one and the
  /// SwiftUI views can draw it, since a tree value may hold shapes that no router makes: a
  /// router presents tabs or a split view, never modules; a tab holds a stack or a split view;
  /// a split view has a sidebar and a detail column, each a stack, and no content column; a
  /// module holds a stack or tabs. Anything else is refused with
  /// ``RestorationError/doesNotFit(_:)`` naming the node (`sheet, modules r5: …`), rather than
  /// restored into a store whose views would show nothing there.
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
    try checkShowable()
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

  /// Throws unless every node below the root stands where a router builds one and a view draws
  /// it. The root is the owner's to judge (`checkFits`). The rules of a tree value allow more
  /// shapes than the routers make (a ``NodeCommand`` may present modules, say), and decoding
  /// keeps to those rules; a restore is the one way such a value reaches a store, whose views
  /// would draw nothing where it stands, so the shapes are refused here.
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
