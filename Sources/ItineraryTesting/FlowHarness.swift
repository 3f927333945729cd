import Itinerary

/// Runs a flow against a ``HeadlessRenderer`` and checks every navigation step it takes, with
/// no test framework required: each check throws a ``FlowHarnessError`` that says what was
/// expected and what happened, so it fails a Swift Testing test and an XCTest test alike.
///
/// A test says what it expects next, answers as the person would, and ends with the flow's
/// output:
///
/// ```swift
/// @Test @MainActor func onboarding() async throws {
///   let harness = FlowHarness(onboardingFlow, root: .welcome)
///   try await harness.expect(.push(.askName))
///   try harness.respond(with: "Ada")
///   try await harness.expect(.present(.askAge))
///   try harness.swipeAway()
///   let outcome = try await harness.output()
/// }
/// ```
///
/// The harness is exhaustive by default: every step the flow takes must be expected, in
/// order, and ``output()`` fails when steps are left unexpected. Set ``isExhaustive`` to
/// `false` to let ``expect(_:)`` skip the steps before the one it expects. The changes the
/// harness makes for the person (the pop or dismissal of an answered screen, a swipe, Back)
/// are not steps of the flow and need no expectation.
///
/// A failed check leaves the flow where it was, awaiting its step: call ``cancel()`` and
/// await ``output()`` to end it, so that no caller is left waiting.
///
/// Nothing sleeps: the harness wakes when the flow changes the tree or ends. One safety limit
/// guards a test against a flow that waits for something the test never provides: when
/// ``safetyLimit`` has passed since the harness was created, a wait throws
/// ``FlowHarnessError/safetyLimitPassed(waitingFor:limit:tree:)`` instead of hanging.
@MainActor
public final class FlowHarness<Route: NavigationRoute, Output: Sendable> {
  /// The router the flow runs on.
  public let router: Router<Route>
  /// The module router above the flow's hierarchy, for a flow that swaps modules.
  public let modules: ModuleRouter<Route>?
  /// The renderer drawing the tree; it acknowledges every step at once.
  public let renderer: HeadlessRenderer<Route>
  /// Whether every step must be expected; `true` by default.
  public var isExhaustive = true
  /// How long, from the harness's creation, it waits for the flow at most: generous, only to
  /// turn a hang into a failure. Two minutes by default.
  public let safetyLimit: Duration

  private struct Observed {
    let step: FlowExpectation<Route>
    let before: NavigationHierarchy<Route>
    let after: NavigationHierarchy<Route>
  }

  private var observed: [Observed] = []
  private var outcome: Result<Output, any Error>?
  private var waiter: CheckedContinuation<Void, Never>?
  private var isActingForPerson = false
  private var timedOut = false
  private var lastTree: NavigationHierarchy<Route>
  private var observation: EventObservation?
  private var task: Task<Void, Never>?
  private let deadline: ContinuousClock.Instant

  /// Starts `flow` on a fresh `Router(root: root)` with a ``HeadlessRenderer`` attached.
  ///
  /// - Parameters:
  ///   - flow: The flow to run; it starts as soon as the test awaits.
  ///   - root: The root screen of the router the flow runs on.
  ///   - safetyLimit: How long the harness waits for the flow at most, in all.
  public convenience init(
    _ flow: Flow<Route, Output>, root: Route, safetyLimit: Duration = .seconds(120)
  ) {
    let router = Router(root: root)
    self.init(flow, router: router, modules: nil, lane: router.lane, safetyLimit: safetyLimit)
  }

  /// Starts `flow` on the current module of `modules` with a ``HeadlessRenderer`` attached,
  /// for a flow that ends with ``FlowContext/swapModule(id:)``.
  ///
  /// ```swift
  /// let modules = try ModuleRouter(catalog: catalog, initial: "onboarding")
  /// let harness = FlowHarness(onboardingFlow, modules: modules)
  /// ```
  public convenience init(
    _ flow: Flow<Route, Output>, modules: ModuleRouter<Route>,
    safetyLimit: Duration = .seconds(120)
  ) {
    self.init(
      flow, router: modules.current, modules: modules, lane: modules.lane,
      safetyLimit: safetyLimit)
  }

