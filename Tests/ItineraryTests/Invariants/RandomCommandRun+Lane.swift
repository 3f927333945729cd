import Itinerary
import ItineraryTesting

/// Decides which steps a run's renderer holds: each step of a random subset of kinds, by
/// chance.
@MainActor
final class StepHolder {
  private var rng: SeededGenerator
  private let kinds: [String]
  private let percent: Int

  init(seed: UInt64) {
    var rng = SeededGenerator(seed: seed)
    let all = ["dismiss", "setPath", "setRoot", "select", "setOverlays", "present", "swap"]
    let kinds = all.filter { _ in rng.chance(60) }
    self.kinds = kinds.isEmpty ? ["present"] : kinds
    percent = rng.pick([25, 50, 90])
    self.rng = rng
  }

  func holds(_ step: NavigationStep<TestRoute>) -> Bool {
    kinds.contains(Self.kind(of: step)) && rng.chance(percent)
  }

  private static func kind(of step: NavigationStep<TestRoute>) -> String {
    switch step {
    case .dismiss: "dismiss"
    case .setPath: "setPath"
    case .setRoot: "setRoot"
    case .selectTab: "select"
    case .setOverlays: "setOverlays"
    case .present, .presentNode: "present"
    case .replaceNode: "swap"
    }
  }
}

/// The lane of a random run: a headless renderer that holds some steps, its
/// acknowledgements, and what the person does on screen (swipes a sheet away, goes back,
/// picks a tab), each predicted from the documentation of `NavigationLane`.
extension RandomCommandRun {
  var lane: NavigationLane<TestRoute>? {
    switch tree {
    case .tabs(let tabs): tabs.lane
    case .split(let split): split.lane
    case nil: nil
    }
  }

  func attachRenderer() {
    guard let lane else { return }
    let holder = StepHolder(seed: seed ^ 0x4E1D)
    let renderer = HeadlessRenderer<TestRoute> { holder.holds($0) }
    // The run never waits: a deadline must not acknowledge a step behind its back.
    lane.deadline = .seconds(3_600)
    renderer.attach(to: lane)
    self.renderer = renderer
  }

  /// A command of the lane, or `nil` to draw another kind.
  func laneStep() -> RandomStep? {
    let roll = Int.random(in: 0..<100, using: &rng)
    switch roll {
    case 0..<5 where renderer != nil: return acknowledgeStep()
    case 5..<7 where renderer != nil: return drainStep()
    case 7..<9: return userDismissedStep()
    case 9..<11: return userSetPathStep()
    case 11..<12:
      if case .tabs(let tabs) = tree { return userSelectedStep(tabs) }
      return nil
    default: return nil
    }
  }

  /// Acknowledges the held step, if any: the screen catches up, the tree stays.
  private func acknowledgeStep() -> RandomStep {
    outcome.acknowledgements += 1
    let renderer = renderer
    return RandomStep(
      label: { "renderer.acknowledgeHeldStep()" }, root: nil, expectation: unchanged
    ) { () throws(NavigationError) in
      _ = renderer?.acknowledgeHeldStep()
    }
  }

  /// Acknowledges every held step: then the lane is idle and shows the tree.
  private func drainStep() -> RandomStep {
    outcome.drains += 1
    return RandomStep(
      label: { "acknowledge every held step" }, root: nil, expectation: unchanged,
      run: { () throws(NavigationError) in }, verify: { _ in self.drain() })
  }

  /// Acknowledges held steps until none is held, then checks the lane caught up.
  func drain() -> [String] {
    guard let lane, let renderer else { return [] }
    var acknowledged = 0
    while renderer.acknowledgeHeldStep() {
      acknowledged += 1
      if acknowledged > 10_000 { return ["the renderer was handed held steps without end"] }
    }
    renderer.clearRenderedSteps()
    var failures: [String] = []
    if !lane.isIdle { failures.append("every step acknowledged, yet the lane is not idle") }
    if lane.displayed != snapshot.tree {
      failures.append(
        "every step acknowledged, yet the lane displays\n\(describe(lane.displayed))\nfor the "
          + "tree\n\(describe(snapshot.tree))")
    }
    return failures
  }

