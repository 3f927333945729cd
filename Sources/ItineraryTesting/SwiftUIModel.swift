import Itinerary
import ItineraryRendering

/// A stand-in for SwiftUI that follows SwiftUI's navigation rules on a ``VirtualClock``: the
/// adapter's own logic (``ScreenRenderer``) drives it as it drives SwiftUI, so a test proves
/// that what the lane sends would show on screen, and finishes in no real time.
///
/// Attach it to a lane as the adapter attaches SwiftUI, act as the person, and assert that no
/// rule was broken:
///
/// ```swift
/// let router = Router<AppRoute>(root: .home)
/// let model = SwiftUIModel<AppRoute>(capabilities: .oneLevelPerUpdate)
/// model.attach(to: router.lane)
/// try router.presentSheet(.settings)
/// try router.presentSheet(.profile, target: .deepest)
/// try router.dismissAllFromRoot()
/// try router.push(.detail(1))
/// model.clock.runUntilIdle()
/// #expect(model.violations.isEmpty, "\(model.violations)")
/// #expect(model.shown == router.lane.displayed)
/// ```
///
/// What it models, each rule with its source (see also ``SwiftUIRule``):
///
/// - Each animated change takes its time (``SwiftUIAnimationTimes``), and the transaction that
///   made it completes when its animations end; a transaction that made no animation completes
///   at once, before ``animate(_:completion:)`` returns, as Apple documents for
///   `withAnimation(_:completionCriteria:_:completion:)`: "If no animations are created by the
///   changes in `body`, then the callback will be called immediately after `body`"
///   (https://developer.apple.com/documentation/swiftui/withanimation(_:completioncriteria:_:completion:)).
/// - A push, sheet, cover or alert issued while a presentation animates in or out is dropped
///   (``SwiftUIRule/pushDroppedDuringPresentation``,
///   ``SwiftUIRule/presentDroppedDuringPresentation``).
/// - On ``PlatformCapabilities/oneLevelPerUpdate``, a dismissal of several levels in one update
///   leaves all but the top one (``SwiftUIRule/oneLevelPerUpdate``).
/// - A sheet's or cover's `onDismiss` runs when its dismissal animation ends, also for the
///   levels dismissed with it: the model then calls the renderer's `presentationDismissed(from:)`
///   from the presenter of each, the deepest first, as the adapter's levels do. SwiftUI calls
///   `onDismiss` "when dismissing the sheet"
///   (https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)),
///   between the dismissal and the next presentation
///   (https://github.com/pointfreeco/swift-navigation/pull/238), and for nested sheets
///   dismissed with their parent (https://github.com/moreSwift/swift-cross-ui/pull/219).
/// - The person's actions come back through the bindings' setters: a swipe writes `nil` through
///   the sheet's item binding as the sheet starts leaving (``swipeAway()``), and Back writes the
///   shorter path through the stack's path binding (``tapBack()``): people "remove views using
///   built-in, platform-appropriate controls, like a Back button or a swipe gesture"
///   (https://developer.apple.com/documentation/swiftui/navigationstack). Whether SwiftUI calls
///   the setters at the start or the end of the animation is not settled by any source; the
///   model takes the start, the stricter choice, since the screen still animates after it.
///
/// Every broken rule is kept in ``violations``, with the change, the rule and the virtual time.
/// Not modelled: changes to a stack during its own push or pop, and which OS versions dismiss
/// several levels at once; both need an Apple machine to settle.
@MainActor
public final class SwiftUIModel<Route: NavigationRoute>: ScreenTransactions {
  /// The least real time a lane drawn by the model waits for an acknowledgement: generous, only
  /// to end a run whose step the model never finishes.
  public static var laneDeadline: Duration { .seconds(60) }

  /// What the simulated platform accepts in one update.
  public let capabilities: PlatformCapabilities
  /// How long each kind of change animates.
  public let times: SwiftUIAnimationTimes
  /// The clock the animations run on.
  public let clock: VirtualClock
  /// Every rule broken so far, in order.
  public private(set) var violations: [SwiftUIModelViolation] = []
  /// The renderer driving the model, once attached to a lane; the lane keeps it.
  public private(set) weak var renderer: ScreenRenderer<Route>?
  // Usable from inline, as the person's two actions below are, for `explorer.paths`: an
  // exploration under the model wakes on violations and acts through them.
  /// Called with each rule broken, as it is: a harness wakes on it to fail at once.
  @usableFromInline var onViolation: (@MainActor (SwiftUIModelViolation) -> Void)?

