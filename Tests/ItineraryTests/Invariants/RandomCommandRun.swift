import Itinerary
import ItineraryTesting

/// One seeded run over a tab router with three tabs or over a split router.
///
/// Each command is drawn at random, predicted from the documentation, issued, and checked: a
/// refused command must throw the predicted error and change nothing, not even emit an event
/// or swap a router; an applied one must leave each hierarchy as predicted, when a model
/// predicts it, and emit events when the tree changed. Then the whole tree goes through
/// `InvariantChecker`, the routers that left it through `RouterRegistry`, the `onDismiss`
/// actions through `DismissLedger`, and the lane through its own checks.
///
/// The stack and presentation verbs, with their models, are in `RandomCommandRun+Routers`;
/// the screens, queues, overlays and batches in `RandomCommandRun+Screens`; the renderer and
/// the person's actions in `RandomCommandRun+Lane`.
@MainActor
final class RandomCommandRun {
  enum Tree {
    case tabs(TabRouter<RandomTab, TestRoute>)
    case split(SplitRouter<TestRoute>)
  }

  /// The whole tree as one value, read once per command: the store's tree, and the tab the
  /// tab router selects.
  struct Snapshot: Equatable, CustomStringConvertible {
    /// The tree the lane must show once it caught up.
    var tree: NavigationNode<TestRoute>?
    var selectedTab: RandomTab?

    /// Each root's hierarchy, in the order of the run's roots: each tab's, or both columns'.
    var hierarchies: [NavigationHierarchy<TestRoute>] {
      switch tree {
      case .tabs(let tabs): tabs.tabs.compactMap { InvariantChecker.shownHierarchy(of: $0.node) }
      case .split(let split):
        [split.sidebar, split.detail].compactMap(InvariantChecker.shownHierarchy(of:))
      case .stack, .modules, nil: []
      }
    }

    /// Where the router with this id is: the index of its hierarchy in ``hierarchies``, and
    /// its level.
    func location(of router: RouterID) -> (hierarchy: Int, level: Int)? {
      for (index, hierarchy) in hierarchies.enumerated() {
        if let level = hierarchy.level(of: router) { return (index, level) }
      }
      return nil
    }

    var description: String {
      tree?.description ?? "no tree"
    }
  }

  struct Outcome {
    var failures: [String] = []
    var applied = 0
    var refused = 0
    var detachedVerbs = 0
    var routersLeft = 0
    var deepestLevel = 0
    var issuedPerRoot: [Int] = []
    /// How many commands of the screens, queues, overlays and batches were issued.
    var screenVerbs = 0
    var batches = 0
    /// How many `onDismiss` actions ran, how many were dropped unrun with their queue, how
    /// many came with a refused command.
    var dismissActionsRun = 0
    var dismissActionsDropped = 0
    var dismissActionsRefused = 0
    /// How many actions of the person and of the renderer were issued.
    var userActions = 0
    var acknowledgements = 0
    var drains = 0
    /// How many batches over the whole tree ran, how many were refused, and how many of those
    /// took an awaited screen away before their refusal.
    var treeBatches = 0
    var treeBatchesRefused = 0
    var refusedOverCallers = 0
    /// How many commands the observer issued that applied, and that were refused.
    var observerCommands = 0
    var observerRefusals = 0
    /// How many callers awaited a result, how many were resumed, how many values
    /// `finish(returning:)` handed over.
    var callersStarted = 0
    var callersResumed = 0
    var finishes = 0
    var valuesDelivered = 0
  }

  typealias Root = (name: String, router: Router<TestRoute>)

