import Observation

/// A tab bar's navigation: the selected tab and one root router per tab.
///
/// Each tab keeps its own stack and its own presentations. Push, pop and present in a given
/// tab, or in the selected one by default; selecting the selected tab again pops it to its
/// root, as a tab bar does.
///
/// A tab router made with ``init(tabs:selectedTab:reselectionPopsToRoot:root:)`` owns its
/// tree. The tab bar of a module is reached with ``ModuleRouter/tabs(_:)``, and a tab bar a
/// screen presents as a sheet or a cover with ``Router/presentTabs(_:selectedTab:style:target:root:)``:
/// those tab routers are handles onto a tabs node in another router's tree.
///
/// ```swift
/// enum AppTab: CaseIterable { case home, search, profile }
///
/// let tabs = try TabRouter<AppTab, AppRoute>(tabs: AppTab.allCases, selectedTab: .home) { tab in
///   switch tab {
///   case .home: .home
///   case .search: .search
///   case .profile: .profile
///   }
/// }
/// try tabs.push(.detail(id: "42"), in: .search)
/// try tabs.select(.search)
/// ```
@MainActor
@Observable
public final class TabRouter<Tab: Hashable & Sendable, Route: NavigationRoute> {
  /// Every tab, in order.
  public let tabs: [Tab]
  /// The selected tab, read from the tabs node of the tree, so that a view reading it is
  /// redrawn when it changes; the first tab once the tab bar left the tree.
  public var selectedTab: Tab {
    guard isAttached, case .tabs(let node)? = store.observedNode(nodeID) else { return tabs[0] }
    return tab(at: node.selectedIndex)
  }
  /// Whether selecting the selected tab again pops its stack to the root. Default `true`.
  ///
  /// The tabs node keeps it (``TabsNode/reselectionPopsToRoot``), so the person's tap on the
  /// selected tab follows it whoever draws the tab bar, and a snapshot saves it. Setting it
  /// is a command (``NodeCommand/setReselectionPopsToRoot(_:in:)``); on a detached tab
  /// router it changes nothing, and reads `true`.
  public var reselectionPopsToRoot: Bool {
    get {
      guard isAttached, case .tabs(let node)? = store.observedNode(nodeID) else { return true }
      return node.reselectionPopsToRoot
    }
    set {
      guard isAttached else { return }
      // `.setReselectionPopsToRoot` on a tabs node of the tree is never refused.
      _ = try? store.apply(.setReselectionPopsToRoot(newValue, in: nodeID))
    }
  }
  @ObservationIgnored private let routers: [Tab: Router<Route>]
  /// The split routers made for its tabs, held so that asking again gives the same one.
  @ObservationIgnored private var madeHandles: [SplitRouter<Route>] = []
  /// The store of the tree: the whole tree as one value, its lane and its events.
  @ObservationIgnored public let store: NavigationStore<Route>
  /// The id of the tabs node this router is the handle of: the ``NavigationNode/nodeID`` by
  /// which the steps of the lane and its ``NavigationLane/displayed`` tree name it.
  public let nodeID: RouterID

  /// The id of the store's root node, the tabs of a tab router that owns its tree: the
  /// store's own root needs none of the counter's ids.
  static var rootNodeID: RouterID { RouterID(rawValue: 0) }

  /// Creates a tab router.
  ///
  /// - Parameters:
  ///   - tabs: The tabs, in order; at least one, each once, each described differently (the
  ///     description names the tab in the tree).
  ///   - selectedTab: The tab selected at start; by default the first.
  ///   - reselectionPopsToRoot: Whether selecting the selected tab pops it to its root.
  ///   - root: The screen each tab's stack starts from.
  /// - Throws: ``NavigationError/noTabs``, ``NavigationError/duplicateTab(_:)``, or
  ///   ``NavigationError/unknownTab(_:among:)`` when `selectedTab` is not among `tabs`.
  public init(
    tabs: [Tab], selectedTab: Tab? = nil, reselectionPopsToRoot: Bool = true,
    root: (Tab) -> Route
  ) throws(NavigationError) {
    let selected = try Self.checkedSelection(of: tabs, selectedTab: selectedTab)
    let store = NavigationStore<Route>()
    let states = tabs.map { store.makeRootLevel(root($0)) }
    store.start(
      with: .tabs(
        TabsNode(
          id: Self.rootNodeID, selected: Self.name(of: selected),
          tabs: zip(tabs, states).map { tab, state in
            TabsNode.Tab(Self.name(of: tab), NavigationNode(NavigationHierarchy(root: state)))
          }, reselectionPopsToRoot: reselectionPopsToRoot)))
    var routers: [Tab: Router<Route>] = [:]
    for (tab, state) in zip(tabs, states) {
      let router = Router(state: state, level: 0, store: store)
      store.register(router)
      routers[tab] = router
    }
    self.tabs = tabs
    self.routers = routers
    self.store = store
    nodeID = Self.rootNodeID
    store.owner = self
  }

