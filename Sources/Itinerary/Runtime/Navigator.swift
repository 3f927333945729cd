/// A `Sendable` handle on a tree for code on any actor: a closure that runs on the main actor
/// with a router, and the verbs that await a typed result. Each returns once its
/// change is applied and the screen shows it; the awaiting verbs return when the screen
/// finishes with its value.
///
/// Give services a navigator instead of a router. Its calls run on the main actor, in the
/// order each caller issues them, through the tree's one ``NavigationLane``: ``run(_:)``
/// applies what its closure issues at once (or throws, changing nothing that was refused),
/// then waits until the renderer has acknowledged every step up to it. Every verb of
/// ``Router`` is spoken inside it; ``Router/batch(_:)`` inside it makes several one change.
///
/// ```swift
/// actor AuthService {
///   let navigator: Navigator<AppRoute>
///
///   func tokenExpired() async throws {
///     try await navigator.run { try $0.dismissAllFromRoot() }
///     let credentials = try await navigator.present(
///       .login, as: .fullScreenCover, returning: Credentials.self, target: .root)
///     try await refresh(with: credentials)
///   }
/// }
/// ```
///
/// One navigator per window reaches the whole tree: `Navigator(modules.store)` issues its
/// verbs on the root router of the stack on screen, found again at each call, so it stays
/// valid across module swaps and tab switches, and ``open(_:)``
/// reaches any node (a module, a tab, a split column, a presentation) as one change.
public struct Navigator<Route: NavigationRoute>: Sendable {
  /// Where the verbs are issued: one router, or the stack on screen of a store.
  @usableFromInline
  enum Issuer: Sendable {
    case router(Router<Route>)
    case onScreen(NavigationStore<Route>)
  }

  @usableFromInline let issuer: Issuer

  /// A navigator issuing its verbs on `router`. Hand out the root router's navigator and use
  /// targets, so the handle stays valid while modals come and go.
  public init(_ router: Router<Route>) {
    issuer = .router(router)
  }

  /// A navigator for the whole tree of `store` (``Router/store``, ``ModuleRouter/store``…):
  /// its verbs are issued on the root router of the stack on screen, the module on screen's,
  /// its selected tab's or its detail column's, found again at each call.
  ///
  /// ```swift
  /// let navigator = Navigator(modules.store)   // valid before and after onboarding
  /// ```
  public init(_ store: NavigationStore<Route>) {
    issuer = .onScreen(store)
  }

  /// The router the verbs are issued on; targets count from it. For a navigator of a store,
  /// the root router of the stack on screen now.
  // Inlinable for `navigator.push_pop`, as `run(_:)`.
  @inlinable
  @MainActor
  public var router: Router<Route> {
    switch issuer {
    case .router(let router): router
    case .onScreen(let store): store.rootRouterOnScreen
    }
  }

  /// Applies `body` on the main actor with the router, then waits until the screen shows what
  /// it changed.
  ///
  /// It throws what `body` throws: a ``NavigationError`` when the closure says so, as in
  /// `router throws(NavigationError) in`, otherwise `any Error`.
  ///
  /// ```swift
  /// try await navigator.run { try $0.push(.detail(id: "42"), target: .root) }
  /// ```
  // Inlinable for `navigator.push_pop` and `navigator.push_pop×100tasks`: the router verbs of
  // `body` are then specialised for the route type where they are issued, with no metadata
  // looked up on the main actor.
  @inlinable
  @MainActor
  @discardableResult
  public func run<Result, Failure: Error>(
    _ body: @MainActor (Router<Route>) throws(Failure) -> Result
  ) async throws(Failure) -> Result {
    let result = try body(router)
    await router.lane.waitUntilDisplayed()
    return result
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
