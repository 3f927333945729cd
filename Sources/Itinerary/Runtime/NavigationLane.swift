import Observation

/// The one serial lane of a navigation tree: it brings the screen to the tree's state one step
/// at a time, waiting for the renderer to acknowledge each animated step instead of sleeping.
///
/// Commands change the tree at once, in the order issued, on the main actor; a refused one
/// throws at its call site and changes nothing. The screen cannot follow that fast: SwiftUI
/// drops a push issued while a sheet is dismissing, and dismisses one level of sheets at a
/// time on older systems. So the lane keeps what the screen shows as ``displayed``, plans the
/// steps from it to the tree with a ``NavigationPlanner``, hands one step to the renderer, and
/// waits for ``acknowledge(_:)`` (or the ``deadline``) before the next. Commands issued
/// meanwhile join the plan; none is lost and none interleaves with a step.
///
/// Without a renderer the lane is idle and the screen is taken to show the tree as it is.
/// What the person does on screen (swipes a sheet away, taps Back, picks a tab) comes in
/// through the package's renderers, which call the lane's `package` hooks `userDismissed`,
/// `userSetPath` and `userSelected`, and enters the same order as every other command.
///
/// Views that read ``displayed`` are updated when it changes: the lane is `Observable`, by
/// hand, with its key path built once, as ``Router`` is.
@MainActor
public final class NavigationLane<Route: NavigationRoute>: Observable {
  /// Plans the steps; set its capabilities to the platform's.
  public var planner: NavigationPlanner {
    get {
      registrar.access(self, keyPath: \.planner)
      return storedPlanner
    }
    set { registrar.withMutation(of: self, keyPath: \.planner) { storedPlanner = newValue } }
  }

  /// How long the lane waits for an acknowledgement before it reports
  /// ``NavigationEvent/deadlineMissed(_:)`` and goes on.
  public var deadline: Duration {
    get {
      registrar.access(self, keyPath: \.deadline)
      return storedDeadline
    }
    set { registrar.withMutation(of: self, keyPath: \.deadline) { storedDeadline = newValue } }
  }

  /// The step the lane waits for the renderer to acknowledge.
  package private(set) var pendingStep: (id: StepID, step: NavigationStep<Route>)? {
    get {
      registrar.access(self, keyPath: pendingStepKeyPath)
      return storedPendingStep
    }
    set {
      registrar.withMutation(of: self, keyPath: pendingStepKeyPath) {
        storedPendingStep = newValue
      }
    }
  }

