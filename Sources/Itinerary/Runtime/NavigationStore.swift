import Observation

/// The one owner of a navigation tree, one per window: the tree as one value, the source of
/// fresh ids, the lane, the event hub and the records of awaiting callers and `onDismiss`
/// actions. Routers, tab, split and module routers are handles onto its nodes.
///
/// Every router reaches it as ``Router/store`` (and ``TabRouter/store``,
/// ``SplitRouter/store``, ``ModuleRouter/store``). Its ``tree`` is the whole tree as one value,
/// the one snapshot of the app: ``NavigationNode`` restores into a store with
/// ``NavigationNode/restore(into:limits:)``.
///
/// Every change goes one way: a handle's verb makes a command, a pure rule applies it to the
/// tree value (``NavigationNode/apply(_:)-(NodeCommand<Route>)``, or a stack action to its
/// level in place), the store commits the new value, tells the handles whose slice changed,
/// hands the tree to the lane and the events to the hub.
// Usable from inlinable code, with the fields and helpers marked so, for `router.push_pop`,
// `lane.push_pop` and `navigator.push_pop`: the stack verbs change a level of the stack out
// of the tree (`stackOut`) in place, make entries with fresh ids and reach, through the
// store, the lane's entry points (`stackChanged(by:)`, `treeChanged()`), the hub's
// (`publish(_:)`) and the key paths; and for
// `explorer.paths`, an awaited push reaches the result registry's, a flow's run the running
// flows (`flows`), and the queries of the screen on top read the tree in place
// (`readStack(of:_:)`) and find the handles of other routers (`router(_:)`).
@MainActor
public final class NavigationStore<Route: NavigationRoute>: Observable {
  // Not checked at run time: main-actor isolated, a counter read and bumped in one place.
  @exclusivity(unchecked) @usableFromInline var lastID: UInt64 = 0
  @usableFromInline let events: NavigationEventHub<Route>
  /// The lane that brings the screen to the tree step by step.
  public let lane: NavigationLane<Route>
  @usableFromInline let results = ResultRegistry()
  let dismissActions = DismissActionRegistry()
  /// The flows running on the tree, for ``Router/savedFlows()``.
  @usableFromInline let flows = RunningFlows<Route>()
  /// The screens that hold the person: stages with a ``LeaveGuard``.
  let leaveGuards = LeaveGuardRegistry()
  /// The tab and split routers made for nodes nested in the tree.
  let nestedHandles = NestedNodeHandles()
  /// Where the id of the module on screen is saved across launches, when a module router owns
  /// the tree: the store saves it as it commits a tree with another module on top.
  var moduleMemory: (any ModuleStore)?
  /// Tells the readers of the tree's nodes of the commits that may change them; see
  /// ``observedNode(_:)``.
  private let registrar = ObservationRegistrar()
  /// The key path by which the readers of nodes are told, built once: a key path literal of a
  /// generic class is instantiated at run time on every evaluation.
  private let nodesKeyPath: KeyPath<NavigationStore<Route>, NavigationNode<Route>> = \.tree
  /// Whether a node was read for observation since the readers were last told.
  private var nodesWereRead = false
  @usableFromInline let keyPaths = RouterKeyPaths<Route>()
  /// The whole tree as one value, every command applied: what the routers read their slices
  /// of, and what a snapshot of the app saves.
  public var tree: NavigationNode<Route> { root }

