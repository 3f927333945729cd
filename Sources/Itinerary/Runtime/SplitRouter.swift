import Observation

/// A split view's navigation: a full ``Router`` for each column, ``sidebar`` and ``detail``,
/// and the split view's layout.
///
/// Both columns speak every verb of ``Router`` and share one tree: ids are unique across the
/// columns, a ``batch(_:)`` spans both, and the lane draws both. A sheet or cover presented
/// from either column covers the whole split view, as in SwiftUI.
///
/// ```swift
/// let split = SplitRouter<AppRoute>(sidebar: .folders, detail: .overview)
/// try split.sidebar.push(.folder(id))      // sidebar column
/// try split.detail.push(.article(id))      // detail column
/// split.preferredCompactColumn = .detail   // reveal the detail when collapsed
/// try split.popAllToRoot()
/// ```
///
/// A split router made with ``init(sidebar:detail:)`` owns its tree. The split view in a tab
/// of a module is reached with ``ModuleRouter/split(inTab:)``: that split router is a handle
/// onto the tab's split node in the module router's tree.
@MainActor
@Observable
public final class SplitRouter<Route: NavigationRoute> {
  /// The sidebar column's router.
  public let sidebar: Router<Route>
  /// The detail column's router.
  public let detail: Router<Route>
  /// Whether the window is compact and the columns show as one stack; set it from the
  /// window's size class. Default `false`.
  ///
  /// The layout properties read the split node of the tree and set it with a command
  /// (``NodeCommand/layOut(_:in:)``); setting one on a detached split router changes nothing.
  public var isCollapsed: Bool {
    get { layout.isCollapsed }
    set { layOut { $0.isCollapsed = newValue } }
  }
  /// The column shown on top when collapsed. Default `.sidebar`, as in SwiftUI.
  public var preferredCompactColumn: SplitColumn {
    get { layout.preferredCompactColumn }
    set { layOut { $0.preferredCompactColumn = newValue } }
  }
  /// Which columns are visible. Default `.automatic`, as in SwiftUI.
  public var columnVisibility: ColumnVisibility {
    get { layout.columnVisibility }
    set { layOut { $0.columnVisibility = newValue } }
  }
  /// The store of the tree: the whole tree as one value, its lane and its events.
  @ObservationIgnored public let store: NavigationStore<Route>

  /// The id of the split node this router is the handle of: the ``NavigationNode/nodeID`` by
  /// which the steps of the lane and its ``NavigationLane/displayed`` tree name it.
  public let nodeID: RouterID

  /// The id of the store's root node, the split of a split router that owns its tree: the
  /// store's own root needs none of the counter's ids.
  static var rootNodeID: RouterID { RouterID(rawValue: 0) }

  /// Creates a split router whose sidebar starts at `sidebar` and detail at `detail`.
  public init(sidebar: Route, detail: Route) {
    let store = NavigationStore<Route>()
    let states = [sidebar, detail].map(store.makeRootLevel)
    store.start(
      with: .split(
        SplitNode(
          id: Self.rootNodeID, sidebar: NavigationNode(NavigationHierarchy(root: states[0])),
          detail: NavigationNode(NavigationHierarchy(root: states[1])))))
    let routers = states.map { Router(state: $0, level: 0, store: store) }
    routers.forEach(store.register)
    self.store = store
    self.sidebar = routers[0]
    self.detail = routers[1]
    nodeID = Self.rootNodeID
    store.owner = self
  }

  /// A handle onto `node`, a split node of two stacks inside the tree of `store` that another
  /// router owns.
  ///
  /// - Throws: ``NavigationError/routerDetached(_:)`` when a column holds no stack of the
  ///   tree.
  init(handleOnto node: SplitNode<Route>, store: NavigationStore<Route>) throws(NavigationError) {
    guard let sidebar = store.router(node.sidebar.nodeID) else {
      throw .routerDetached(node.sidebar.nodeID)
    }
    guard let detail = store.router(node.detail.nodeID) else {
      throw .routerDetached(node.detail.nodeID)
    }
    self.sidebar = sidebar
    self.detail = detail
    self.store = store
    nodeID = node.id
  }

  /// Lays the split node out as `change` changes its layout, with the command `.layOut`,
  /// which reports nothing when the layout stays the same. A detached split router lays out
  /// nothing, even once a split node with its id is back in the tree (a covered module shown
  /// again, a restore): that node has handles of its own.
  private func layOut(_ change: (inout SplitLayout) -> Void) {
    guard isAttached else { return }
    var changed = layout
    change(&changed)
    // `.layOut` on a split node of the tree is never refused.
    _ = try? store.apply(.layOut(changed, in: nodeID))
  }

  /// The lane that brings the screen to both columns step by step.
  public var lane: NavigationLane<Route> { store.lane }

  /// A stream of the events of both columns, from now on.
  public var events: AsyncStream<NavigationEvent<Route>> {
    store.events.stream()
  }

  /// Applies several commands, on either column and on the layout, as one change to the
  /// whole split view: all of them or none; see ``Router/batch(_:)``.
  ///
  /// ```swift
  /// try split.batch { split throws(NavigationError) in
  ///   try split.sidebar.push(.folder(id))
  ///   try split.detail.popToRoot()
  ///   try split.detail.push(.article(id))
  /// }
  /// ```
  public func batch<Result>(
    _ body: (SplitRouter<Route>) throws(NavigationError) -> Result
  ) throws(NavigationError) -> Result {
    try store.transaction { () throws(NavigationError) in try body(self) }
  }

  /// Dismisses the split view when it was presented
  /// (``Router/presentSplit(sidebar:detail:style:target:)``), with everything it holds; does
  /// nothing for the split view of a tree or a tab, as ``Router/dismiss(target:)`` does nothing
  /// on a root router.
  ///
  /// - Throws: ``NavigationError/routerDetached(_:)`` once the split view left the tree.
  public func dismiss() throws(NavigationError) {
    try detail.dismiss()
  }

  /// Pops both columns to their roots.
  public func popAllToRoot() throws(NavigationError) {
    try batch { split throws(NavigationError) in
      try split.sidebar.popToRoot()
      try split.detail.popToRoot()
    }
  }

  /// The layout as one value: the split node's, read from the tree, so that a view reading it
  /// is redrawn when it changes; the default layout once the split view left the tree.
  public var layout: SplitLayout {
    guard isAttached, case .split(let node)? = store.observedNode(nodeID) else {
      return SplitLayout()
    }
    return node.layout
  }
}

extension SplitRouter: NavigationTreeOwner {}

extension SplitRouter: NestedNodeHandle {
  /// Whether the split view is still in its tree: `false` once a presented split view was
  /// dismissed, or the module holding it covered or dismissed; its columns' verbs then throw
  /// ``NavigationError/routerDetached(_:)``.
  public var isAttached: Bool { sidebar.storedIsAttached && detail.storedIsAttached }
}
