import Itinerary

/// Runs a flow against a ``HeadlessRenderer``, or a ``SwiftUIModel``, and checks every navigation
/// change it makes, with no test framework required: each check throws a ``FlowHarnessError`` that says what was
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
/// The harness is exhaustive by default: every change the flow makes must be expected, in
/// order, and ``output()`` fails when changes are left unexpected. Set ``isExhaustive`` to
/// `false` to let ``expect(_:)`` skip the changes before the one it expects. The changes the
/// harness makes for the person (the pop or dismissal of an answered screen, a swipe, Back)
/// are not the flow's and need no expectation.
///
/// A failed check leaves the flow where it was, awaiting the screen it showed: call ``cancel()`` and
/// await ``output()`` to end it, so that no caller is left waiting.
///
/// Run on ``FlowScreen/swiftUI(_:)``, the flow is drawn by a model of SwiftUI's rules whose
/// animations take their time on a virtual clock, and the person swipes and taps through its
/// bindings' setters once the screen has settled; any change SwiftUI would drop fails the
/// next check with ``FlowHarnessError/swiftUIRulesBroken(_:tree:)``:
///
/// ```swift
/// let harness = FlowHarness(onboardingFlow, root: .welcome, screen: .swiftUI(.oneLevelPerUpdate))
/// ```
///
/// Nothing sleeps: the harness wakes when the flow changes the tree or ends. One safety limit
/// guards a test against a flow that waits for something the test never provides: when
/// ``safetyLimit`` has passed since the harness was created, or since ``cancel()``, a wait
/// throws ``FlowHarnessError/safetyLimitPassed(waitingFor:limit:tree:)`` instead of hanging.
@MainActor
public final class FlowHarness<Route: NavigationRoute, Output: Sendable> {
  /// The router the flow runs on.
  public var router: Router<Route> { run.router }
  /// The module router above the flow's hierarchy, for a flow that swaps modules.
  public var modules: ModuleRouter<Route>? { run.modules }
  /// The renderer drawing the tree on ``FlowScreen/headless``; it acknowledges every step at
  /// once. On ``FlowScreen/swiftUI(_:)`` it is not attached, and ``swiftUIModel`` draws.
  public let renderer = HeadlessRenderer<Route>()
  /// The model of SwiftUI drawing the tree on ``FlowScreen/swiftUI(_:)``; `nil` headless.
  public let swiftUIModel: SwiftUIModel<Route>?
  /// Whether every change must be expected; `true` by default.
  public var isExhaustive = true
  /// How long, from the harness's creation, it waits for the flow at most: generous, only to
  /// turn a hang into a failure. Two minutes by default.
  public let safetyLimit: Duration

  private struct Observed {
    let change: FlowExpectation<Route>
    let before: NavigationHierarchy<Route>
    let after: NavigationHierarchy<Route>
  }

  private let run: FlowRun<Route, Output>
  private let deadline = SafetyDeadline()
  private var observed: [Observed] = []
  private var lastTree: NavigationHierarchy<Route>

  /// Starts `flow` on a fresh `Router(root: root)` drawn on `screen`.
  ///
  /// - Parameters:
  ///   - flow: The flow to run; it starts at once and runs until it first waits.
  ///   - root: The root screen of the router the flow runs on.
  ///   - safetyLimit: How long the harness waits for the flow at most, in all.
  ///   - screen: What draws the tree: a ``HeadlessRenderer`` by default, or a model of
  ///     SwiftUI's rules.
  public convenience init(
    _ flow: Flow<Route, Output>, root: Route, safetyLimit: Duration = .seconds(120),
    screen: FlowScreen = .headless
  ) {
    self.init(
      flow, router: Router(root: root), modules: nil, safetyLimit: safetyLimit, screen: screen)
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
    safetyLimit: Duration = .seconds(120), screen: FlowScreen = .headless
  ) {
    self.init(
      flow, router: modules.current, modules: modules, safetyLimit: safetyLimit, screen: screen)
  }

  private init(
    _ flow: Flow<Route, Output>, router: Router<Route>, modules: ModuleRouter<Route>?,
    safetyLimit: Duration, screen: FlowScreen
  ) {
    let lane = modules?.lane ?? router.lane
    swiftUIModel = screen.attachModel(to: lane)
    if swiftUIModel == nil { renderer.attach(to: lane) }
    run = FlowRun(router: router, modules: modules)
    run.person.screen = swiftUIModel
    swiftUIModel?.onViolation = { [weak run] _ in run?.wake() }
    self.safetyLimit = safetyLimit
    lastTree = router.hierarchy
    run.start(flow) { [weak self] _, changes in self?.observe(changes) }
    armDeadline()
  }

