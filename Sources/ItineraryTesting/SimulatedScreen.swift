import Itinerary
import ItineraryRendering

/// What the ``SwiftUIModel``'s simulated SwiftUI shows, the animations running on it, and the
/// rules it applies to each update: a value, so that its rules are tested against trees alone.
///
/// ``update(to:at:animated:)`` takes the tree the views now read, finds what changed
/// (``ScreenChanges``) and shows each change as SwiftUI would: animated changes start a
/// ``ScreenAnimation``; a push or a presentation issued while a presentation animates is
/// dropped; where the platform dismisses one level per update, a dismissal of several levels
/// dismisses the top one only. Each broken rule is returned as a ``SwiftUIModelViolation``.
struct SimulatedScreen<Route: NavigationRoute>: Sendable {
  /// The tree on screen.
  private(set) var shown: NavigationNode<Route>
  /// The animations started and not yet finished.
  private(set) var animations: [ScreenAnimation] = []
  let capabilities: PlatformCapabilities
  let times: SwiftUIAnimationTimes
  private var animationCount = 0

  /// What one update did.
  struct Update {
    /// The animations it started, in order.
    var started: [ScreenAnimation] = []
    /// The rules it broke.
    var violations: [SwiftUIModelViolation] = []
  }

  /// Why the person cannot act on the screen as asked.
  struct Refusal: Error, Hashable {
    let reason: String
  }

  init(
    showing shown: NavigationNode<Route>, capabilities: PlatformCapabilities,
    times: SwiftUIAnimationTimes
  ) {
    self.shown = shown
    self.capabilities = capabilities
    self.times = times
  }

  /// The presentation running at `now`, if any: a sheet, cover or alert moving in or out.
  func runningPresentation(at now: Duration) -> ScreenAnimation? {
    animations.first { $0.isPresentation && $0.end > now }
  }

  /// Shows `wanted` as SwiftUI would in one update at `now`, animated or not.
  mutating func update(
    to wanted: NavigationNode<Route>, at now: Duration, animated: Bool
  ) -> Update {
    var update = Update()
    for change in ScreenChanges.between(shown, wanted) {
      show(change, at: now, animated: animated, in: &update)
    }
    return update
  }

  /// Removes the animation numbered `number`, once it ended.
  mutating func finish(_ number: Int) {
    animations.removeAll { $0.number == number }
  }

  // MARK: The person

  /// The person swipes the sheet of `router` away, or taps its dismiss button: it starts
  /// sliding out at `now`, with every level above it. Returns its presenter and the dismissal.
  mutating func personDismisses(
    _ router: RouterID, at now: Duration
  ) throws(Refusal) -> (presenter: RouterID, dismissal: ScreenAnimation) {
    guard let (stack, level) = shown.stack(holding: router), level > 0 else {
      throw Refusal(reason: "router \(router) is not presented on the screen.")
    }
    let levels = stack.hierarchy.levels
    var update = Update()
    shown.show(.dismiss(router: router))
    start(
      .dismissal(levels[level...].reversed().map(\.id), presenter: levels[level - 1].id),
      lasting: times.dismiss, at: now,
      animated: true, in: &update)
    return (levels[level - 1].id, update.started[0])
  }

  /// The person taps Back on the stack of `router`: its top screen starts popping at `now`.
  /// Returns the ids of the path left.
  mutating func personPops(_ router: RouterID, at now: Duration) throws(Refusal) -> (
    path: [EntryID], pop: ScreenAnimation
  ) {
    guard let (stack, level) = shown.stack(holding: router) else {
      throw Refusal(reason: "router \(router) is not on the screen.")
    }
    let shownPath = stack.hierarchy.levels[level].path
    let path = shownPath.dropLast()
    guard path.count < shownPath.count else {
      throw Refusal(reason: "nothing is pushed on router \(router) on the screen.")
    }
    var update = Update()
    shown.show(.setPath(Array(path), router: router))
    start(.stack(router), lasting: times.pushOrPop, at: now, animated: true, in: &update)
    return (path.map(\.id), update.started[0])
  }

  // MARK: Rules

  private mutating func show(
    _ change: NavigationStep<Route>, at now: Duration, animated: Bool, in update: inout Update
  ) {
    switch change {
    case .replaceNode(let node, _):
      shown.show(change)
      start(.swap(node), lasting: times.swap, at: now, animated: animated, in: &update)
    case .dismiss(let router):
      dismiss(from: router, at: now, animated: animated, in: &update)
    case .setPath(let path, let router):
      let isPop = shown.stack(holding: router).map { stack, level in
        stack.hierarchy.levels[level].path.starts(with: path)
      }
      if isPop == false,
        refuse(change, by: .pushDroppedDuringPresentation, at: now, in: &update) != nil
      {
        return
      }
      shown.show(change)
      start(.stack(router), lasting: times.pushOrPop, at: now, animated: animated, in: &update)
    case .setRoot, .selectTab:
      shown.show(change)
    case .setOverlays(let modals, let alerts, let router):
      showOverlays(
        modals: modals, alerts: alerts, of: router, at: now, animated: animated, in: &update)
    case .present(let state, let presenter):
      present(state.id, from: presenter, change: change, at: now, animated: animated, in: &update)
    case .presentNode(let presented, let presenter):
      present(
        presented.node.nodeID, from: presenter, change: change, at: now, animated: animated,
        in: &update)
    }
  }