  private init(
    _ flow: Flow<Route, Output>, router: Router<Route>, modules: ModuleRouter<Route>?,
    lane: NavigationLane<Route>, safetyLimit: Duration
  ) {
    self.router = router
    self.modules = modules
    self.safetyLimit = safetyLimit
    renderer = HeadlessRenderer()
    deadline = ContinuousClock.now.advanced(by: safetyLimit)
    lastTree = router.hierarchy
    renderer.attach(to: lane)
    observation = router.observeEvents { [weak self] event in self?.observe(event) }
    task = Task { [weak self] in
      let outcome: Result<Output, any Error>
      do {
        outcome = .success(try await router.run(flow, modules: modules))
      } catch {
        outcome = .failure(error)
      }
      self?.end(with: outcome)
    }
  }

  /// The root router on screen: the flow's router, or the module swapped in after it.
  public var currentRouter: Router<Route> { modules?.current ?? router }

  /// The hierarchy on screen, as a value.
  public var hierarchy: NavigationHierarchy<Route> { currentRouter.hierarchy }

  /// The callers still waiting on the tree; zero once the flow ended cleanly.
  public var awaitingCallers: Int { currentRouter.awaitingCallers }

  // MARK: Expecting

  /// Waits for the flow's next navigation step and checks it is `expected`.
  ///
  /// ```swift
  /// try await harness.expect(.push(.askName))
  /// ```
  ///
  /// - Throws: ``FlowHarnessError/unexpectedStep(expected:actual:expectedTree:actualTree:)``
  ///   when the flow took another step (when not exhaustive, only when the flow ended
  ///   without taking it); ``FlowHarnessError/flowEnded(expected:outcome:tree:)`` when the
  ///   flow ended first; ``FlowHarnessError/safetyLimitPassed(waitingFor:limit:tree:)``.
  public func expect(_ expected: FlowExpectation<Route>) async throws {
    while true {
      guard let actual = try await nextStep(waitingFor: expected.description) else {
        throw FlowHarnessError.flowEnded(
          expected: expected.description, outcome: outcomeDescription, tree: "\(hierarchy)")
      }
      if actual.step == expected { return }
      guard isExhaustive else { continue }
      let expectedTree = expected.applied(to: actual.before)
      throw FlowHarnessError.unexpectedStep(
        expected: expected.description, actual: actual.step.description,
        expectedTree: expectedTree.map { "\($0)" }
          ?? "(the step cannot apply to the tree before it, which was:)\n\(actual.before)",
        actualTree: "\(actual.after)")
    }
  }

  /// Waits for the flow to end and returns its output, or rethrows its error.
  ///
  /// ```swift
  /// #expect(try await harness.output() == Profile(name: "Ada", age: 36))
  /// ```
  ///
  /// - Throws: When exhaustive,
  ///   ``FlowHarnessError/unexpectedStep(expected:actual:expectedTree:actualTree:)`` for the
  ///   first step the test did not expect; then what the flow threw.
  public func output() async throws -> Output {
    while true {
      guard let outcome else {
        try await waitForChange(waitingFor: "the flow's end")
        continue
      }
      if isExhaustive, let actual = observed.first {
        throw FlowHarnessError.unexpectedStep(
          expected: "the flow's end", actual: actual.step.description,
          expectedTree: "\(actual.before)", actualTree: "\(actual.after)")
      }
      observed.removeAll()
      return try outcome.get()
    }
  }

  // MARK: Acting as the person

