extension TabsState: RestorableTree {
  /// Tabs are restored into a tab router.
  public typealias Owner = TabRouter<Tab, Route>

  /// The tree of `tabs`.
  @MainActor
  public init(of tabs: TabRouter<Tab, Route>) {
    self = tabs.state
  }

  /// Checks the tabs: at least one, each once, the selected one among them; the tree's size
  /// within `limits`, each tab's levels consistent, every id used once across the tabs.
  public func validate(within limits: RestorationLimits) throws(RestorationError) {
    if let problem = Self.tabsProblem(selectedTab: selectedTab, tabs: tabs) {
      throw .invalidTree(problem)
    }
    try RestorationCheck.validate(
      [tabs.map { ("tab \($0.tab)", $0.hierarchy) }], within: limits)
  }

  /// Puts `owner` in this tree's shape: the selected tab, and each tab's routers; see
  /// ``RestorableTree/restore(into:limits:)``.
  ///
  /// The tabs must be the owner's, in its order, each with its root router's id. The tab
  /// router of a module (``ModuleRouter/tabs(_:)``) is a handle onto a part of the module
  /// router's tree, which it does not own: restore the whole tree there.
  ///
  /// - Throws: ``RestorationError``; nothing changes then.
  @MainActor
  public func restore(
    into owner: TabRouter<Tab, Route>, limits: RestorationLimits
  ) throws(RestorationError) {
    try validate(within: limits)
    guard owner.store.owner === owner else { throw .notTheOwner("tab router", owner.nodeID) }
    guard tabs.map(\.tab) == owner.tabs else {
      let saved = tabs.map { "\($0.tab)" }.joined(separator: ", ")
      let owned = owner.tabs.map { "\($0)" }.joined(separator: ", ")
      throw .doesNotFit("the saved tabs are \(saved); the router's are \(owned)")
    }
    let roots = owner.treeRoots
    for (tab, root) in zip(tabs, roots) {
      try root.checkRoot(of: tab.hierarchy, in: "tab \(tab.tab)")
    }
    guard self != owner.state else { return }
    try owner.store.restore(TabRouter.node(of: self))
  }
}
