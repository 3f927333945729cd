/// The record of a running flow: each step it took, in order, with what came of it (the
/// answer a stage got, what a `navigate` or `once` step returned, where a sub-flow started).
///
/// It is what makes Back one stage back. When the person leaves a stage (Back, a swipe), the
/// flow's body runs again from its start against the journal: each step before the stage the
/// person returns to takes its outcome from the journal without touching the tree, and that
/// stage, whose screen is still there, awaits its answer again. The flow and its sub-flows
/// share one journal.
///
/// Replaying is sound when the body is deterministic given its steps' outcomes: it decides
/// only on what its steps returned, and does work with effects outside navigation (a network
/// call) through ``FlowContext/once(_:_:)``, whose result is journaled. A step that differs on
/// replay from the one journaled stops the flow with ``FlowError/replayDiverged(flow:step:expected:found:)``.
// Usable from inlinable code, with the members marked so, for `explorer.paths`: a flow's awaited
// push (`FlowContext.push(_:returning:answered:leaving:orLink:)`) takes its place in the journal specialised
// for the route type where the flow is written, instead of looking up the journal's generic
// metadata at every step; and a flow's run (`Router.run(_:modules:)`, inlinable) begins and
// ends each pass of the body through it.
@MainActor
@usableFromInline
final class FlowJournal<Route: NavigationRoute> {
  /// What a step was, to tell on replay that the body takes the same steps.
  @usableFromInline
  enum Step: Hashable, Sendable, CustomStringConvertible {
    case push(Route)
    case present(Route, PresentationStyle)
    case ask(title: String)
    case navigate
    case once(String)
    case subflow(String)
    case swapModule(String, tab: String?)
    case awaitLink

    @usableFromInline
    var description: String {
      switch self {
      case .push(let route): "push(\(route))"
      case .present(let route, let style): "present(\(route), as: \(style))"
      case .ask(let title): "ask(title: \(String(reflecting: title)))"
      case .navigate: "navigate"
      case .once(let name): "once(\(String(reflecting: name)))"
      case .subflow(let name): "run(\(String(reflecting: name)))"
      case .swapModule(let id, nil): "swapModule(id: \(String(reflecting: id)))"
      case .swapModule(let id, let tab?):
        "swapModule(id: \(String(reflecting: id)), tab: \(String(reflecting: tab)))"
      case .awaitLink: "awaitLink()"
      }
    }
  }

  /// One step taken, and what came of it.
  @usableFromInline
  struct Entry {
    @usableFromInline let step: Step
    /// The screen of a stage, from when it shows, while it stays on screen: where Back can
    /// return to. `nil` once a stage that leaves when answered was answered.
    @usableFromInline var screen: EntryID?
    /// Whether the stage's screen stays once answered.
    @usableFromInline var stays = true
    /// What the step returned or threw; `nil` while it is under way.
    @usableFromInline var outcome: Result<Any, any Error>?
    /// Where a sub-flow started, to unwind to when it fails after a replay.
    @usableFromInline var start: FlowStart<Route>?

    @inlinable
    init(step: Step) {
      self.step = step
    }

    /// Whether the step is under way: taken, and nothing came of it yet. A sub-flow's entry
    /// never gets an outcome of its own; its steps do.
    var isUnderWay: Bool {
      if case .subflow = step { return false }
      return outcome == nil
    }
  }

  /// The stage the person left, and the stage they go back to; `nil` when they left the flow.
  @usableFromInline
  struct Leaving {
    @usableFromInline let screen: EntryID
    @usableFromInline let backTo: Int?

    @inlinable
    init(screen: EntryID, backTo: Int?) {
      self.screen = screen
      self.backTo = backTo
    }
  }

  /// Where a step of the body stands in the journal.
  @usableFromInline
  enum Position {
    /// Taken before, at this index: its outcome is the journal's, and the tree is not touched.
    case replayed(Entry, Int)
    /// The stage the person came back to, at this index: its screen is there; it awaits its
    /// answer again.
    case resumed(Entry, Int)
    /// Taken for the first time, at this index: the step acts, then ``settle(_:with:)``.
    case live(Int)
  }

