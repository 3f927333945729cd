import Itinerary

/// Runs a flow down every path a person could take, up to a depth, and reports how each
/// ended: completed with its output, stuck on a screen no answer gets past, threw, or cut at
/// the depth bound.
///
/// Use it to prove a flow has no dead end: say which answers a person could give on each
/// route, and the explorer tries every combination, each on a router in its starting state,
/// drawn by a renderer that acknowledges every step at once. A failing path comes with a
/// script that replays it with a `FlowHarness` (see ``ExploredPath/script`` and
/// ``FlowHarness/replay(_:)``). On ``FlowScreen/swiftUI(_:)``, each path is drawn by its own
/// model of SwiftUI's rules instead, and a path that sends it a change SwiftUI would drop ends
/// the exploration with ``FlowExplorerError/swiftUIRulesBroken(_:after:tree:)``.
///
/// ```swift
/// let explorer = FlowExplorer(onboarding, root: .home) { route in
///   switch route {
///   case .askName: [.respond("Ada"), .tapBack]
///   case .askAge: [.respond(36), .swipeAway]
///   case .confirm: [.respond(true), .respond(false)]
///   default: []
///   }
/// }
/// let exploration = try await explorer.explore()
/// #expect(exploration.stuckCount == 0, "\(exploration)")
/// ```
///
/// The explorer wakes when the flow starts awaiting a screen's result or ends; nothing
/// polls. It answers the screen on top through the answers offered for its route, and an
/// alert showing on it with each of its buttons; a flow awaiting a screen with no answers, or
/// a screen or alert that is not on top, is stuck. A flow
/// waiting on anything else is stuck once ``safetyLimit`` passes. A path that stops before
/// the flow ends cancels the flow and awaits its end, and every path must end with no caller
/// waiting on the tree.
@MainActor
public final class FlowExplorer<Route: NavigationRoute, Output: Sendable> {
  /// The flow explored.
  public let flow: Flow<Route, Output>
  /// The most answers a path is given: a path whose flow waits for one more is cut.
  public let maxDepth: Int
  /// The most paths explored; ``FlowExploration/reachedMaxPaths`` tells when more remained.
  public let maxPaths: Int
  /// How long the explorer waits for the flow's next wait for the person, or its end, before
  /// the path is stuck: generous, only to turn a hang into a failure. It counts from the
  /// path's start and again from each answer.
  public let safetyLimit: Duration

  // These fields and the functions marked inlinable serve `explorer.paths`: the exploration is
  // specialised for the test's route and output types where `explore()` is called.
  @usableFromInline let answers: @MainActor (Route) -> [FlowAnswer]
  @usableFromInline let makeRouters:
    @MainActor () throws -> (Router<Route>, ModuleRouter<Route>?, SwiftUIModel<Route>?)

  /// Creates an explorer running `flow` on a `Router(root: root)` in its starting state for
  /// each path: a fresh one, or the last path's when that path left it exactly as it found it.
  ///
  /// ```swift
  /// let explorer = FlowExplorer(onboarding, root: .home, maxDepth: 8) { route in
  ///   route == .askName ? [.respond("Ada"), .tapBack] : []
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - flow: The flow to explore.
  ///   - root: The root screen of each path's router.
  ///   - maxDepth: The most answers a path is given; 20 by default.
  ///   - maxPaths: The most paths explored; 100,000 by default.
  ///   - safetyLimit: How long the explorer waits for the flow after the path starts or an
  ///     answer is given; 10 seconds by default.
  ///   - screen: What draws each path: a renderer that acknowledges every step at once by
  ///     default, or a model of SwiftUI's rules, a fresh one per path.
  ///   - answers: The answers a person could give on a route, tried in order; none for a
  ///     route the flow should never wait on.
  @inlinable
  public convenience init(
    _ flow: Flow<Route, Output>, root: Route, maxDepth: Int = 20, maxPaths: Int = 100_000,
    safetyLimit: Duration = .seconds(10), screen: FlowScreen = .headless,
    answers: @escaping @MainActor (Route) -> [FlowAnswer]
  ) {
    // A path that leaves its router as it found it (the flow unwound, nothing is pending)
    // hands it to the next path: building a router costs as much as several steps.
    var spare: (router: Router<Route>, start: NavigationHierarchy<Route>)?
    self.init(
      flow, maxDepth: maxDepth, maxPaths: maxPaths, safetyLimit: safetyLimit, answers: answers
    ) {
      if case .swiftUI = screen {
        let router = Router(root: root)
        return (router, nil, screen.attachModel(to: router.lane))
      }
      if let spare, spare.router.lane.isIdle, spare.router.hierarchy == spare.start {
        return (spare.router, nil, nil)
      }
      let router = Router(root: root)
      router.lane.attach(AcknowledgingRenderer<Route>())
      spare = (router, router.hierarchy)
      return (router, nil, nil)
    }
  }

