import Foundation
import Itinerary
import Testing

/// Seeded random command runs: thousands of verbs, from random routers with random targets,
/// each checked against its predicted outcome and followed by every structural invariant.
@MainActor
@Suite("Random commands keep the navigation tree sound")
struct RandomCommandTests {
  @Test("A tab router stays sound under random commands", arguments: [1, 0x5EED, 0xC0FFEE])
  func tabRouter(seed: UInt64) throws {
    try expectSound(seed: seed, commands: 3_400, split: false)
  }

  @Test("A split router stays sound under random commands in both columns")
  func splitRouter() throws {
    try expectSound(seed: 0xD1CE, commands: 1_000, split: true)
  }

  @Test(
    "Stress: many more random commands, with ITINERARY_STRESS set",
    .enabled(if: ProcessInfo.processInfo.environment["ITINERARY_STRESS"] != nil))
  func stress() throws {
    try expectSound(seed: 0x5_7E55, commands: 200_000, split: false)
    try expectSound(seed: 0x5_9117, commands: 50_000, split: true)
  }

  private func expectSound(seed: UInt64, commands: Int, split: Bool) throws {
    let run = try RandomCommandRun(seed: seed, split: split)
    let outcome = run.run(commands: commands)
    for failure in outcome.failures {
      Issue.record(Comment(rawValue: failure))
    }
    guard outcome.failures.isEmpty else { return }
    #expect(outcome.applied + outcome.refused == commands)
    #expect(outcome.applied > commands / 2, "seed \(seed): too few commands applied")
    #expect(outcome.refused > commands / 10, "seed \(seed): too few commands refused")
    #expect(outcome.detachedVerbs > commands / 200, "seed \(seed): too few verbs on detached")
    #expect(outcome.routersLeft > commands / 20, "seed \(seed): too few routers dismissed")
    #expect(outcome.deepestLevel >= 3, "seed \(seed): the hierarchies stayed shallow")
    #expect(outcome.issuedPerRoot.allSatisfy { $0 > commands / 10 }, "seed \(seed): a root idled")
  }
}

/// The tabs of the random runs. The tab router has the first three; `.unused` is refused.
enum RandomTab: String, CaseIterable, Hashable, Sendable {
  case home, search, profile, unused
}

/// One random command, ready to run: what it is, and what it must do.
struct RandomStep {
  /// Describes the command and the router it was issued on, for failure messages. It must not
  /// hold a router: the run keeps the last labels.
  var label: () -> String
  /// Which root it acts on, for the counts; `nil` for the whole tree.
  var root: Int?
  /// The error it must throw, or `nil` when it must apply.
  var refusal: NavigationError?
  /// When it applies: every root's hierarchy afterwards, in the order of the run's roots.
  var models: [HierarchyModel]
  /// When it applies: the tab selected afterwards; `nil` in a split tree.
  var selectedTab: RandomTab?
  /// Issues the command.
  var run: @MainActor () throws(NavigationError) -> Void
}

/// One seeded run over a tab router with three tabs or over a split router.
///
/// Each command is drawn at random, predicted from the documentation (`RandomVerb.predict`),
/// issued, and checked: a refused command must throw the predicted error and change nothing,
/// not even emit an event; an applied one must leave each hierarchy as predicted and emit
/// events exactly when the tree changed. Then the whole tree goes through `InvariantChecker`
/// and the routers that left it through `RouterRegistry`.
@MainActor
final class RandomCommandRun {
  enum Tree {
    case tabs(TabRouter<RandomTab, TestRoute>)
    case split(SplitRouter<TestRoute>)
  }

  /// The whole tree as one value, read once per command.
  struct Snapshot: Equatable, CustomStringConvertible {
    var tabs: TabsState<RandomTab, TestRoute>?
    var split: SplitState<TestRoute>?

    /// Each root's hierarchy, in the order of the run's roots.
    var hierarchies: [NavigationHierarchy<TestRoute>] {
      tabs?.tabs.map(\.hierarchy) ?? split.map { [$0.sidebar, $0.detail] } ?? []
    }

    var description: String {
      tabs?.description ?? split?.description ?? "no tree"
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
  }

  typealias Root = (name: String, router: Router<TestRoute>)

  let seed: UInt64
  private var rng: SeededGenerator
  private var tree: Tree?
  /// The tab routers, or the sidebar and the detail.
  private var roots: [Root] = []
  private var tabNames: [String] = []
  private let registry = RouterRegistry<TestRoute>()
  private let printouts = PrintoutCache<TestRoute>()
  private var observation: EventObservation?
  private var eventCount = 0
  /// The tree as the last command left it: its value, each root's model and chain of routers.
  private var snapshot = Snapshot()
  private var models: [HierarchyModel] = []
  private var chains: [[Router<TestRoute>]] = []
  /// A presented router kept past its dismissal, to issue a verb on it once it is detached.
  private var kept: Router<TestRoute>?
  /// Ids seen in the tree, some since dismissed, to dismiss by stale ids.
  private var seenIDs: [EntryID] = []
  private var lastName = 0
  private var history: [(index: Int, label: () -> String)] = []
  private var outcome = Outcome()