  private var readTree: (@MainActor () -> NavigationNode<Route>?)?
  private var screen: SimulatedScreen<Route>?

  /// Creates a model of SwiftUI on a platform with `capabilities`.
  ///
  /// - Parameters:
  ///   - capabilities: ``PlatformCapabilities/current`` for iOS 17 and later, where several
  ///     presentation levels dismiss in one update; ``PlatformCapabilities/oneLevelPerUpdate``
  ///     for a platform that dismisses one level per update.
  ///   - times: How long each kind of change animates.
  ///   - clock: The clock the animations run on; by default one that advances by itself.
  public init(
    capabilities: PlatformCapabilities = .current, times: SwiftUIAnimationTimes = .init(),
    clock: VirtualClock = VirtualClock()
  ) {
    self.capabilities = capabilities
    self.times = times
    self.clock = clock
  }

  /// What the simulated SwiftUI shows; `nil` until attached.
  public var shown: NavigationNode<Route>? { screen?.shown }

  /// Draws `lane` as the adapter does: a ``ScreenRenderer`` that runs its transactions here is
  /// attached to the lane, whose views read ``NavigationLane/displayed``. The lane plans for
  /// the model's ``capabilities``, as the adapter sets it to plan for its platform.
  ///
  /// The lane's ``NavigationLane/deadline`` counts real time, while the model's animations take
  /// virtual time, which a busy machine may leave unadvanced for seconds: the deadline is
  /// raised to at least ``laneDeadline``, so that the lane never gives up on a step the model
  /// has not finished showing.
  ///
  /// - Returns: The renderer, whose setters the person's actions call.
  @discardableResult
  public func attach(to lane: NavigationLane<Route>) -> ScreenRenderer<Route> {
    lane.planner = NavigationPlanner(capabilities: capabilities)
    lane.deadline = max(lane.deadline, Self.laneDeadline)
    let renderer = ScreenRenderer<Route>(transactions: self)
    self.renderer = renderer
    readTree = { [weak lane] in lane?.displayed }
    renderer.attach(to: lane)
    startShowing(lane.displayed)
    return renderer
  }

  /// Draws whatever `tree` returns, in the transactions it is handed, without a lane: for
  /// proving that the model catches a renderer that shows changes SwiftUI would drop. The
  /// person's actions need ``attach(to:)``.
  public func attach(reading tree: @escaping @MainActor () -> NavigationNode<Route>?) {
    renderer = nil
    readTree = tree
    startShowing(tree())
  }

  // MARK: ScreenTransactions

  /// Runs `change`, then shows the tree the views now read as SwiftUI would, and calls
  /// `completion` when the animations it started end, or at once when it started none.
  public func animate(_ change: () -> Void, completion: @escaping @MainActor () -> Void) {
    change()
    let end = showReadTree(animated: true).map(\.end).max()
    guard let end, end > clock.now else {
      completion()
      return
    }
    clock.schedule(after: end - clock.now, completion)
  }

  /// Runs `change`, then shows the tree the views now read without animation.
  public func withoutAnimation(_ change: () -> Void) {
    change()
    _ = showReadTree(animated: false)
  }

  // MARK: The person

  /// The person swipes away the sheet on top of the screen (or taps the dismiss button of a
  /// cover): it starts leaving, the item binding's setter writes `nil`
  /// (``ScreenRenderer/setPresentation(of:to:)``), and its `onDismiss` runs when it is gone.
  ///
  /// - Returns: What the setter call meant.
  /// - Throws: ``SwiftUIModelError`` when nothing is presented on the screen or the model is
  ///   not attached to a lane; nothing changes.
  @discardableResult
  public func swipeAway() throws(SwiftUIModelError) -> SetterOutcome {
    let levels = visibleHierarchy?.levels ?? []
    guard levels.count > 1, let top = levels.last else {
      throw .refused(action: "swipe away", reason: "nothing is presented on the screen.")
    }
    return try personSwipes(top.id)
  }

  /// The person taps Back on the stack on top of the screen: its top screen starts popping and
  /// the path binding's setter writes the shorter path (``ScreenRenderer/setPath(_:of:)``).
  ///
  /// - Returns: What the setter call meant.
  /// - Throws: ``SwiftUIModelError`` when nothing is pushed on that stack or the model is not
  ///   attached to a lane; nothing changes.
  @discardableResult
  public func tapBack() throws(SwiftUIModelError) -> SetterOutcome {
    guard let top = visibleHierarchy?.deepest else {
      throw .refused(action: "tap Back", reason: "nothing is shown.")
    }
    return try personTapsBack(top.id)
  }

