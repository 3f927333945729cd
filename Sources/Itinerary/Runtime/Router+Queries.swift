extension Router {
  /// The screen the stack starts from.
  public var root: Entry<Route> { state.root }
  /// The pushed screens, bottom first: what a `NavigationStack` shows above the root.
  public var path: [Entry<Route>] { state.path }
  /// How this router was presented; `nil` for a root router.
  public var presentation: Presentation? { state.presentation }

  /// The route the stack was started with.
  public var rootDestination: Route { state.root.route }
  /// The route on top: the last pushed one, else the root.
  public var currentDestination: Route { state.current.route }
  /// The route `pop()` would reveal, or `nil` when nothing is pushed.
  public var previousDestination: Route? {
    switch state.path.count {
    case 0: nil
    case 1: state.root.route
    default: state.path[state.path.count - 2].route
    }
  }
  /// The number of pushed screens.
  public var depth: Int { state.path.count }

  /// Whether the last pushed route equals `route`.
  public func lastPathIs(_ route: Route) -> Bool {
    state.path.last?.route == route
  }

  /// Whether the route on top equals `route`.
  public func currentDestinationIs(_ route: Route) -> Bool {
    currentDestination == route
  }

  /// The router whose screen the person sees on top of this router's hierarchy: its deepest
  /// router, or, when that presents a tab bar or a split view
  /// (``presentTabs(_:selectedTab:style:target:root:)``), the router on screen inside it (the
  /// selected tab's, the detail column's), and so on inward. What a person's tap acts on; the
  /// targets (``NavigationTarget/deepest``) stay within the hierarchy.
  @inlinable public var routerOnScreen: Router<Route> {
    var router = deepestRouter
    while let id = store.readStack(of: router, { $0.presented?.node.focusedRootID }) ?? nil,
      let inner = store.router(id)
    {
      router = inner.deepestRouter
    }
    return router
  }

  /// Whether this router is the root of its hierarchy.
  public var isRootRouter: Bool { level == 0 }
  /// Whether the whole hierarchy is at its start: nothing pushed on the root router and
  /// nothing presented.
  public var isFullyAtRoot: Bool {
    let root = rootRouter
    return root.state.path.isEmpty && !root.isPresenting
  }
  /// Whether this router presents a sheet or a cover: a router, or a tab bar or split view
  /// (``presentTabs(_:selectedTab:style:target:root:)``).
  public var isPresenting: Bool {
    registrar.access(self, keyPath: store.keyPaths.child)
    return storedIsPresenting
  }

  /// ``isPresenting``, unobserved and read where the router's stack lies: a level above this
  /// router's, or a tab bar or split view above the last. Inlinable for a flow's ending
  /// (`explorer.paths`), where the public query, unspecialised, made a handle for the level
  /// above and read the stack twice.
  @inlinable var storedIsPresenting: Bool {
    let level = self.level
    return store.readStack(of: self) { stack in
      level < stack.hierarchy.storedLevels.count - 1 || stack.presented != nil
    } ?? false
  }

  /// The router of the sheet this router presents, if it presents a sheet; `nil` for a
  /// presented tab bar or split view, whose handle is ``presentedTabs(_:)`` or
  /// ``presentedSplit()``.
  public var presentedSheet: Router<Route>? {
    child?.state.presentation?.style.isSheet == true ? child : nil
  }
  /// The router of the full-screen cover this router presents, if it presents one; `nil` for
  /// a presented tab bar or split view.
  public var presentedCover: Router<Route>? {
    child?.state.presentation?.style == .fullScreenCover ? child : nil
  }
}