  /// The flow's name, for errors.
  @usableFromInline let flowName: String
  // Not checked at run time, as each is read or written once per answer on the way of every
  // flow step (`explorer.paths`): main-actor isolated, and no access spans a call that could
  // reach it again.
  @exclusivity(unchecked) @usableFromInline var entries: [Entry] = []
  /// The index of the next step the body takes in this pass.
  @exclusivity(unchecked) @usableFromInline var cursor = 0
  /// The stage the person came back to, until the body reaches it again.
  @exclusivity(unchecked) @usableFromInline var resumeAt: Int?
  /// The indices of the sub-flow steps running now, outermost first.
  var runningSubflows: [Int] = []
  /// Told once, for a journal restored from a snapshot, whether its first pass reached the
  /// step the flow was taking when saved, or the error it failed with before.
  @exclusivity(unchecked) @usableFromInline var whenResumed: ((Result<Void, any Error>) -> Void)?
  /// Set when the person left the stage being awaited: the stage to go back to, or `nil`
  /// when no earlier stage is on screen and the person left the flow. Cleared by the next
  /// step, since the body then caught the dismissal and went on.
  @exclusivity(unchecked) @usableFromInline var leaving: Leaving?
  /// Set when the flow must end at its next step: a link arrived that ends it, while it was
  /// busy with work of its own.
  @exclusivity(unchecked) @usableFromInline var pendingEnd: FlowError?

  @usableFromInline
  init(flowName: String) {
    self.flowName = flowName
  }

  /// A journal restored from a snapshot: its steps replay, and its pending step, the one the
  /// flow was taking when saved, is taken again (a stage awaits its screen again).
  init(flowName: String, restoring entries: [Entry]) {
    self.flowName = flowName
    self.entries = entries
    resumeAt = entries.lastIndex(where: \.isUnderWay)
  }

  /// The screen of the stage the flow awaits now, if it awaits one.
  var awaitedScreen: EntryID? {
    entries.last(where: \.isUnderWay)?.screen
  }

  /// The screen of the stage a restored flow was awaiting when saved, if it was awaiting one.
  var pendingScreen: EntryID? {
    resumeAt.flatMap { entries[$0].screen }
  }

  /// Whether the body is still replaying steps taken before.
  var isReplaying: Bool { resumeAt != nil }

  /// Whether `error`, rising through the body, is the person going back to an earlier stage:
  /// the dismissal of the stage they left, which unwinds nothing.
  func isGoingBack(with error: any Error) -> Bool {
    leaving?.backTo != nil && isBack(error)
  }

  /// Starts a pass of the body from its start.
  @usableFromInline
  func beginPass() {
    cursor = 0
    leaving = nil
  }

  /// Where `step`, the body's next, stands.
  ///
  /// - Throws: ``FlowError/replayDiverged(flow:step:expected:found:)`` when the journal holds
  ///   another step at this place, or the body goes on past the stage it should await.
  @inlinable
  func position(of step: Step) throws(FlowError) -> Position {
    if let pendingEnd {
      self.pendingEnd = nil
      throw pendingEnd
    }
    leaving = nil
    let index = cursor
    cursor += 1
    guard index < entries.count else {
      entries.append(Entry(step: step))
      // A restored flow saved between steps resumes where its journal ends.
      tellResumed(.success(()))
      return .live(index)
    }
    let entry = entries[index]
    guard entry.step == step else { throw diverged(at: index, found: step) }
    guard index == resumeAt else { return .replayed(entry, index) }
    resumeAt = nil
    return .resumed(entry, index)
  }

  /// Records the screen the stage at `index` shows, and whether it stays once answered.
  @inlinable
  func show(_ screen: EntryID, stays: Bool, at index: Int) {
    entries[index].screen = screen
    entries[index].stays = stays
  }

  /// Records what came of the step at `index`; a stage's answered screen that leaves is
  /// forgotten.
  @inlinable
  func settle(_ index: Int, with outcome: Result<Any, any Error>) {
    guard entries.indices.contains(index) else { return }
    entries[index].outcome = outcome
    if case .success = outcome, !entries[index].stays { entries[index].screen = nil }
  }

  /// Records where the sub-flow at `index` started.
  func setStart(_ start: FlowStart<Route>, at index: Int) {
    entries[index].start = start
  }

  /// Where the sub-flow at `index` ends and unwinds to: where it started, or where the module
  /// it swapped to was.
  func start(at index: Int) -> FlowStart<Route>? {
    entries[index].start
  }

  /// Moves where every sub-flow still running ends and unwinds to: a swap of modules takes
  /// them along, as it takes the flow that runs them.
  func moveStartsOfRunningSubflows(to start: FlowStart<Route>) {
    for index in runningSubflows { entries[index].start = start }
  }

