import Observation

/// The main-actor object views read: one push stack, at most one presented sheet or cover, and
/// a child router for that presentation.
///
/// Create one router per stack with the screen it starts from. Presenting a sheet or a cover
/// creates a child router for it, which is released when the presentation is dismissed, so a
/// hierarchy is a root router and a chain of children. Any router can act on any other router
/// of its hierarchy with a ``NavigationTarget``.
///
/// ```swift
/// let router = Router<AppRoute>(root: .home)
/// try router.push(.detail(id: "42"))
/// try router.presentSheet(.settings, options: SheetOptions(detents: [.medium, .large]))
/// try router.push(.profile, target: .deepest)   // pushes inside the sheet
/// try router.dismissAllFromRoot()
/// ```
///
/// Every verb builds a ``NavigationCommand`` and applies it with ``perform(_:)``: commands are
/// applied whole, one at a time, in the order issued. A refused command throws a
/// ``NavigationError`` and changes nothing. Read the whole hierarchy as a value with
/// ``hierarchy``.
///
/// A router is a handle onto one level of its store's tree, the one ``NavigationNode`` value
/// that holds the state (see <doc:TheTreeAsAValue>). Views that read ``state`` or ``child``
/// are updated when they change, and only then: the router is `Observable`. (It implements observation by hand rather than with the `@Observable` macro,
/// whose accessors rebuild a key path on every access in generic code; see
/// `RouterKeyPaths`.)
@MainActor
public final class Router<Route: NavigationRoute>: Observable {
  /// The router's identity in its tree.
  public nonisolated let id: RouterID
  /// How many routers sit below this one in its hierarchy: 0 for a root router.
  public let level: Int
  // The fields and functions marked usable from inline or inlinable in Router's files serve
  // `router.push_pop`, `lane.push_pop` and `navigator.push_pop` (the stack verbs, specialised
  // for the route type where they are issued), and `explorer.paths` (the awaited push,
  // `finish(returning:)`, and the queries an explorer makes on every screen: `resolve(_:)`,
  // `deepestRouter` and `routerOnScreen`, which unspecialised look up the metadata of the
  // route's types on every call).
  /// The store of the router's tree: the whole tree as one value, its lane and its events.
  public let store: NavigationStore<Route>
  @usableFromInline let registrar = ObservationRegistrar()
  // Not checked at run time: main-actor isolated, and no access spans a call that could
  // access them again (the stack rule is pure; observers hear of a change after it).
  /// Where the router's stack is in the store's tree, as of the store's shape
  /// ``locatedAt``: see `NavigationStore.path(of:)`.
  @exclusivity(unchecked) @usableFromInline var location: [Int] = []
  @exclusivity(unchecked) @usableFromInline var locatedAt: UInt64 = .max
  /// The state the router had when it was last in the tree: what a detached router shows.
  @exclusivity(unchecked) @usableFromInline var lastState: RouterState<Route>

  /// Whether ``state`` was read since a stack change last told its observers: observation
  /// tracks only what is read, and each tracker hears of one change only, so until then a
  /// stack change has nobody to tell, and skips the notice (`router.push_pop`,
  /// `lane.push_pop`).
  @exclusivity(unchecked) @usableFromInline var stateWasRead = false

  /// This router's level of the tree, or the last one it had once detached.
  @inlinable var storedState: RouterState<Route> { store.state(of: self) ?? lastState }

  /// Set when the router left the tree (dismissed, or covered with its module); cleared only
  /// by a refused batch that brings it back. A router that comes back otherwise, as a covered
  /// module does, comes back as a new handle.
  @exclusivity(unchecked) @usableFromInline var isDetached = false

  /// Whether the store's tree has this router.
  @inlinable var storedIsAttached: Bool {
    // Located since the tree last changed shape: still there, as a stack action keeps levels.
    if !isDetached, locatedAt == store.shape { return true }
    return (try? store.path(of: self)) != nil
  }

  /// This router's slice of the tree: its root, its push stack and its presentation.
  public var state: RouterState<Route> {
    @inlinable get {
      stateWasRead = true
      registrar.access(self, keyPath: store.keyPaths.state)
      return storedState
    }
  }

  /// The router that presented this one; `nil` for a root router and a detached one.
  public var parent: Router<Route>? {
    registrar.access(self, keyPath: store.keyPaths.parent)
    return router(atLevel: level - 1)
  }

  /// `false` once the router was dismissed or swapped out with its module: its verbs then
  /// throw ``NavigationError/routerDetached(_:)``. A refused batch attaches it again.
  public var isAttached: Bool {
    registrar.access(self, keyPath: store.keyPaths.isAttached)
    return storedIsAttached
  }

  /// The router of the sheet or cover this router presents.
  public var child: Router<Route>? {
    registrar.access(self, keyPath: store.keyPaths.child)
    if let heldChild, heldChild.storedIsAttached { return heldChild }
    heldChild = router(atLevel: level + 1)
    return heldChild
  }

  /// The handle of the router this one presents, once made: a router keeps the routers above
  /// it alive, and releases them when they leave the tree.
  @exclusivity(unchecked) private var heldChild: Router<Route>?

  /// Creates a root router whose stack starts at `root`, in a store of its own.
  public convenience init(root: Route) {
    let store = NavigationStore<Route>()
    let state = store.makeRootLevel(root)
    store.start(with: NavigationNode(NavigationHierarchy(root: state)))
    self.init(state: state, level: 0, store: store)
    store.register(self)
    store.owner = self
  }

