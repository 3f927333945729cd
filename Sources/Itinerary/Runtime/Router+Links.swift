extension Router {
  /// Opens `link`: resolves it in `table` and puts the whole tree this router belongs to in
  /// that shape as one change. See ``LinkTable`` for how a link resolves.
  ///
  /// The change spans the tree: on a router of a ``TabRouter`` it selects the link's tab, on
  /// a ``ModuleRouter``'s it shows the link's module. It dismisses what covers the screen,
  /// selects the tab, brings the stack to the link's screens (keeping those already there,
  /// bottom first) and presents the link's sheets and covers; the lane plans it as one
  /// change. A refused link changes nothing.
  ///
  /// ```swift
  /// .onOpenURL { url in try? router.open(url.absoluteString, in: links) }
  /// ```
  ///
  /// - Parameters:
  ///   - link: `myapp://users/42`, `https://example.com/users/42`, or a path.
  ///   - table: The app's links.
  /// - Returns: The place the link opened.
  /// - Throws: ``LinkError``: a refused scheme or host, an unknown link, a tab or module the
  ///   tree does not have, or a command the tree refused.
  @discardableResult
  public func open(
    _ link: String, in table: LinkTable<Route>
  ) throws(LinkError) -> LinkDestination<Route> {
    let destination = try table.destination(for: link)
    try open(destination)
    return destination
  }

  /// Puts the whole tree in the shape `destination` describes, as one change; see
  /// ``open(_:in:)``.
  ///
  /// While a flow runs on the tree, the link goes to it first: it answers the screen a stage
  /// awaits when the stage takes it
  /// (``FlowContext/push(_:returning:answered:leaving:orLink:)``), else goes as the flow's
  /// ``FlowLinkPolicy`` says: by default it is kept, with
  /// ``NavigationEvent/linkKept(_:flow:)``, and opens once the flow ends; it may answer the
  /// flow's step that awaits a link, or end the flow.
  ///
  /// - Throws: ``LinkError/unknownHierarchy(_:)``, ``LinkError/noModules(_:)``, or
  ///   ``LinkError/refused(_:)``; the tree is then unchanged.
  public func open(_ destination: LinkDestination<Route>) throws(LinkError) {
    guard isAttached else { throw .refused(.routerDetached(id)) }
    try store.open(destination)
  }

  /// The link of the place the whole tree shows: its tab, stack and presentations.
  ///
  /// - Parameter table: The app's links.
  /// - Throws: ``LinkError/noLink(_:)`` when no link of the table opens it, or when a tab bar
  ///   is presented there (``presentTabs(_:selectedTab:style:target:root:)``), which links do
  ///   not name.
  public func url(in table: LinkTable<Route>) throws(LinkError) -> String {
    guard let owner = store.owner else { throw .refused(.routerDetached(id)) }
    return try owner.linkURL(in: table)
  }

  /// Brings this router's stack to `stack` and the presentations above it to `presented`:
  /// keeps the screens and presentations that match from the bottom, pops and dismisses the
  /// rest, then pushes and presents what is missing.
  func arrange(
    stack: [Route], presented: ArraySlice<LinkDestination<Route>.Presented>
  ) throws(NavigationError) {
    let current = storedState.path.map(\.route)
    if current != stack {
      guard !storedState.isBare else { throw .bareRouterHasNoStack(id) }
      let kept = zip(current, stack).prefix { $0.0 == $0.1 }.count
      if current.count > kept { try pop(last: current.count - kept) }
      for route in stack.dropFirst(kept) { try push(route) }
    }
    guard let level = presented.first else {
      // What this router presents leaves: a router, or a node such as a tab bar.
      if isPresenting {
        try dismissChild()
      }
      return
    }
    let shown = child?.storedState
    if shown?.presentation?.style != level.style || shown?.root.route != level.route {
      try present(
        level.route, style: level.style,
        dismissButton: level.style.isSheet ? nil : .leading)
    }
    guard let child = child else { return }
    try child.arrange(stack: level.stack, presented: presented.dropFirst())
  }
}

extension NavigationStore {
  /// Opens `destination` on the whole tree, unless a running flow takes it (see
  /// ``Router/open(_:)``).
  func open(_ destination: LinkDestination<Route>) throws(LinkError) {
    guard let owner else { throw .refused(.routerDetached(RouterID(rawValue: 0))) }
    if flows.take(destination, in: self) { return }
    try owner.open(destination, store: self)
  }

  /// Opens `destination`, a link a running flow kept and lets open now, on the whole tree,
  /// past the flows; reports a refusal with ``NavigationEvent/keptLinkRefused(_:_:)``.
  func openPassingFlows(_ destination: LinkDestination<Route>) {
    do throws(LinkError) {
      guard let owner else { throw .refused(.routerDetached(RouterID(rawValue: 0))) }
      try owner.open(destination, store: self)
    } catch {
      events.emit([.keptLinkRefused(destination, error)])
    }
  }

  /// Opens the links running flows keep until the module now on screen shows
  /// (``FlowLinkPolicy/keepUntilModuleShows``), once no transaction is under way: a refused
  /// batch could take the module back.
  func openLinksKeptForShownModule() {
    guard !isInTransaction, !flows.records.isEmpty, case .modules(let modules) = root,
      let shown = modules.modules.last?.id
    else { return }
    flows.openLinks(needing: shown, in: self)
  }
}
