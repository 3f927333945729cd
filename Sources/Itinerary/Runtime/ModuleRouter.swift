import Observation

/// The router above everything: a stack of modules, each a whole navigation hierarchy, the
/// last one on screen.
///
/// Showing a module swaps the screen's whole hierarchy (onboarding → main). The module it
/// covers keeps its navigation as a value, but its routers are released and everything that
/// was awaiting inside it is resumed; dismissing back to it builds new routers from that
/// value. The last module's id is saved in a ``ModuleStore`` and restored at launch.
///
/// ```swift
/// let modules = try ModuleRouter<AppRoute>(
///   catalog: [Module(id: "onboarding", root: .welcome), Module(id: "main", root: .home)],
///   initial: "onboarding", store: UserDefaultsModuleStore())
/// try modules.showModule(id: "main")   // onboarding finished
/// try modules.current.push(.detail(id: 1))
/// ```
///
/// A module can hold a tab bar, a stack per tab (``Module/init(id:tabs:transition:allowsSwipeBack:)``):
/// ``tabs(_:)`` is then its ``TabRouter``, a handle onto the module's tabs node in this
/// router's one tree, and ``current`` is the selected tab's root router. Swapping into it,
/// selecting a tab and pushing is one batch, one plan of the lane, one snapshot.
@MainActor
@Observable
public final class ModuleRouter<Route: NavigationRoute> {
  /// The modules on the stack, the last on screen, read from the modules node of the tree, so
  /// that a view reading them is redrawn when they change.
  public var modules: [Module<Route>] {
    store.observeNodes()
    guard case .modules(let node) = store.root else { return [] }
    return node.modules.compactMap(Self.module(of:))
  }
  /// The root router of the module on screen; in a module with tabs, of the selected tab.
  /// Read from the tree, so that a view reading it is redrawn when it changes. The module
  /// router holds it, so that it is the same object while it stays on screen, until a swap.
  public var current: Router<Route> {
    store.observeNodes()
    let router = store.rootRouterOnScreen
    heldCurrent = router
    return router
  }
  /// The router ``current`` returned last, held so that a router nobody else holds stays the
  /// same object; let go by a swap, which releases the old module's routers.
  @ObservationIgnored var heldCurrent: Router<Route>?
  /// The modules this router can show by id.
  public let catalog: [Module<Route>]
  /// The action to run when a module is dismissed, by the ``NavigationNode/nodeID`` of its
  /// node, which no other showing of a module has.
  @ObservationIgnored var dismissActions: [RouterID: @MainActor () -> Void] = [:]
  /// The tab and split routers this router made for its modules' nodes, held so that
  /// ``tabs(_:)`` and ``split(inTab:)`` return the same one while its node stays on screen (the
  /// store holds them weakly); those detached are dropped as new ones are made.
  @ObservationIgnored private var madeHandles: [any NestedNodeHandle] = []
  /// The store of the tree: the whole tree as one value, its lane and its events.
  @ObservationIgnored public let store = NavigationStore<Route>()

  /// Creates a module router starting with the module the store saved last, if the catalog
  /// has it, else with `initial`.
  ///
  /// - Throws: ``NavigationError/unknownModule(_:)`` when `initial` is not in the catalog.
  public init(
    catalog: [Module<Route>], initial: String, store: (any ModuleStore)? = nil
  ) throws(NavigationError) {
    guard let fallback = catalog.first(where: { $0.id == initial }) else {
      throw .unknownModule(initial)
    }
    let saved = store?.lastModuleID.flatMap { id in catalog.first { $0.id == id } }
    let first = saved ?? fallback
    let tree = self.store
    let shown = ModuleNode(first, node: tree.makeNode(for: first))
    tree.start(with: .modules(ModulesNode(id: Self.nodeID, modules: [shown])))
    self.catalog = catalog
    store?.lastModuleID = first.id
    tree.moduleMemory = store
    tree.owner = self
  }

  /// The id of the store's root node, the modules: the store's own root needs none of the
  /// counter's ids.
  static var nodeID: RouterID { RouterID(rawValue: 0) }

  /// The id of the modules node this router is the handle of: the ``NavigationNode/nodeID`` by
  /// which the steps of the lane and its ``NavigationLane/displayed`` tree name it.
  public var nodeID: RouterID { Self.nodeID }

  /// Applies several commands as one change to the whole tree: module swaps and the commands
  /// on the routers of the module on screen. If one is refused, none is applied: the same
  /// modules, the same routers attached, the saved module id as it was; see
  /// ``Router/batch(_:)``.
  ///
  /// ```swift
  /// try modules.batch { modules throws(NavigationError) in
  ///   try modules.showModule(id: "main")
  ///   try modules.current.push(.detail(id: 1))
  /// }
  /// ```
  public func batch<Result>(
    _ body: (ModuleRouter<Route>) throws(NavigationError) -> Result
  ) throws(NavigationError) -> Result {
    try store.transaction { () throws(NavigationError) in try body(self) }
  }

  /// The lane that brings the screen to this tree step by step.
  public var lane: NavigationLane<Route> { store.lane }