  let seed: UInt64
  var rng: SeededGenerator
  var tree: Tree?
  /// The tab routers, or the sidebar and the detail.
  var roots: [Root] = []
  var tabNames: [String] = []
  private let registry = RouterRegistry<TestRoute>()
  private let printouts = PrintoutCache<TestRoute>()
  private var observation: EventObservation?
  /// The events of the current command.
  var events: [NavigationEvent<TestRoute>] = []
  let ledger = DismissLedger()
  /// The renderer drawing the tree, when the run has one.
  var renderer: HeadlessRenderer<TestRoute>?
  /// The tree as the last command left it: its value, each root's model and chain of routers,
  /// and every id in use.
  var snapshot = Snapshot()
  var models: [HierarchyModel] = []
  var chains: [[Router<TestRoute>]] = []
  var census = IDCensus<TestRoute>(merging: [])
  /// A presented router kept past its dismissal, to issue a verb on it once it is detached.
  var kept: Router<TestRoute>?
  /// Ids seen in the tree, some since dismissed, to dismiss by stale ids.
  var seenIDs: [EntryID] = []
  var lastName = 0
  /// The number of the command being made.
  var index = 0
  private var history: [(index: Int, label: () -> String)] = []
  var outcome = Outcome()
  /// The callers awaiting a screen's result.
  let callers = CallerLedger()
  /// Whether the observer issues commands, with its own generator, at most twice a command.
  var reactive: Bool
  var reactionRNG: SeededGenerator
  var reactions = 0
  /// Whether the observer issued a command that applied during the current command: no
  /// model predicts its effect then.
  var observerActed = false
  /// Whether commands await screens' results.
  let awaiting: Bool
  /// Looks at the tree every ``inspectionInterval`` commands, for checks beside the run's
  /// own, such as a round trip through saved data; returns what it found wrong.
  var inspection: ((Tree) -> [String])?
  var inspectionInterval = 25

  /// A run over a tab router, or a split router with `split`; with `rendered`, a headless
  /// renderer draws the tree and holds some of its steps.
  init(
    seed: UInt64, split: Bool, rendered: Bool, reactive: Bool = true, awaiting: Bool = true
  ) throws {
    self.seed = seed
    rng = SeededGenerator(seed: seed)
    reactionRNG = SeededGenerator(seed: seed ^ 0x0B5E_47E5)
    self.reactive = reactive
    self.awaiting = awaiting
    if split {
      let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
      tree = .split(split)
      roots = [("sidebar", split.sidebar), ("detail", split.detail)]
    } else {
      let tabs = try TabRouter<RandomTab, TestRoute>(tabs: [.home, .search, .profile]) { tab in
        switch tab {
        case .home: .home
        case .search: .list
        case .profile, .unused: .profile
        }
      }
      tree = .tabs(tabs)
      tabNames = tabs.tabs.map { "\($0)" }
      roots = tabs.tabs.compactMap { tab in tabs[tab].map { ("tab \(tab)", $0) } }
    }
    outcome.issuedPerRoot = Array(repeating: 0, count: roots.count)
    observation = roots[0].router.observeEvents { [weak self] event in
      self?.events.append(event)
      self?.react(to: event)
    }
    if rendered { attachRenderer() }
    // The tree's printout only repeats its hierarchies' printouts, checked at every change.
    printouts.treeEvery = 3
  }

  /// Runs `commands` random commands, stopping at the first that breaks something, then
  /// releases the tree and checks every router went with it.
  func run(commands: Int) async -> Outcome {
    snapshot = readSnapshot()
    models = snapshot.hierarchies.map(HierarchyModel.init)
    var failures = checkTree().map { "seed \(seed), before any command: \($0)" }
    index = 0
    while failures.isEmpty, index < commands {
      var found = step()
      if callers.needsSettling { found += await settleCallers() }
      if let inspection, let tree, index % inspectionInterval == 0 { found += inspection(tree) }
      failures = found.map { "seed \(seed), command \(index): \($0)" }
      index += 1
    }
    if failures.isEmpty {
      failures = await releaseCallers().map { "seed \(seed), releasing the callers: \($0)" }
    }
    if failures.isEmpty {
      failures = finish().map { "seed \(seed), after the run: \($0)" }
    } else {
      let lines = history.map { "\($0.index): \($0.label())" }
      failures.append(
        "seed \(seed), the commands up to \(index - 1):\n" + lines.joined(separator: "\n"))
    }
    outcome.failures = failures
    outcome.routersLeft = registry.leftCount
    outcome.dismissActionsRun = ledger.ranCount
    outcome.dismissActionsDropped = ledger.discardedCount
    outcome.dismissActionsRefused = ledger.refusedCount
    outcome.callersStarted = callers.started
    outcome.callersResumed = callers.resumed
    outcome.valuesDelivered = callers.valuesDelivered
    return outcome
  }

