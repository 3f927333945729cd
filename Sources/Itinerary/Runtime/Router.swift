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
/// Views that read ``state`` or ``child`` are updated when they change: the router is
/// `Observable`. (It implements observation by hand rather than with the `@Observable` macro,
/// whose accessors rebuild a key path on every access in generic code; see
/// `RouterKeyPaths`.)
@MainActor
public final class Router<Route: NavigationRoute>: Observable {
  /// The router's identity in its tree.
  public nonisolated let id: RouterID
  // The fields and functions marked usable from inline or inlinable in Router's files serve
  // `router.push_pop`, `lane.push_pop` and `navigator.push_pop` (the stack verbs, specialised
  // for the route type where they are issued), and `explorer.paths` (the awaited push and
  // `finish(returning:)`).
  @usableFromInline weak var storedParent: Router<Route>?
  // Not checked at run time: main-actor isolated, a flag read on every command and set in
  // one place.
  @exclusivity(unchecked) @usableFromInline var storedIsAttached = true
  /// How many routers sit below this one in its hierarchy: 0 for a root router.
  public let level: Int
  @usableFromInline let context: NavigationContext<Route>
  @usableFromInline let registrar = ObservationRegistrar()
  // Not checked at run time either: main-actor isolated, and no access spans a call that could
  // access them again (the stack rule is pure; observers hear of a change after it).
  // `router.push_pop` and `lane.push_pop` read and write them on every command.
  @exclusivity(unchecked) @usableFromInline var storedState: RouterState<Route>
  @exclusivity(unchecked) private var storedChild: Router<Route>?

  /// Whether ``state`` was ever read: observation tracks only what is read, so until then a
  /// change has nobody to tell, and a stack change skips the notice (`router.push_pop`).
  @exclusivity(unchecked) @usableFromInline var stateWasRead = false

  /// This router's slice of the tree: its root, its push stack and its presentation.
  public private(set) var state: RouterState<Route> {
    @inlinable get {
      stateWasRead = true
      registrar.access(self, keyPath: context.keyPaths.state)
      return storedState
    }
    set {
      registrar.withMutation(of: self, keyPath: context.keyPaths.state) { storedState = newValue }
    }
  }

  /// The router that presented this one; `nil` for a root router and a detached one.
  public private(set) var parent: Router<Route>? {
    get {
      registrar.access(self, keyPath: context.keyPaths.parent)
      return storedParent
    }
    set {
      registrar.withMutation(of: self, keyPath: context.keyPaths.parent) {
        storedParent = newValue
      }
    }
  }

  /// `false` once the router was dismissed or swapped out with its module: its verbs then
  /// throw ``NavigationError/routerDetached(_:)``. A refused batch attaches it again.
  public private(set) var isAttached: Bool {
    get {
      registrar.access(self, keyPath: context.keyPaths.isAttached)
      return storedIsAttached
    }
    set {
      registrar.withMutation(of: self, keyPath: context.keyPaths.isAttached) {
        storedIsAttached = newValue
      }
    }
  }

  /// The router of the sheet or cover this router presents.
  public private(set) var child: Router<Route>? {
    get {
      registrar.access(self, keyPath: context.keyPaths.child)
      return storedChild
    }
    set {
      registrar.withMutation(of: self, keyPath: context.keyPaths.child) { storedChild = newValue }
    }
  }

  /// Creates a root router whose stack starts at `root`.
  public convenience init(root: Route) {
    self.init(root: root, context: NavigationContext())
    context.owner = self
  }

  /// Creates a root router that shares ids and events with the other routers of `context`.
  convenience init(root: Route, context: NavigationContext<Route>) {
    let id = context.makeRouterID()
    let entry = context.makeEntry(root, id: nil, transition: nil)
    self.init(state: RouterState(id: id, root: entry), parent: nil, level: 0, context: context)
  }

  init(
    state: RouterState<Route>, parent: Router<Route>?, level: Int, context: NavigationContext<Route>
  ) {
    self.id = state.id
    self.storedState = state
    self.storedParent = parent
    self.level = level
    self.context = context
  }