  /// Creates an explorer running `flow` on the current module of a fresh module router for
  /// each path, for a flow that ends with ``FlowContext/swapModule(id:tab:)``.
  ///
  /// ```swift
  /// let explorer = FlowExplorer(onboarding, modules: {
  ///   try ModuleRouter(catalog: catalog, initial: "onboarding")
  /// }) { route in route == .askName ? [.respond("Ada")] : [] }
  /// ```
  ///
  /// - Parameters:
  ///   - modules: Makes the module router of one path; what it throws ends the exploration.
  ///   - Other parameters: As ``init(_:root:maxDepth:maxPaths:safetyLimit:answers:)``.
  @inlinable
  public convenience init(
    _ flow: Flow<Route, Output>, modules: @escaping @MainActor () throws -> ModuleRouter<Route>,
    maxDepth: Int = 20, maxPaths: Int = 100_000, safetyLimit: Duration = .seconds(10),
    screen: FlowScreen = .headless, answers: @escaping @MainActor (Route) -> [FlowAnswer]
  ) {
    self.init(
      flow, maxDepth: maxDepth, maxPaths: maxPaths, safetyLimit: safetyLimit, answers: answers
    ) {
      let modules = try modules()
      let model = screen.attachModel(to: modules.lane)
      if model == nil { modules.lane.attach(AcknowledgingRenderer<Route>()) }
      return (modules.current, modules, model)
    }
  }

  @usableFromInline
  init(
    _ flow: Flow<Route, Output>, maxDepth: Int, maxPaths: Int, safetyLimit: Duration,
    answers: @escaping @MainActor (Route) -> [FlowAnswer],
    makeRouters:
      @escaping @MainActor () throws -> (Router<Route>, ModuleRouter<Route>?, SwiftUIModel<Route>?)
  ) {
    self.flow = flow
    self.maxDepth = max(0, maxDepth)
    self.maxPaths = maxPaths
    self.safetyLimit = safetyLimit
    self.answers = answers
    self.makeRouters = makeRouters
  }

  /// Explores every path, depth first, and reports how each ended.
  ///
  /// Each path replays the choices of the one before it up to its deepest decision with an
  /// answer left to try, takes that answer, and the first answer at every decision after it.
  ///
  /// ```swift
  /// let exploration = try await explorer.explore()
  /// print(exploration)   // the counts, and the script of the shortest failing path
  /// ```
  ///
  /// - Throws: A ``FlowExplorerError`` when an answer cannot be given, a path leaves a
  ///   caller waiting, a cancelled flow does not end, the answers are not deterministic, or,
  ///   on ``FlowScreen/swiftUI(_:)``, a path sends a change SwiftUI would drop; what the
  ///   `modules` factory throws.
  @inlinable
  public func explore() async throws -> FlowExploration<Route, Output> {
    let deadline = SafetyDeadline()
    defer { deadline.stop() }
    var paths: [ExploredPath<Route, Output>] = []
    var choices: [Int] = []
    while true {
      let (router, modules, screen) = try makeRouters()
      let path = PathExploration(
        flow, router: router, modules: modules, launch: launchRouters, screen: screen,
        choices: choices,
        maxDepth: maxDepth,
        answers: answers, deadline: deadline, safetyLimit: safetyLimit)
      paths.append(try await path.explore())
      guard let next = Self.choices(after: path.decisions) else {
        return report(paths, reachedMaxPaths: false)
      }
      guard paths.count < maxPaths else { return report(paths, reachedMaxPaths: true) }
      choices = next
    }
  }

  /// Makes the routers of a relaunch within a path, as at the path's first launch.
  @inlinable
  var launchRouters: @MainActor () throws -> (Router<Route>, ModuleRouter<Route>?) {
    { [makeRouters] in
      let (router, modules, _) = try makeRouters()
      return (router, modules)
    }
  }

  /// The choices of the next path: those of `decisions` up to the deepest one with an answer
  /// left, which takes its next answer; `nil` when every answer was tried. Not isolated: its
  /// closures, handed to the standard library, would check their actor on every call.
  @inlinable
  nonisolated static func choices(
    after decisions: [PathExploration<Route, Output>.Decision]
  ) -> [Int]? {
    guard let deepest = decisions.lastIndex(where: { $0.taken + 1 < $0.count }) else {
      return nil
    }
    return decisions[..<deepest].map { $0.taken } + [decisions[deepest].taken + 1]
  }

  @inlinable
  func report(
    _ paths: [ExploredPath<Route, Output>], reachedMaxPaths: Bool
  ) -> FlowExploration<Route, Output> {
    FlowExploration(
      flowName: flow.name, maxDepth: maxDepth, paths: paths, reachedMaxPaths: reachedMaxPaths)
  }
}