  /// A handle onto `node`, a tabs node inside the tree of `store` that another router owns,
  /// whose tabs are `tabs` in order: each named by its description.
  ///
  /// - Throws: ``NavigationError/unknownTab(_:among:)`` for a tab the node does not have, or a tab
  ///   of the node that `tabs` does not have; ``NavigationError/routerDetached(_:)`` when a
  ///   tab holds no stack of the tree.
  init(
    handleOnto node: TabsNode<Route>, tabs: [Tab], store: NavigationStore<Route>
  ) throws(NavigationError) {
    var routers: [Tab: Router<Route>] = [:]
    for (index, tab) in tabs.enumerated() {
      guard index < node.tabs.count, node.tabs[index].name == Self.name(of: tab) else {
        throw .unknownTab(Self.name(of: tab), among: node.tabs.map(\.name))
      }
      // A tab with a split view is reached through its detail column's root.
      let tabNode = node.tabs[index].node
      guard let id = tabNode.focusedRootID, let router = store.router(id) else {
        throw .routerDetached(tabNode.nodeID)
      }
      routers[tab] = router
    }
    if node.tabs.count > tabs.count {
      throw .unknownTab(node.tabs[tabs.count].name, among: tabs.map(Self.name(of:)))
    }
    guard node.selectedIndex != nil else {
      throw .unknownTab(node.selected, among: node.tabs.map(\.name))
    }
    self.tabs = tabs
    self.routers = routers
    self.store = store
    nodeID = node.id
  }

  /// The tab of `tabs` selected at first: `selectedTab`, by default the first.
  ///
  /// - Throws: ``NavigationError/noTabs``, ``NavigationError/duplicateTab(_:)``, or
  ///   ``NavigationError/unknownTab(_:among:)`` when `selectedTab` is not among `tabs`.
  static func checkedSelection(of tabs: [Tab], selectedTab: Tab?) throws(NavigationError) -> Tab {
    guard let first = tabs.first else { throw .noTabs }
    if let name = TabsNode<Route>.duplicate(in: tabs.map(Self.name(of:))) {
      throw .duplicateTab(name)
    }
    let selected = selectedTab ?? first
    guard tabs.contains(selected) else {
      throw .unknownTab(Self.name(of: selected), among: tabs.map(Self.name(of:)))
    }
    return selected
  }

  /// The name of `tab` in the tree: its description.
  static func name(of tab: Tab) -> String { String(describing: tab) }

  /// Dismisses the tab bar when it was presented (``Router/presentTabs(_:selectedTab:style:target:root:)``),
  /// with everything it holds; does nothing for the tab bar of a tree or a module, as
  /// ``Router/dismiss(target:)`` does nothing on a root router.
  ///
  /// - Throws: ``NavigationError/routerDetached(_:)`` once the tab bar left the tree.
  public func dismiss() throws(NavigationError) {
    try selectedRouter.dismiss()
  }

  /// The lane that brings the screen to this tree step by step.
  public var lane: NavigationLane<Route> { store.lane }

  /// The root router of `tab`, or `nil` for a tab this router does not have; for a tab that
  /// holds a split view, its detail column's (the whole split view is ``split(inTab:)``, or
  /// ``ModuleRouter/split(inTab:)`` for a module's tab).
  public subscript(tab: Tab) -> Router<Route>? { routers[tab] }

  /// The router of the selected tab.
  public var selectedRouter: Router<Route> { router(for: selectedTab) }