  /// The whole tree: the one value every handle reads its slice of. Read and changed only
  /// through here, which puts the stack out back first (``putBackStackOut()``).
  @inlinable
  var root: NavigationNode<Route> {
    _read {
      putBackStackOut()
      yield storedRoot
    }
    _modify {
      putBackStackOut()
      yield &storedRoot
    }
  }
  /// The tree, with an empty stack in place of the stack out while one is: read it through
  /// ``root``.
  // Not checked at run time, nor are the stack out and its location: main-actor isolated; a
  // stack action changes the stack out in place through a pure rule that cannot reach the
  // store again.
  @exclusivity(unchecked) @usableFromInline var storedRoot: NavigationNode<Route>
  /// The stack that stack actions are changing, taken out of ``storedRoot``: the next action
  /// on the same stack changes it here, without walking down the tree from its root, which
  /// costs a call per level of nesting (`router.push_pop@nested`). A person mostly navigates
  /// one stack at a time, so it stays out across their pushes and pops. An empty stack while
  /// none is out: the one the tree holds in its place meanwhile. Taking a stack out and
  /// putting it back are each one walk down the tree, the walk every stack action took
  /// before; neither changes the tree's shape, so no router's location moves.
  @exclusivity(unchecked) @usableFromInline var stackOut = NavigationStore.noStack
  /// The empty stack that stands in ``storedRoot`` for the stack out, and is ``stackOut``
  /// while none is out.
  @inlinable
  static var noStack: StackNode<Route> {
    StackNode(hierarchy: NavigationHierarchy(checkedLevels: []))
  }
  /// Where ``stackOut`` lies in ``storedRoot`` while a stack is out; `nil` otherwise.
  @exclusivity(unchecked) @usableFromInline private(set) var stackOutLocation: [Int]?
  /// Counts the commits that may have moved a router: every change but a stack action's. A
  /// router's location in ``root`` holds while this has not changed.
  @exclusivity(unchecked) @usableFromInline private(set) var shape: UInt64 = 0
  /// The router handles made so far, by id, held weakly: a handle lives as long as someone
  /// holds it, and is the same object for as long.
  private var handles: [RouterID: WeakRouter<Route>] = [:]
  /// How to put the tree back as it was when each transaction under way began, outermost
  /// first.
  @usableFromInline var undoLogs: [TreeUndoLog<Route>] = [] {
    didSet { isInTransaction = !undoLogs.isEmpty }
  }
  /// Whether a transaction is under way, so that a stack action notes how to take it back.
  // Not checked at run time: main-actor isolated, and set only when `undoLogs` changes.
  @exclusivity(unchecked) @usableFromInline private(set) var isInTransaction = false

  /// A store with an empty tree, until its owner makes the first one, with the store's ids,
  /// and gives it to ``start(with:)``.
  init() {
    events = NavigationEventHub(results: results, dismissActions: dismissActions)
    lane = NavigationLane(events: events)
    storedRoot = .tabs(TabsNode(id: RouterID(rawValue: 0), selected: "", tabs: []))
    lane.store = self
  }

  /// Makes `root` the tree the store starts from: no event, nothing to tell.
  func start(with root: NavigationNode<Route>) {
    dropStackOut()
    storedRoot = root
    shape &+= 1
  }

  /// The owner of the tree: a lone root router, a tab, split or module router.
  weak var owner: (any NavigationTreeOwner<Route>)?

  // MARK: Handles

  /// The handle of the router with this id in the tree: the one made before if someone still
  /// holds it, else a new one; `nil` when no stack of the tree has the router.
  @usableFromInline
  func router(_ id: RouterID) -> Router<Route>? {
    if let router = handles[id]?.router, router.storedIsAttached { return router }
    guard let (_, levels, level) = locate(id) else { return nil }
    let router = Router(state: levels[level], level: level, store: self)
    handles[id] = WeakRouter(router: router)
    return router
  }

  /// The root router of the stack the person is looking at: the module on screen's, the
  /// selected tab's, the detail column's.
  @usableFromInline
  var rootRouterOnScreen: Router<Route> {
    // proven: a started tree always has a stack in focus (modules and tabs are never empty,
    // and a tab node's selection names one of its tabs), and that stack is live.
    router(root.focusedRootID!)!
  }

  /// The attached tab or split router of the nested node with this id that `matches`, or the
  /// one `make` makes, kept for the next call (see `NestedNodeHandles`).
  func handle<Handle: NestedNodeHandle>(
    of node: RouterID, where matches: (Handle) -> Bool = { _ in true },
    make: () throws(NavigationError) -> Handle
  ) throws(NavigationError) -> Handle {
    if let handle = nestedHandles.handle(of: node, where: matches) { return handle }
    return nestedHandles.keep(try make(), of: node)
  }

  /// The node presented from the stack that holds the router with this id (a tab bar, a split
  /// view), whatever the router's level: the stack's last level presents it. Callers that ask
  /// whether this router itself presents it check that it is the last level.
  func presentedNode(of router: RouterID) -> PresentedNode<Route>? {
    root.stack(holding: router)?.stack.presented
  }