  // MARK: - One command

  private func step() -> [String] {
    let before = snapshot
    let beforeModels = models
    let beforeChains = chains
    ledger.beginCommand()
    let step = makeStep()
    history.append((index, step.label))
    if history.count > 20 { history.removeFirst() }
    if let root = step.root { outcome.issuedPerRoot[root] += 1 }
    events.removeAll()
    reactions = 0
    observerActed = false
    let drawn = renderer?.renderedSteps.count
    var thrown: NavigationError?
    do throws(NavigationError) {
      try step.run()
    } catch {
      thrown = error
    }
    snapshot = readSnapshot()
    let hierarchies = snapshot.hierarchies
    let hierarchiesBefore = before.hierarchies
    for root in models.indices where hierarchies[root] != hierarchiesBefore[root] {
      models[root] = HierarchyModel(hierarchies[root])
    }
    var failures: [String] = []
    let changed = snapshot != before
    // The split's layout changes without events; the hierarchies and the selection do not.
    let moved = snapshot.tree != before.tree
    if let thrown {
      outcome.refused += 1
      if !step.expectation.accepts(thrown) {
        let expected = step.expectation.refusal ?? "it to apply"
        failures.append("refused with \"\(thrown)\", expected \(expected)")
      }
      if changed {
        failures.append("refused, yet changed the tree from\n\(before)\nto\n\(snapshot)")
      }
      if !events.isEmpty { failures.append("refused, yet emitted \(events.count) events") }
      if let drawn, let now = renderer?.renderedSteps.count, now != drawn {
        failures.append("refused, yet the renderer drew \(now - drawn) steps")
      }
      if let router = beforeChains.joined().first(where: { !$0.isAttached }) {
        failures.append("refused, yet router \(router.id) is detached")
      }
    } else {
      outcome.applied += 1
      switch observerActed ? .appliesSomehow : step.expectation {
      case .refused(let expected, _): failures.append("applied, expected \(expected)")
      case .applies(let predicted, let tab):
        failures += checkEffect(predicted: predicted, selectedTab: tab, before: beforeModels)
      case .appliesSomehow, .either: break
      }
      if moved, events.isEmpty {
        failures.append("changed the tree but emitted no event")
      }
      if !moved, !events.isEmpty, !step.isBatch, !observerActed {
        failures.append("changed nothing, yet emitted \(events.count) events")
      }
    }
    for model in models {
      outcome.deepestLevel = max(outcome.deepestLevel, model.levels.count - 1)
    }
    failures += step.verify?(thrown) ?? []
    failures += checkTree()
    if thrown != nil, !sameRouters(beforeChains, chains) {
      failures.append("refused, yet the routers of the tree changed")
    }
    failures += ledger.endCommand(
      applied: thrown == nil, silent: events.isEmpty, census: census, shown: shownIDs(),
      unqueued: unqueuedIDs())
    failures += laneProblems()
    failures += callers.endCommand(
      ids: census.ids, shown: shownIDs(), firstShown: firstShownScreen(),
      awaiting: roots[0].router.awaitingCallers)
    return failures.map { "\(step.label()): \($0)" }
  }

  /// Checks each root's hierarchy and the selected tab against the prediction.
  private func checkEffect(
    predicted: [HierarchyModel], selectedTab: RandomTab?, before: [HierarchyModel]
  ) -> [String] {
    var failures: [String] = []
    for (index, model) in models.enumerated() where !predicted[index].fits(model) {
      failures.append(
        "\(roots[index].name) became\n\(model)\nexpected\n\(predicted[index])\nfrom\n"
          + "\(before[index])")
    }
    if let selectedTab, selectedTab != snapshot.selectedTab {
      failures.append("selected tab \(String(describing: snapshot.selectedTab))")
    }
    return failures
  }

