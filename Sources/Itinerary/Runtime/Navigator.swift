/// A `Sendable` handle on a router for code on any actor: every verb is `async` and returns
/// once the change is applied and the screen shows it; the verbs that await a typed result
/// return when the screen finishes with it.
///
/// Give services a navigator instead of a router. Its verbs run on the main actor, in the
/// order each caller issues them, through the tree's one ``NavigationLane``: a verb applies
/// its command at once (or throws, changing nothing), then waits until the renderer has
/// acknowledged every step up to it.
///
/// ```swift
/// actor AuthService {
///   let navigator: Navigator<AppRoute>
///
///   func tokenExpired() async throws {
///     let credentials = try await navigator.present(
///       .login, as: .fullScreenCover, returning: Credentials.self, target: .root)
///     try await refresh(with: credentials)
///   }
/// }
/// ```
public struct Navigator<Route: NavigationRoute>: Sendable {
  /// The router the verbs are issued on; targets count from it.
  public let router: Router<Route>

  /// A navigator issuing its verbs on `router`. Hand out the root router's navigator and use
  /// targets, so the handle stays valid while modals come and go.
  public init(_ router: Router<Route>) {
    self.router = router
  }

  /// Applies `body` on the main actor, then waits until the screen shows the change.
  // Inlinable, as the push and the pop below are, for `navigator.push_pop` and
  // `navigator.push_pop×100tasks`: their router verbs are then specialised for the route type
  // where they are issued, with no metadata looked up on the main actor.
  @inlinable
  @MainActor
  public func run<Result>(
    _ body: @MainActor (Router<Route>) throws(NavigationError) -> Result
  ) async throws(NavigationError) -> Result {
    let result = try body(router)
    await router.lane.waitUntilDisplayed()
    return result
  }

  /// Applies a command; see ``Router/perform(_:)``.
  @MainActor @discardableResult
  public func perform(
    _ command: NavigationCommand<Route>
  ) async throws(NavigationError) -> [NavigationEvent<Route>] {
    try await run { router throws(NavigationError) in try router.perform(command) }
  }

  /// Pushes a screen; see ``Router/push(_:id:transition:target:)``.
  @inlinable
  @MainActor
  public func push(
    _ route: Route, id: EntryID? = nil, transition: ScreenTransition? = nil,
    target: NavigationTarget = .current
  ) async throws(NavigationError) {
    try await run { router throws(NavigationError) in
      try router.push(route, id: id, transition: transition, target: target)
    }
  }

  /// Presents a sheet; see ``Router/presentSheet(_:options:dismissButton:id:transition:target:)``.
  @MainActor
  public func presentSheet(
    _ route: Route, options: SheetOptions = SheetOptions(), dismissButton: DismissButton? = nil,
    id: EntryID? = nil, target: NavigationTarget = .current
  ) async throws(NavigationError) {
    try await run { router throws(NavigationError) in
      try router.presentSheet(
        route, options: options, dismissButton: dismissButton, id: id, target: target)
    }
  }

  /// Presents a full-screen cover; see
  /// ``Router/presentCover(_:dismissButton:id:transition:target:)``.
  @MainActor
  public func presentCover(
    _ route: Route, dismissButton: DismissButton? = .leading, id: EntryID? = nil,
    target: NavigationTarget = .current
  ) async throws(NavigationError) {
    try await run { router throws(NavigationError) in
      try router.presentCover(route, dismissButton: dismissButton, id: id, target: target)
    }
  }

  /// Pops up to `count` screens; see ``Router/pop(last:target:)``.
  @inlinable
  @MainActor
  public func pop(last count: Int = 1, target: NavigationTarget = .current)
    async throws(NavigationError)
  {
    try await run { router throws(NavigationError) in try router.pop(last: count, target: target) }
  }

  /// Pops every pushed screen; see ``Router/popToRoot(target:)``.
  @MainActor
  public func popToRoot(target: NavigationTarget = .current) async throws(NavigationError) {
    try await run { router throws(NavigationError) in try router.popToRoot(target: target) }
  }

  /// Dismisses the target router's presentation; see ``Router/dismiss(target:)``.
  @MainActor
  public func dismiss(target: NavigationTarget = .current) async throws(NavigationError) {
    try await run { router throws(NavigationError) in try router.dismiss(target: target) }
  }

  /// Dismisses every presentation; see ``Router/dismissAllFromRoot()``.
  @MainActor @discardableResult
  public func dismissAllFromRoot() async throws(NavigationError) -> Bool {
    try await run { router throws(NavigationError) in try router.dismissAllFromRoot() }
  }

