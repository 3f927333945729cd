extension NavigationTreeOwner {
  /// Puts the tree in the shape `destination` describes, as one change: shows its module,
  /// dismisses what covers the screen, selects its tab or column, then brings that
  /// hierarchy's stack and presentations to the destination's, keeping the screens that are
  /// already there.
  ///
  /// - Throws: ``LinkError/unknownHierarchy(_:)``, ``LinkError/noModules(_:)``, or
  ///   ``LinkError/refused(_:)`` when a command is refused; the tree is then unchanged.
  func open(
    _ destination: LinkDestination<Route>, store: NavigationStore<Route>
  ) throws(LinkError) {
    if let module = destination.module, !hasModules { throw .noModules(module) }
    // A link that names a module names a tab of that module, found once it is on screen.
    if destination.module == nil, let name = destination.hierarchy,
      linkHierarchyIndex(named: name) == nil
    {
      throw .unknownHierarchy(name)
    }
    // A tab the module does not have, found once it is on screen: the change is undone.
    var missing: String?
    do {
      try store.transaction { () throws(NavigationError) in
        if let module = destination.module { try showLinkModule(module) }
        let roots = treeRoots
        var index: Int?
        if let name = destination.hierarchy {
          // Found again on the module now on screen.
          guard let found = linkHierarchyIndex(named: name),
            roots.indices.contains(found)
          else {
            missing = name
            throw .unknownTab(name)
          }
          index = found
        }
        let target = index ?? selectedIndex ?? roots.count - 1
        for (position, root) in roots.enumerated()
        where position != target && (selectedIndex == nil || position == selectedIndex) {
          try root.dismissAllFromRoot()
        }
        if let index { try selectLinkHierarchy(index) }
        try roots[target].arrange(stack: destination.stack, presented: destination.presented[...])
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
    let roots = treeRoots
    let root = roots[selectedIndex ?? roots.count - 1]
    if let presented = store.presentedNode(of: root.id) {
      throw .noLink(
        "a place with a presented \(presented.node.kindName) \(presented.node.nodeID), which "
          + "links do not name")
    }
    return try table.url(for: linkDestination())
  }

  /// The place the tree shows, as a link table describes places: the module on screen, the
  /// selected tab (the detail column of a split view), its stack and its presentations.
  func linkDestination() -> LinkDestination<Route> {
    let roots = treeRoots
    let index = selectedIndex ?? roots.count - 1
    let levels = roots[index].hierarchy.levels
    return LinkDestination(
      module: linkModuleID, hierarchy: linkHierarchyName(at: index),
      stack: levels[0].path.map(\.route),
      presented: levels.dropFirst().map { level in
        LinkDestination.Presented(
          route: level.root.route, style: level.presentation?.style ?? .sheet,
          stack: level.path.map(\.route))
      })
  }
}