  /// The person picked the tab named `tab` of the tabs node with the id `tabs`: the tree picks
  /// it by the node's rule (``NodeCommand/pickTab(_:in:)``); nothing when the node has no
  /// such tab.
  func userSelected(_ tab: String, in tabs: RouterID) {
    _ = try? apply(.pickTab(tab, in: tabs))
  }

  /// The tabs, split or modules node with this id, or `nil` when the tree has none that can
  /// show, read as a tab,
  /// split or module router reads what it reports (a selection, a layout, the modules): the
  /// reader is told by observation of the next commit that changes the tree's shape, which
  /// is every change but a stack action's, and no stack action changes those. The stacks of the
  /// node returned may be the stand-in of the stack out of the tree: read only what the node
  /// itself holds.
  func observedNode(_ id: RouterID) -> NavigationNode<Route>? {
    observeNodes()
    return storedRoot.container(id)
  }

  /// Tells observation that what is being read depends on the tree's nodes, as
  /// ``observedNode(_:)`` does, for a reader of the whole tree.
  func observeNodes() {
    nodesWereRead = true
    registrar.access(self, keyPath: nodesKeyPath)
  }

  /// Registers a handle made by its owner for a router of the tree.
  func register(_ router: Router<Route>) {
    handles[router.id] = WeakRouter(router: router)
  }

  /// Where `router` is in ``root``: the way to its stack node, worked out again only when
  /// the tree's shape changed since it was last. A detached handle has none, even when its
  /// router came back (a covered module shown again comes back with new handles).
  ///
  /// - Throws: ``NavigationError/routerDetached(_:)`` when no stack of the tree has it.
  @inlinable
  func path(of router: Router<Route>) throws(NavigationError) -> ArraySlice<Int> {
    guard !router.isDetached else { throw .routerDetached(router.id) }
    if router.locatedAt == shape { return router.location[...] }
    guard let (path, _, level) = locate(router.id), level == router.level else {
      throw .routerDetached(router.id)
    }
    router.location = path
    router.locatedAt = shape
    return path[...]
  }

  /// Where the live router with this id is: the way to its stack node, that stack's levels,
  /// and the router's index among them.
  @usableFromInline
  func locate(_ id: RouterID) -> (path: [Int], levels: [RouterState<Route>], level: Int)? {
    guard let path = root.path(toStackHolding: id),
      let levels = root.stack(at: path[...])?.hierarchy.levels,
      let level = levels.firstIndex(where: { $0.id == id })
    else { return nil }
    return (path, levels, level)
  }

  /// The state of the router's level, or `nil` when it is not in the tree.
  @inlinable
  func state(of router: Router<Route>) -> RouterState<Route>? {
    let level = router.level
    return readStack(of: router) { $0.hierarchy.storedLevels[level] }
  }

  /// The hierarchy the router belongs to, or `nil` when it is not in the tree.
  func hierarchy(of router: Router<Route>) -> NavigationHierarchy<Route>? {
    readStack(of: router) { $0.hierarchy }
  }

  /// What `body` reads of the stack node that holds the router, read where it lies in the
  /// tree; `nil` when the router is detached: not in the tree, or a stale handle of a router
  /// that came back with a new one (see ``path(of:)``).
  @inlinable
  func readStack<Result>(
    of router: Router<Route>, _ body: (borrowing StackNode<Route>) -> Result
  ) -> Result? {
    if holdsStack(of: router) { return body(stackOut) }
    guard let path = try? path(of: router) else { return nil }
    return root.readStack(at: path, from: path.startIndex, body)
  }

  /// Whether the stack out is the router's, by the location it has for the tree's shape now:
  /// compared without a copy of either, so that a router acting on that stack again reaches
  /// it with no walk and no retain (`router.push_pop`).
  @inlinable
  func holdsStack(of router: Router<Route>) -> Bool {
    guard !router.isDetached, router.locatedAt == shape, let location = stackOutLocation else {
      return false
    }
    return location == router.location
  }