  private var storedPlanner = NavigationPlanner()
  private var storedDeadline: Duration = .seconds(2)
  // The stack verbs reach the lane through `stackChanged(by:)`, inlinable so that the
  // commonest change, a push or a pop, is drawn specialised for the route type where it is
  // issued (`lane.push_pop`). It reads `drawsStackStepsAlone`, `renderer` and
  // `displayedIsTree`, and calls `beginStep()`, `render(_:id:with:)`, `showDisplayed()` and
  // `endStep(_:id:completion:)`; the stack verb, before a change the lane does not draw
  // alone, reads `displayedIsTree` and calls `keepDisplayedCopy()`; everything else in the
  // lane is private. Exclusivity is not checked at run time on the fields a step reads and
  // writes: they are main-actor isolated, and no access to them spans a call that could
  // access them again (the renderer is called with none in progress).
  @exclusivity(unchecked)
  private var storedPendingStep: (id: StepID, step: NavigationStep<Route>)? {
    didSet { hasPendingStep = storedPendingStep != nil }
  }
  /// Whether a step is pending, as a plain flag: `refreshStackStepsAlone()` runs on every
  /// step, in code not specialised for the route type, which would look up the metadata of
  /// the pending step's type to test it.
  @exclusivity(unchecked) private var hasPendingStep = false {
    didSet { refreshStackStepsAlone() }
  }
  /// The attached renderer's ``NavigationRenderer/render(_:id:show:)``, formed by
  /// ``attach(_:)`` where the renderer's type is known: a call through it is specialised for
  /// that renderer and route type, where a call through `any NavigationRenderer<Route>` looks
  /// up the type's metadata and witness every time (`lane.push_pop`). It holds the renderer.
  @exclusivity(unchecked) @usableFromInline private(set) var renderer: RenderCall? {
    didSet {
      hasRenderer = renderer != nil
      refreshStackStepsAlone()
    }
  }
  /// Whether a renderer is attached: the displayed tree and the renderer then hold the
  /// stacks' paths too, so that a stack's storage is shared with them after every step, and a
  /// pop that empties a stack hands its path over rather than remove its screen in place,
  /// which would copy it (`lane.push_pop`).
  @exclusivity(unchecked) @usableFromInline private(set) var hasRenderer = false
  /// Whether a stack change can be drawn with the one step that draws it, without planning:
  /// a renderer is attached, no batch is under way, no step is pending, the screen shows the
  /// tree as it was, and no caller waits for it. Kept up to date by every field it depends
  /// on, so that the stack step reads one flag (`lane.push_pop`).
  @exclusivity(unchecked) @usableFromInline private(set) var drawsStackStepsAlone = false
  /// The store of the tree the lane draws, which holds the lane: weakly, so that the lane
  /// keeps no tree alive.
  weak var store: NavigationStore<Route>?
  private let events: NavigationEventHub<Route>
  /// Counts the changes the screen has to catch up with; `displayedVersion` is the count it
  /// has caught up with.
  @exclusivity(unchecked) private var version: UInt64 = 0 {
    didSet { refreshStackStepsAlone() }
  }
  @exclusivity(unchecked) private var displayedVersion: UInt64 = 0 {
    didSet { refreshStackStepsAlone() }
  }
  @exclusivity(unchecked)
  private var waiters: [(version: UInt64, resume: CheckedContinuation<Void, Never>)] = [] {
    didSet { hasWaiters = !waiters.isEmpty }
  }
  /// Whether a caller waits for the screen, as a plain flag: tested on every step, where
  /// testing the array looks up the metadata of its element type (`lane.push_pop`).
  @exclusivity(unchecked) private var hasWaiters = false {
    didSet { refreshStackStepsAlone() }
  }
  @exclusivity(unchecked) private var lastStepID: UInt64 = 0
  private var deadlineTask: Task<Void, Never>?
  @exclusivity(unchecked) private var batchDepth = 0 {
    didSet { refreshStackStepsAlone() }
  }
  /// Set when the person changed the screen ahead of the tree; cleared when they agree again.
  @exclusivity(unchecked) private var screenIsAhead = false {
    didSet { refreshStackStepsAlone() }
  }
  private let registrar = ObservationRegistrar()
  private let displayedKeyPath: KeyPath<NavigationLane<Route>, NavigationNode<Route>?>
  private let pendingStepKeyPath:
    KeyPath<NavigationLane<Route>, (id: StepID, step: NavigationStep<Route>)?>
  /// What the screen shows, while ``displayedIsTree`` is false; `nil` meanwhile otherwise.
  @exclusivity(unchecked) private var storedDisplayed: NavigationNode<Route>?
  /// Whether the screen shows the store's tree itself, so that the lane keeps no copy of it:
  /// set by a stack step drawn alone, which brings the screen to the tree, and cleared by
  /// ``keepDisplayedCopy()`` before the tree changes in any other way. A stack step then changes
  /// only the tree, where it changed the tree and then the displayed copy (`lane.push_pop`).
  @exclusivity(unchecked) @usableFromInline private(set) var displayedIsTree = false
  /// Whether ``displayed`` was ever read: observation tracks only what is read, so until then
  /// a step has nobody to tell, and showing it skips the notice (`lane.push_pop`, where
  /// nothing reads it).
  @exclusivity(unchecked) private var displayedWasRead = false

  init(events: NavigationEventHub<Route>) {
    self.events = events
    displayedKeyPath = \.displayed
    pendingStepKeyPath = \.pendingStep
  }

  /// What the screen shows now, as far as the steps rendered so far go; `nil` without a
  /// renderer. Queues do not show, so they catch up when the lane settles.
  public private(set) var displayed: NavigationNode<Route>? {
    get {
      displayedWasRead = true
      registrar.access(self, keyPath: displayedKeyPath)
      return displayedIsTree ? store?.root : storedDisplayed
    }
    set {
      registrar.withMutation(of: self, keyPath: displayedKeyPath) {
        displayedIsTree = false
        storedDisplayed = newValue
      }
    }
  }