  /// The root router on screen: the flow's router, or the module swapped in after it.
  public var currentRouter: Router<Route> { run.currentRouter }

  /// The hierarchy on screen, as a value.
  public var hierarchy: NavigationHierarchy<Route> { currentRouter.hierarchy }

  /// The callers still waiting on the tree; zero once the flow ended cleanly.
  public var awaitingCallers: Int { currentRouter.awaitingCallers }

  // MARK: Expecting

  /// Waits for the flow's next navigation change and checks it is `expected`.
  ///
  /// ```swift
  /// try await harness.expect(.push(.askName))
  /// ```
  ///
  /// - Throws: ``FlowHarnessError/unexpectedStep(expected:actual:expectedTree:actualTree:)``
  ///   when the flow made another change (when not exhaustive, only when the flow ended
  ///   without taking it); ``FlowHarnessError/flowEnded(expected:outcome:tree:)`` when the
  ///   flow ended first; ``FlowHarnessError/safetyLimitPassed(waitingFor:limit:tree:)``;
  ///   ``FlowHarnessError/swiftUIRulesBroken(_:tree:)`` on ``FlowScreen/swiftUI(_:)`` once
  ///   the model of SwiftUI dropped a change.
  public func expect(_ expected: FlowExpectation<Route>) async throws {
    while true {
      let next = try await nextStep(waitingFor: expected.description)
      try checkSwiftUIRules()
      guard let actual = next else {
        throw FlowHarnessError.flowEnded(
          expected: expected.description, outcome: outcomeDescription, tree: "\(hierarchy)")
      }
      if actual.change == expected { return }
      guard isExhaustive else { continue }
      let expectedTree = expected.applied(to: actual.before)
      throw FlowHarnessError.unexpectedStep(
        expected: expected.description, actual: actual.change.description,
        expectedTree: expectedTree.map { "\($0)" }
          ?? "(the change cannot apply to the tree before it, which was:)\n\(actual.before)",
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
  ///   first change the test did not expect; on ``FlowScreen/swiftUI(_:)``,
  ///   ``FlowHarnessError/swiftUIRulesBroken(_:tree:)`` when the model of SwiftUI dropped a
  ///   change, checked once its animations have ended; then what the flow threw.
  public func output() async throws -> Output {
    while true {
      guard let outcome = run.outcome else {
        try await waitForChange(waitingFor: "the flow's end")
        continue
      }
      swiftUIModel?.clock.runUntilIdle()
      try checkSwiftUIRules()
      if isExhaustive, let actual = observed.first {
        throw FlowHarnessError.unexpectedStep(
          expected: "the flow's end", actual: actual.change.description,
          expectedTree: "\(actual.before)", actualTree: "\(actual.after)")
      }
      observed.removeAll()
      return try outcome.get()
    }
  }

  // MARK: Acting as the person

  /// Finishes the screen on top with `value`, as the person answering it would: the call
  /// awaiting it returns `value`, and the screen is popped or dismissed.
  ///
  /// ```swift
  /// try harness.respond(with: "Ada")
  /// ```
  ///
  /// - Throws: ``FlowHarnessError/actionRefused(action:reason:tree:)`` when no call awaits
  ///   the top screen or it awaits another type; nothing changes.
  public func respond(with value: some Sendable) throws {
    try give(.respond(value))
  }

  /// Swipes the sheet or cover on screen away, as the person would: the call awaiting its
  /// screen throws ``NavigationError/dismissedWithoutResult(_:)``. A sheet goes by a swipe;
  /// a sheet with interactive dismissal disabled, or a cover, only by its dismiss button.
  ///
  /// - Throws: ``FlowHarnessError/actionRefused(action:reason:tree:)`` when nothing is
  ///   presented, or when the presentation can be neither swiped away nor dismissed with a
  ///   button.
  public func swipeAway() throws {
    try give(.swipeAway)
  }

  /// Taps Back on the stack on screen, as the person would: its top screen is popped and the
  /// call awaiting it throws ``NavigationError/dismissedWithoutResult(_:)``.
  ///
  /// - Throws: ``FlowHarnessError/actionRefused(action:reason:tree:)`` when nothing is pushed
  ///   on the stack on screen.
  public func tapBack() throws {
    try give(.tapBack)
  }

  /// Taps the button with this id on the alert showing on the screen on top, as the person
  /// would: the call awaiting the alert (``FlowContext/ask(title:message:style:buttons:)``)
  /// returns that button.
  ///
  /// ```swift
  /// try await harness.expect(.alert("Discard the draft?"))
  /// try harness.tapAlertButton("Keep")
  /// ```
  ///
  /// - Throws: ``FlowHarnessError/actionRefused(action:reason:tree:)`` when no alert shows on
  ///   the screen on top, or it has no button with this id.
  public func tapAlertButton(_ id: String) throws {
    try give(.tapAlertButton(id))
  }

  /// Acts as the person would with `answer`: ``respond(with:)``, ``tapBack()``,
  /// ``swipeAway()`` or ``tapAlertButton(_:)``. Use it to replay answers a ``FlowExplorer``
  /// chose.
  ///
  /// ```swift
  /// for answer in [FlowAnswer.respond("Ada"), .swipeAway] { try harness.give(answer) }
  /// ```
  ///
  /// - Throws: ``FlowHarnessError/actionRefused(action:reason:tree:)`` when the answer cannot
  ///   be given on the screen as it is; nothing changes.
  public func give(_ answer: FlowAnswer) throws {
    do {
      try run.person.give(answer, on: currentRouter)
    } catch {
      throw FlowHarnessError.actionRefused(
        action: error.action, reason: error.reason, tree: "\(hierarchy)")
    }
  }

  /// Replays a path a ``FlowExplorer`` found: expects each of its changes and gives each of its
  /// answers, in the order the explorer saw them. Then await ``output()`` to see the flow end
  /// as the path did.
  ///
  /// ```swift
  /// let failure = try #require(try await explorer.explore().shortestFailure)
  /// let harness = FlowHarness(onboarding, root: .home)
  /// try await harness.replay(failure)
  /// await #expect(throws: OnboardingError.self) { try await harness.output() }
  /// ```
  ///
  /// - Throws: As ``expect(_:)`` and ``give(_:)``.
  public func replay(_ path: ExploredPath<Route, Output>) async throws {
    for moment in path.timeline {
      switch moment {
      case .change(let change): try await expect(change)
      case .answer(let answer): try give(answer)
      }
    }
  }

  /// Cancels the flow's task: the call it awaits throws `CancellationError` and the flow
  /// unwinds. Await ``output()`` to see it end.
  public func cancel() {
    run.cancel()
    // Give the unwinding its own safety limit, even when the last one passed.
    run.clearTimeout()
    armDeadline()
  }

  private func armDeadline() {
    deadline.arm(at: ContinuousClock.now.advanced(by: safetyLimit)) { [weak run] in
      run?.timeOut()
    }
  }

  // MARK: Observing

  /// Throws the rules the model of SwiftUI saw broken, if any.
  private func checkSwiftUIRules() throws {
    guard let violations = swiftUIModel?.violations, !violations.isEmpty else { return }
    throw FlowHarnessError.swiftUIRulesBroken(violations, tree: "\(hierarchy)")
  }

  private func observe(_ changes: [FlowExpectation<Route>]) {
    let before = lastTree
    let after = hierarchy
    lastTree = after
    guard !changes.isEmpty else { return }
    observed += changes.map { Observed(change: $0, before: before, after: after) }
    run.wake()
  }

  private var outcomeDescription: String {
    switch run.outcome {
    case .success(let output)?: "with output \(output)"
    case .failure(let error)?: "throwing \(error)"
    case nil: "(still running)"
    }
  }

  /// The next change not yet checked, or `nil` once the flow ended without another.
  private func nextStep(waitingFor what: String) async throws -> Observed? {
    while observed.isEmpty && run.outcome == nil { try await waitForChange(waitingFor: what) }
    return observed.isEmpty ? nil : observed.removeFirst()
  }

  /// Waits until the flow makes a change or ends, the model of SwiftUI sees a rule broken, or
  /// the safety limit passes.
  private func waitForChange(waitingFor what: String) async throws {
    try checkSwiftUIRules()
    await run.waitForChange()
    try checkSwiftUIRules()
    if run.timedOut {
      throw FlowHarnessError.safetyLimitPassed(
        waitingFor: what, limit: safetyLimit, tree: "\(hierarchy)")
    }
  }
}