  /// The person dismisses the presentation of `router`, as ``swipeAway()``.
  @usableFromInline
  func personSwipes(_ router: RouterID) throws(SwiftUIModelError) -> SetterOutcome {
    let now = clock.now
    let (presenter, renderer) = try act("swipe away") {
      screen throws(SimulatedScreen<Route>.Refusal) in
      let swipe = try screen.personDismisses(router, at: now)
      return (swipe.presenter, swipe.dismissal)
    }
    return renderer.setPresentation(of: presenter, to: nil)
  }

  /// The person taps Back on the stack of `router`, as ``tapBack()``.
  @usableFromInline
  func personTapsBack(_ router: RouterID) throws(SwiftUIModelError) -> SetterOutcome {
    let now = clock.now
    let (path, renderer) = try act("tap Back") { screen throws(SimulatedScreen<Route>.Refusal) in
      let back = try screen.personPops(router, at: now)
      return (back.path, back.pop)
    }
    return renderer.setPath(path, of: router)
  }

  /// Changes the screen as the person does with `body`, which returns what the setter needs
  /// and the animation it started, and schedules that animation's end; returns what the setter
  /// needs and the renderer whose setter to call.
  private func act<Setter>(
    _ action: String,
    _ body: (inout SimulatedScreen<Route>) throws(SimulatedScreen<Route>.Refusal) -> (
      Setter, ScreenAnimation
    )
  ) throws(SwiftUIModelError) -> (Setter, ScreenRenderer<Route>) {
    guard let renderer, var screen else { throw .notAttached(action: action) }
    let setter: Setter
    let animation: ScreenAnimation
    do {
      (setter, animation) = try body(&screen)
    } catch {
      throw .refused(action: action, reason: error.reason)
    }
    self.screen = screen
    scheduleEnd(of: animation)
    return (setter, renderer)
  }

  // MARK: Showing

  /// The hierarchy the person sees: inside what a stack presents, the selected tab and the
  /// shown module; in a split view the first column presenting something, else the sidebar.
  private var visibleHierarchy: NavigationHierarchy<Route>? {
    shown.flatMap(Self.visibleHierarchy(in:))
  }

  private static func visibleHierarchy(
    in node: NavigationNode<Route>
  ) -> NavigationHierarchy<Route>? {
    switch node {
    case .stack(let stack):
      return stack.presented.flatMap { visibleHierarchy(in: $0.node) } ?? stack.hierarchy
    case .tabs(let tabs):
      return (tabs.selectedIndex.map { tabs.tabs[$0] } ?? tabs.tabs.first)
        .flatMap { visibleHierarchy(in: $0.node) }
    case .split(let split):
      let columns = [split.sidebar] + (split.content.map { [$0] } ?? []) + [split.detail]
      let visible = columns.compactMap(visibleHierarchy(in:))
      return visible.first { $0.levels.count > 1 } ?? visible.first
    case .modules(let modules):
      return modules.modules.last.flatMap { visibleHierarchy(in: $0.node) }
    }
  }

  private func startShowing(_ tree: NavigationNode<Route>?) {
    screen = tree.map { SimulatedScreen(showing: $0, capabilities: capabilities, times: times) }
  }

  /// Shows the tree the views read, keeps the rules it broke, and schedules the end of each
  /// animation it started, which it returns.
  private func showReadTree(animated: Bool) -> [ScreenAnimation] {
    guard var screen, let wanted = readTree?() else { return [] }
    let update = screen.update(to: wanted, at: clock.now, animated: animated)
    self.screen = screen
    violations += update.violations
    for violation in update.violations { onViolation?(violation) }
    for animation in update.started { scheduleEnd(of: animation) }
    return update.started
  }

  /// At the end of `animation`, forgets it and, for a dismissal, runs each dismissed level's
  /// `onDismiss`.
  private func scheduleEnd(of animation: ScreenAnimation) {
    clock.schedule(after: animation.end - clock.now) { [weak self] in
      guard let self else { return }
      self.screen?.finish(animation.number)
      // Each leaving level's `onDismiss` runs on the level that presented it, deepest first,
      // as the adapter's sheets and covers call it.
      guard case .dismissal(let routers, let presenter) = animation.kind else { return }
      for presenter in routers.dropFirst() + [presenter] {
        self.renderer?.presentationDismissed(from: presenter)
      }
    }
  }
}
