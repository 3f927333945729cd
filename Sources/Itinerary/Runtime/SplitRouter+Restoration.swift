extension SplitState: RestorableTree {
  /// Both columns and the layout are restored into a split router.
  public typealias Owner = SplitRouter<Route>

  /// The tree of `split`: both columns and the layout.
  @MainActor
  public init(of split: SplitRouter<Route>) {
    self = split.split
  }

  /// Checks both columns: the tree's size within `limits`, each column's levels consistent,
  /// every id used once across both.
  public func validate(within limits: RestorationLimits) throws(RestorationError) {
    try RestorationCheck.validate([[("sidebar", sidebar), ("detail", detail)]], within: limits)
  }

  /// Puts `split` in this tree's shape: the layout and both columns' routers; see
  /// ``RestorableTree/restore(into:limits:)``.
  ///
  /// Each column's root router must be the split router's. The split router of a module's tab
  /// (``ModuleRouter/split(inTab:)``) is a handle onto a part of the module router's tree,
  /// which it does not own: restore the whole tree there.
  ///
  /// - Throws: ``RestorationError``; nothing changes then.
  @MainActor
  public func restore(
    into split: SplitRouter<Route>, limits: RestorationLimits
  ) throws(RestorationError) {
    try validate(within: limits)
    guard split.store.owner === split else { throw .notTheOwner("split router", split.nodeID) }
    try split.sidebar.checkRoot(of: sidebar, in: "the sidebar")
    try split.detail.checkRoot(of: detail, in: "the detail")
    guard self != split.split else { return }
    try split.sidebar.store.restore(SplitRouter.node(of: self))
  }
}