  /// Dismisses the levels from `router` up, or only the top one where the platform dismisses
  /// one level per update (``SwiftUIRule/oneLevelPerUpdate``).
  private mutating func dismiss(
    from router: RouterID, at now: Duration, animated: Bool, in update: inout Update
  ) {
    guard let (stack, level) = shown.stack(holding: router) else {
      dismissNode(router, at: now, animated: animated, in: &update)
      return
    }
    guard level > 0 else { return }
    let leaving = stack.hierarchy.levels[level...].map(\.id)
    var dismissed = leaving
    if leaving.count > 1 && !capabilities.dismissesSeveralLevelsAtOnce {
      dismissed = Array(leaving.suffix(1))
      let staying = leaving.dropLast().map { "\($0)" }.joined(separator: ", ")
      update.violations.append(
        SwiftUIModelViolation(
          time: now, change: "dismiss \(leaving.map { "\($0)" }.joined(separator: ", "))",
          rule: .oneLevelPerUpdate,
          reason: "only \(dismissed[0]) left; \(staying) stayed on screen"))
    }
    guard let presenter = shown.presenter(of: dismissed[0]) else { return }
    shown.show(.dismiss(router: dismissed[0]))
    start(
      .dismissal(dismissed.reversed(), presenter: presenter),
      lasting: times.dismiss, at: now, animated: animated, in: &update)
  }

  /// Dismisses the presented node with this id, with everything in it.
  private mutating func dismissNode(
    _ node: RouterID, at now: Duration, animated: Bool, in update: inout Update
  ) {
    guard let presenter = shown.presenter(of: node) else { return }
    shown.show(.dismiss(router: node))
    start(
      .dismissal([node], presenter: presenter), lasting: times.dismiss, at: now,
      animated: animated, in: &update)
  }

  private mutating func showOverlays(
    modals: [OverlayModal<Route>], alerts: [AlertState], of router: RouterID, at now: Duration,
    animated: Bool, in update: inout Update
  ) {
    guard let (stack, level) = shown.stack(holding: router) else { return }
    let before = stack.hierarchy.levels[level]
    var alertsShown = alerts
    let alertChanges = before.alerts.first != alerts.first
    if alertChanges, alerts.first != nil,
      refuse(
        .setOverlays(modals: modals, alerts: alerts, router: router),
        by: .presentDroppedDuringPresentation, at: now, in: &update) != nil
    {
      alertsShown = before.alerts
    }
    shown.show(.setOverlays(modals: modals, alerts: alertsShown, router: router))
    if before.modals != modals {
      start(.modals(router), lasting: times.overlay, at: now, animated: animated, in: &update)
    }
    if before.alerts.first != alertsShown.first {
      start(.alert(router), lasting: times.overlay, at: now, animated: animated, in: &update)
    }
  }

  private mutating func present(
    _ presented: RouterID, from presenter: RouterID, change: NavigationStep<Route>,
    at now: Duration, animated: Bool, in update: inout Update
  ) {
    guard let (stack, level) = shown.stack(holding: presenter),
      level == stack.hierarchy.levels.count - 1, stack.presented == nil
    else {
      update.violations.append(
        SwiftUIModelViolation(
          time: now, change: change.description, rule: .presentDroppedDuringPresentation,
          reason: "its presenter \(presenter) is not on top of the screen"))
      return
    }
    guard refuse(change, by: .presentDroppedDuringPresentation, at: now, in: &update) == nil
    else { return }
    shown.show(change)
    start(
      .presentation(presented), lasting: times.present, at: now, animated: animated, in: &update)
  }

  /// Records `change` as dropped under `rule` when a presentation is running at `now`, and
  /// returns that presentation; `nil` when none runs and the change may show.
  private func refuse(
    _ change: NavigationStep<Route>, by rule: SwiftUIRule, at now: Duration,
    in update: inout Update
  ) -> ScreenAnimation? {
    guard let running = runningPresentation(at: now) else { return nil }
    update.violations.append(
      SwiftUIModelViolation(
        time: now, change: change.description, rule: rule, reason: "\(running) runs"))
    return running
  }

  /// Starts an animation of `kind`, lasting `duration` when `animated`, else ending at once.
  private mutating func start(
    _ kind: ScreenAnimation.Kind, lasting duration: Duration, at now: Duration, animated: Bool,
    in update: inout Update
  ) {
    animationCount += 1
    let animation = ScreenAnimation(
      number: animationCount, kind: kind, end: now + (animated ? duration : .zero))
    animations.append(animation)
    update.started.append(animation)
  }
}
