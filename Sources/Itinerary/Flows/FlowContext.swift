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
  /// cover: screen and transition queues, overlay modals, alerts. After
  /// ``swapModule(id:tab:)``, the router of the module swapped to.
  public private(set) var router: Router<Route>
  /// The module router above the flow's hierarchy, when the flow was run with one; it lets
  /// the flow end with ``swapModule(id:tab:)``.
  public let modules: ModuleRouter<Route>?
  /// The name of the flow this context runs.
  public let flowName: String
  /// The steps the flow and its sub-flows took, shared by them: what Back replays.
  @usableFromInline let journal: FlowJournal<Route>
  /// The screen of the stage this flow's body had answered last, while it stays on screen: a
  /// stage to come back to with ``goBack(to:)``. `nil` before the first answer, and after a
  /// stage answered with ``AnsweredScreen/leaves``. Replayed after Back, it is what it was the
  /// first time.
  public var lastAnsweredScreen: EntryID? { storedLastAnsweredScreen }
  @usableFromInline var storedLastAnsweredScreen: EntryID?

  init(
    router: Router<Route>, modules: ModuleRouter<Route>?, flowName: String,
    journal: FlowJournal<Route>
  ) {
    self.router = router
    self.modules = modules
    self.flowName = flowName
    self.journal = journal
  }

  /// The router on screen: the deepest router of the flow's hierarchy, where the steps land.
  public var deepestRouter: Router<Route> { router.deepestRouter }

  // MARK: Stages: steps that await a result

  /// Pushes `route` on the router on screen and waits for the person to answer it with
  /// ``Router/finish(returning:)``.
  ///
  /// ```swift
  /// let name = try await flow.push(.askName, returning: String.self)
  /// ```
  ///
  /// The answered screen stays, unless `answered` is ``AnsweredScreen/leaves``: the flow's
  /// next stage arrives above it. When the person goes back from a later stage to this one,
  /// it awaits its answer again (see ``Flow``). With `leaving`, the screen holds the person
  /// while it awaits: Back or a swipe asks the guard first (see ``LeaveGuard``).
  ///
  /// With `orLink`, a link can answer the screen too: the sign-in link from an email
  /// answering "check your inbox". A link that arrives while the screen awaits its answer
  /// (``Router/open(_:in:)``) and for which `orLink` returns a value answers the screen with
  /// it, as ``Router/finish(returning:)`` would, whatever the flow's ``Flow/links`` says; a
  /// link for which it returns `nil`, or that arrives while a sheet, a cover or an alert covers
  /// the screen, goes on to the flow's policy. A link that arrived before the screen awaited went
  /// to the policy then.
  ///
  /// ```swift
  /// let token = try await flow.push(.checkYourInbox, returning: String.self) { link in
  ///   guard case .verifyEmail(let token)? = link.topRoute else { return nil }
  ///   return token
  /// }
  /// ```
  ///
  /// - Throws: ``NavigationError/dismissedWithoutResult(_:)`` when the person leaves the screen
  ///   without answering (Back, a swipe): uncaught, it takes the flow one stage back, or,
  ///   from its first stage, ends it with ``FlowError/personLeft(flow:)``;
  ///   `CancellationError` when the flow's task is cancelled; a ``NavigationError`` when the
  ///   push is refused.
  ///
  /// Inlinable, with the stage it takes, for `explorer.paths`: specialised for the route and
  /// value types where the flow is written.
  @inlinable
  public func push<Value: Sendable>(
    _ route: Route, returning: Value.Type, answered: AnsweredScreen = .stays,
    leaving: LeaveGuard<Route>? = nil,
    orLink: (@MainActor (LinkDestination<Route>) -> Value?)? = nil
  ) async throws -> Value {
    try await stage(.push(route), answered: answered, leaving: leaving, orLink: orLink) {
      router, id throws(NavigationError) in
      try router.push(route, id: id, idIsFresh: true, transition: nil, target: .deepest)
    }
  }

  /// Presents `route` above the router on screen and waits for the person, or a link, to
  /// answer the presented screen; see ``push(_:returning:answered:leaving:orLink:)``. The
  /// flow's next steps land inside the presentation while it stays.
  ///
  /// ```swift
  /// let age = try await flow.present(.askAge, as: .sheet, returning: Int.self)
  /// ```
  ///
  /// - Throws: As ``push(_:returning:answered:leaving:orLink:)``; a swipe is the person
  ///   leaving.
  public func present<Value: Sendable>(
    _ route: Route, as style: PresentationStyle = .sheet, dismissButton: DismissButton? = nil,
    returning: Value.Type, answered: AnsweredScreen = .stays, leaving: LeaveGuard<Route>? = nil,
    orLink: (@MainActor (LinkDestination<Route>) -> Value?)? = nil
  ) async throws -> Value {
    try await stage(.present(route, style), answered: answered, leaving: leaving, orLink: orLink) {
      router, id throws(NavigationError) in
      try router.present(
        route, style: style, dismissButton: dismissButton, id: id, target: .deepest)
    }
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
    try await stage(.ask(title: title), answered: .leaves, leaving: nil, orLink: nil) {
      router, id throws(NavigationError) in
      _ = try router.showAlert(
        title: title, message: message, style: style, buttons: buttons, id: id,
        target: .current)
    }
  }

  /// Waits for a link to arrive (``Router/open(_:in:)``) and returns where it leads, without
  /// opening it: the flow decides what to do with it, for example answer its "check your
  /// inbox" stage with the sign-in link from the email. A link that arrived before, while the
  /// flow was at another step, is returned at once.
  ///
  /// ```swift
  /// let signIn = try await flow.awaitLink()
  /// guard signIn.stack.last == .verifyEmail(token) else { throw SignInError.wrongLink }
  /// ```
  ///
  /// - Throws: ``FlowError/linksNotHanded(flow:)`` when the running flow's ``Flow/links`` is
  ///   not ``FlowLinkPolicy/handToFlow`` (a sub-flow's links go to the flow that runs it);
  ///   `CancellationError` when the flow's task is cancelled.
  public func awaitLink() async throws -> LinkDestination<Route> {
    try await take(.awaitLink) {
      try Task.checkCancellation()
      guard let record = router.store.flows.record(of: journal), record.links == .handToFlow
      else { throw FlowError.linksNotHanded(flow: flowName) }
      if !record.keptLinks.isEmpty { return record.keptLinks.removeFirst() }
      return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { record.linkWaiter = $0 }
      } onCancel: {
        Task { @MainActor in record.resumeLinkWaiter(with: .failure(CancellationError())) }
      }
    }
  }

  // MARK: Steps without a result

  /// Pushes `route` on the router on screen and returns once the screen shows it.
  ///
  /// - Throws: `CancellationError` when the flow's task was cancelled, without pushing; a
  ///   ``NavigationError`` when the push is refused.
  public func push(_ route: Route) async throws {
    try await navigate(.push(route)) { router throws(NavigationError) in try router.push(route) }
  }

  /// Presents `route` above the router on screen and returns once the screen shows it; the
  /// flow's next steps land inside the presentation.
  ///
  /// - Throws: As ``push(_:)``.
  public func present(
    _ route: Route, as style: PresentationStyle = .sheet, dismissButton: DismissButton? = nil
  ) async throws {
    try await navigate(.present(route, style)) { router throws(NavigationError) in
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
  /// When the flow runs again after Back, `body` is not applied again: the step returns what
  /// it returned the first time.
  ///
  /// - Throws: `CancellationError` when the flow's task was cancelled, without applying
  ///   `body`; the ``NavigationError`` `body` throws.
  @discardableResult
  public func navigate<Result>(
    _ body: (Router<Route>) throws(NavigationError) -> Result
  ) async throws -> Result {
    try await navigate(.navigate, body)
  }

  /// Does `work` once: the first time the flow takes this step, `work` runs and its result is
  /// journaled; when the flow runs again after Back, the step returns that result and `work`
  /// does not run. Use it for work with effects outside navigation, such as a network call,
  /// and for anything the flow decides on that could differ on a second run (the time, a
  /// random value).
  ///
  /// ```swift
  /// let email = try await flow.push(.askEmail, returning: String.self)
  /// let account = try await flow.once("sign up") { try await api.signUp(email) }
  /// ```
  ///
  /// - Parameters:
  ///   - name: Names the step in a ``FlowError/replayDiverged(flow:step:expected:found:)``.
  ///   - work: The work, run the first time only.
  /// - Returns: What `work` returned, the first time or from the journal.
  /// - Throws: What `work` threw, the first time or from the journal.
  public func once<Result>(
    _ name: String, _ work: () async throws -> Result
  ) async throws -> Result {
    try await take(.once(name), work)
  }

  /// Goes back to the stage whose screen is `screen`, as if the person went Back until it was
  /// on top: the screens above it leave, and it awaits its answer again. Use it for a way back
  /// the flow offers, such as "Edit" on a summary, or a retry that returns to an earlier
  /// stage.
  ///
  /// ```swift
  /// let name = try await flow.push(.askName, returning: String.self)
  /// let nameScreen = flow.lastAnsweredScreen
  /// guard try await flow.push(.confirm(name), returning: Bool.self) else {
  ///   if let nameScreen { try await flow.goBack(to: nameScreen) }
  ///   throw Declined()
  /// }
  /// ```
  ///
  /// The flow goes on as after Back: its body runs again from its start against its journal,
  /// and that stage awaits its answer. Nothing after this call runs.
  ///
  /// - Throws: Always: the flow's way back, which the flow must let rise; or
  ///   ``NavigationError/unknownEntry(_:)``, changing nothing, when `screen` is not the screen
  ///   of a stage of this flow still on screen; `CancellationError` when the flow's task was
  ///   cancelled.
  public func goBack(to screen: EntryID) async throws -> Never {
    try Task.checkCancellation()
    guard let index = journal.stage(showing: screen), router.rootRouter.hierarchy.contains(screen)
    else { throw NavigationError.unknownEntry(screen) }
    journal.goBack(to: index, screen: screen)
    throw FlowJournal<Route>.GoingBack()
  }

  // MARK: Sub-flows and modules

  /// Runs `subflow` from where this flow is now and returns its output.
  ///
  /// The sub-flow applies its own ending when it returns; when it throws, it unwinds to where
  /// it started and the error reaches this flow, which may catch it or unwind in turn. Its
  /// stages are stages of this flow: Back from its first stage returns to this flow's stage
  /// before it. A sub-flow that swaps modules ends or unwinds in the module swapped to, from
  /// where it was at the swap, and this flow goes on there.
  ///
  /// ```swift
  /// let address = try await flow.run(addressFlow)
  /// ```
  public func run<Output: Sendable>(_ subflow: Flow<Route, Output>) async throws -> Output {
    let started: FlowStart<Route>
    let index: Int
    switch try journal.position(of: .subflow(subflow.name)) {
    case .replayed(let entry, let at), .resumed(let entry, let at):
      started = entry.start ?? FlowStart(router)
      index = at
    case .live(let at):
      started = FlowStart(router)
      journal.setStart(started, at: at)
      index = at
    }
    // Where it ends and unwinds: where it started, or, once it swapped modules, where the
    // module it swapped to was.
    var start: FlowStart<Route> { journal.start(at: index) ?? started }
    journal.runningSubflows.append(index)
    defer { journal.runningSubflows.removeAll { $0 == index } }
    let output: Output
    do {
      output = try await subflow.pass(on: router, modules: modules, journal: journal)
      followSwap()
    } catch {
      followSwap()
      // Replayed, the sub-flow unwound the first time, if it did; going back, it keeps the
      // stage the person returns to.
      if !journal.isReplaying, !journal.isGoingBack(with: error) {
        start.unwind()
        await router.lane.waitUntilDisplayed()
      }
      throw error
    }
    if !journal.isReplaying {
      start.apply(subflow.ending)
      await router.lane.waitUntilDisplayed()
    }
    return output
  }

  /// Follows a sub-flow that swapped modules, whether it returned or threw: this flow's later
  /// steps land in the module it swapped to.
  private func followSwap() {
    if !router.isAttached, let modules { runOn(modules.current) }
  }

  /// Swaps the whole screen to the catalog's module with this id, through the flow's module
  /// router: the classic ending of an onboarding flow, in one line. For a module with tabs,
  /// `tab` names the tab it shows selected, in the same change; by default the first.
  ///
  /// ```swift
  /// try await flow.swapModule(id: "main")
  /// try await flow.swapModule(id: "main", tab: "search")
  /// ```
  ///
  /// The flow goes on in the module swapped to: its later steps land on that module's router
  /// (the selected tab's, for a module with tabs), a "what's new" sheet after onboarding, say,
  /// and a snapshot saves it there. The module that leaves takes the screens the flow showed
  /// with it; the flow's ending, or its unwinding on a failure, applies in the module swapped
  /// to, back to the screen it showed when it came. Back from the first stage after the swap,
  /// with no earlier stage left on screen, ends the flow with ``FlowError/personLeft(flow:)``.
  ///
  /// - Throws: ``FlowError/noModuleRouter(flow:)`` when the flow was run without a module
  ///   router; ``NavigationError/unknownModule(_:)`` for an id not in the catalog,
  ///   ``NavigationError/unknownTab(_:among:)`` for a tab the module does not have;
  ///   `CancellationError` when the flow's task was cancelled, without swapping.
  public func swapModule(id: String, tab: String? = nil) async throws {
    try await take(.swapModule(id, tab: tab), resumedIsDone: true) {
      try Task.checkCancellation()
      guard let modules else { throw FlowError.noModuleRouter(flow: flowName) }
      try modules.showModule(id: id, tab: tab)
      // The flow's ending applies where it goes on: the module swapped to, as it is now; so
      // do the endings of the sub-flows running.
      let start = FlowStart(modules.current)
      router.store.flows.record(of: journal)?.start = start
      journal.moveStartsOfRunningSubflows(to: start)
      await modules.lane.waitUntilDisplayed()
    }
    // Replayed after Back or resumed after a relaunch too: the module swapped to is on screen.
    if let modules { runOn(modules.current) }
  }

  /// Makes the flow's later steps land on `moved`, the router of the module it swapped to, and
  /// its snapshot name it.
  private func runOn(_ moved: Router<Route>) {
    router = moved
    router.store.flows.record(of: journal)?.router = moved.id
  }

  // MARK: The journal

  /// Takes a step that shows a screen and awaits its answer: the first time, shows it with
  /// `show` on the router on screen and a fresh id; replayed, returns the journaled answer;
  /// resumed (after Back, or restored after a relaunch), awaits the answer again on the
  /// screen that stayed.
  @inlinable
  func stage<Value: Sendable>(
    _ step: FlowJournal<Route>.Step, answered: AnsweredScreen, leaving: LeaveGuard<Route>?,
    orLink: (@MainActor (LinkDestination<Route>) -> Value?)?,
    show: (Router<Route>, EntryID) throws(NavigationError) -> Void
  ) async throws -> Value {
    switch try journal.position(of: step) {
    case .replayed(let entry, let index):
      let value = try replayed(entry, at: index, as: Value.self)
      storedLastAnsweredScreen = entry.screen
      return value
    case .resumed(let entry, let index):
      guard let screen = entry.screen else {
        return try replayed(entry, at: index, as: Value.self)
      }
      journal.resumed()
      if let leaving { guardScreen(screen, with: leaving) }
      defer { if leaving != nil { releaseGuard(of: screen) } }
      return try await awaitAnswer(at: index, screen: screen, orLink: orLink) {
        () throws(NavigationError) in
        guard router.rootRouter.hierarchy.contains(screen) else {
          throw .dismissedWithoutResult(screen)
        }
      }
    case .live(let index):
      try Task.checkCancellation()
      let screen = router.store.makeEntryID()
      let onScreen = router.deepestRouter
      journal.show(screen, stays: answered == .stays, at: index)
      if let leaving { guardScreen(screen, with: leaving) }
      defer { if leaving != nil { releaseGuard(of: screen) } }
      return try await awaitAnswer(at: index, screen: screen, orLink: orLink) {
        () throws(NavigationError) in
        try show(onScreen, screen)
      }
    }
  }

  /// Awaits the answer of the stage at `index`, shown by `show`, and journals what comes of
  /// it; notes where the person goes back to when they leave the screen without answering.
  /// With `orLink`, links that arrive meanwhile may answer it.
  @inlinable
  func awaitAnswer<Value: Sendable>(
    at index: Int, screen: EntryID, orLink: (@MainActor (LinkDestination<Route>) -> Value?)?,
    show: () throws(NavigationError) -> Void
  ) async throws -> Value {
    let stays = journal.stays(at: index)
    if let orLink { answerLinks(on: screen, with: orLink) }
    defer { if orLink != nil { stopAnsweringLinks(on: screen) } }
    do {
      let value: Value = try await router.awaitResult(
        from: screen, keepsScreen: stays, show: show)
      journal.settle(index, with: .success(value))
      storedLastAnsweredScreen = stays ? screen : nil
      return value
    } catch {
      journal.settle(index, with: .failure(error))
      noteLeaving(stageAt: index, screen: screen, ifDismissedBy: error)
      throw error
    }
  }

  /// Lets links that arrive while `screen` awaits its answer answer it, as `answer` maps
  /// them: the flow's record asks it before its policy, and finishes the screen on the router
  /// showing it, while the screen is on top: its router's last, presenting nothing, under no
  /// alert.
  @usableFromInline
  func answerLinks<Value: Sendable>(
    on screen: EntryID, with answer: @escaping @MainActor (LinkDestination<Route>) -> Value?
  ) {
    let root = router.rootRouter
    router.store.flows.record(of: journal)?.linkAnswer = RunningFlows<Route>.LinkAnswer(
      screen: screen
    ) { [weak root] destination in
      guard let showing = root?.routerShowing(screen), showing.storedState.current.id == screen,
        !showing.isPresenting, showing.storedState.alerts.isEmpty, let value = answer(destination)
      else { return false }
      return (try? showing.finish(returning: value)) != nil
    }
  }

  /// Stops links answering `screen`, once its stage no longer awaits it.
  @usableFromInline
  func stopAnsweringLinks(on screen: EntryID) {
    guard let record = router.store.flows.record(of: journal),
      record.linkAnswer?.screen == screen
    else { return }
    record.linkAnswer = nil
  }

  /// Makes `screen` hold the person while its stage awaits: the guard decides, on the router
  /// then showing it, whether they may leave.
  @usableFromInline
  func guardScreen(_ screen: EntryID, with leaving: LeaveGuard<Route>) {
    let router = router
    router.store.leaveGuards.guardScreen(screen) {
      guard let showing = router.rootRouter.routerShowing(screen) else { return true }
      return await leaving.allowsLeaving(showing)
    }
  }

  /// Lets `screen` go once its stage no longer awaits it.
  @usableFromInline
  func releaseGuard(of screen: EntryID) {
    router.store.leaveGuards.release(screen)
  }

  /// Notes where the person goes back to when `error` is the dismissal of the stage at
  /// `index`, whose screen is `screen`: the latest earlier stage still on screen. An alert
  /// the flow asked is no screen the person leaves: its dismissal is the body's to handle.
  @usableFromInline
  func noteLeaving(stageAt index: Int, screen: EntryID, ifDismissedBy error: any Error) {
    guard case NavigationError.dismissedWithoutResult(screen)? = error as? NavigationError,
      !journal.isAlert(at: index)
    else { return }
    let root = router.rootRouter
    journal.left(stageAt: index, screen: screen) { root.hierarchy.contains($0) }
  }

  /// Takes a step that changes the tree with `body` on the router on screen, then waits for
  /// the screen to show it; replayed, returns what it returned the first time.
  private func navigate<Result>(
    _ step: FlowJournal<Route>.Step, _ body: (Router<Route>) throws(NavigationError) -> Result
  ) async throws -> Result {
    try await take(step, resumedIsDone: true) {
      try Task.checkCancellation()
      let result = try body(router.deepestRouter)
      await router.lane.waitUntilDisplayed()
      return result
    }
  }

  /// Takes a step that `act` does the first time; replayed, returns or throws what it did.
  /// Resumed, as the step a restored flow was taking when saved: with `resumedIsDone`, a
  /// step that changed the tree and then waited for the screen, its change is in the restored
  /// tree and it returns, when it returns nothing; otherwise `act` does it again, since it
  /// never ended (work through `once`, a wait for a link).
  private func take<Result>(
    _ step: FlowJournal<Route>.Step, resumedIsDone: Bool = false,
    _ act: () async throws -> Result
  ) async throws -> Result {
    let index: Int
    switch try journal.position(of: step) {
    case .replayed(let entry, let at):
      return try replayed(entry, at: at, as: Result.self)
    case .resumed(let entry, let at) where resumedIsDone:
      guard let done = () as? Result else {
        throw FlowError.replayDiverged(
          flow: journal.flowName, step: at + 1,
          expected: "\(entry.step), saved before it returned its \(Result.self)",
          found: "\(entry.step) to take again")
      }
      journal.settle(at, with: .success(()))
      journal.resumed()
      return done
    case .resumed(_, let at):
      journal.resumed()
      index = at
    case .live(let at):
      index = at
    }
    do {
      let result = try await act()
      journal.settle(index, with: .success(result))
      return result
    } catch {
      journal.settle(index, with: .failure(error))
      throw error
    }
  }

  /// What the journaled step at `index` returned, or rethrows what it threw.
  ///
  /// - Throws: ``FlowError/replayDiverged(flow:step:expected:found:)`` when it returned
  ///   another type, or never ended; ``FlowError/answerUndecodable(flow:step:answer:type:)``
  ///   when its answer, saved in a snapshot, does not decode as `Result`.
  @usableFromInline
  func replayed<Result>(
    _ entry: FlowJournal<Route>.Entry, at index: Int, as _: Result.Type
  ) throws -> Result {
    switch entry.outcome {
    case .success(let value as Result)?:
      return value
    case .success(let saved as FlowSnapshotAnswer)?:
      guard let value = saved.decode(as: Result.self) else {
        throw FlowError.answerUndecodable(
          flow: journal.flowName, step: index + 1, answer: "\(saved)", type: "\(Result.self)")
      }
      return value
    case .failure(let error)?:
      throw error
    case .success(let value)?:
      throw FlowError.replayDiverged(
        flow: journal.flowName, step: index + 1,
        expected: "\(entry.step) returning \(type(of: value))",
        found: "\(entry.step) returning \(Result.self)")
    case nil:
      throw FlowError.replayDiverged(
        flow: journal.flowName, step: index + 1, expected: "\(entry.step), which never ended",
        found: "\(entry.step)")
    }
  }
}