  /// Takes the screen to show the store's tree itself, and drops the copy of what it showed.
  @usableFromInline
  func dropDisplayedCopy() {
    storedDisplayed = nil
    displayedIsTree = true
  }

  /// Keeps the tree as it is now as what the screen shows, when the screen shows the tree
  /// itself: called before the tree changes other than by a stack step drawn alone, and
  /// before the lane plans from or changes what the screen shows.
  @usableFromInline
  func keepDisplayedCopy() {
    guard displayedIsTree else { return }
    storedDisplayed = store?.root
    displayedIsTree = false
  }

  /// A renderer's ``NavigationRenderer/render(_:id:show:)``, as the lane calls it.
  @usableFromInline
  typealias RenderCall = (NavigationStep<Route>, StepID, () -> Void) -> StepCompletion

  /// Starts drawing the tree with `renderer`: the screen is taken to show the tree as it is
  /// now, and every later change is rendered step by step. A step still held by a renderer
  /// attached before is forgotten, and the callers waiting on it are resumed. The lane holds
  /// the renderer until another is attached or ``detachRenderer()``.
  ///
  /// Inlinable for `lane.push_pop`: attached where its type is known, the renderer is called
  /// through a specialised closure. A renderer of type `any NavigationRenderer<Route>` is
  /// opened and called through its protocol.
  @inlinable
  public func attach<Renderer: NavigationRenderer<Route>>(_ renderer: Renderer) {
    attach(rendering: { step, id, show in renderer.render(step, id: id, show: show) })
  }

  /// Attaches the renderer that `render` calls. Usable from inline, for the inlinable
  /// ``attach(_:)`` (`lane.push_pop`).
  @usableFromInline
  func attach(rendering render: @escaping RenderCall) {
    renderer = render
    pendingStep = nil
    deadlineTask?.cancel()
    displayed = store?.root
    displayedVersion = version
    resumeWaiters()
  }

  /// Stops rendering; every caller waiting for the screen is resumed.
  public func detachRenderer() {
    renderer = nil
    displayed = nil
    pendingStep = nil
    deadlineTask?.cancel()
    displayedVersion = version
    resumeWaiters()
  }

  /// Whether the screen shows the tree as it is, with no step pending.
  public var isIdle: Bool { displayedVersion == version && storedPendingStep == nil }

  /// The number of callers waiting for the screen to catch up. Zero once the lane is idle.
  package var waitingCallers: Int { waiters.count }

  /// Tells the lane the step with this id is on screen. An id that is not pending (late,
  /// or acknowledged twice) changes nothing.
  public func acknowledge(_ id: StepID) {
    guard storedPendingStep?.id == id else { return }
    pendingStep = nil
    deadlineTask?.cancel()
    advance()
  }

  /// Waits until the screen shows every change made so far.
  public func waitUntilDisplayed() async {
    guard displayedVersion < version else { return }
    await withCheckedContinuation { continuation in
      waiters.append((version, continuation))
    }
  }

  /// The person swiped the presentation of `router` (or of the presented node with that id,
  /// such as a sheet of tabs) away: the screen no longer shows it, and
  /// the tree dismisses it unless a command already did, or a screen in it holds the person
  /// (``Router/isLeaveGuarded(_:)``), when the lane presents it again.
  ///
  /// A swipe reaches the sheet's binding as the sheet starts to leave, and SwiftUI drops a
  /// presentation made before it is gone. A renderer that hears of the swipe that early passes
  /// `holdingUntilAcknowledged: true`: the lane then holds the dismissal as a step of its own,
  /// and renders nothing more until the renderer acknowledges the returned id (from the
  /// sheet's `onDismiss`) or the ``deadline`` passes. The tree is dismissed at once either way.
  ///
  /// - Returns: The id to acknowledge once the presentation is gone, when the lane holds; `nil`
  ///   when it does not (not asked to, no renderer attached, or another step already pending).
  @discardableResult
  // Usable from the person's inlinable actions in ItineraryTesting (`explorer.paths`).
  @usableFromInline
  package func userDismissed(
    _ router: RouterID, holdingUntilAcknowledged holds: Bool = false
  ) -> StepID? {
    keepDisplayedCopy()
    storedDisplayed?.show(.dismiss(router: router))
    screenIsAhead = true
    registrar.withMutation(of: self, keyPath: displayedKeyPath) {}
    var held: StepID?
    if holds, renderer != nil, storedPendingStep == nil {
      let id = nextStepID()
      hold(.dismiss(router: router), id: id)
      held = id
    }
    // A guarded screen holds the person: the tree keeps it, and the lane shows it again.
    if let target = store?.router(router) {
      if target.level > 0,
        !target.store.leaveGuards.guardsAny(
          of: target.hierarchy.levels[target.level...].lazy.flatMap(\.entries).map(\.id))
      {
        _ = try? target.dismiss()
      }
    } else if let tree = store?.root, let node = tree.node(router),
      let presenter = tree.presenter(of: router).flatMap({ store?.router($0) }),
      !presenter.store.leaveGuards.guardsAny(of: node.allIDs)
    {
      // A presented node, such as a sheet of tabs, leaves as its presenter's child.
      _ = try? presenter.dismissChild()
    }
    advance()
    return held
  }