  /// Dismisses a screen by id and everything above it; see ``Router/dismissScreen(id:)``.
  @MainActor
  public func dismissScreen(id: EntryID) async throws(NavigationError) {
    try await run { router throws(NavigationError) in try router.dismissScreen(id: id) }
  }

  /// Replaces the pushed screens; see ``Router/replaceStack(with:target:)``.
  @MainActor
  public func replaceStack(with routes: [Route], target: NavigationTarget = .current)
    async throws(NavigationError)
  {
    try await run { router throws(NavigationError) in
      try router.replaceStack(with: routes, target: target)
    }
  }

  /// Swaps the top screen in place; see ``Router/replace(with:target:)``.
  @MainActor
  public func replace(with route: Route, target: NavigationTarget = .current)
    async throws(NavigationError)
  {
    try await run { router throws(NavigationError) in
      try router.replace(with: route, target: target)
    }
  }

  /// Collapses the last screens into one; see ``Router/replace(last:with:target:)``.
  @MainActor
  public func replace(last count: Int, with route: Route, target: NavigationTarget = .current)
    async throws(NavigationError)
  {
    try await run { router throws(NavigationError) in
      try router.replace(last: count, with: route, target: target)
    }
  }

  /// Dismisses what the target presents; see ``Router/dismissChild(target:)``.
  @MainActor
  public func dismissChild(target: NavigationTarget = .current) async throws(NavigationError) {
    try await run { router throws(NavigationError) in try router.dismissChild(target: target) }
  }

  /// Dismisses, else pops to the root; see ``Router/dismissOrPopToRoot(target:)``.
  @MainActor
  public func dismissOrPopToRoot(target: NavigationTarget = .current) async throws(NavigationError)
  {
    try await run { router throws(NavigationError) in try router.dismissOrPopToRoot(target: target)
    }
  }

  /// Dismisses the parent's modal too; see ``Router/dismissSelfAndParent(target:)``.
  @MainActor
  public func dismissSelfAndParent(target: NavigationTarget = .current)
    async throws(NavigationError)
  {
    try await run { router throws(NavigationError) in
      try router.dismissSelfAndParent(target: target)
    }
  }

  /// Dismisses the screens above one; see ``Router/dismissScreens(above:)``.
  @MainActor
  public func dismissScreens(above id: EntryID) async throws(NavigationError) {
    try await run { router throws(NavigationError) in try router.dismissScreens(above: id) }
  }

  /// Dismisses screens from the top; see ``Router/dismissScreens(count:)``.
  @MainActor
  public func dismissScreens(count: Int) async throws(NavigationError) {
    try await run { router throws(NavigationError) in try router.dismissScreens(count: count) }
  }

  /// Dismisses the last push stack; see ``Router/dismissLastPushStack()``.
  @MainActor
  public func dismissLastPushStack() async throws(NavigationError) {
    try await run { router throws(NavigationError) in try router.dismissLastPushStack() }
  }

  /// Dismisses the last presentation; see ``Router/dismissLastPresentation()``.
  @MainActor
  public func dismissLastPresentation() async throws(NavigationError) {
    try await run { router throws(NavigationError) in try router.dismissLastPresentation() }
  }

  /// Dismisses every screen but the first; see ``Router/dismissAllScreens()``.
  @MainActor
  public func dismissAllScreens() async throws(NavigationError) {
    try await run { router throws(NavigationError) in try router.dismissAllScreens() }
  }

  /// Applies several commands as one change; see ``Router/batch(_:)``.
  @MainActor
  public func batch<Result>(
    _ body: @MainActor (Router<Route>) throws(NavigationError) -> Result
  ) async throws(NavigationError) -> Result {
    try await run { router throws(NavigationError) in try router.batch(body) }
  }

  /// Presents `route` and returns the value it finishes with; see
  /// ``Router/present(_:as:dismissButton:returning:target:)``.
  @MainActor
  public func present<Value: Sendable>(
    _ route: Route, as style: PresentationStyle = .sheet, dismissButton: DismissButton? = nil,
    returning: Value.Type, target: NavigationTarget = .current
  ) async throws -> Value {
    try await router.present(
      route, as: style, dismissButton: dismissButton, returning: returning, target: target)
  }

  /// Pushes `route` and returns the value it finishes with; see
  /// ``Router/push(_:returning:target:)``.
  @MainActor
  public func push<Value: Sendable>(
    _ route: Route, returning: Value.Type, target: NavigationTarget = .current
  ) async throws -> Value {
    try await router.push(route, returning: returning, target: target)
  }
}