  private func sameRouters(_ one: [[Router<TestRoute>]], _ other: [[Router<TestRoute>]]) -> Bool {
    one.count == other.count
      && zip(one, other).allSatisfy { one, other in
        one.count == other.count && zip(one, other).allSatisfy { $0 === $1 }
      }
  }

  /// The ids the current command's events showed.
  private func shownIDs() -> Set<EntryID> {
    DismissLedger.shownIDs(in: events)
  }

  /// The first screen the current command's events pushed or presented.
  private func firstShownScreen() -> EntryID? {
    for event in events {
      switch event {
      case .pushed(let entries, _): if let first = entries.first { return first.id }
      case .presented(let entry, _, _, _): return entry.id
      default: continue
      }
    }
    return nil
  }

  /// The ids the current command's events dropped from a queue.
  private func unqueuedIDs() -> Set<EntryID> {
    var ids = Set<EntryID>()
    for case .unqueued(let requests, _) in events { ids.formUnion(requests.map(\.entry.id)) }
    return ids
  }

  // MARK: - Making commands

  private func makeStep() -> RandomStep {
    if let kept, !kept.isAttached, rng.chance(30) {
      self.kept = nil
      return detachedStep(kept)
    }
    if let kept, kept.isAttached, rng.chance(3) {
      return routerStep(forced: (kept, .dismiss(target: .current)))
    }
    if let step = laneStep() { return step }
    if awaiting {
      let roll = Int.random(in: 0..<100, using: &rng)
      if roll < 3, callers.waiting.count < 6 { return awaitStep() }
      if roll < 5, !callers.waiting.isEmpty { return finishStep() }
    }
    if rng.chance(4) { return treeBatchStep() }
    switch tree {
    case .tabs(let tabs):
      if rng.chance(3) { return selectStep(tabs) }
      if rng.chance(5) { return tabVerbStep(tabs) }
    case .split(let split):
      if rng.chance(2) { return popAllStep(split) }
    case nil: break
    }
    return rng.chance(45) ? screenStep() : routerStep(forced: nil)
  }

  /// A random router: its root's index, its level, the router.
  func randomRouter() -> (root: Int, level: Int, router: Router<TestRoute>) {
    let root = Int.random(in: roots.indices, using: &rng)
    let level =
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: 0
      case 1: chains[root].count - 1
      default: Int.random(in: chains[root].indices, using: &rng)
      }
    return (root, level, chains[root][level])
  }

  /// The position of a router in the tree, if it is in it.
  func position(of router: Router<TestRoute>) -> (root: Int, level: Int)? {
    for (root, chain) in chains.enumerated() {
      if let level = chain.firstIndex(where: { $0 === router }) { return (root, level) }
    }
    return nil
  }

  // MARK: - The tree

  func readSnapshot() -> Snapshot {
    switch tree {
    case .tabs(let tabs): Snapshot(tree: tabs.store.tree, selectedTab: tabs.selectedTab)
    case .split(let split): Snapshot(tree: split.store.tree)
    case nil: Snapshot()
    }
  }

  private func checkTree() -> [String] {
    let report =
      switch tree {
      case .tabs(let tabs):
        InvariantChecker.check(tabs, tree: snapshot.tree, names: tabNames, cache: printouts)
      case .split(let split):
        InvariantChecker.check(split, tree: snapshot.tree, cache: printouts)
      case nil: InvariantChecker.Report<TestRoute>()
      }
    chains = report.chains
    census = report.census
    return report.failures + registry.update(reachable: report.routers)
  }

  /// Drops every reference the run holds: the routers that left must already be gone, and
  /// with the tree released, every router must be.
  private func finish() -> [String] {
    var failures = finishLane()
    kept = nil
    chains = []
    registry.releaseCurrent()
    failures += registry.unreleasedLeavers()
    observation = nil
    roots = []
    tree = nil
    failures += registry.survivors()
    return failures
  }
}