  /// The person went back on the stack of `router` (Back, swipe back, a long press on Back):
  /// the screen shows `path`, and the tree pops to it unless a command already changed the
  /// stack, or a screen it would pop holds the person (``Router/isLeaveGuarded(_:)``), when the
  /// lane pushes it again.
  // Usable from the person's inlinable actions in ItineraryTesting (`explorer.paths`).
  @usableFromInline
  package func userSetPath(_ path: [Entry<Route>], router: RouterID) {
    keepDisplayedCopy()
    storedDisplayed?.show(.setPath(path, router: router))
    screenIsAhead = true
    registrar.withMutation(of: self, keyPath: displayedKeyPath) {}
    // A guarded screen holds the person: the tree keeps it, and the lane shows it again.
    if let target = store?.router(router), target.path.count > path.count,
      target.path.starts(with: path),
      !target.store.leaveGuards.guardsAny(of: target.path[path.count...].map(\.id))
    {
      _ = try? target.pop(last: target.path.count - path.count)
    }
    advance()
  }

  /// The person picked the tab named `tab` of the tabs node with the id `tabs`: the tree
  /// selects it unless a command already did, or it is not a tab of that node. Picking the
  /// selected tab again pops it to its root when the tabs node says so
  /// (``TabsNode/reselectionPopsToRoot``), whether or not the app made a ``TabRouter`` for it.
  // Usable from the person's inlinable actions in ItineraryTesting (`explorer.paths`).
  @usableFromInline
  package func userSelected(_ tab: String, in tabs: RouterID) {
    keepDisplayedCopy()
    storedDisplayed?.show(.selectTab(tab, in: tabs))
    screenIsAhead = true
    registrar.withMutation(of: self, keyPath: displayedKeyPath) {}
    store?.userSelected(tab, in: tabs)
    advance()
  }

  /// Notes that a command changed the tree and moves the screen towards it.
  @usableFromInline
  func treeChanged() {
    version &+= 1
    // With no renderer, batch or waiter, `advance()` only takes the screen to show the tree.
    guard renderer != nil || batchDepth != 0 || hasWaiters else {
      displayedVersion = version
      return
    }
    advance()
  }

  /// Notes that a stack action changed a router's stack; `step` draws the change (see
  /// ``RouterState/stackStep(after:)``). When the screen was showing the tree as it was, that
  /// one step brings it to the tree as it is, without planning: the planner would plan that
  /// same step, and showing it would give the tree, as `StackShortcutTests` shows for every
  /// stack action.
  ///
  /// The stack verbs' way into the lane when they made a step, inlinable for
  /// `lane.push_pop`: the step is handed to the renderer specialised for the route type where
  /// the command is issued. Not inlined into the verb, where it made a lone router's push,
  /// which draws nothing, longer (`router.push_pop`). A stack verb applied while
  /// ``drawsStackStepsAlone`` was false makes no step, and calls ``treeChanged()`` instead.
  @inlinable @inline(never)
  func stackChanged(by step: NavigationStep<Route>) {
    guard drawsStackStepsAlone, let renderer else {
      treeChanged()
      return
    }
    // The screen showed the tree as it was, and this one step brings it to the tree as it is:
    // from now on it shows the tree itself, with no copy to change as well.
    if !displayedIsTree { dropDisplayedCopy() }
    let id = beginStep()
    let completion = render(step, id: id, with: renderer)
    endStep(step, id: id, completion: completion)
  }