  /// What is wrong with the lane after any command.
  func laneProblems() -> [String] {
    guard let lane else { return [] }
    var failures: [String] = []
    if lane.waitingCallers != 0 { failures.append("\(lane.waitingCallers) callers wait") }
    guard let renderer else {
      if lane.displayed != nil { failures.append("no renderer, yet the lane displays a tree") }
      if !lane.isIdle { failures.append("no renderer, yet the lane is not idle") }
      return failures
    }
    if renderer.heldStep?.id != lane.pendingStep?.id {
      failures.append(
        "the renderer holds \(String(describing: renderer.heldStep?.id)), the lane waits for "
          + "\(String(describing: lane.pendingStep?.id))")
    }
    if lane.isIdle, lane.displayed != snapshot.tree {
      failures.append(
        "the lane is idle, yet displays\n\(describe(lane.displayed))\nfor the tree\n"
          + "\(describe(snapshot.tree))")
    }
    return failures
  }

  /// Catches the screen up and stops rendering, at the end of the run.
  func finishLane() -> [String] {
    let failures = drain()
    lane?.detachRenderer()
    renderer = nil
    return failures
  }

  private func describe(_ tree: NavigationNode<TestRoute>?) -> String {
    tree.map { "\($0)" } ?? "nothing"
  }

  // MARK: - The person

  /// The person swipes away a presented router: one of the tree, one still on screen, or
  /// one unknown. The tree dismisses it, unless it is gone already.
  private func userDismissedStep() -> RandomStep {
    outcome.userActions += 1
    let presented = chains.flatMap { $0.dropFirst().map(\.id) }
    let shown = lane?.displayed?.hierarchies.flatMap { $0.levels.dropFirst().map(\.id) } ?? []
    let roll = Int.random(in: 0..<100, using: &rng)
    let router: RouterID
    if roll < 60, !presented.isEmpty {
      router = rng.pick(presented)
    } else if roll < 90, !shown.isEmpty {
      router = rng.pick(shown)
    } else {
      router = RouterID(rawValue: 999_999)
    }
    var expectation = unchanged
    if let (root, level) = snapshot.location(of: router), level > 0 {
      var predicted = models
      predicted[root].removeLevels(from: level)
      expectation = .applies(predicted, selectedTab: snapshot.selectedTab)
    }
    let lane = lane
    return RandomStep(
      label: { "lane.userDismissed(\(router))" }, root: nil, expectation: expectation
    ) { () throws(NavigationError) in lane?.userDismissed(router) }
  }

  /// The person goes back on a stack, of the tree or as the screen shows it, to a prefix of
  /// its path. The tree pops to it when its path is longer and starts with it.
  private func userSetPathStep() -> RandomStep {
    outcome.userActions += 1
    var states = snapshot.hierarchies.flatMap(\.levels)
    if let displayed = lane?.displayed, rng.chance(30) {
      states = displayed.hierarchies.flatMap(\.levels)
    }
    let state = rng.pick(states)
    let path = Array(state.path.prefix(Int.random(in: 0...state.path.count, using: &rng)))
    var expectation = unchanged
    if let (root, level) = snapshot.location(of: state.id) {
      let current = snapshot.hierarchies[root].levels[level].path
      if current.count > path.count, current.starts(with: path) {
        var predicted = models
        predicted[root].pop(current.count - path.count, at: level)
        expectation = .applies(predicted, selectedTab: snapshot.selectedTab)
      }
    }
    let lane = lane
    let router = state.id
    return RandomStep(
      label: { "lane.userSetPath(\(path.map(\.id)), router: \(router))" }, root: nil,
      expectation: expectation
    ) { () throws(NavigationError) in lane?.userSetPath(path, router: router) }
  }

  /// The person picks a tab, or taps outside the tabs.
  private func userSelectedStep(_ tabs: TabRouter<RandomTab, TestRoute>) -> RandomStep {
    outcome.userActions += 1
    let index = Int.random(in: 0...tabs.tabs.count, using: &rng)
    let expectation = index < tabs.tabs.count ? selecting(tabs.tabs[index], in: tabs) : unchanged
    let name = index < tabs.tabs.count ? String(describing: tabs.tabs[index]) : "no such tab"
    let lane = lane
    let node = tabs.nodeID
    return RandomStep(
      label: { "lane.userSelected(\(name), in: \(node))" }, root: nil, expectation: expectation
    ) { () throws(NavigationError) in lane?.userSelected(name, in: node) }
  }
}