  init(seed: UInt64, split: Bool) throws {
    self.seed = seed
    rng = SeededGenerator(seed: seed)
    if split {
      let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
      tree = .split(split)
      roots = [("sidebar", split.sidebar), ("detail", split)]
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
    observation = roots[0].router.observeEvents { [weak self] _ in self?.eventCount += 1 }
  }

  /// Runs `commands` random commands, stopping at the first that breaks something, then
  /// releases the tree and checks every router went with it.
  func run(commands: Int) -> Outcome {
    snapshot = readSnapshot()
    models = snapshot.hierarchies.map(HierarchyModel.init)
    var failures = checkTree().map { "seed \(seed), before any command: \($0)" }
    var index = 0
    while failures.isEmpty, index < commands {
      failures = step(index).map { "seed \(seed), command \(index): \($0)" }
      index += 1
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
    return outcome
  }

  // MARK: - One command

  private func step(_ index: Int) -> [String] {
    let before = snapshot
    let beforeModels = models
    let step = makeStep()
    history.append((index, step.label))
    if history.count > 20 { history.removeFirst() }
    if let root = step.root { outcome.issuedPerRoot[root] += 1 }
    eventCount = 0
    var thrown: NavigationError?
    do throws(NavigationError) {
      try step.run()
    } catch {
      thrown = error
    }
    snapshot = readSnapshot()
    models = snapshot.hierarchies.map(HierarchyModel.init)
    var failures: [String] = []
    let changed = snapshot != before
    if let thrown {
      outcome.refused += 1
      if thrown != step.refusal {
        failures.append("refused with \"\(thrown)\", expected \(expectation(step.refusal))")
      }
      if changed {
        failures.append("refused, yet changed the tree from\n\(before)\nto\n\(snapshot)")
      }
      if eventCount != 0 { failures.append("refused, yet emitted \(eventCount) events") }
    } else {
      outcome.applied += 1
      if let refusal = step.refusal {
        failures.append("applied, expected \(expectation(refusal))")
      } else {
        failures += checkEffect(of: step, before: beforeModels)
        if changed, eventCount == 0 {
          failures.append("changed the tree but emitted no event")
        }
        if !changed, eventCount != 0 {
          failures.append("changed nothing, yet emitted \(eventCount) events")
        }
      }
    }
    failures += checkTree()
    return failures.map { "\(step.label()): \($0)" }
  }

  /// Checks each root's hierarchy and the selected tab against the prediction.
  private func checkEffect(of step: RandomStep, before: [HierarchyModel]) -> [String] {
    var failures: [String] = []
    for (index, model) in models.enumerated() {
      outcome.deepestLevel = max(outcome.deepestLevel, model.levels.count - 1)
      if !step.models[index].fits(model) {
        failures.append(
          "\(roots[index].name) became\n\(model)\nexpected\n\(step.models[index])\nfrom\n"
            + "\(before[index])")
      }
    }
    if let expected = step.selectedTab, expected != snapshot.tabs?.selectedTab {
      failures.append("selected tab \(String(describing: snapshot.tabs?.selectedTab))")
    }
    return failures
  }

  private func expectation(_ refusal: NavigationError?) -> String {
    refusal.map { "\"\($0)\"" } ?? "it to apply"
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
    switch tree {
    case .tabs(let tabs):
      if rng.chance(3) { return selectStep(tabs) }
      if rng.chance(5) { return tabVerbStep(tabs) }
    case .split(let split):
      if rng.chance(2) { return popAllStep(split) }
    case nil: break
    }
    return routerStep(forced: nil)
  }

  /// A verb on a random router of a random root (its root router, its deepest, or one in
  /// between), or on `forced`.
  private func routerStep(forced: (router: Router<TestRoute>, verb: RandomVerb)?) -> RandomStep {
    var rootIndex = Int.random(in: roots.indices, using: &rng)
    var level =
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: 0
      case 1: chains[rootIndex].count - 1
      default: Int.random(in: chains[rootIndex].indices, using: &rng)
      }
    if let forced {
      for (index, chain) in chains.enumerated() {
        if let found = chain.firstIndex(where: { $0 === forced.router }) {
          (rootIndex, level) = (index, found)
        }
      }
    }
    let issuer = chains[rootIndex][level]
    if kept == nil, level > 0, rng.chance(10) { kept = issuer }
    let model = models[rootIndex]
    let verb = forced?.verb ?? randomVerb(model: model)
    let name = roots[rootIndex].name
    let id = issuer.id
    var step = RandomStep(
      label: { "\(name) level \(level) \(id): \(verb)" }, root: rootIndex,
      models: models, selectedTab: snapshot.tabs?.selectedTab
    ) { () throws(NavigationError) in try verb.perform(on: issuer) }
    switch verb.predict(level: level, issuer: issuer.id, in: model, taken: isTaken) {
    case .refused(let error): step.refusal = error
    case .applied(let predicted): step.models[rootIndex] = predicted
    }
    return step
  }

  /// A random verb on a router that was dismissed: it must throw `routerDetached`.
  private func detachedStep(_ router: Router<TestRoute>) -> RandomStep {
    outcome.detachedVerbs += 1
    let verb = randomVerb(model: HierarchyModel(router.hierarchy))
    let id = router.id
    return RandomStep(
      label: { "detached \(id): \(verb)" }, root: nil, refusal: .routerDetached(id),
      models: models, selectedTab: snapshot.tabs?.selectedTab
    ) { () throws(NavigationError) in try verb.perform(on: router) }
  }

  private func selectStep(_ tabs: TabRouter<RandomTab, TestRoute>) -> RandomStep {
    let tab = rng.pick(RandomTab.allCases)
    var step = RandomStep(
      label: { "tabs.select(.\(tab))" }, root: nil, models: models, selectedTab: tab
    ) { () throws(NavigationError) in try tabs.select(tab) }
    if let index = tabs.tabs.firstIndex(of: tab) {
      if tab == snapshot.tabs?.selectedTab { step.models[index].pop(Int.max, at: 0) }
    } else {
      step.refusal = .unknownTab("\(tab)")
    }
    return step
  }

  /// One of the tab router's own verbs, on a given tab or the selected one.
  private func tabVerbStep(_ tabs: TabRouter<RandomTab, TestRoute>) -> RandomStep {
    let tab: RandomTab? = rng.chance(30) ? nil : rng.pick(RandomTab.allCases)
    let route = randomRoute()
    let verb: RandomVerb
    let run: @MainActor () throws(NavigationError) -> Void
    switch Int.random(in: 0..<5, using: &rng) {
    case 0:
      let id = randomID(model: nil)
      verb = .push(route, id: id, target: .current)
      run = { () throws(NavigationError) in try tabs.push(route, in: tab, id: id) }
    case 1:
      verb = .pop(target: .current)
      run = { () throws(NavigationError) in try tabs.pop(in: tab) }
    case 2:
      verb = .popToRoot(target: .current)
      run = { () throws(NavigationError) in try tabs.popToRoot(in: tab) }
    case 3:
      verb = .presentSheet(route, id: nil, target: .current)
      run = { () throws(NavigationError) in try tabs.presentSheet(route, in: tab) }
    default:
      verb = .presentCover(route, id: nil, target: .current)
      run = { () throws(NavigationError) in try tabs.present(route, in: tab) }
    }
    let selected = snapshot.tabs?.selectedTab ?? .home
    let effective = tab ?? selected
    var step = RandomStep(
      label: { "tabs.\(verb) in \(tab.map { ".\($0)" } ?? "the selected tab")" }, root: nil,
      models: models, selectedTab: selected, run: run)
    guard let index = tabs.tabs.firstIndex(of: effective) else {
      step.refusal = .unknownTab("\(effective)")
      return step
    }
    step.root = index
    let issuer = chains[index][0].id
    switch verb.predict(level: 0, issuer: issuer, in: models[index], taken: isTaken) {
    case .refused(let error): step.refusal = error
    case .applied(let predicted): step.models[index] = predicted
    }
    return step
  }

  private func popAllStep(_ split: SplitRouter<TestRoute>) -> RandomStep {
    var step = RandomStep(label: { "split.popAllToRoot()" }, root: nil, models: models) {
      () throws(NavigationError) in try split.popAllToRoot()
    }
    for index in step.models.indices { step.models[index].pop(Int.max, at: 0) }
    return step
  }

  private func randomVerb(model: HierarchyModel) -> RandomVerb {
    let crowded = model.screenCount > 16 || model.levels.count > 6
    let target = randomTarget()
    let route = randomRoute()
    let count = Int.random(in: -2...6, using: &rng)
    if model.levels[model.levels.count - 1].isBare, rng.chance(25) {
      return .push(route, id: randomID(model: model), target: .deepest)
    }
    let roll = crowded && rng.chance(50) ? 99 : Int.random(in: 0..<100, using: &rng)
    switch roll {
    case 0..<16: return .push(route, id: randomID(model: model), target: target)
    case 16..<21: return .pop(target: target)
    case 21..<25: return .popLast(count, target: target)
    case 25..<27: return .popToRoot(target: target)
    case 27..<30:
      let routes = (0..<Int.random(in: 0...3, using: &rng)).map { _ in randomRoute() }
      return .replaceStack(routes, target: target)
    case 30..<34: return .replace(route, target: target)
    case 34..<37: return .replaceLast(count, route, target: target)
    case 37..<43: return .presentSheet(route, id: randomID(model: model), target: target)
    case 43..<47: return .presentCover(route, id: randomID(model: model), target: target)
    case 47..<52:
      let id = randomID(model: model)
      return rng.chance(50)
        ? .presentSheet(.workspace, id: id, target: target)
        : .presentCover(.workspace, id: id, target: target)
    default: return dismissVerb(model: model, target: target, count: count)
    }
  }

  private func dismissVerb(
    model: HierarchyModel, target: NavigationTarget, count: Int
  ) -> RandomVerb {
    switch Int.random(in: 0..<37, using: &rng) {
    case 0..<5: .dismissChild(target: target)
    case 5..<10: .dismiss(target: target)
    case 10..<13: .dismissOrPopToRoot(target: target)
    case 13..<16: .dismissSelfAndParent(target: target)
    case 16..<17: .dismissAllFromRoot
    case 17..<23: .dismissScreen(screenID(model: model))
    case 23..<27: .dismissScreensAbove(screenID(model: model))
    case 27..<31: .dismissScreensCount(count)
    case 31..<33: .dismissLastPushStack
    case 33..<36: .dismissLastPresentation
    default: .dismissAllScreens
    }
  }

  private func randomTarget() -> NavigationTarget {
    rng.chance(40) ? .current : rng.pick([.parent, .child, .root, .deepest])
  }

  private func randomRoute() -> TestRoute {
    let detail = TestRoute.detail(Int.random(in: 0..<5, using: &rng))
    return rng.pick([.home, .list, detail, .settings, .profile, .workspace, .player])
  }

  /// An id for a new screen: usually none, sometimes a fresh one of the caller's, sometimes
  /// one already in the tree (of this hierarchy, or of any), which must be refused.
  private func randomID(model: HierarchyModel?) -> EntryID? {
    let roll = Int.random(in: 0..<100, using: &rng)
    if roll < 70 { return nil }
    if roll < 85 {
      lastName += 1
      return EntryID("n\(lastName)")
    }
    let pool = rng.chance(50) ? model?.ids ?? [] : models.flatMap(\.ids)
    return pool.isEmpty ? nil : rng.pick(pool)
  }

  /// An id to dismiss by: mostly one of this hierarchy, else one of another, a stale one or
  /// one never used.
  private func screenID(model: HierarchyModel) -> EntryID {
    let roll = Int.random(in: 0..<100, using: &rng)
    let id: EntryID
    if roll < 60 {
      id = rng.pick(model.ids)
    } else if roll < 75 {
      id = rng.pick(models.flatMap(\.ids))
    } else if roll < 90, !seenIDs.isEmpty {
      id = rng.pick(seenIDs)
    } else {
      id = EntryID("ghost\(Int.random(in: 0..<3, using: &rng))")
    }
    if seenIDs.count < 64 { seenIDs.append(id) } else { seenIDs[Int(rng.next() % 64)] = id }
    return id
  }

  // MARK: - The tree

  private func readSnapshot() -> Snapshot {
    switch tree {
    case .tabs(let tabs): Snapshot(tabs: tabs.state)
    case .split(let split): Snapshot(split: split.split)
    case nil: Snapshot()
    }
  }

  /// Whether a new screen may not take this id: a screen of the tree, in any root, has it.
  private func isTaken(_ id: EntryID) -> Bool {
    models.contains { $0.ids.contains(id) }
  }

  private func checkTree() -> [String] {
    let report =
      switch tree {
      case .tabs(let tabs):
        InvariantChecker.check(tabs, state: snapshot.tabs, names: tabNames, cache: printouts)
      case .split(let split):
        InvariantChecker.check(split, state: snapshot.split, cache: printouts)
      case nil: InvariantChecker.Report<TestRoute>()
      }
    chains = report.chains
    return report.failures + registry.update(reachable: report.routers)
  }

  /// Drops every reference the run holds: the routers that left must already be gone, and
  /// with the tree released, every router must be.
  private func finish() -> [String] {
    kept = nil
    chains = []
    registry.releaseCurrent()
    var failures = registry.unreleasedLeavers()
    observation = nil
    roots = []
    tree = nil
    failures += registry.survivors()
    return failures
  }
}