  /// Finishes the screen on top with `value`, as the person answering it would: the step
  /// awaiting it returns `value`, and the screen is popped or dismissed.
  ///
  /// ```swift
  /// try harness.respond(with: "Ada")
  /// ```
  ///
  /// - Throws: ``FlowHarnessError/actionRefused(action:reason:tree:)`` when no step awaits
  ///   the top screen or it awaits another type; nothing changes.
  public func respond(with value: some Sendable) throws {
    let top = currentRouter.deepestRouter
    do {
      try actingForPerson { () throws(NavigationError) in try top.finish(returning: value) }
    } catch {
      throw FlowHarnessError.actionRefused(
        action: "respond with \(value)", reason: error.description, tree: "\(hierarchy)")
    }
  }

  /// Swipes the sheet or cover on screen away, as the person would: the step awaiting its
  /// screen throws ``NavigationError/dismissedWithoutResult(_:)``.
  ///
  /// - Throws: ``FlowHarnessError/actionRefused(action:reason:tree:)`` when nothing is
  ///   presented.
  public func swipeAway() throws {
    let top = currentRouter.deepestRouter
    guard !top.isRootRouter else {
      throw FlowHarnessError.actionRefused(
        action: "swipe away", reason: "nothing is presented.", tree: "\(hierarchy)")
    }
    actingForPerson { top.lane.userDismissed(top.id) }
  }

  /// Taps Back on the stack on screen, as the person would: its top screen is popped and the
  /// step awaiting it throws ``NavigationError/dismissedWithoutResult(_:)``.
  ///
  /// - Throws: ``FlowHarnessError/actionRefused(action:reason:tree:)`` when nothing is pushed
  ///   on the stack on screen.
  public func tapBack() throws {
    let top = currentRouter.deepestRouter
    guard !top.path.isEmpty else {
      throw FlowHarnessError.actionRefused(
        action: "tap Back", reason: "nothing is pushed on router \(top.id).",
        tree: "\(hierarchy)")
    }
    actingForPerson { top.lane.userSetPath(Array(top.path.dropLast()), router: top.id) }
  }

  /// Cancels the flow's task: the step it awaits throws `CancellationError` and the flow
  /// unwinds. Await ``output()`` to see it end.
  public func cancel() {
    task?.cancel()
  }

  // MARK: Observing

  private func actingForPerson<Result, Failure>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    isActingForPerson = true
    defer { isActingForPerson = false }
    return try body()
  }

  private func observe(_ event: NavigationEvent<Route>) {
    let before = lastTree
    let after = hierarchy
    lastTree = after
    guard !isActingForPerson else { return }
    let steps = FlowExpectation.steps(for: event, moduleID: modules?.modules.last?.id)
    guard !steps.isEmpty else { return }
    observed += steps.map { Observed(step: $0, before: before, after: after) }
    wake()
  }

  private func end(with outcome: Result<Output, any Error>) {
    self.outcome = outcome
    observation = nil
    wake()
  }

  private var outcomeDescription: String {
    switch outcome {
    case .success(let output)?: "with output \(output)"
    case .failure(let error)?: "throwing \(error)"
    case nil: "(still running)"
    }
  }

  /// The next step not yet checked, or `nil` once the flow ended without another.
  private func nextStep(waitingFor what: String) async throws -> Observed? {
    while observed.isEmpty && outcome == nil { try await waitForChange(waitingFor: what) }
    return observed.isEmpty ? nil : observed.removeFirst()
  }

  /// Waits until the flow takes a step or ends, or the safety limit passes.
  private func waitForChange(waitingFor what: String) async throws {
    let deadline = deadline
    let watchdog = Task { [weak self] in
      // The safety limit: a timeout, not a sleep between steps.
      try? await Task.sleep(until: deadline, clock: .continuous)  // deadline
      guard !Task.isCancelled, let self else { return }
      self.timedOut = true
      self.wake()
    }
    await withCheckedContinuation { waiter = $0 }
    watchdog.cancel()
    if timedOut {
      throw FlowHarnessError.safetyLimitPassed(
        waitingFor: what, limit: safetyLimit, tree: "\(hierarchy)")
    }
  }

  private func wake() {
    let waiter = waiter
    self.waiter = nil
    waiter?.resume()
  }
}