  /// Creates the handle of a router of `store`'s tree, whose level is `state`.
  init(state: RouterState<Route>, level: Int, store: NavigationStore<Route>) {
    self.id = state.id
    self.level = level
    self.lastState = state
    self.store = store
  }

  /// Applies a command issued on this router and returns the events it produced.
  ///
  /// The verbs call it for you; call it yourself with commands you built. Stack actions
  /// change only the target router's level, in place; the other actions are applied to the
  /// whole tree by ``NavigationNode/apply(_:)-(NodeCommand<Route>)``.
  @discardableResult
  public func perform(
    _ command: NavigationCommand<Route>
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    try apply(command, checkingEveryID: true)
  }

  /// Applies a command; the verbs call it with entries whose generated ids are fresh, so only
  /// chosen ids need checking against the hierarchy.
  @discardableResult
  func apply(
    _ command: NavigationCommand<Route>, checkingEveryID: Bool = false
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    if case .stack(let action) = command.action {
      return try apply(
        action, target: command.target, checkingIDs: checkingEveryID ? true : nil,
        returningEvents: true)
    }
    guard storedIsAttached else { throw .routerDetached(id) }
    return try store.apply(.navigate(command, from: id))
  }

  /// The router a target names, counted from this one.
  @inlinable
  public func resolve(_ target: NavigationTarget) throws(NavigationError) -> Router<Route> {
    guard storedIsAttached else { throw .routerDetached(id) }
    if case .current = target { return self }
    let level = self.level
    let targetID = store.readStack(of: self) { stack -> RouterID? in
      let levels = stack.hierarchy.storedLevels
      // Unwrapped, not mapped: a closure of the main actor's handed to the standard library
      // checks its actor on every call (`explorer.paths`).
      guard let index = target.level(from: level, deepest: levels.count - 1) else { return nil }
      return levels[index].id
    }
    guard let targetID = targetID ?? nil, let router = handle(for: targetID) else {
      throw .targetUnavailable(target, from: id)
    }
    return router
  }

  /// The root router of this router's hierarchy.
  public var rootRouter: Router<Route> { router(atLevel: 0) ?? self }

  /// The last router of this router's hierarchy: the one on screen.
  @inlinable public var deepestRouter: Router<Route> {
    let deepestID = store.readStack(of: self) { stack in
      // The id alone, read in place: `last` would copy the whole level out.
      let levels = stack.hierarchy.storedLevels
      return levels.isEmpty ? nil : levels[levels.count - 1].id
    }
    // Unwrapped, not mapped: a closure of the main actor's handed to the standard library
    // checks its actor on every call (`explorer.paths`).
    guard let id = deepestID ?? nil, let router = handle(for: id) else { return self }
    return router
  }

  /// The router of this router's hierarchy at `index`, or `nil` when there is none (or this
  /// router is detached).
  private func router(atLevel index: Int) -> Router<Route>? {
    let levelID = store.readStack(of: self) { stack in
      let levels = stack.hierarchy.storedLevels
      return levels.indices.contains(index) ? levels[index].id : nil
    }
    return (levelID ?? nil).flatMap(handle)
  }

  /// The handle of the router of this router's tree with the id `id`: this one, without a
  /// lookup, for its own id. Its callers read `id` from this router's place in the tree, so
  /// this router is attached.
  @inlinable func handle(for id: RouterID) -> Router<Route>? {
    id == self.id ? self : store.router(id)
  }

  /// The lane that brings the screen to this router's tree step by step.
  public var lane: NavigationLane<Route> { store.lane }

  /// The whole hierarchy this router belongs to, from its root router, as one value; a
  /// detached router's is its own last level.
  public var hierarchy: NavigationHierarchy<Route> {
    store.hierarchy(of: self) ?? NavigationHierarchy(checkedLevels: [lastState])
  }

  /// Tells observers what a commit changed in this router's slice, and keeps the last state
  /// it had in the tree.
  func update(
    from before: RouterSlices<Route>.Slice?, to after: RouterSlices<Route>.Slice?
  ) {
    guard before != after else { return }
    if let state = (after ?? before)?.state { lastState = state }
    if after == nil {
      isDetached = true
      heldChild = nil
    } else if before?.child != after?.child {
      heldChild = after?.child.flatMap(store.router)
    }
    let paths = store.keyPaths
    if before?.state != after?.state, after != nil { notify(paths.state) }
    if before?.parent != after?.parent { notify(paths.parent) }
    if before?.child != after?.child { notify(paths.child) }
    if (before == nil) != (after == nil) { notify(paths.isAttached) }
  }

  /// Detaches a handle that a refused batch made for a router that was in the tree before
  /// it: the router comes back with its handle from before.
  func detachForRefusal() {
    guard !isDetached else { return }
    isDetached = true
    heldChild = nil
    notify(store.keyPaths.isAttached)
  }

  private func notify<Member>(_ keyPath: KeyPath<Router<Route>, Member>) {
    registrar.willSet(self, keyPath: keyPath)
    registrar.didSet(self, keyPath: keyPath)
  }
}

/// The tree this router is the root of, when it was created alone: its own hierarchy.
extension Router: NavigationTreeOwner {}