  /// Starts drawing a stack step alone: the screen is one change behind until it ends.
  /// Returns the step's id.
  @usableFromInline
  func beginStep() -> StepID {
    version &+= 1
    return nextStepID()
  }

  /// Ends a stack step drawn alone: the screen has caught up unless the renderer holds the
  /// step until it acknowledges it.
  @usableFromInline
  func endStep(_ step: NavigationStep<Route>, id: StepID, completion: StepCompletion) {
    if completion == .acknowledgeLater {
      hold(step, id: id)
    } else if !hasPendingStep {
      displayedVersion = version
      resumeWaiters()
    }
  }

  /// Keeps ``drawsStackStepsAlone`` true to what it depends on.
  private func refreshStackStepsAlone() {
    drawsStackStepsAlone =
      hasRenderer && batchDepth == 0 && !hasPendingStep && !screenIsAhead
      && displayedVersion == version && !hasWaiters
  }

  /// Holds rendering while a batch of commands is applied, so that it is planned as one
  /// change, until the matching ``endBatch()``.
  func beginBatch() {
    batchDepth += 1
  }

  /// Ends a batch; the outermost one moves the screen towards the tree.
  func endBatch() {
    batchDepth -= 1
    advance()
  }

  private func advance() {
    guard batchDepth == 0 else { return }
    keepDisplayedCopy()
    guard let renderer, var current = storedDisplayed, let store else {
      displayedVersion = version
      resumeWaiters()
      return
    }
    while storedPendingStep == nil {
      let wanted = store.root
      guard let step = planner.steps(from: current, to: wanted).first else {
        if current != wanted { displayed = wanted }
        screenIsAhead = false
        displayedVersion = version
        resumeWaiters()
        return
      }
      let before = current
      current.show(step)
      if current == before { current = wanted }
      storedDisplayed = current
      let id = nextStepID()
      if render(step, id: id, with: renderer) == .acknowledgeLater { hold(step, id: id) }
    }
  }

  /// The id of the next step the lane renders or holds.
  private func nextStepID() -> StepID {
    lastStepID += 1
    return StepID(rawValue: lastStepID)
  }

  /// Hands a step, already applied to the stored displayed tree, to the renderer, which shows
  /// the change to observers inside its own transaction; returns whether the renderer waits to
  /// acknowledge it. Inlinable with the stack step (`lane.push_pop`).
  @inlinable
  func render(
    _ step: NavigationStep<Route>, id: StepID, with renderer: RenderCall
  ) -> StepCompletion {
    var shown = false
    let completion = renderer(step, id) {
      guard !shown else { return }
      shown = true
      showDisplayed()
    }
    if !shown { showDisplayed() }
    return completion
  }

  /// Tells the observers of ``displayed`` that it changed, if it was ever read:
  /// `withMutation(of:keyPath:_:)` without its closure, which checks its actor when called.
  @usableFromInline
  func showDisplayed() {
    guard displayedWasRead else { return }
    registrar.willSet(self, keyPath: displayedKeyPath)
    registrar.didSet(self, keyPath: displayedKeyPath)
  }

  /// Waits for the renderer to acknowledge `step`, or for the deadline.
  private func hold(_ step: NavigationStep<Route>, id: StepID) {
    pendingStep = (id, step)
    let deadline = deadline
    deadlineTask = Task { [weak self] in
      try? await Task.sleep(for: deadline)  // deadline
      guard !Task.isCancelled, let self, self.storedPendingStep?.id == id else { return }
      self.events.emit([.deadlineMissed(step)])
      self.acknowledge(id)
    }
  }

  private func resumeWaiters() {
    if hasWaiters { resumeWaitersShown() }
  }

  /// Resumes the callers whose changes the screen shows. Not inlined into
  /// ``resumeWaiters()``: working with the waiters' array sets up the layout of its element
  /// type first, on every step, although the array is empty then (`lane.push_pop`).
  @inline(never)
  private func resumeWaitersShown() {
    let ready = waiters.filter { $0.version <= displayedVersion }
    waiters.removeAll { $0.version <= displayedVersion }
    for waiter in ready { waiter.resume.resume() }
  }
}
