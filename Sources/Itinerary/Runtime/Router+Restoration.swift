extension NavigationHierarchy: RestorableTree {
  /// A hierarchy is restored into its root router.
  public typealias Owner = Router<Route>

  /// The hierarchy of `router`, from its root router.
  @MainActor
  public init(of router: Router<Route>) {
    self = router.hierarchy
  }

  /// Checks the hierarchy: its size within `limits`, its levels consistent, every id used
  /// once.
  public func validate(within limits: RestorationLimits) throws(RestorationError) {
    try RestorationCheck.validate([[(nil, self)]], within: limits)
  }

  /// Puts the root router `router` and the routers presented above it in this hierarchy's
  /// shape: see ``RestorableTree/restore(into:limits:)``.
  ///
  /// `router` must be an attached root router with the same id as the hierarchy's root. It
  /// is usually a lone router; it may be one hierarchy of a larger tree, such as a tab's, and
  /// then the hierarchy's ids must not be used by the tree's other hierarchies.
  ///
  /// - Throws: ``RestorationError``; nothing changes then.
  @MainActor
  public func restore(
    into router: Router<Route>, limits: RestorationLimits
  ) throws(RestorationError) {
    try validate(within: limits)
    guard router.isAttached, router.level == 0 else {
      throw .doesNotFit("router \(router.id) is not the root of an attached tree")
    }
    try router.checkRoot(of: self, in: "the hierarchy")
    let others = router.store.root.hierarchies.enumerated().compactMap { index, hierarchy in
      hierarchy.root.id == router.id
        ? nil : (name: "hierarchy \(index)" as String?, hierarchy: hierarchy)
    }
    if !others.isEmpty {
      try RestorationCheck.validate(
        [[("the restored hierarchy", self)] + others], within: .unlimited)
    }
    guard self != router.hierarchy else { return }
    var restored = router.store.root
    do {
      let path = try router.store.path(of: router)
      _ = try restored.withStack(at: path) { stack throws(NavigationError) in
        stack = StackNode(hierarchy: self)
      }
    } catch {
      throw .doesNotFit("router \(router.id) is not the root of an attached tree")
    }
    try router.store.restore(restored)
  }
}

extension Router {
  /// Refuses a restored hierarchy whose root router is not this one: a root router's
  /// identity is fixed when it is created.
  func checkRoot(
    of hierarchy: NavigationHierarchy<Route>, in name: String
  ) throws(RestorationError) {
    guard hierarchy.root.id == id else {
      throw .doesNotFit("\(name) has root router \(hierarchy.root.id), the router's is \(id)")
    }
  }
}