  /// The split router of `tab`, a tab that holds a split view (a presented tab bar made with
  /// ``Router/presentTabs(_:selectedTab:style:target:)``): a handle onto the tab's split
  /// node, the same object while the tab bar stays, as ``ModuleRouter/split(inTab:)`` is for
  /// a module's tabs.
  ///
  /// ```swift
  /// let library = try router.presentTabs([
  ///   ModuleTab("books", sidebar: .shelves, detail: .shelf("all")),
  ///   ModuleTab("settings", root: .settings),
  /// ])
  /// let books = try library.split(inTab: "books")
  /// try books.detail.push(.book(id: 7))
  /// ```
  ///
  /// - Throws: ``NavigationError/unknownTab(_:among:)`` for a tab this router does not have;
  ///   ``NavigationError/notANode(_:kind:)`` when the tab holds no split view;
  ///   ``NavigationError/routerDetached(_:)`` once the tab bar left the tree.
  public func split(inTab tab: Tab) throws(NavigationError) -> SplitRouter<Route> {
    guard isAttached, case .tabs(let node) = store.root.node(nodeID) else {
      throw .routerDetached(nodeID)
    }
    let split = try store.splitRouter(inTab: Self.name(of: tab), of: node)
    if !madeHandles.contains(where: { $0 === split }) {
      madeHandles.removeAll { !$0.isAttached }
      madeHandles.append(split)
    }
    return split
  }

  /// Selects `tab`. Selecting the selected tab again pops it to its root when
  /// ``reselectionPopsToRoot`` is on.
  ///
  /// It is a command of the tree value, as every other: ``NodeCommand/pickTab(_:in:)``, which
  /// selects another tab and pops the selected one to its root as the node says; the store
  /// commits the new tree, the lane hears of it, then the events go to the registries and
  /// observers.
  ///
  /// - Throws: ``NavigationError/unknownTab(_:among:)`` for a tab this router does not have;
  ///   ``NavigationError/routerDetached(_:)`` once the tab bar left the tree.
  public func select(_ tab: Tab) throws(NavigationError) {
    try checkAttached()
    guard routers[tab] != nil else { throw unknown(tab) }
    try store.apply(.pickTab(Self.name(of: tab), in: nodeID))
  }

  /// Throws unless the tab bar is still in its tree: a handle onto a covered module's tabs,
  /// or a dismissed tab bar, changes nothing, even once a tabs node with its id is back.
  private func checkAttached() throws(NavigationError) {
    if let detached = tabs.lazy.compactMap({ self.routers[$0] }).first(where: {
      !$0.storedIsAttached
    }) {
      throw .routerDetached(detached.id)
    }
  }

  /// Applies several commands as one change to the whole tree: every tab, the selection, and
  /// everything presented in them. If one is refused, none is applied and the tree is put
  /// back exactly as it was; see ``Router/batch(_:)``.
  ///
  /// ```swift
  /// try tabs.batch { tabs throws(NavigationError) in
  ///   try tabs.selectedRouter.dismissAllFromRoot()
  ///   try tabs.select(.search)
  ///   try tabs.push(.detail(id: 1))
  ///   try tabs.push(.detail(id: 2))
  /// }
  /// ```
  public func batch<Result>(
    _ body: (TabRouter<Tab, Route>) throws(NavigationError) -> Result
  ) throws(NavigationError) -> Result {
    try store.transaction { () throws(NavigationError) in try body(self) }
  }

  // `push` and `pop` are inlinable for `batch.push×10`: the stack verbs of the tab's router
  // are then specialised for the route type where they are issued, as a router's own are
  // (unspecialised, a push copied the screens it moves through generic value witnesses).

  /// Pushes `route` on the stack of `tab`, the selected one by default, without selecting it.
  @inlinable
  public func push(
    _ route: Route, in tab: Tab? = nil, id: EntryID? = nil,
    transition: ScreenTransition? = nil
  ) throws(NavigationError) {
    try router(in: tab).push(route, id: id, transition: transition)
  }

  /// Pops the top screen of `tab`, the selected one by default.
  @inlinable
  public func pop(in tab: Tab? = nil) throws(NavigationError) {
    try router(in: tab).pop()
  }