  /// Runs `body` on the router's stack node, taken out of the tree unless it is out already,
  /// and returns what `body` returns.
  ///
  /// - Throws: ``NavigationError/routerDetached(_:)`` when the router is not in the tree;
  ///   what `body` throws.
  @inlinable
  func withStack<Result>(
    of router: Router<Route>, _ body: (inout StackNode<Route>) throws(NavigationError) -> Result
  ) throws(NavigationError) -> Result {
    if !holdsStack(of: router) {
      // Located for the tree's shape now, or detached.
      _ = try path(of: router)
      guard takeOutStack(at: router.location) else { throw .routerDetached(router.id) }
    }
    return try body(&stackOut)
  }

  /// Takes the stack at `path` out of the tree, after putting back the one out before, if
  /// any; `false`, with none out, when no stack lies at `path`.
  @inlinable
  func takeOutStack(at path: [Int]) -> Bool {
    putBackStackOut()
    // Swapped through a local, which the closure reaches by address: a closure reaching
    // `stackOut` would capture the store, a retain and a release per call.
    var stack = Self.noStack
    // Set where the stack is found: `try?` on the walk's optional result, held as a nested
    // optional, would not be `nil` when the walk found nothing.
    var isTaken = false
    _ = try? storedRoot.withStack(at: path[...]) {
      swap(&$0, &stack)
      isTaken = true
    }
    guard isTaken else { return false }
    swap(&stack, &stackOut)
    stackOutLocation = path
    return true
  }

  /// Puts the stack out, if any, back where it was taken from.
  @inlinable
  func putBackStackOut() {
    guard let location = stackOutLocation else { return }
    stackOutLocation = nil
    var stack = Self.noStack
    swap(&stack, &stackOut)
    _ = try? storedRoot.withStack(at: location[...]) { swap(&$0, &stack) }
  }

  /// Forgets the stack out, if any, for a tree that replaces the one it was taken from.
  private func dropStackOut() {
    guard stackOutLocation != nil else { return }
    stackOutLocation = nil
    stackOut = Self.noStack
  }

  /// Changes the level of `router` in place by a stack action, the stack rule, which changes
  /// nothing when it throws; hands the changed level and the change to `made` when
  /// `handsOver` asks for them, and returns whether anything changed. `made` reads the level
  /// in place, to make the step and the event; it must not change it. The caller has the
  /// lane keep a copy of what the screen shows first, unless the lane draws the change alone
  /// (``NavigationLane/keepDisplayedCopy()``).
  @inlinable
  func change(
    _ router: Router<Route>, by action: StackAction<Route>, handing handsOver: Bool,
    then made: (inout RouterState<Route>, StackChange<Route>) -> Void
  ) throws(NavigationError) -> Bool {
    let level = router.level
    let pathIsShared = lane.hasRenderer
    return try withStack(of: router) { stack throws(NavigationError) in
      func changeLevel() throws(NavigationError) -> Bool {
        guard
          let change = try stack.hierarchy.storedLevels[level].change(
            by: action, pathIsShared: pathIsShared)
        else {
          return false
        }
        // Lent in place, as the array's modify accessor lends it: read through its subscript
        // or a buffer pointer's, it was copied whole for the call (`lane.push_pop`).
        if handsOver { made(&stack.hierarchy.storedLevels[level], change) }
        return true
      }
      guard isInTransaction else { return try changeLevel() }
      // Noted from the level as it was, and kept only when the action changed it.
      let undo = StackUndo(
        undoing: action, on: stack.hierarchy.storedLevels[level], node: router.location[...],
        level: level)
      guard try changeLevel() else { return false }
      record(undo)
      return true
    }
  }

  /// Notes how to take back a stack action applied in place, for every transaction under way.
  @inlinable
  func record(_ undo: StackUndo<Route>) {
    for index in undoLogs.indices { undoLogs[index].record(undo) }
  }

  // MARK: Commits

  /// Applies a command to the tree by the pure rule and commits the new tree: the handles
  /// hear of their slices, the lane of the tree, the hub of the events. A refused command
  /// throws and changes nothing.
  @discardableResult
  func apply(_ command: NodeCommand<Route>) throws(NavigationError) -> [NavigationEvent<Route>] {
    var changed = root
    let events = try changed.apply(command)
    guard !events.isEmpty else { return events }
    // Ids may come from outside (chosen, or decoded): the counter moves past every one, so
    // that the ids it generates later, such as an awaited push's, need no lookup.
    try reserve(
      events.flatMap { $0.arrivingIDs }, routers: events.flatMap { $0.arrivingRouterIDs })
    commit(changed, events: events)
    return events
  }

