import Foundation
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
/// Nothing sleeps: the harness wakes when the flow changes the tree, starts waiting for the
/// person, or ends. A test that forgets to answer fails at once: when ``expect(_:)`` or
/// ``output()`` would wait while the flow waits for the person on a screen or an alert (a
/// caller awaits its result, and no step is on its way to the screen), it throws
/// ``FlowHarnessError/waitingForPerson(waitingFor:awaited:tree:)``, naming the screen and how
/// to answer it.
///
/// The person's actions can follow one another directly, with no `await` between them: an
/// action given while the flow is still on its way from the last one (the answered screen's
/// caller has not yet run on to its next screen) waits for the flow to catch up and is given
/// as soon as the flow next waits for the person. If it is then refused, the next call of the
/// harness throws the refusal.
///
/// ```swift
/// try harness.respond(with: "Ada")
/// try harness.respond(with: 36)   // given once the flow asks for the age
/// ```
///
/// One safety limit guards a test against a flow that waits for something outside navigation
/// (a network call the test never completes): when ``safetyLimit`` has passed since the
/// harness was created, or since ``cancel()``, a wait throws
/// ``FlowHarnessError/safetyLimitPassed(waitingFor:limit:tree:)`` instead of hanging.
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

  private var run: FlowRun<Route, Output>
  /// The flow the harness runs, to resume after ``relaunch()``.
  private let flow: Flow<Route, Output>
  /// Makes the routers a launch of the app starts with, as the harness was given them.
  private let launch: @MainActor () throws -> (Router<Route>, ModuleRouter<Route>?)
  /// Where the run is written for `itinerary coverage`, when the environment asks for it.
  private let coverageLog = FlowCoverageLog.fromEnvironment

  /// What the person did so far: the flow's name and each action given, as ``FlowCoverage``
  /// replays it. With the environment variable `ITINERARY_COVERAGE` naming a file, the harness
  /// also appends the run to that file after each action, for `itinerary coverage`.
  public private(set) var coverageRun: FlowCoverageRun
  /// Whether writing the run to the coverage file failed once already.
  private var coverageFailed = false
  private let deadline = SafetyDeadline()
  private var observed: [Observed] = []
  private var lastTree: NavigationHierarchy<Route>
  /// The screen or alert whose result a caller started awaiting last.
  private var lastAwaited: EntryID?
  /// Whether the person acted since the flow last started waiting for them: the flow is then
  /// still on its way, and the next action waits for it.
  private var personActedSinceFlowAwaited = false
  /// Actions given while the flow was on its way, to give once it waits for the person.
  private var pendingAnswers: [FlowAnswer] = []
  /// A pending action that was refused when its time came, thrown by the next call.
  private var deferredRefusal: FlowHarnessError?
  /// Whether ``cancel()`` was called: the flow then unwinds, and waits for nobody.
  private var isCancelled = false

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
      flow, router: Router(root: root), modules: nil, safetyLimit: safetyLimit, screen: screen,
      launch: { (Router(root: root), nil) })
  }

  /// Starts `flow` on the current module of `modules` with a ``HeadlessRenderer`` attached,
  /// for a flow that ends with ``FlowContext/swapModule(id:tab:)``.
  ///
  /// ```swift
  /// let modules = try ModuleRouter(catalog: catalog, initial: "onboarding")
  /// let harness = FlowHarness(onboardingFlow, modules: modules)
  /// ```
  public convenience init(
    _ flow: Flow<Route, Output>, modules: ModuleRouter<Route>,
    safetyLimit: Duration = .seconds(120), screen: FlowScreen = .headless
  ) {
    let catalog = modules.catalog
    self.init(
      flow, router: modules.current, modules: modules, safetyLimit: safetyLimit, screen: screen,
      launch: {
        // The restored snapshot decides which modules show.
        let fresh = try ModuleRouter(catalog: catalog, initial: catalog.first?.id ?? "")
        return (fresh.current, fresh)
      })
  }

  private init(
    _ flow: Flow<Route, Output>, router: Router<Route>, modules: ModuleRouter<Route>?,
    safetyLimit: Duration, screen: FlowScreen,
    launch: @escaping @MainActor () throws -> (Router<Route>, ModuleRouter<Route>?)
  ) {
    self.flow = flow
    self.launch = launch
    let lane = modules?.lane ?? router.lane
    swiftUIModel = screen.attachModel(to: lane)
    if swiftUIModel == nil { renderer.attach(to: lane) }
    run = FlowRun(router: router, modules: modules)
    coverageRun = FlowCoverageRun(flow: flow.name)
    run.person.screen = swiftUIModel
    swiftUIModel?.onViolation = { [weak run] _ in run?.wake() }
    self.safetyLimit = safetyLimit
    lastTree = router.hierarchy
    run.observeAwaitedResults { [weak self] id in self?.flowAwaits(id) }
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
  ///   the model of SwiftUI dropped a change;
  ///   ``FlowHarnessError/waitingForPerson(waitingFor:awaited:tree:)`` when the flow waits for
  ///   an answer the test has not given; an action given earlier and refused once the flow
  ///   caught up.
  public func expect(_ expected: FlowExpectation<Route>) async throws {
    try throwDeferredRefusal()
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
  ///   change, checked once its animations have ended;
  ///   ``FlowHarnessError/waitingForPerson(waitingFor:awaited:tree:)`` when the flow waits for
  ///   an answer the test has not given; then what the flow threw.
  public func output() async throws -> Output {
    try throwDeferredRefusal()
    while true {
      guard let outcome = run.outcome else {
        try await waitForChange(waitingFor: "the flow's end")
        continue
      }
      swiftUIModel?.clock.runUntilIdle()
      try checkSwiftUIRules()
      // An action still waiting for the flow, which ended, is refused.
      giveNextPendingAnswer()
      try throwDeferredRefusal()
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

  /// Swipes the sheet or cover on screen away, as the person would, a sheet of tabs with all
  /// its tabs: the call awaiting its screen throws ``NavigationError/dismissedWithoutResult(_:)``. A sheet goes by a swipe;
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

  /// Picks the tab named `name` in the tab bar on screen, as the person's tap on its tab item
  /// does: a flow running in another tab keeps waiting there, and the change is the person's,
  /// not the flow's to expect. Headless only.
  ///
  /// ```swift
  /// try harness.selectTab("search")
  /// ```
  ///
  /// - Throws: ``FlowHarnessError/actionRefused(action:reason:tree:)`` when no tab bar is on
  ///   screen, it has no such tab, or a model of SwiftUI draws the screen.
  public func selectTab(_ name: String) throws {
    try give(.selectTab(name))
  }

  /// Sends `link` to the app, as the system does when the person follows a link from an email
  /// or a notification: the running flow takes it first, as the answer of the stage that lists
  /// it or as its link policy says (see `FlowLinkPolicy`), else it opens.
  ///
  /// ```swift
  /// try harness.sendLink(LinkDestination(stack: [.verifyEmail(token)]))
  /// ```
  ///
  /// - Throws: ``FlowHarnessError/actionRefused(action:reason:tree:)`` when the tree refuses
  ///   the link.
  public func sendLink(_ link: LinkDestination<Route>) throws {
    try give(.sendLink(link))
  }

  /// Acts as the person would with `answer`: ``respond(with:)``, ``tapBack()``,
  /// ``swipeAway()``, ``tapAlertButton(_:)``, ``selectTab(_:)`` or ``sendLink(_:)``. Use it to replay answers a ``FlowExplorer``
  /// chose.
  ///
  /// ```swift
  /// for answer in [FlowAnswer.respond("Ada"), .swipeAway] { try harness.give(answer) }
  /// ```
  ///
  /// While the flow is still on its way from the person's last action, the answer waits until
  /// the flow next waits for the person, and is given then (see the type's overview).
  ///
  /// - Throws: ``FlowHarnessError/actionRefused(action:reason:tree:)`` when the answer cannot
  ///   be given on the screen as it is, or an action given earlier was refused once the flow
  ///   caught up; nothing changes.
  public func give(_ answer: FlowAnswer) throws {
    try throwDeferredRefusal()
    if personActedSinceFlowAwaited, run.outcome == nil, !isCancelled {
      pendingAnswers.append(answer)
    } else {
      try act(answer)
    }
  }

  /// Gives `answer` on the screen as it is now.
  private func act(_ answer: FlowAnswer) throws(FlowHarnessError) {
    do {
      try run.person.give(answer, on: currentRouter)
    } catch {
      throw .actionRefused(action: error.action, reason: error.reason, tree: "\(hierarchy)")
    }
    personActedSinceFlowAwaited = true
    record(answer)
  }

  /// Adds `answer` to the coverage run, and writes the run when the environment asks for it.
  private func record(_ answer: FlowAnswer) {
    coverageRun.actions.append(answer.description)
    if let coverageLog, !coverageLog.append(coverageRun) {
      coverageLog.reportFailure(once: &coverageFailed)
    }
  }

  /// Gives the first action that waited for the flow; the others wait for the flow to run on
  /// from it. A refusal is kept for the test's next call, and the actions after it dropped.
  private func giveNextPendingAnswer() {
    guard !pendingAnswers.isEmpty else { return }
    let answer = pendingAnswers.removeFirst()
    do {
      try act(answer)
    } catch {
      deferredRefusal = error
      pendingAnswers.removeAll()
    }
  }

  private func throwDeferredRefusal() throws(FlowHarnessError) {
    guard let refusal = deferredRefusal else { return }
    deferredRefusal = nil
    throw refusal
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
      case .answer(.relaunch): try await relaunch { _ in }
      case .answer(let answer): try give(answer)
      }
    }
  }

  /// Relaunches the app in the middle of the flow, as a person whose app was closed and
  /// opened again: saves the tree and the running flow (``Router/savedFlows()``, as JSON),
  /// tears everything down, restores the tree into routers made as at the first launch, and
  /// resumes the flow from its snapshot (``Router/resumeFlows(_:from:)``). The screen the flow
  /// awaited awaits its answer again; the test goes on answering.
  ///
  /// ```swift
  /// try await harness.expect(.present(.askAge))
  /// try await harness.relaunch()
  /// try harness.respond(with: 36)       // the age, awaited again after the relaunch
  /// ```
  ///
  /// Call it while the flow waits for the person, after the change the test expects; the
  /// harness's ``router`` and ``modules`` are the new launch's afterwards.
  ///
  /// - Throws: ``FlowHarnessError/actionRefused(action:reason:tree:)`` on
  ///   ``FlowScreen/swiftUI(_:)``, which is not relaunched, or when the flow did not resume,
  ///   with the ``FlowResumption``; what saving or restoring throws.
  public func relaunch() async throws where Route: Codable {
    try await relaunch { saved in
      saved.tree = try NavigationSnapshot(data: saved.tree.data())
      saved.flows = try JSONDecoder().decode(
        [FlowSnapshot<Route>].self, from: JSONEncoder().encode(saved.flows))
    }
  }

  /// Relaunches as ``relaunch()`` does, passing what is saved through `transport`: JSON for
  /// ``relaunch()``, nothing for a ``replay(_:)`` of routes that are not `Codable`.
  private func relaunch(transport: (inout FlowRun<Route, Output>.Saved) throws -> Void)
    async throws
  {
    try throwDeferredRefusal()
    guard swiftUIModel == nil else {
      throw FlowHarnessError.actionRefused(
        action: "relaunch", reason: "a relaunch runs headless only.", tree: "\(hierarchy)")
    }
    var saved = try run.save()
    try transport(&saved)
    run.abandon()
    let launched = try launch()
    run = try FlowRun.relaunched(saved, into: launched)
    renderer.attach(to: run.modules?.lane ?? run.router.lane)
    lastTree = currentRouter.hierarchy
    personActedSinceFlowAwaited = false
    run.observeAwaitedResults { [weak self] id in self?.flowAwaits(id) }
    armDeadline()
    let outcomes = await run.resume(flow, from: saved.flows) { [weak self] _, changes in
      self?.observe(changes)
    }
    guard outcomes == [.resumed(flow: flow.name)] else {
      throw FlowHarnessError.actionRefused(
        action: "relaunch", reason: run.refusal(of: outcomes), tree: "\(hierarchy)")
    }
    record(.relaunch)
  }

  /// Cancels the flow's task (after ``relaunch()``, the task that resumed it): the call it
  /// awaits throws `CancellationError` and the flow unwinds. Await ``output()`` to see it end.
  public func cancel() {
    isCancelled = true
    pendingAnswers.removeAll()
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

  /// The flow's caller started awaiting the result of `id`: the flow caught up with the
  /// person, who may act again.
  private func flowAwaits(_ id: EntryID) {
    lastAwaited = id
    personActedSinceFlowAwaited = false
    giveNextPendingAnswer()
    run.wake()
  }

  /// Whether the flow waits for the person alone: a caller awaits a screen's or an alert's
  /// result, no step is on its way to the screen, and the flow was not cancelled. While the
  /// guard of a screen the person asked to leave decides, the flow waits for the person only
  /// once the guard asks them too (a second caller awaits).
  private var flowWaitsForPerson: Bool {
    let awaiting = currentRouter.awaitingResults + currentRouter.awaitingLinks
    return run.outcome == nil && !isCancelled && awaiting > 0
      && currentRouter.lane.waitingCallers == 0
      && (!run.person.isLeavingGuardedScreen || awaiting > 1)
  }

  /// What the flow waits for, in words: the alert on top, or the screen it awaits, named by
  /// its route, with what covers it, and the person's actions that uncover and answer it.
  private var awaitedDescription: String {
    if currentRouter.awaitingResults == 0 {
      return "a link; open one with router.open(_:in:) or router.open(_:)"
    }
    let levels = currentRouter.hierarchy.levels
    if let alert = levels[levels.count - 1].alerts.first {
      let buttons = alert.answers.map { String(reflecting: $0.id) }.joined(separator: ", ")
      return "the alert \(String(reflecting: alert.title)); answer it with "
        + "tapAlertButton(_:) and one of \(buttons)"
    }
    let awaited = lastAwaited ?? levels[levels.count - 1].current.id
    guard let level = levels.lastIndex(where: { $0.entries.contains { $0.id == awaited } }),
      let position = levels[level].entries.firstIndex(where: { $0.id == awaited })
    else { return "the result of \(awaited), which is not on screen" }
    let holder = levels[level]
    var answers = ["respond(with:)"]
    if position > 0 { answers.append("tapBack()") }
    if let presentation = holder.presentation,
      PersonActions<Route>.whyNotDismissible(presentation, of: holder.id) == nil
    {
      answers.append("swipeAway()")
    }
    let screen = "the screen \(holder.entries[position].route)"
    let answer = "answer it with \(answers.joined(separator: ", "))"
    let above = levels[(level + 1)...]
    let pushedAbove = holder.entries.count - 1 - position
    let covering =
      above.first.map(Self.describe(presented:))
      ?? (pushedAbove > 0 ? "the pushed screen \(holder.current.route)" : nil)
    guard let covering else { return "\(screen); \(answer)" }
    var uncovering: [String] = []
    for presented in above.reversed() {
      guard let presentation = presented.presentation else { continue }
      if let reason = PersonActions<Route>.whyNotDismissible(presentation, of: presented.id) {
        return "\(screen), under \(covering), which the person cannot "
          + "uncover: \(reason)"
      }
      uncovering.append("swipeAway()")
    }
    if pushedAbove > 0 {
      uncovering.append("tapBack()" + (pushedAbove > 1 ? " \(pushedAbove) times" : ""))
    }
    return "\(screen), under \(covering); uncover it with "
      + "\(uncovering.joined(separator: ", then ")), then \(answer)"
  }

  /// The presentation of `presented`, a level above the awaited screen, in words: `the sheet
  /// terms`, `the cover terms`.
  private static func describe(presented: RouterState<Route>) -> String {
    let style =
      if case .fullScreenCover? = presented.presentation?.style { "cover" } else { "sheet" }
    return "the \(style) \(presented.root.route)"
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
    // An action that waited for the flow and was refused while this call waited fails it.
    try throwDeferredRefusal()
    return observed.isEmpty ? nil : observed.removeFirst()
  }

  /// Waits until the flow makes a change or ends, the model of SwiftUI sees a rule broken, or
  /// the safety limit passes.
  private func waitForChange(waitingFor what: String) async throws {
    try checkSwiftUIRules()
    try throwDeferredRefusal()
    if flowWaitsForPerson {
      guard !pendingAnswers.isEmpty else {
        throw FlowHarnessError.waitingForPerson(
          waitingFor: what, awaited: awaitedDescription, tree: "\(hierarchy)")
      }
      // The flow came as far as it will without the person: give the next action now.
      giveNextPendingAnswer()
      try throwDeferredRefusal()
      return
    }
    await run.waitForChange()
    try checkSwiftUIRules()
    if run.timedOut {
      throw FlowHarnessError.safetyLimitPassed(
        waitingFor: what, limit: safetyLimit, tree: "\(hierarchy)")
    }
  }
}
