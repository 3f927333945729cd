/// What a running flow navigates with: its steps, its router and, when it has one, the module
/// router above it.
///
/// The steps act on the deepest router of the flow's hierarchy, the one on screen, so a step
/// after a presentation lands inside the presented sheet or cover. Each step first checks
/// that the flow's task was not cancelled, and returns once the screen shows its change, or,
/// for the steps that await a result, once the screen finishes with a value.
///
/// ```swift
/// let signUp = Flow<AppRoute, Account>("sign up", ending: .dismissPresented) { flow in
///   try await flow.present(.signUpIntro, as: .fullScreenCover)
///   let email = try await flow.push(.askEmail, returning: String.self)   // inside the cover
///   let account = try await flow.run(verifyEmail(email))                  // a sub-flow
///   try await flow.navigate { router in try router.showTransition(.welcomeBack) }
///   return account
/// }
/// ```
@MainActor
public final class FlowContext<Route: NavigationRoute> {
  /// The router the flow runs on. Use it, or ``navigate(_:)``, for the verbs the steps do not
  /// cover: screen and transition queues, overlay modals, alerts.
  public let router: Router<Route>
  /// The module router above the flow's hierarchy, when the flow was run with one; it lets
  /// the flow end with ``swapModule(id:)``.
  public let modules: ModuleRouter<Route>?
  /// The name of the flow this context runs.
  public let flowName: String

  init(router: Router<Route>, modules: ModuleRouter<Route>?, flowName: String) {
    self.router = router
    self.modules = modules
    self.flowName = flowName
  }

  /// The router on screen: the deepest router of the flow's hierarchy, where the steps land.
  public var deepestRouter: Router<Route> { router.deepestRouter }

  // MARK: Steps that await a result

  /// Pushes `route` on the router on screen and waits for the screen to finish with a value;
  /// see ``Router/push(_:returning:target:)``.
  ///
  /// ```swift
  /// let name = try await flow.push(.askName, returning: String.self)
  /// ```
  ///
  /// - Throws: ``NavigationError/dismissedWithoutResult(_:)`` when the person leaves the screen
  ///   without answering (Back, a swipe); `CancellationError` when the flow's task is
  ///   cancelled; a ``NavigationError`` when the push is refused.
  ///
  /// Inlinable, as the awaited push it makes is, for `explorer.paths`.
  @inlinable
  public func push<Value: Sendable>(
    _ route: Route, returning: Value.Type
  ) async throws -> Value {
    try await router.push(route, returning: returning, target: .deepest)
  }

  /// Shows an alert on the router on screen and waits for the person's answer; see
  /// ``Router/ask(title:message:style:buttons:target:)``.
  ///
  /// ```swift
  /// let answer = try await flow.ask(
  ///   title: "Discard the draft?",
  ///   buttons: [AlertButton("Discard", role: .destructive), AlertButton("Keep", role: .cancel)])
  /// guard answer.id == "Discard" else { return .kept }
  /// ```
  ///
  /// - Returns: The button the person chose.
  /// - Throws: ``NavigationError/dismissedWithoutResult(_:)`` when the alert leaves without an
  ///   answer; `CancellationError` when the flow's task is cancelled, which dismisses it.
  public func ask(
    title: String, message: String? = nil, style: AlertStyle = .alert, buttons: [AlertButton]
  ) async throws -> AlertButton {
    try await router.ask(
      title: title, message: message, style: style, buttons: buttons, target: .deepest)
  }

  /// Presents `route` above the router on screen and waits for the presented screen to
  /// finish with a value; see ``Router/present(_:as:dismissButton:returning:target:)``.
  ///
  /// ```swift
  /// let age = try await flow.present(.askAge, as: .sheet, returning: Int.self)
  /// ```
  ///
  /// - Throws: As ``push(_:returning:)``.
  public func present<Value: Sendable>(
    _ route: Route, as style: PresentationStyle = .sheet, dismissButton: DismissButton? = nil,
    returning: Value.Type
  ) async throws -> Value {
    try await router.present(
      route, as: style, dismissButton: dismissButton, returning: returning, target: .deepest)
  }

  // MARK: Steps without a result

  /// Pushes `route` on the router on screen and returns once the screen shows it.
  ///
  /// - Throws: `CancellationError` when the flow's task was cancelled, without pushing; a
  ///   ``NavigationError`` when the push is refused.
  public func push(_ route: Route) async throws {
    try await navigate { router throws(NavigationError) in try router.push(route) }
  }

  /// Presents `route` above the router on screen and returns once the screen shows it; the
  /// flow's next steps land inside the presentation.
  ///
  /// - Throws: As ``push(_:)``.
  public func present(
    _ route: Route, as style: PresentationStyle = .sheet, dismissButton: DismissButton? = nil
  ) async throws {
    try await navigate { router throws(NavigationError) in
      try router.present(route, style: style, dismissButton: dismissButton)
    }
  }

  /// Applies `body` to the router on screen, then returns once the screen shows the change:
  /// for any verb, queues and transitions included.
  ///
  /// ```swift
  /// try await flow.navigate { router in
  ///   try router.enqueue([Screen(.tip1), Screen(.tip2)])
  ///   try router.showNextScreen()
  /// }
  /// ```
  ///
  /// - Throws: `CancellationError` when the flow's task was cancelled, without applying
  ///   `body`; the ``NavigationError`` `body` throws.
  @discardableResult
  public func navigate<Result>(
    _ body: (Router<Route>) throws(NavigationError) -> Result
  ) async throws -> Result {
    try Task.checkCancellation()
    let result = try body(router.deepestRouter)
    await router.lane.waitUntilDisplayed()
    return result
  }

  // MARK: Sub-flows and modules

  /// Runs `subflow` from where this flow is now and returns its output.
  ///
  /// The sub-flow applies its own ending when it returns; when it throws, it unwinds to where
  /// it started and the error reaches this flow, which may catch it or unwind in turn.
  ///
  /// ```swift
  /// let address = try await flow.run(addressFlow)
  /// ```
  public func run<Output: Sendable>(_ subflow: Flow<Route, Output>) async throws -> Output {
    try await router.run(subflow, modules: modules)
  }

  /// Swaps the whole screen to the catalog's module with this id, through the flow's module
  /// router: the classic ending of an onboarding flow, in one line.
  ///
  /// ```swift
  /// try await flow.swapModule(id: "main")
  /// ```
  ///
  /// The module that leaves takes the flow's hierarchy with it, so make this the flow's last
  /// step: later steps throw ``NavigationError/routerDetached(_:)``, and the flow's ending has
  /// nothing left to change.
  ///
  /// - Throws: ``FlowError/noModuleRouter(flow:)`` when the flow was run without a module
  ///   router; ``NavigationError/unknownModule(_:)`` for an id not in the catalog;
  ///   `CancellationError` when the flow's task was cancelled, without swapping.
  public func swapModule(id: String) async throws {
    try Task.checkCancellation()
    guard let modules else { throw FlowError.noModuleRouter(flow: flowName) }
    try modules.showModule(id: id)
    await modules.lane.waitUntilDisplayed()
  }
}