  /// Makes `changed` the tree, then tells the handles whose slice changed, hands the tree to
  /// the lane and `events` to the hub: the screen hears of a change before anything reacting
  /// to it can issue another.
  func commit(_ changed: NavigationNode<Route>, events: [NavigationEvent<Route>]) {
    commit(changed) { events }
  }

  /// Makes `changed` the tree, then hands it to the lane and the events `makeEvents` makes of
  /// the new tree to the hub.
  func commit(
    _ changed: NavigationNode<Route>, makeEvents: () -> [NavigationEvent<Route>]
  ) {
    replaceRoot(with: changed)
    let events = makeEvents()
    guard !events.isEmpty else { return }
    lane.treeChanged()
    self.events.emit(events)
  }

  /// Makes `changed` the tree and tells each live handle what changed in its slice: its
  /// state, its parent, its child, whether it is attached. The transactions under way note the
  /// tree replaced, unless it is one of theirs put back (`noting` false).
  private func replaceRoot(with changed: NavigationNode<Route>, noting: Bool = true) {
    if noting {
      for index in undoLogs.indices { undoLogs[index].willReplace(root) }
    }
    lane.keepDisplayedCopy()
    let before = RouterSlices(of: root)
    storedRoot = changed
    shape &+= 1
    let after = RouterSlices(of: changed)
    for (id, weak) in handles {
      guard let router = weak.router else {
        handles[id] = nil
        continue
      }
      router.update(from: before[id], to: after[id])
      if router.isDetached { handles[id] = nil }
    }
    if nodesWereRead {
      nodesWereRead = false
      registrar.willSet(self, keyPath: nodesKeyPath)
      registrar.didSet(self, keyPath: nodesKeyPath)
    }
    if let moduleMemory, case .modules(let modules) = changed,
      let shown = modules.modules.last?.id, moduleMemory.lastModuleID != shown
    {
      moduleMemory.lastModuleID = shown
    }
  }

  /// Applies `body` as one change to the whole tree: all of it applies, with its events
  /// delivered once in order and the lane planning it as one change; or, when `body` throws,
  /// the tree value from before is committed again, the id counter put back, the events and
  /// records discarded, and the error rethrown. The tree from before is kept as a
  /// ``TreeUndoLog``: the stack actions taken back one by one, so that a batch of them copies
  /// no stack.
  func transaction<Result>(
    _ body: () throws(NavigationError) -> Result
  ) throws(NavigationError) -> Result {
    let (outerLogs, savedID, savedHandles) = (undoLogs, lastID, handles)
    undoLogs.append(TreeUndoLog())
    let mark = events.hold()
    lane.beginBatch()
    let result: Result
    do {
      result = try body()
    } catch {
      let saved = undoLogs.removeLast().treeAtStart(from: root)
      // The routers the batch detached come back as the same objects; the handles it made
      // for routers that were there before, such as those of a module it covered and showed
      // again, leave with it. Even when the tree came back to its value by itself.
      for (id, weak) in handles where savedHandles[id]?.router !== weak.router {
        weak.router?.detachForRefusal()
      }
      for weak in savedHandles.values {
        guard let router = weak.router, router.isDetached else { continue }
        router.isDetached = false
        handles[router.id] = weak
      }
      // The outer transactions' logs as this one found them, before the observers of the
      // tree put back hear of it and may issue commands of the outer ones: putting the tree
      // back is no change of theirs.
      undoLogs = outerLogs
      replaceRoot(with: saved, noting: false)
      lastID = savedID
      lane.endBatch()
      events.release(mark, refusal: error)
      throw error
    }
    undoLogs.removeLast()
    lane.endBatch()
    events.release(mark, refusal: nil)
    openLinksKeptForShownModule()
    return result
  }

  // MARK: Ids

  @inlinable
  func makeEntryID() -> EntryID {
    lastID += 1
    return EntryID(generated: lastID)
  }