  /// Whether the step at `index` asked with an alert.
  @usableFromInline
  func isAlert(at index: Int) -> Bool {
    if case .ask = entries[index].step { return true }
    return false
  }

  /// Whether the stage at `index` stays once answered.
  @inlinable
  func stays(at index: Int) -> Bool {
    entries[index].stays
  }

  /// The person left the stage at `index`, whose screen is `screen`: notes the latest earlier
  /// stage still on screen to go back to, as `isOnScreen` says, or that the person left the
  /// flow.
  func left(stageAt index: Int, screen: EntryID, isOnScreen: (EntryID) -> Bool) {
    let earlier = entries[..<min(index, entries.count)]
    let backTo = earlier.lastIndex { entry in entry.screen.map(isOnScreen) ?? false }
    leaving = Leaving(screen: screen, backTo: backTo)
  }

  /// The index of the stage whose screen is `screen`, if the flow showed it.
  func stage(showing screen: EntryID) -> Int? {
    entries.lastIndex { $0.screen == screen }
  }

  /// The flow goes back to the stage at `index`, its screen `screen`, by its own choice
  /// (``FlowContext/goBack(to:)``): what rises through the body is ``GoingBack``.
  func goBack(to index: Int, screen: EntryID) {
    leaving = Leaving(screen: screen, backTo: index)
  }

  /// What a flow's ``FlowContext/goBack(to:)`` throws through its body to the run that replays
  /// it.
  struct GoingBack: Error {}

  /// Takes the stage the person went back to, if they did and `error`, which ended the pass,
  /// is the dismissal of the stage they left, not caught by the body: the journal keeps the
  /// steps before that stage, and the next pass replays them and resumes it.
  @usableFromInline
  func takeBack(endingWith error: any Error) -> Entry? {
    guard let backTo = leaving?.backTo, isBack(error) else { return nil }
    leaving = nil
    entries.removeSubrange((backTo + 1)...)
    entries[backTo].outcome = nil
    resumeAt = backTo
    return entries[backTo]
  }

  /// The error the flow ends with: ``FlowError/personLeft(flow:)`` when the person left the
  /// flow's first stage on screen and the body did not catch it, else `error`.
  @usableFromInline
  func ending(for error: any Error) -> any Error {
    guard leaving?.backTo == nil, isBack(error) else { return error }
    return FlowError.personLeft(flow: flowName)
  }

  /// Whether `error` is going back: the dismissal of the stage the person left, as its step
  /// threw it, or the flow's own ``GoingBack``.
  private func isBack(_ error: any Error) -> Bool {
    guard let leaving else { return false }
    if error is GoingBack { return true }
    guard case NavigationError.dismissedWithoutResult(leaving.screen)? = error as? NavigationError
    else { return false }
    return true
  }

  /// The error of a replay that took `step` at `index`, where the journal holds another.
  @usableFromInline
  func diverged(at index: Int, found step: Step) -> FlowError {
    .replayDiverged(
      flow: flowName, step: index + 1, expected: entries[index].step.description,
      found: step.description)
  }

  /// The step resumed is in place again: a restored flow's first pass reached it. Its taker
  /// says so once it checked the step can be taken again.
  @usableFromInline
  func resumed() {
    tellResumed(.success(()))
  }

  /// Tells ``whenResumed``, once, how the restored flow's first pass went.
  @usableFromInline
  func tellResumed(_ result: Result<Void, any Error>) {
    guard let whenResumed else { return }
    self.whenResumed = nil
    whenResumed(result)
  }

  /// Reports `error`, which ended a restored flow's first pass before it reached the step it
  /// was taking when saved; returns whether it did: the flow then leaves the screens as they
  /// are, since they were restored valid and it never reached them.
  @usableFromInline
  func failResumption(with error: any Error) -> Bool {
    guard whenResumed != nil else { return false }
    tellResumed(.failure(error))
    return true
  }

  /// Checks that a pass that ended reached the stage it was to resume.
  ///
  /// - Throws: ``FlowError/replayDiverged(flow:step:expected:found:)`` when the body returned
  ///   before it.
  @usableFromInline
  func checkEnded() throws(FlowError) {
    guard let resumeAt else {
      tellResumed(.success(()))
      return
    }
    self.resumeAt = nil
    throw .replayDiverged(
      flow: flowName, step: cursor + 1, expected: entries[min(cursor, resumeAt)].step.description,
      found: "the flow's end")
  }
}

extension FlowJournal.Step: Codable where Route: Codable {}