  /// A stream of the events of every module, from now on.
  public var events: AsyncStream<NavigationEvent<Route>> { store.events.stream() }

  /// Shows the catalog's module with this id on top: the whole screen swaps to it. For a module
  /// with tabs, `tab` names the tab it shows selected; by default the first.
  ///
  /// `onDismiss` runs once, after the module was dismissed (by a dismiss verb, or by the
  /// person swiping it back when it ``Module/allowsSwipeBack``) and the change was heard;
  /// never when a module shown above covers it, nor when a refused batch undoes its dismissal.
  /// A restore replaces the modules without running it.
  ///
  /// ```swift
  /// try modules.showModule(id: "settings", onDismiss: { analytics.log("settings closed") })
  /// try modules.showModule(id: "main", tab: "search")
  /// ```
  ///
  /// - Throws: ``NavigationError/unknownModule(_:)`` for an id not in the catalog;
  ///   ``NavigationError/unknownTab(_:among:)`` for a tab the module does not have, or any
  ///   `tab` for a module without tabs. Nothing changes then.
  public func showModule(
    id: String, tab: String? = nil, onDismiss: (@MainActor () -> Void)? = nil
  ) throws(NavigationError) {
    let module = try module(id)
    if let tab, !module.tabs.contains(where: { $0.name == tab }) {
      throw .unknownTab(tab, among: module.tabs.map(\.name))
    }
    // The node of this showing, whatever a batch shows after it.
    var shown: RouterID?
    // Kept only when the showing is delivered: a refused batch keeps none.
    let records = onDismiss.map { action in
      [
        NavigationRecord { [weak self] in
          guard let self, let shown else { return }
          dismissActions[shown] = action
        }
      ]
    }
    try store.events.beforeDelivery([], then: records ?? []) { () throws(NavigationError) in
      shown = try show([module], selecting: tab)
    }
  }

  /// Shows modules on top, the last on screen; the ones between are covered at once.
  public func showModules(_ shown: [Module<Route>]) throws(NavigationError) {
    try show(shown, selecting: nil)
  }

  /// Shows `shown` on top, the last with the tab named `tab` selected when it has tabs, as
  /// one ``NodeCommand/showModules(_:in:)``, and returns the ``NavigationNode/nodeID`` of the
  /// last one's node.
  @discardableResult
  private func show(
    _ shown: [Module<Route>], selecting tab: String?
  ) throws(NavigationError) -> RouterID? {
    guard let last = shown.last else { return nil }
    var nodes = shown.dropLast().map { ModuleNode($0, node: store.makeNode(for: $0)) }
    nodes.append(ModuleNode(last, node: store.makeNode(for: last, selecting: tab)))
    try swap(by: .showModules(nodes, in: Self.nodeID))
    return nodes.last?.node.nodeID
  }

  /// Dismisses the module on screen, back to the one below; nothing with one module.
  public func dismissModule() throws(NavigationError) {
    try dismissModules(count: 1)
  }

  /// Dismisses the module with this id and every module above it; the first module cannot
  /// be dismissed.
  public func dismissModule(id: String) throws(NavigationError) {
    guard let index = modules.lastIndex(where: { $0.id == id }) else { throw .unknownModule(id) }
    guard index > 0 else { throw .cannotDismissFirstModule(id) }
    try dismissModules(count: modules.count - index)
  }

  /// Dismisses every module above the one with this id, which comes back on screen.
  public func dismissModules(above id: String) throws(NavigationError) {
    guard let index = modules.lastIndex(where: { $0.id == id }) else { throw .unknownModule(id) }
    try dismissModules(count: modules.count - 1 - index)
  }

  /// Dismisses up to `count` modules from the top; the first module always stays.
  public func dismissModules(count: Int) throws(NavigationError) {
    let removed = min(max(count, 0), modules.count - 1)
    guard removed > 0, case .modules(let node) = store.root else { return }
    let leaving = node.modules.suffix(removed).reversed().map(\.node.nodeID)
    // Run after the swap was heard, top module first; never when a batch refuses it.
    let runActions = NavigationRecord { [weak self] in
      for id in leaving { self?.dismissActions.removeValue(forKey: id)?() }
    }
    try store.events.beforeDelivery([], then: [runActions]) { () throws(NavigationError) in
      try swap(by: .dismissModules(count: removed, in: Self.nodeID))
    }
  }

  /// Dismisses every module but the first.
  public func dismissAllModules() throws(NavigationError) {
    try dismissModules(count: modules.count - 1)
  }

  /// The whole stack as values: each covered module's hierarchy, then the one on screen; for
  /// a module with tabs, its selected tab's. ``NavigationNode/init(of:)`` of ``store`` reads
  /// every tab.
  public var hierarchies: [NavigationHierarchy<Route>] {
    guard case .modules(let node) = store.root else { return [] }
    return node.modules.compactMap { $0.node.focusedStack?.hierarchy }
  }

