/// An object that owns a part of the app's navigation: a router, or the whole tree of a module
/// router, the flows run on it, and child coordinators it starts for sub-tasks.
///
/// Subclass it, override ``start()`` to begin, and call ``finish()`` when the work is done:
/// the coordinator finishes its children, leaves its parent, and the parent releases it.
/// Coordinators hold their children strongly and their parent weakly, so a finished
/// coordinator and everything it owns is freed.
///
/// ```swift
/// final class CheckoutCoordinator: Coordinator<AppRoute> {
///   override func start() {
///     Task {
///       let order = try? await run(checkoutFlow)
///       if let order { receipts.store(order) }
///       finish()
///     }
///   }
/// }
///
/// app.start(CheckoutCoordinator(router: app.router))
/// ```
///
/// The app's top coordinator owns the whole tree: made with ``init(modules:)``, it runs its
/// flows on the module on screen, from onboarding into the main module's tabs, and hands its
/// services one ``navigator`` for the tree.
@MainActor
open class Coordinator<Route: NavigationRoute> {
  /// The router given at creation; `nil` for a coordinator of a module router's whole tree.
  private let givenRouter: Router<Route>?
  /// The module router above ``router``'s hierarchy, for flows that swap modules.
  public let modules: ModuleRouter<Route>?
  /// The child coordinators started and not yet finished, oldest first.
  public private(set) var children: [Coordinator<Route>] = []
  /// The coordinator that started this one; `nil` for a top coordinator and a finished one.
  public private(set) weak var parent: Coordinator<Route>?
  /// Whether ``finish()`` was called.
  public private(set) var isFinished = false

  /// Creates a coordinator navigating with `router`.
  ///
  /// - Parameters:
  ///   - router: The router its flows run on.
  ///   - modules: The module router above `router`'s hierarchy, for flows that end with
  ///     ``FlowContext/swapModule(id:tab:)``.
  public init(router: Router<Route>, modules: ModuleRouter<Route>? = nil) {
    givenRouter = router
    self.modules = modules
  }

  /// Creates the coordinator of the whole tree of `modules`: its ``router`` is the module on
  /// screen's (its selected tab's, for a module with tabs), found again at each use.
  ///
  /// ```swift
  /// let app = AppCoordinator(modules: modules)
  /// let profile = try await app.run(onboarding)   // ends with a swap into the main module
  /// ```
  public init(modules: ModuleRouter<Route>) {
    givenRouter = nil
    self.modules = modules
  }

  /// The router this coordinator navigates with: the one given at creation, or the root
  /// router of the module on screen.
  public var router: Router<Route> {
    // proven: only init(modules:) leaves no router given, and it keeps the module router.
    givenRouter ?? modules!.current
  }

  /// The store of the coordinator's tree: the whole tree as one value, its lane and events.
  public var store: NavigationStore<Route> { router.store }

  /// A navigator for the whole tree, for services on other actors; see
  /// ``Navigator/init(_:)-(NavigationStore<Route>)``.
  public var navigator: Navigator<Route> { Navigator(store) }

  /// Begins the coordinator's work. Override it; the default does nothing. ``start(_:)``
  /// calls it after adopting the coordinator as a child.
  open func start() {}

  /// Called by ``finish()`` after the children finished, before the parent releases this
  /// coordinator. Override it to clean up; the default does nothing.
  open func didFinish() {}

  /// Adopts `child` and starts it. A child that belongs to another coordinator leaves it
  /// first; a finished child is not started again.
  ///
  /// ```swift
  /// start(SettingsCoordinator(router: router))
  /// ```
  public func start(_ child: Coordinator<Route>) {
    guard !child.isFinished, child !== self, child.parent !== self else { return }
    child.parent?.release(child)
    child.parent = self
    children.append(child)
    child.start()
  }

  /// Ends this coordinator: finishes its children, newest first, calls ``didFinish()``, and
  /// leaves its parent, which releases it. Finishing twice does nothing.
  public func finish() {
    guard !isFinished else { return }
    isFinished = true
    for child in children.reversed() { child.finish() }
    didFinish()
    parent?.release(self)
    parent = nil
  }

  /// Runs `flow` on ``router`` with ``modules``; see ``Router/run(_:modules:)``.
  ///
  /// ```swift
  /// let profile = try await run(onboarding)
  /// ```
  public func run<Output: Sendable>(_ flow: Flow<Route, Output>) async throws -> Output {
    try await router.run(flow, modules: modules)
  }

  private func release(_ child: Coordinator<Route>) {
    children.removeAll { $0 === child }
  }
}
