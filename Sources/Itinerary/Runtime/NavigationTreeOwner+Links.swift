extension NavigationTreeOwner {
  /// Puts the tree in the shape `destination` describes, as one change: shows its module,
  /// dismisses what the stacks on screen present (before its tabs are selected and after),
  /// selects its tabs (each name looked for inside the one before, see
  /// ``NavigationNode/linkChild(named:)``), then brings the stack the names lead to, and its
  /// presentations, to the destination's, keeping the screens that are already there.
  ///
  /// - Throws: ``LinkError/unknownHierarchy(_:)``, ``LinkError/noModules(_:)``, or
  ///   ``LinkError/refused(_:)`` when a command is refused; the tree is then unchanged.
  func open(
    _ destination: LinkDestination<Route>, store: NavigationStore<Route>
  ) throws(LinkError) {
    if let module = destination.module, !hasModules { throw .noModules(module) }
    // A link that names a module names tabs of that module, found once it is on screen.
    if destination.module == nil,
      let name = store.root.linkChildren(named: destination.hierarchies).missing
    {
      throw .unknownHierarchy(name)
    }
    // A tab the module does not have, found once it is on screen: the change is undone.
    var missing: String?
    do {
      try store.transaction { () throws(NavigationError) in
        if let module = destination.module { try showLinkModule(module) }
        let (children, unknown) = store.root.linkChildren(named: destination.hierarchies)
        if let unknown {
          missing = unknown
          throw .unknownTab(unknown, among: [])
        }
        let place = children.last?.node ?? store.root
        // proven: every node of a started tree has a stack in focus (modules and tabs are
        // never empty, and a tabs node's selection names one of its tabs), and that stack is
        // live: the names led down what is on screen.
        let target = store.router(place.focusedRootID!)!
        let selections = children.compactMap { child in
          child.tab.map { NodeCommand<Route>.selectTab($0, in: child.container) }
        }
        // What the stacks on screen present covers the place, before the link's tabs are
        // selected and after: each dismisses it, before the selection as the person sees it.
        var selected = store.root
        for selection in selections { _ = try selected.apply(selection) }
        var covering: [RouterID] = []
        for id in store.root.rootsOnScreen + selected.rootsOnScreen
        where id != target.id && !covering.contains(id) {
          covering.append(id)
        }
        for id in covering { try store.router(id)?.dismissAllFromRoot() }
        for selection in selections { try store.apply(selection) }
        try target.arrange(stack: destination.stack, presented: destination.presented[...])
      }
    } catch {
      if let missing { throw .unknownHierarchy(missing) }
      throw .refused(error)
    }
  }

  /// The link of the place the tree shows (see ``linkDestination()``).
  ///
  /// - Throws: ``LinkError/noLink(_:)`` when no row builds the place, or when the place holds
  ///   a presented tab bar, which links do not name.
  func linkURL(in table: LinkTable<Route>) throws(LinkError) -> String {
    let destination = linkDestination()
    // proven: as in `open`, the tree has a stack in focus.
    if let presented = store.presentedNode(of: store.root.focusedRootID!) {
      throw .noLink(
        "a place with a presented \(presented.node.kindName) \(presented.node.nodeID), which "
          + "links do not name")
    }
    return try table.url(for: destination)
  }

  /// The place the tree shows, as a link table describes places: the module on screen, the
  /// selected tabs down to the stack the person looks at (the detail column of a split
  /// view), its stack and its presentations.
  func linkDestination() -> LinkDestination<Route> {
    // proven: as in `open`, the tree has a stack in focus.
    let levels = store.root.focusedStack!.hierarchy.levels
    return LinkDestination(
      module: linkModuleID, hierarchies: store.root.linkHierarchies,
      stack: levels[0].path.map(\.route),
      presented: levels.dropFirst().map { level in
        LinkDestination.Presented(
          route: level.root.route, style: level.presentation?.style ?? .sheet,
          stack: level.path.map(\.route))
      })
  }
}