  /// Pops every pushed screen of `tab`, the selected one by default.
  public func popToRoot(in tab: Tab? = nil) throws(NavigationError) {
    try router(in: tab).popToRoot()
  }

  /// Presents `route` as a sheet on the root router of `tab`, the selected one by default.
  public func presentSheet(
    _ route: Route, options: SheetOptions = SheetOptions(), dismissButton: DismissButton? = nil,
    in tab: Tab? = nil
  ) throws(NavigationError) {
    try router(in: tab).presentSheet(route, options: options, dismissButton: dismissButton)
  }

  /// Presents `route` as a full-screen cover on the root router of `tab`, the selected one by
  /// default.
  public func presentCover(
    _ route: Route, dismissButton: DismissButton? = .leading, in tab: Tab? = nil
  ) throws(NavigationError) {
    try router(in: tab).presentCover(route, dismissButton: dismissButton)
  }

  /// Whether the tab bar is hidden: the route on top of the selected tab's stack says so with
  /// ``NavigationRoute/hidesTabBar``.
  public var isTabBarHidden: Bool {
    selectedRouter.currentDestination.hidesTabBar
  }

  /// A stream of the events of the whole tree, every tab's included, from now on.
  public var events: AsyncStream<NavigationEvent<Route>> {
    store.events.stream()
  }

  /// The router of `tab`, by default of the selected one. The verbs read the selection from
  /// its storage, not through observation: registering an access makes the key path of a
  /// generic class at run time, which cost a verb on the selected tab more than the verb
  /// (`batch.push×10`), and a verb is not a view that needs to hear of the change.
  @usableFromInline
  func router(in tab: Tab?) throws(NavigationError) -> Router<Route> {
    guard let tab else { return selectedRouterUnobserved }
    guard let router = routers[tab] else { throw unknown(tab) }
    return router
  }

  /// The router of the selected tab, found in the tree without telling observation: its tabs
  /// node holds the selection even while a stack is out of the tree. The selection changes
  /// only with the tree's shape (``NavigationStore/shape``, which a stack action keeps), so
  /// the router found is kept with the shape it was found at, and a verb on the selected tab
  /// looks it up again only after a change of another kind: looking it up on every push
  /// doubled the time of ten pushes on a tab (`batch.push×10`'s baseline).
  private var selectedRouterUnobserved: Router<Route> {
    if let found = foundSelectedRouter, foundAtShape == store.shape { return found }
    let tab: Tab
    if case .tabs(let node)? = store.storedRoot.container(nodeID) {
      tab = self.tab(at: node.selectedIndex)
    } else {
      tab = tabs[0]
    }
    let found = router(for: tab)
    foundSelectedRouter = found
    foundAtShape = store.shape
    return found
  }
  /// The router ``selectedRouterUnobserved`` found last, and the tree's shape then.
  @ObservationIgnored private var foundSelectedRouter: Router<Route>?
  @ObservationIgnored private var foundAtShape: UInt64 = 0

  /// The tab at `index` among the node's tabs, which are this router's in order (checked when
  /// it was made); the first for `nil`.
  private func tab(at index: Int?) -> Tab {
    // proven: `tabs` is never empty (`init` refuses no tabs, and a handle's tabs are its
    // node's, which a valid tree never leaves empty), and the node's tabs are `tabs` in order.
    tabs[min(index ?? 0, tabs.count - 1)]
  }

  /// The error of a tab this router does not have, naming the tabs it has.
  @usableFromInline
  func unknown(_ tab: Tab) -> NavigationError {
    .unknownTab(Self.name(of: tab), among: tabs.map(Self.name(of:)))
  }

  private func router(for tab: Tab) -> Router<Route> {
    // proven: `tabs` and the keys of `routers` are the same set, built together in `init`.
    routers[tab]!
  }
}

extension TabRouter: NavigationTreeOwner {}

extension TabRouter: NestedNodeHandle {
  /// Whether the tab bar is still in its tree: `false` once a presented tab bar was
  /// dismissed, or the module holding it covered or dismissed; its verbs then throw
  /// ``NavigationError/routerDetached(_:)``.
  public var isAttached: Bool { routers.values.allSatisfy(\.storedIsAttached) }
}