  /// The tab router of the module on screen, which holds a tab bar whose tabs are `tabs`, in
  /// order, each named by its description as the module's ``ModuleTab/name``. While the module
  /// stays on screen, it is the same object each time; once it is covered or dismissed its
  /// verbs throw ``NavigationError/routerDetached(_:)``, and showing the module again needs a
  /// new one.
  ///
  /// ```swift
  /// enum AppTab: String, CaseIterable, CustomStringConvertible {
  ///   case home, search
  ///   var description: String { rawValue }
  /// }
  /// try modules.showModule(id: "main")
  /// let tabs = try modules.tabs(AppTab.allCases)
  /// try tabs.select(.search)
  /// try tabs.push(.detail(id: 1))
  /// ```
  ///
  /// - Throws: ``NavigationError/notANode(_:kind:)`` when the module on screen holds a stack;
  ///   ``NavigationError/unknownTab(_:among:)`` when its tabs are not `tabs`.
  public func tabs<Tab: Hashable & Sendable>(
    _ tabs: [Tab]
  ) throws(NavigationError) -> TabRouter<Tab, Route> {
    guard let tabsNode = shownTabs else { throw .notANode(current.id, kind: "tabs") }
    return try held(
      store.handle(of: tabsNode.id, where: { $0.tabs == tabs }) { () throws(NavigationError) in
        try TabRouter(handleOnto: tabsNode, tabs: tabs, store: store)
      })
  }

  /// The split router of the tab named `tab` of the module on screen, a tab made with
  /// ``ModuleTab/init(_:sidebar:detail:)``: a handle onto the tab's split node, the same
  /// object while the module stays on screen, as ``tabs(_:)`` is.
  ///
  /// ```swift
  /// let inbox = try modules.split(inTab: "inbox")
  /// try inbox.detail.push(.message(id: 7))
  /// ```
  ///
  /// - Throws: ``NavigationError/notANode(_:kind:)`` when the module on screen holds no tabs,
  ///   or the tab holds no split view; ``NavigationError/unknownTab(_:among:)`` for a tab the
  ///   module does not have.
  public func split(inTab tab: String) throws(NavigationError) -> SplitRouter<Route> {
    guard let tabs = shownTabs else { throw .notANode(current.id, kind: "tabs") }
    return held(try store.splitRouter(inTab: tab, of: tabs))
  }

  /// Holds `handle`, made for a node of the tree, and returns it; forgets the detached ones.
  private func held<Handle: NestedNodeHandle>(_ handle: Handle) -> Handle {
    if !madeHandles.contains(where: { $0 === handle }) {
      madeHandles.removeAll { !$0.isAttached }
      madeHandles.append(handle)
    }
    return handle
  }

  private func module(_ id: String) throws(NavigationError) -> Module<Route> {
    guard let module = catalog.first(where: { $0.id == id }) else { throw .unknownModule(id) }
    return module
  }

  /// Applies a command that swaps the module on screen, by the rule of the tree
  /// (``NavigationEvent/moduleSwapped(left:shown:)``): the routers of the module it replaces
  /// are released and its screens leave, their `onDismiss` actions run and their awaiting
  /// callers resume. Then the links kept for the module now shown open.
  private func swap(by command: NodeCommand<Route>) throws(NavigationError) {
    heldCurrent = nil
    try store.apply(command)
    store.openLinksKeptForShownModule()
  }

  /// The module of the catalog's shape that `module` shows: its root is the first screen of
  /// its stack, or each tab's root the first screen of the tab's stack.
  private static func module(of module: ModuleNode<Route>) -> Module<Route>? {
    switch module.node {
    case .stack(let stack):
      return Module(
        id: module.id, root: stack.hierarchy.root.root.route, transition: module.transition,
        allowsSwipeBack: module.allowsSwipeBack)
    case .tabs(let tabs):
      var moduleTabs: [ModuleTab<Route>] = []
      for tab in tabs.tabs {
        switch tab.node {
        case .stack(let stack):
          moduleTabs.append(ModuleTab(tab.name, root: stack.hierarchy.root.root.route))
        case .split(let split):
          guard case .stack(let sidebar) = split.sidebar, case .stack(let detail) = split.detail
          else { return nil }
          moduleTabs.append(
            ModuleTab(
              tab.name, sidebar: sidebar.hierarchy.root.root.route,
              detail: detail.hierarchy.root.root.route))
        case .tabs, .modules:
          return nil
        }
      }
      return try? Module(
        id: module.id, tabs: moduleTabs, transition: module.transition,
        allowsSwipeBack: module.allowsSwipeBack)
    case .split, .modules:
      return nil
    }
  }
}

extension ModuleRouter: NavigationTreeOwner {
  /// The tabs node of the module on screen, when it has tabs.
  var shownTabs: TabsNode<Route>? {
    guard case .modules(let node) = store.root, case .tabs(let tabs) = node.modules.last?.node
    else { return nil }
    return tabs
  }

  var moduleCatalog: [Module<Route>] { catalog }

  /// The `onDismiss` actions belonged to the showings of the tree before.
  func didRestore() {
    heldCurrent = nil
    dismissActions.removeAll()
  }
}