  /// Applies a command issued on this router and returns the events it produced.
  ///
  /// The verbs call it for you; call it yourself with commands you built. Stack actions
  /// change only the target router; the other actions are applied to the whole hierarchy by
  /// ``NavigationHierarchy/apply(_:from:)`` and routers are created for new presentations and
  /// detached from dismissed ones.
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
    return published(try applyToHierarchy(command))
  }

  /// Applies a stack action to the router `target` names: what ``apply(_:checkingEveryID:)``
  /// does with a `.stack` command, without building one, and without making the action's
  /// event unless something listens. `checkingIDs` says whether the new screens' ids are
  /// checked against the hierarchy; by default (`nil`), when the action brings ids its caller
  /// chose. A verb that knows (a pop brings none, a push the one it was given) says so, which
  /// spares looking into the action on every command. The events are returned only when
  /// `returningEvents` asks for them; the verbs do not.
  ///
  /// The one way into the runtime for the stack verbs, inlinable so that they are specialised
  /// for the route type where they are issued (`router.push_pop`, `lane.push_pop`,
  /// `navigator.push_pop`): the stack rule, then the lane's stack step, then the event hub,
  /// which makes the event only if something listens.
  @inlinable
  @discardableResult
  func apply(
    _ action: StackAction<Route>, target: NavigationTarget, checkingIDs: Bool? = nil,
    returningEvents: Bool = false
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    guard storedIsAttached else { throw .routerDetached(id) }
    // The router itself for `.current`, without the retain and release of a resolved router:
    // a router that anything holds weakly counts its references the slow way
    // (`router.push_pop`).
    guard case .current = target else {
      return try resolve(target).applyHere(
        action, checkingIDs: checkingIDs, returningEvents: returningEvents)
    }
    return try applyHere(action, checkingIDs: checkingIDs, returningEvents: returningEvents)
  }

  /// Applies a stack action to this router: the stack rule, then the lane's stack step, then
  /// the event hub.
  @inlinable
  func applyHere(
    _ action: StackAction<Route>, checkingIDs: Bool?, returningEvents: Bool
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    if checkingIDs ?? action.hasChosenIDs {
      try checkAndReserve(action, at: level)
    }
    guard let change = try applyStackAction(action) else { return [] }
    context.lane.stackChanged(by: storedState.stackStep(after: action), level: level)
    let events = returningEvents ? [change.event(in: storedState)] : []
    // Made once when it is also returned; made only if heard otherwise.
    context.events.publish(returningEvents ? events : [change.event(in: storedState)])
    return events
  }

  /// Hands a changed tree to the lane, then the events of the change to the registries and
  /// observers: the screen hears of a change before anything reacting to it can issue
  /// another.
  func published(_ events: [NavigationEvent<Route>]) -> [NavigationEvent<Route>] {
    guard !events.isEmpty else { return events }
    context.lane.treeChanged()
    context.events.emit(events)
    return events
  }

  /// Refuses a stack action whose new screens would repeat an id of the hierarchy, and
  /// reserves their ids.
  @usableFromInline
  func checkAndReserve(_ action: StackAction<Route>, at level: Int) throws(NavigationError) {
    try hierarchy.checkInserted(action, at: level)
    let ids = action.insertedEntries.map { $0.id }
    try checkUnusedInOtherHierarchies(ids)
    try context.reserve(ids)
  }

  /// Refuses ids that another hierarchy of the tree uses: another tab, the other column.
  /// Ids are unique in the whole tree; each hierarchy checks its own.
  func checkUnusedInOtherHierarchies(_ ids: some Collection<EntryID>) throws(NavigationError) {
    guard !ids.isEmpty else { return }
    let root = rootRouter
    for other in context.roots where other !== root {
      let hierarchy = other.hierarchy
      if let used = ids.first(where: hierarchy.contains) { throw .duplicateEntry(used) }
    }
  }

  /// Applies a command that is not a stack action to the whole hierarchy, then creates and
  /// detaches routers to match.
  func applyToHierarchy(
    _ command: NavigationCommand<Route>
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    let root = rootRouter
    let before = root.hierarchy
    var hierarchy = before
    let events = try hierarchy.apply(command, from: id)
    if context.roots.count > 1 {
      try checkUnusedInOtherHierarchies(hierarchy.allIDs.subtracting(before.allIDs))
    }
    // Ids may come from outside (chosen, or decoded): the counter moves past every one, so
    // that the ids it generates later, such as an awaited push's, need no lookup.
    try context.reserve(
      events.flatMap { $0.arrivingIDs }, routers: events.flatMap { $0.arrivingRouterIDs })
    root.adopt(hierarchy)
    return events
  }

  /// The router a target names, counted from this one.
  public func resolve(_ target: NavigationTarget) throws(NavigationError) -> Router<Route> {
    guard storedIsAttached else { throw .routerDetached(id) }
    guard let index = target.level(from: level, deepest: deepestRouter.level) else {
      throw .targetUnavailable(target, from: id)
    }
    var router = self
    while router.level > index, let parent = router.storedParent { router = parent }
    while router.level < index, let child = router.storedChild { router = child }
    return router
  }

  /// The root router of this router's hierarchy.
  public var rootRouter: Router<Route> {
    var router = self
    while let parent = router.storedParent { router = parent }
    return router
  }

  /// The last router of this router's hierarchy: the one on screen.
  public var deepestRouter: Router<Route> {
    var router = self
    while let child = router.storedChild { router = child }
    return router
  }

  /// The lane that brings the screen to this router's tree step by step.
  public var lane: NavigationLane<Route> { context.lane }

  /// The whole hierarchy this router belongs to, from its root router, as one value.
  public var hierarchy: NavigationHierarchy<Route> {
    var levels: [RouterState<Route>] = []
    var router: Router<Route>? = rootRouter
    while let current = router {
      levels.append(current.storedState)
      router = current.storedChild
    }
    return NavigationHierarchy(checkedLevels: levels)
  }

  /// The routers of this router's hierarchy, the root first.
  var chain: [Router<Route>] {
    var routers: [Router<Route>] = []
    var router: Router<Route>? = rootRouter
    while let current = router {
      routers.append(current)
      router = current.storedChild
    }
    return routers
  }

  /// Puts back a chain of routers with their states, as they were before a refused batch:
  /// the same router objects, attached again; routers created since are detached.
  func restore(_ chain: [Router<Route>], states: [RouterState<Route>]) {
    for (index, router) in chain.enumerated() {
      if !router.storedIsAttached { router.isAttached = true }
      let parent = index > 0 ? chain[index - 1] : nil
      if router.storedParent !== parent { router.parent = parent }
      router.update(to: states[index])
      router.replaceChild(with: index + 1 < chain.count ? chain[index + 1] : nil)
    }
  }

  /// Makes this root router's chain match `hierarchy`: keeps routers whose ids stay, creates
  /// routers for new levels, detaches the rest.
  func adopt(_ hierarchy: NavigationHierarchy<Route>) {
    var router = self
    router.update(to: hierarchy.levels[0])
    for state in hierarchy.levels.dropFirst() {
      if let child = router.storedChild, child.id == state.id {
        child.update(to: state)
        router = child
      } else {
        let child = Router(state: state, parent: router, level: router.level + 1, context: context)
        router.replaceChild(with: child)
        router = child
      }
    }
    router.replaceChild(with: nil)
  }

  /// Applies a stack action to this router's state and notifies observers only when it
  /// changed something.
  @inlinable
  func applyStackAction(
    _ action: StackAction<Route>
  ) throws(NavigationError) -> StackChange<Route>? {
    let change = try storedState.change(by: action)
    if stateWasRead, change != nil {
      // `withMutation(of:keyPath:_:)` without its closure, which checks its actor when called.
      let keyPath = context.keyPaths.state
      registrar.willSet(self, keyPath: keyPath)
      registrar.didSet(self, keyPath: keyPath)
    }
    return change
  }

  private func update(to newState: RouterState<Route>) {
    if storedState != newState { state = newState }
  }

  private func replaceChild(with newChild: Router<Route>?) {
    guard storedChild !== newChild else { return }
    if let old = storedChild, old.parent === self { old.detach() }
    child = newChild
  }

  /// Detaches this router and the routers above it from the tree: dismissed, or swapped out
  /// with its module.
  func detach() {
    isAttached = false
    parent = nil
    storedChild?.detach()
    child = nil
  }
}

extension Router: NavigationTreeOwner {
  /// The tree this router is the root of, when it was created alone: its own hierarchy.
  var treeRoots: [Router<Route>] { [self] }

  /// A lone router's tree has one hierarchy and no selection.
  var selectedIndex: Int? { nil }

  func userSelected(_ index: Int) {}

  /// A lone router keeps nothing beside its hierarchy.
  func checkpoint() -> @MainActor () -> Void { {} }
}
