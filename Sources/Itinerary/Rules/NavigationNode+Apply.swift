extension NavigationNode {
  /// Applies a command and returns its events; a refused command throws and leaves the tree
  /// unchanged.
  ///
  /// This is the rule book of a tree of nested nodes as one pure function:
  ///
  /// - ``NodeCommand/navigate(_:from:)`` goes to the stack that holds the router, by the rules
  ///   of ``NavigationHierarchy/apply(_:from:)`` and with a presented node as its topmost
  ///   presentation; the ids it brings must be new to the whole tree. A `dismiss` or
  ///   `dismissOrPopToRoot` of a root router whose stack stands in a presented node (a tab of a
  ///   presented tab bar) dismisses the node.
  /// - ``NodeCommand/selectTab(_:in:)`` reports ``NavigationEvent/selectedTab(index:name:)``,
  ///   nothing when the tab is already selected. ``NodeCommand/pickTab(_:in:)`` does the same
  ///   for another tab, and pops the selected tab's stack to its root when the node says
  ///   reselection does (``TabsNode/reselectionPopsToRoot``).
  /// - ``NodeCommand/layOut(_:in:)`` reports ``NavigationEvent/splitLayoutChanged(_:split:)``,
  ///   nothing when the layout is the same.
  /// - ``NodeCommand/showModules(_:in:)`` and ``NodeCommand/present(_:from:)`` insert nodes
  ///   that must be valid alone and whose ids must be new to the tree. Showing and dismissing
  ///   modules (``NodeCommand/dismissModules(count:in:)``) is one
  ///   ``NavigationEvent/moduleSwapped(left:shown:)``: the screens of the module it covers or
  ///   dismisses leave.
  /// - What leaves reports the dismissal events of everything it held, deepest first, so
  ///   that every screen's `onDismiss` runs.
  ///
  /// - Throws: ``NavigationError/routerDetached(_:)`` for a router the tree does not have,
  ///   ``NavigationError/notANode(_:kind:)`` for a node id of the wrong kind or none, and the
  ///   errors of each rule.
  public mutating func apply(
    _ command: NodeCommand<Route>
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    var changed = self
    let events = try changed.change(by: command, within: self)
    self = changed
    return events
  }

  /// Applies the commands in order to a copy and keeps it only when every one applies: a
  /// batch changes the tree whole or not at all.
  public mutating func apply(
    _ commands: [NodeCommand<Route>]
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    var changed = self
    var events: [NavigationEvent<Route>] = []
    for command in commands { events += try changed.apply(command) }
    self = changed
    return events
  }

  /// The dismissal events of everything the node holds, deepest first: what a module or a
  /// presented node that leaves reports.
  var dismissalEvents: [NavigationEvent<Route>] {
    guard case .stack(var stack) = self else {
      return children.reversed().flatMap { $0.node.dismissalEvents }
    }
    return stack.dismissPresented() + stack.hierarchy.removeLevels(from: 0)
  }

  /// Changes this copy of `original` by `command`; the caller drops the copy if it throws.
  private mutating func change(
    by command: NodeCommand<Route>, within original: NavigationNode<Route>
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    switch command {
    case .navigate(let command, let origin):
      if let presenter = presenterDismissed(by: command, from: origin) {
        return try withStack(holding: presenter) { stack throws(NavigationError) in
          stack.dismissPresented()
        }
      }
      let events = try withStack(holding: origin) { stack throws(NavigationError) in
        try stack.apply(command, from: origin)
      }
      try original.checkFresh(events, beside: origin)
      return events
    case .present(let presented, let presenter):
      guard case .stack = presented.node else {
        try original.checkJoining(presented.node)
        return try withStack(holding: presenter) { stack throws(NavigationError) in
          try stack.present(presented, from: presenter)
        }
      }
      throw .invalidNode("a stack is presented as a level of its hierarchy, not as a node")
    case .dismissPresented(let presenter):
      return try withStack(holding: presenter) { stack throws(NavigationError) in
        stack.dismissPresented()
      }
    case .selectTab(let name, let id):
      return try withNode(id, kind: "tabs") { node throws(NavigationError) in
        guard case .tabs(var tabs) = node else { throw .notANode(id, kind: "tabs") }
        guard let index = tabs.tabs.firstIndex(where: { $0.name == name }) else {
          throw .unknownTab(name, among: tabs.tabs.map(\.name))
        }
        guard name != tabs.selected else { return [] }
        tabs.selected = name
        node = .tabs(tabs)
        return [.selectedTab(index: index, name: name)]
      }
    case .pickTab(let name, let id):
      guard case .tabs(let tabs)? = node(id) else { throw .notANode(id, kind: "tabs") }
      guard name == tabs.selected, let tab = tabs.tabs.first(where: { $0.name == name }) else {
        return try change(by: .selectTab(name, in: id), within: original)
      }
      guard tabs.reselectionPopsToRoot, let root = tab.node.focusedRootID else { return [] }
      return try change(
        by: .navigate(NavigationCommand(.stack(.popToRoot)), from: root), within: original)
    case .setReselectionPopsToRoot(let pops, let id):
      return try withNode(id, kind: "tabs") { node throws(NavigationError) in
        guard case .tabs(var tabs) = node else { throw .notANode(id, kind: "tabs") }
        guard pops != tabs.reselectionPopsToRoot else { return [] }
        tabs.reselectionPopsToRoot = pops
        node = .tabs(tabs)
        return [.reselectionChanged(popsToRoot: pops, tabs: id)]
      }
    case .layOut(let layout, let id):
      return try withNode(id, kind: "split") { node throws(NavigationError) in
        guard case .split(var split) = node else { throw .notANode(id, kind: "split") }
        guard layout != split.layout else { return [] }
        split.layout = layout
        node = .split(split)
        return [.splitLayoutChanged(layout, split: id)]
      }
    case .showModules(let shown, let id):
      // The module on screen before the first is shown: the one the swap covers.
      var covered: NavigationNode<Route>?
      for module in shown {
        // Checked against the tree with the modules shown before it.
        try checkJoining(module.node)
        _ = try withNode(id, kind: "modules") { node throws(NavigationError) in
          guard case .modules(var modules) = node else { throw .notANode(id, kind: "modules") }
          covered = covered ?? modules.modules.last?.node
          modules.modules.append(module)
          node = .modules(modules)
          return []
        }
      }
      guard let covered, let top = shown.last else { return [] }
      return [.moduleSwapped(left: covered, shown: top.node)]
    case .dismissModules(let count, let id):
      return try withNode(id, kind: "modules") { node throws(NavigationError) in
        guard case .modules(var modules) = node else { throw .notANode(id, kind: "modules") }
        guard count > 0, let left = modules.modules.last else { return [] }
        guard count < modules.modules.count else {
          throw .cannotDismissFirstModule(modules.modules[0].id)
        }
        modules.modules.removeLast(count)
        node = .modules(modules)
        return [
          .moduleSwapped(left: left.node, shown: modules.modules[modules.modules.count - 1].node)
        ]
      }
    }
  }

  /// The router that presented the node `command` dismisses: a `dismiss` or
  /// `dismissOrPopToRoot` of the root router of a stack that stands in a presented node (a tab
  /// of a presented tab bar) dismisses that node, as SwiftUI's dismiss action in a sheet's tab
  /// closes the sheet. `nil` for every other command, and for a stack that no presented node
  /// holds, whose root router's `dismiss` does nothing.
  private func presenterDismissed(
    by command: NavigationCommand<Route>, from origin: RouterID
  ) -> RouterID? {
    switch command.action {
    case .dismiss, .dismissOrPopToRoot: break
    default: return nil
    }
    guard let path = path(toStackHolding: origin),
      let stack = stack(at: path[...]), let level = stack.hierarchy.level(of: origin),
      command.target.level(from: level, deepest: stack.hierarchy.levels.count - 1) == 0
    else { return nil }
    // Every way down from a stack goes into the node it presents: the last stack on the way
    // to the origin's presented the node the origin's stack stands in.
    var node = self
    var presenter: RouterID?
    for index in path {
      if case .stack(let presenting) = node { presenter = presenting.hierarchy.deepest.id }
      node = node.children[index].node
    }
    return presenter
  }

  /// Refuses the ids that `events` brought into the stack holding `origin` when another
  /// part of this tree, the original, uses them.
  private func checkFresh(
    _ events: [NavigationEvent<Route>], beside origin: RouterID
  ) throws(NavigationError) {
    let entries = events.flatMap(\.arrivingIDs)
    let routers = events.flatMap(\.arrivingRouterIDs)
    guard !entries.isEmpty || !routers.isEmpty else { return }
    var own = NavigationHierarchy<Route>?.none
    forEachStack { stack in
      if stack.hierarchy.level(of: origin) != nil { own = stack.hierarchy }
    }
    // The stack's own ids, its presented node's aside, which count as the rest of the tree's.
    let ownStack = own.map(NavigationNode.init)
    let otherEntries = allIDs.subtracting(ownStack?.allIDs ?? [])
    if let taken = entries.first(where: otherEntries.contains) { throw .duplicateEntry(taken) }
    let otherRouters = allRouterIDs.subtracting(ownStack?.allRouterIDs ?? [])
    if let taken = routers.first(where: otherRouters.contains) { throw .duplicateRouter(taken) }
  }

  /// Refuses a node that cannot join this tree: one that breaks a rule alone (see
  /// ``validate(within:)``), or uses an id this tree uses.
  private func checkJoining(_ node: NavigationNode<Route>) throws(NavigationError) {
    do {
      try node.validate(within: .unlimited)
    } catch {
      throw .invalidNode(error.description)
    }
    if let taken = node.allIDs.first(where: allIDs.contains) { throw .duplicateEntry(taken) }
    if let taken = node.allRouterIDs.first(where: allRouterIDs.contains) {
      throw .duplicateRouter(taken)
    }
  }
}
