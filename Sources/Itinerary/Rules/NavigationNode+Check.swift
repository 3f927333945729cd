extension NavigationNode {
  /// Refuses a tree that breaks a limit or a rule, saying what and where; a valid tree passes
  /// unchanged.
  ///
  /// The rules:
  ///
  /// - each stack's hierarchy is a valid chain (see ``NavigationHierarchy/init(from:)``) and
  ///   presents only tabs, a split view or modules as a node, never a stack;
  /// - tabs have at least one tab, each name once, the selected one among them;
  /// - modules have at least one module; a module's id may appear more than once, as when a
  ///   ``ModuleRouter`` shows a module of its catalog again on top of itself, so each showing
  ///   is told apart by its node's ids, not by the module's id;
  /// - every entry id and every router id (levels, the routers queued screens will create,
  ///   and the ids of tabs, split and modules nodes) is used once across the whole tree;
  /// - within `limits`: at most ``RestorationLimits/maxDepth`` levels in any stack and nodes
  ///   nested at most as deep, at most ``RestorationLimits/maxEntries`` entries in all.
  ///
  /// These are the rules of a tree value, which any node may nest in any other: a sheet may
  /// present modules, a tab may hold tabs. The routers build fewer shapes than that, and a
  /// restore into a store (``restore(into:limits:)``) refuses the rest, as no view draws them.
  ///
  /// - Throws: ``RestorationError/invalidTree(_:)`` naming the place by the path of nodes to
  ///   it (`"module 1 (main), tab inbox, detail, level 0 (router r9), screen 1: id #4
  ///   appears twice (first at module 0 (onboarding), level 0 (router r2), screen 0)"`),
  ///   ``RestorationError/tooDeep(hierarchy:levels:limit:)`` or
  ///   ``RestorationError/tooManyEntries(_:limit:)``.
  public func validate(within limits: RestorationLimits = .standard) throws(RestorationError) {
    var places: [NodePlace<Route>] = []
    try collect(into: &places, path: nil, nesting: 0, limits: limits)
    try RestorationCheck.checkSizeAndShape(
      of: places.compactMap(\.hierarchy), within: limits)
    var check = UniqueIDCheck<Route>()
    for place in places {
      let problem =
        switch place {
        case .hierarchy(let name, let hierarchy):
          check.add(hierarchy.levels, prefix: name.map { "\($0), " } ?? "")
        case .node(let id, let name): check.add(node: id, name: name)
        }
      if let problem { throw .invalidTree(problem) }
    }
  }

  /// Appends the stacks and the tabs, split and modules nodes of this node, parents first,
  /// each named by the path to it; refuses a node that breaks a rule of its own kind.
  private func collect(
    into places: inout [NodePlace<Route>], path: String?, nesting: Int,
    limits: RestorationLimits
  ) throws(RestorationError) {
    let name = [path, containerID.map { "\(kindName) \($0)" }].compactMap { $0 }
      .joined(separator: ", ")
    guard nesting <= limits.maxDepth else {
      throw .tooDeep(hierarchy: "The node at \(name)", levels: nesting, limit: limits.maxDepth)
    }
    if let problem = problem {
      throw .invalidTree(name.isEmpty ? problem : "\(name): \(problem)")
    }
    if case .stack(let stack) = self {
      places.append(.hierarchy(path, stack.hierarchy))
    } else if let id = containerID {
      places.append(.node(id, name))
    }
    for (childName, child) in children {
      try child.collect(
        into: &places, path: path.map { "\($0), \(childName)" } ?? childName,
        nesting: nesting + 1, limits: limits)
    }
  }

  /// What breaks a rule of this node's own kind, its children aside, or `nil`.
  private var problem: String? {
    switch self {
    case .stack(let stack):
      guard case .stack = stack.presented?.node else { return nil }
      return "it presents a stack as a node; a presented stack is a level of its hierarchy"
    case .tabs(let tabs):
      return TabsNode<Route>.problem(selected: tabs.selected, names: tabs.tabs.map(\.name))
    case .split: return nil
    case .modules(let modules):
      // A module's id may stand more than once: a module router shows a module again on top
      // of itself, and the restore of such a tree must bring it back.
      return modules.modules.isEmpty ? "it has no modules" : nil
    }
  }
}

/// A place of a tree that the check of ids reads, in the order of the tree.
private enum NodePlace<Route: NavigationRoute> {
  /// A stack's hierarchy, named by the path to it; `nil` for a tree that is one stack.
  case hierarchy(String?, NavigationHierarchy<Route>)
  /// A tabs, split or modules node's id, and its name with the path to it.
  case node(RouterID, String)

  var hierarchy: RestorationCheck<Route>.Named? {
    guard case .hierarchy(let name, let hierarchy) = self else { return nil }
    return (name, hierarchy)
  }
}