  func makeRouterID() -> RouterID {
    lastID += 1
    return RouterID(rawValue: lastID)
  }

  /// Moves the id counter past ids that arrived from outside, for example in a replayed
  /// command, so that no later generated id repeats one.
  ///
  /// - Throws: ``NavigationError/idOutOfRange(_:)`` for a generated id above
  ///   ``EntryID/largestGenerated``, past which the counter could not count on; the counter
  ///   is then unchanged.
  func reserve(
    _ entries: some Collection<EntryID>, routers: some Collection<RouterID> = []
  ) throws(NavigationError) {
    var highest = lastID
    for id in entries {
      guard case .generated(let value) = id.storage else { continue }
      guard value <= EntryID.largestGenerated else { throw .idOutOfRange(id.description) }
      highest = max(highest, value)
    }
    for id in routers {
      guard id.rawValue <= EntryID.largestGenerated else {
        throw .idOutOfRange(id.description)
      }
      highest = max(highest, id.rawValue)
    }
    lastID = highest
  }

  /// A root level for a new stack starting at `route`, with fresh ids: a lone router's, a
  /// tab's, a column's, a module's.
  func makeRootLevel(_ route: Route) -> RouterState<Route> {
    RouterState(id: makeRouterID(), root: makeEntry(route, id: nil, transition: nil))
  }

  /// A new node for `module`, with fresh ids: a stack from its root, or tabs with the one named
  /// `tab` selected (the first when it is `nil`), each a stack or a split view of two stacks.
  func makeNode(
    for module: Module<Route>, selecting tab: String? = nil
  ) -> NavigationNode<Route> {
    guard !module.tabs.isEmpty else { return makeStackNode(module.root) }
    return .tabs(makeTabsNode(module.tabs, selecting: tab))
  }

  /// A new tabs node holding `tabs`, each a stack or a split view, with fresh ids; the tab
  /// named `tab` is selected, by default the first.
  func makeTabsNode(_ tabs: [ModuleTab<Route>], selecting tab: String?) -> TabsNode<Route> {
    TabsNode(
      id: makeRouterID(), selected: tab ?? tabs.first?.name ?? "",
      tabs: tabs.map { tab in TabsNode.Tab(tab.name, makeNode(for: tab)) })
  }

  /// The split router of the tab named `tab` of `tabs`, a tabs node of the tree: a handle onto
  /// the tab's split node, the same object while someone holds it and the node stays.
  ///
  /// - Throws: ``NavigationError/unknownTab(_:among:)`` for a tab `tabs` does not have;
  ///   ``NavigationError/notANode(_:kind:)`` when the tab holds no split view.
  func splitRouter(inTab tab: String, of tabs: TabsNode<Route>) throws(NavigationError)
    -> SplitRouter<Route>
  {
    guard let node = tabs.tabs.first(where: { $0.name == tab })?.node else {
      throw .unknownTab(tab, among: tabs.tabs.map(\.name))
    }
    guard case .split(let split) = node else { throw .notANode(node.nodeID, kind: "split") }
    return try handle(of: split.id) { () throws(NavigationError) in
      try SplitRouter(handleOnto: split, store: self)
    }
  }

  /// A new node for a tab of a module, with fresh ids: a stack, or a split view.
  private func makeNode(for tab: ModuleTab<Route>) -> NavigationNode<Route> {
    guard let detail = tab.detail else { return makeStackNode(tab.root) }
    let id = makeRouterID()
    return .split(
      SplitNode(id: id, sidebar: makeStackNode(tab.root), detail: makeStackNode(detail)))
  }

  /// A new stack node starting at `route`, with fresh ids.
  private func makeStackNode(_ route: Route) -> NavigationNode<Route> {
    NavigationNode(NavigationHierarchy(root: makeRootLevel(route)))
  }

  @inlinable
  func makeEntry(_ route: Route, id: EntryID?, transition: ScreenTransition?) -> Entry<Route> {
    Entry(id: id ?? makeEntryID(), route: route, transition: transition)
  }
}

/// A router handle held weakly by its store.
struct WeakRouter<Route: NavigationRoute> {
  weak var router: Router<Route>?
}
