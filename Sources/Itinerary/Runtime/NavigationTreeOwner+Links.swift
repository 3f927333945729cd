extension NavigationTreeOwner {
  /// Puts the tree in the shape `destination` describes, as one change: shows its module,
  /// dismisses what the stacks on screen present, selects its tabs (each name looked for
  /// inside the one before, see ``NavigationNode/linkChild(named:)``), then brings the stack
  /// the names lead to, and its presentations, to the destination's, keeping the screens that
  /// are already there.
  ///
  /// - Throws: ``LinkError/unknownHierarchy(_:)``, ``LinkError/noModules(_:)``, or
  ///   ``LinkError/refused(_:)`` when a command is refused; the tree is then unchanged.
  func open(
    _ destination: LinkDestination<Route>, store: NavigationStore<Route>
  ) throws(LinkError) {
    if let module = destination.module, !hasModules { throw .noModules(module) }
    // A link that names a module names tabs of that module, found once it is on screen.
    if destination.module == nil {
      _ = try store.root.linkChildren(named: destination.hierarchies).get()
    }
    // A tab the module does not have, found once it is on screen: the change is undone.
    var missing: LinkError?
    do {
      try store.transaction { () throws(NavigationError) in
        if let module = destination.module { try showLinkModule(module) }
        let children: [NavigationNode<Route>.LinkChild]
        switch store.root.linkChildren(named: destination.hierarchies) {
        case .success(let found): children = found
        case .failure(let error):
          missing = error
          throw .unknownTab(destination.hierarchies.joined(separator: " › "))
        }
        let place = children.last?.node ?? store.root
        // proven: every node of a started tree has a stack in focus (modules and tabs are
        // never empty, and a tabs node's selection names one of its tabs), and that stack is
        // live: the names led down what is on screen.
        let target = store.router(place.focusedRootID!)!
        for id in store.root.rootsOnScreen where id != target.id {
          try store.router(id)?.dismissAllFromRoot()
        }
        for child in children {
          guard let tab = child.tab else { continue }
          try store.apply(.selectTab(tab, in: child.container))
        }
        try target.arrange(stack: destination.stack, presented: destination.presented[...])
      }
    } catch {
      if let missing { throw missing }
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
