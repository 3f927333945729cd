import Foundation
import ItineraryTesting

@testable import Itinerary

/// One seeded run of random commands over a nested tree: the module router of
/// `NestedTreeDriver.fixture()`, whose main module holds tabs with a split view in one tab,
/// sheets on its stacks and a tab bar presented as a sheet, and which the commands nest
/// further (modules ∋ tabs ∋ splits ∋ sheets ∋ tabs).
///
/// The commands: screens shown with `onDismiss` actions, stack and presentation verbs from any
/// live router, callers that await a screen's result and `finish(returning:)`, module swaps
/// with and without `onDismiss` actions, tab selections and split layouts by the routers and
/// by the person, tab bars and split views presented as sheets, links, batches over the whole
/// tree (some refused, some over an awaited screen), restorations of snapshots of the run's
/// own tree, and commands that are surely refused. An observer of the events issues commands
/// of its own while a command is delivered.
///
/// After every command: a refused command changed nothing (the tree value, the modules, the
/// router on screen, no event, no step drawn) and threw the typed error of its family; the
/// tree is valid, no id is used twice across it, and no generated id comes back once gone
/// (but by a restoration); the lane draws the tree once its held steps are acknowledged; every
/// `onDismiss` action ran once when its owner left and never before (`DismissLedger`, over the
/// stacks that can show: a covered module's screens left); every module's action ran once
/// when it was dismissed, never while covered, and never after a restoration replaced the
/// modules; every awaiting caller waits on a screen in the tree or was resumed exactly once,
/// with the value handed to it (`CallerLedger`).
@MainActor
final class RandomNestedRun {
  struct Outcome {
    var failures: [String] = []
    var applied = 0
    var refused = 0
    var moduleSwaps = 0
    var batches = 0
    var batchesRefused = 0
    var refusedOverCallers = 0
    var links = 0
    var linksRefused = 0
    var restores = 0
    var restoresRefused = 0
    var observerCommands = 0
    var userActions = 0
    var presentedNodes = 0
    var callersStarted = 0
    var callersResumed = 0
    var valuesDelivered = 0
    var dismissActionsRun = 0
    var moduleActionsRun = 0
    var moduleActionsDropped = 0
    /// The deepest nesting of nodes seen.
    var deepestNesting = 0
  }

  /// Why a command was refused: the typed error of the family of verbs it went through.
  enum Refusal: Error, CustomStringConvertible {
    case navigation(NavigationError)
    case restoration(RestorationError)
    case link(LinkError)

    var description: String {
      switch self {
      case .navigation(let error): "NavigationError: \(error)"
      case .restoration(let error): "RestorationError: \(error)"
      case .link(let error): "LinkError: \(error)"
      }
    }
  }

  /// One random command, ready to run.
  struct Command {
    var label: String
    /// Whether it must be refused.
    var refuses = false
    /// Whether it is a batch, whose events may cancel out.
    var isBatch = false
    /// Whether it restores a saved tree: ids come back, the modules' actions are dropped.
    var isRestore = false
    var run: @MainActor () throws(Refusal) -> Void
    /// What to do once it ran, given its refusal.
    var afterwards: (@MainActor (Refusal?) -> Void)?
  }

  let seed: UInt64
  private var rng: SeededGenerator
  private var reactionRNG: SeededGenerator
  private var modules: ModuleRouter<TestRoute>?
  private let renderer = HeadlessRenderer<TestRoute>(holding: { $0.animates })
  private let links: LinkTable<TestRoute>
  private var observation: EventObservation?
  /// The events of the current command.
  private var events: [NavigationEvent<TestRoute>] = []
  private let ledger = DismissLedger()
  private let callers = CallerLedger()
  private let moduleActions = ModuleActionLedger()
  /// Saved snapshots of the tree, to restore.
  private var saved: [Data] = []
  /// Every generated entry id and router id the tree has held.
  private var seenIDs = Set<EntryID>()
  /// The ids that left and that a command chose again: they may come back.
  private var reusedIDs = Set<EntryID>()
  private var seenRouters = Set<RouterID>()
  private var reactive = true
  private var reactions = 0
  private var lastName = 0
  private var index = 0
  private var history: [(index: Int, label: String)] = []
  private var outcome = Outcome()

  init(seed: UInt64) throws {
    self.seed = seed
    rng = SeededGenerator(seed: seed)
    reactionRNG = SeededGenerator(seed: seed ^ 0x4E57_0B5E)
    let modules = try NestedTreeDriver.fixture()
    self.modules = modules
    links = try NestedTreeDriver.links()
    renderer.attach(to: modules.lane)
    observation = modules.current.observeEvents { [weak self] event in
      self?.events.append(event)
      self?.react(to: event)
    }
  }

  /// Runs `commands` random commands, stopping at the first that breaks something, then
  /// takes every screen away and checks every caller and action.
  func run(commands: Int) async -> Outcome {
    guard let modules else { return outcome }
    let tree = modules.store.tree
    seenIDs = tree.allIDs
    seenRouters = tree.allRouterIDs
    var failures: [String] = []
    index = 0
    while failures.isEmpty, index < commands {
      var found = step(modules)
      if callers.needsSettling {
        _ = await yieldUntil(within: .seconds(10)) { !callers.needsSettling }
        found += callers.settle()
      }
      failures = found.map { "seed \(seed), command \(index): \($0)" }
      index += 1
    }
    if failures.isEmpty {
      failures = await release(modules).map { "seed \(seed), releasing: \($0)" }
    } else {
      let lines = history.map { "\($0.index): \($0.label)" }
      failures.append(
        "seed \(seed), the commands up to \(index - 1):\n" + lines.joined(separator: "\n"))
    }
    outcome.failures = failures
    outcome.callersStarted = callers.started
    outcome.callersResumed = callers.resumed
    outcome.valuesDelivered = callers.valuesDelivered
    outcome.dismissActionsRun = ledger.ranCount
    outcome.moduleActionsRun = moduleActions.ranCount
    outcome.moduleActionsDropped = moduleActions.droppedCount
    return outcome
  }

  // MARK: - One command

  private func step(_ modules: ModuleRouter<TestRoute>) -> [String] {
    let store = modules.store
    let before = store.tree
    let stack = modules.modules
    let current = modules.current
    let drawn = renderer.renderedSteps.count
    if saved.count < 10 || rng.chance(3), let data = try? snapshotData(before) {
      if saved.count < 10 {
        saved.append(data)
      } else {
        saved[Int.random(in: 0..<10, using: &rng)] = data
      }
    }
    ledger.beginCommand()
    let command = makeCommand(modules)
    history.append((index, command.label))
    if history.count > 20 { history.removeFirst() }
    events.removeAll()
    reactions = 0
    var refusal: Refusal?
    do throws(Refusal) {
      try command.run()
    } catch {
      refusal = error
    }
    command.afterwards?(refusal)
    while renderer.acknowledgeHeldStep() {}
    let tree = store.tree
    var failures: [String] = []
    if let refusal {
      outcome.refused += 1
      var changes: [String] = []
      if tree != before { changes.append("the tree, to\n\(tree)\nfrom\n\(before)") }
      if !events.isEmpty { changes.append("\(events.count) events") }
      if modules.modules != stack { changes.append("the modules") }
      if modules.current !== current || !current.isAttached { changes.append("the router") }
      if renderer.renderedSteps.count != drawn { changes.append("the steps drawn") }
      if !changes.isEmpty {
        failures.append("refused (\(refusal)), yet changed " + changes.joined(separator: ", "))
      }
    } else {
      outcome.applied += 1
      if command.refuses { failures.append("applied, expected a refusal") }
      if tree != before, events.isEmpty { failures.append("changed the tree, yet no event") }
      if tree == before, !events.isEmpty, !command.isBatch, reactions == 0 {
        failures.append("changed nothing, yet emitted \(events.count) events")
      }
      if modules.modules.last?.id != stack.last?.id { outcome.moduleSwaps += 1 }
    }
    failures += checkTree(modules, before: before, restored: command.isRestore && refusal == nil)
    let live = IDCensus(
      tree.hierarchies.enumerated().map { ("stack \($0)", $1) })
    let shown = shownIDs()
    failures += ledger.endCommand(
      applied: refusal == nil, silent: events.isEmpty, census: live, shown: shown,
      unqueued: unqueuedIDs())
    failures += moduleActions.endCommand(
      tree: tree, restored: command.isRestore && refusal == nil && tree != before)
    failures += callers.endCommand(
      ids: live.ids, shown: shown, firstShown: firstShownScreen(),
      awaiting: modules.current.awaitingCallers)
    return failures.map { "\(command.label): \($0)" }
  }

  /// The tree is valid, its ids used once, no generated id back once gone (but by a
  /// restoration), the lane caught up, and the module router's handles on the tree.
  private func checkTree(
    _ modules: ModuleRouter<TestRoute>, before: NavigationNode<TestRoute>, restored: Bool
  ) -> [String] {
    let tree = modules.store.tree
    var failures: [String] = []
    do {
      try tree.validate()
    } catch {
      failures.append("the tree is invalid: \(error)\n\(tree)")
    }
    let census = IDCensus(tree.hierarchies.enumerated().map { ("stack \($0)", $1) })
    failures += census.repeats
    let ids = tree.allIDs
    let routers = tree.allRouterIDs
    if !restored {
      for id in ids.subtracting(before.allIDs) where seenIDs.contains(id) && !reusedIDs.contains(id)
      {
        if case .generated = id.storage { failures.append("the generated id \(id) came back") }
      }
      for router in routers.subtracting(before.allRouterIDs) where seenRouters.contains(router) {
        failures.append("the router id \(router) came back")
      }
    }
    seenIDs.formUnion(ids)
    seenRouters.formUnion(routers)
    if modules.lane.displayed != tree { failures.append("the lane did not catch up") }
    guard case .modules(let node) = tree else { return failures + ["the tree has no modules"] }
    if modules.modules.map(\.id) != node.modules.map(\.id) {
      failures.append("the module router shows \(modules.modules.map(\.id))")
    }
    if !modules.current.isAttached || modules.current.id != tree.focusedRootID {
      failures.append("the module router's router on screen is stale")
    }
    outcome.deepestNesting = max(outcome.deepestNesting, Self.nesting(of: tree))
    return failures
  }

  private static func nesting(of node: NavigationNode<TestRoute>) -> Int {
    1 + (node.children.map { nesting(of: $0.node) }.max() ?? 0)
  }

  /// The ids the command's events showed, and those of a module shown again: a covered
  /// module's screens left, and come back as new ones without their actions.
  private func shownIDs() -> Set<EntryID> {
    var ids = DismissLedger.shownIDs(in: events)
    for case .moduleSwapped(_, let shown) in events { ids.formUnion(shown.allIDs) }
    return ids
  }

  private func unqueuedIDs() -> Set<EntryID> {
    var ids = Set<EntryID>()
    for case .unqueued(let requests, _) in events { ids.formUnion(requests.map(\.entry.id)) }
    return ids
  }

  /// The first screen the command's events pushed or presented: an awaited one.
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

  /// Every id in use where screens can show, and what the command's events showed so far: an
  /// observer may take a screen away before the verb that showed it returns.
  private func liveIDs(_ modules: ModuleRouter<TestRoute>) -> Set<EntryID> {
    let hierarchies = modules.store.tree.hierarchies
    return IDCensus(hierarchies.map { ("", $0) }).ids.union(DismissLedger.shownIDs(in: events))
  }

  private func snapshotData(_ tree: NavigationNode<TestRoute>) throws(RestorationError) -> Data {
    try NavigationSnapshot(tree).data()
  }

  // MARK: - Releasing

  /// Takes every screen away, outside the checks, lets every caller resume, checks every
  /// action ran once, and drops the tree.
  private func release(_ modules: ModuleRouter<TestRoute>) async -> [String] {
    reactive = false
    ledger.beginCommand()
    events.removeAll()
    try? modules.dismissAllModules()
    _ = try? modules.current.dismissAllFromRoot()
    try? modules.current.popToRoot()
    while renderer.acknowledgeHeldStep() {}
    let tree = modules.store.tree
    let live = IDCensus(tree.hierarchies.map { ("", $0) })
    var failures = ledger.endCommand(
      applied: true, silent: events.isEmpty, census: live, shown: shownIDs(), unqueued: [])
    failures += moduleActions.endCommand(tree: tree, restored: false)
    failures += callers.endCommand(
      ids: live.ids, shown: [], firstShown: nil, awaiting: modules.current.awaitingCallers)
    _ = await yieldUntil(within: .seconds(10)) { !callers.needsSettling }
    failures += callers.settle()
    if !callers.callers.isEmpty { failures.append("\(callers.callers.count) callers still wait") }
    if modules.current.awaitingCallers != 0 {
      failures.append("\(modules.current.awaitingCallers) callers await the tree")
    }
    observation = nil
    self.modules = nil
    return failures
  }

  // MARK: - Making commands

  private func makeCommand(_ modules: ModuleRouter<TestRoute>) -> Command {
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<20: return screenCommand(modules)
    case 20..<34: return verbCommand(modules)
    case 34..<40: return awaitCommand(modules)
    case 40..<44: return finishCommand(modules)
    case 44..<52: return moduleCommand(modules)
    case 52..<58: return selectionCommand(modules)
    case 58..<62: return presentNodeCommand(modules)
    case 62..<66: return personDismissCommand(modules)
    case 66..<74: return linkCommand(modules)
    case 74..<85: return batchCommand(modules)
    case 85..<93: return restoreCommand(modules)
    default: return refusedCommand(modules)
    }
  }

  private func randomRoute() -> TestRoute {
    rng.pick(NestedTreeDriver.routes)
  }

  /// A random live router: of the module on screen, its tabs, columns and presented nodes.
  private func randomRouter(_ modules: ModuleRouter<TestRoute>) -> Router<TestRoute> {
    NestedTreeDriver.randomRouter(of: modules, using: &rng)
  }

  private func randomTarget() -> NavigationTarget {
    rng.chance(70) ? .current : rng.pick([.deepest, .root, .parent, .child])
  }

  private func makeToken() -> Int {
    ledger.makeToken(origin: "command \(index)")
  }

  /// Usually generated, sometimes fresh, now and then one that left or one in use.
  private func chosenID(_ modules: ModuleRouter<TestRoute>) -> EntryID? {
    let roll = Int.random(in: 0..<100, using: &rng)
    if roll < 65 { return nil }
    if roll < 90 || ledger.retiredIDs.isEmpty && roll < 95 {
      lastName += 1
      return EntryID("n\(lastName)")
    }
    if roll < 95 {
      let retired = rng.pick(ledger.retiredIDs)
      reusedIDs.insert(retired)
      return retired
    }
    return rng.pick(liveIDs(modules).sorted { "\($0)" < "\($1)" })
  }

  private func screenSpecs(_ modules: ModuleRouter<TestRoute>, choosingIDs: Bool) -> [ScreenSpec] {
    (0..<rng.pick([1, 1, 2])).map { _ in
      ScreenSpec(
        route: randomRoute(), style: rng.pick([.push, .push, .sheet, .fullScreenCover]),
        id: choosingIDs ? chosenID(modules) : nil, location: .append, behavior: .keepPrevious,
        token: makeToken())
    }
  }

  /// A screen verb with `onDismiss` actions: screens shown, a modal, in-place content.
  private func randomScreenVerb(
    _ modules: ModuleRouter<TestRoute>, choosingIDs: Bool = true
  ) -> RandomScreenVerb {
    let target = randomTarget()
    let id = choosingIDs ? chosenID(modules) : nil
    switch Int.random(in: 0..<10, using: &rng) {
    case 0..<6: return .show(screenSpecs(modules, choosingIDs: choosingIDs), target: target)
    case 6..<8: return .showModal(randomRoute(), id: id, token: makeToken(), target: target)
    default: return .showTransition(randomRoute(), id: id, token: makeToken(), target: target)
    }
  }

  private func screenCommand(_ modules: ModuleRouter<TestRoute>) -> Command {
    let router = randomRouter(modules)
    let verb = randomScreenVerb(modules)
    let ledger = ledger
    return Command(label: "\(router.id): \(verb)") { [weak self] () throws(Refusal) in
      do throws(NavigationError) {
        try verb.perform(on: router, ledger: ledger) { self?.liveIDs(modules) ?? [] }
      } catch {
        throw .navigation(error)
      }
    }
  }

  private func randomVerb(_ modules: ModuleRouter<TestRoute>, choosingIDs: Bool) -> RandomVerb {
    let target = randomTarget()
    let id = choosingIDs ? chosenID(modules) : nil
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<30: return .push(randomRoute(), id: id, target: target)
    case 30..<42: return .presentSheet(randomRoute(), id: id, target: target)
    case 42..<48: return .presentCover(randomRoute(), id: id, target: target)
    case 48..<60: return .pop(target: target)
    case 60..<72: return .dismiss(target: target)
    case 72..<78: return .dismissScreensCount(Int.random(in: 1...3, using: &rng))
    case 78..<84: return .popToRoot(target: target)
    case 84..<90: return .dismissChild(target: target)
    case 90..<95: return .dismissAllFromRoot
    default: return .dismissLastPresentation
    }
  }

  private func verbCommand(_ modules: ModuleRouter<TestRoute>) -> Command {
    let router = randomRouter(modules)
    let verb = randomVerb(modules, choosingIDs: true)
    return Command(label: "\(router.id): \(verb)") { () throws(Refusal) in
      do throws(NavigationError) { try verb.perform(on: router) } catch { throw .navigation(error) }
    }
  }

  /// A caller, from a random live router, that pushes or presents a screen and awaits an
  /// `Int`.
  private func awaitCommand(_ modules: ModuleRouter<TestRoute>) -> Command {
    let router = randomRouter(modules)
    let route = randomRoute()
    let target = randomTarget()
    let style: PresentationStyle? = rng.chance(50) ? nil : rng.pick([.sheet, .fullScreenCover])
    let callers = callers
    let origin = index
    let verb =
      style.map { "present(.\(route), as: \($0), returning: Int.self, target: .\(target))" }
      ?? "push(.\(route), returning: Int.self, target: .\(target))"
    return Command(label: "\(router.id): await \(verb)") { () throws(Refusal) in
      let caller = callers.start(origin: origin)
      Task.immediate { @MainActor in
        do {
          let value =
            if let style {
              try await router.present(route, as: style, returning: Int.self, target: target)
            } else {
              try await router.push(route, returning: Int.self, target: target)
            }
          callers.resume(caller, with: "value \(value)")
        } catch {
          callers.resume(caller, with: "\(error)")
        }
      }
    }
  }

  /// `finish(returning:)` on the router whose top screen a caller awaits, or on a random one:
  /// refused there, and with a value of the wrong type.
  private func finishCommand(_ modules: ModuleRouter<TestRoute>) -> Command {
    var router = randomRouter(modules)
    var caller: CallerLedger.Caller?
    if let waiting = callers.waiting.randomElement(using: &rng), let id = waiting.id {
      modules.store.tree.forEachLiveStack { stack in
        for level in stack.hierarchy.levels where level.current.id == id {
          if let found = modules.store.router(level.id) {
            router = found
            caller = waiting
          }
        }
      }
    }
    let top = router.state.current.id
    if caller?.id != top { caller = callers.waiter(on: top) }
    let wrongType = rng.chance(15)
    let value = Int.random(in: 0..<1_000, using: &rng)
    return Command(
      label: "\(router.id): finish(returning: \(wrongType ? "\"\(value)\"" : "\(value)"))",
      refuses: caller == nil || wrongType
    ) { () throws(Refusal) in
      do throws(NavigationError) {
        if wrongType {
          try router.finish(returning: "\(value)")
        } else {
          try router.finish(returning: value)
        }
      } catch {
        throw .navigation(error)
      }
      caller?.delivered = value
    }
  }

  /// A module shown, with or without a tab and an `onDismiss` action, or modules dismissed.
  private func moduleCommand(_ modules: ModuleRouter<TestRoute>) -> Command {
    let run: @MainActor () throws(NavigationError) -> Void
    var label: String
    var refuses = false
    var afterwards: (@MainActor (Refusal?) -> Void)?
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<50:
      let id = rng.pick(NestedTreeDriver.moduleIDs + ["missing"])
      let tab =
        id != "settings" && rng.chance(40) ? rng.pick(NestedTreeDriver.mainTabs + ["x"]) : nil
      refuses = id == "missing" || tab != nil && (id != "main" || tab == "x")
      let token = rng.chance(60) ? moduleActions.makeToken(origin: index) : nil
      let action = token.map(moduleActions.action)
      label =
        "showModule(id: \"\(id)\", tab: \(tab ?? "nil"), onDismiss: \(token.map { "\($0)" } ?? "nil"))"
      run = { () throws(NavigationError) in
        try modules.showModule(id: id, tab: tab, onDismiss: action)
      }
      let moduleActions = moduleActions
      afterwards = { refusal in
        guard let token else { return }
        moduleActions.showed(token, node: refusal == nil ? modules.store.tree.shownModuleNode : nil)
      }
    case 50..<75:
      label = "dismissModule()"
      run = { () throws(NavigationError) in try modules.dismissModule() }
    case 75..<90:
      let count = Int.random(in: -1...3, using: &rng)
      label = "dismissModules(count: \(count))"
      run = { () throws(NavigationError) in try modules.dismissModules(count: count) }
    default:
      label = "dismissAllModules()"
      run = { () throws(NavigationError) in try modules.dismissAllModules() }
    }
    return Command(
      label: label, refuses: refuses,
      run: { () throws(Refusal) in
        do throws(NavigationError) { try run() } catch { throw .navigation(error) }
      }, afterwards: afterwards)
  }

  /// The main module's tab selected by its tab router, a tab of any tab bar picked by the
  /// person, or the inbox split view's layout changed.
  private func selectionCommand(_ modules: ModuleRouter<TestRoute>) -> Command {
    let tree = modules.store.tree
    switch Int.random(in: 0..<3, using: &rng) {
    case 0:
      let tab = rng.pick(NestedTreeDriver.mainTabs)
      return Command(label: "main tabs: select \(tab)") { () throws(Refusal) in
        do throws(NavigationError) {
          try modules.tabs(NestedTreeDriver.mainTabs).select(tab)
        } catch {
          throw .navigation(error)
        }
      }
    case 1:
      var bars: [TabsNode<TestRoute>] = []
      Self.forEachLiveNode(tree) { node in
        if case .tabs(let tabs) = node { bars.append(tabs) }
      }
      guard let bar = bars.randomElement(using: &rng) else { return verbCommand(modules) }
      let name = rng.chance(10) ? "nowhere" : rng.pick(bar.tabs.map(\.name))
      outcome.userActions += 1
      return Command(label: "the person picks \(name) in \(bar.id)") { () throws(Refusal) in
        modules.lane.userSelected(name, in: bar.id)
      }
    default:
      let collapsed = rng.chance(50)
      return Command(label: "inbox: isCollapsed = \(collapsed)") { () throws(Refusal) in
        do throws(NavigationError) {
          try modules.split(inTab: "inbox").isCollapsed = collapsed
        } catch {
          throw .navigation(error)
        }
      }
    }
  }

  /// Calls `body` with every node whose routers are live.
  static func forEachLiveNode(
    _ node: NavigationNode<TestRoute>, _ body: (NavigationNode<TestRoute>) -> Void
  ) {
    body(node)
    for child in node.liveChildren { forEachLiveNode(child.node, body) }
  }

  /// A tab bar, of stacks or with a split view in a tab, or a split view, presented as a sheet
  /// or a cover from a random live router.
  private func presentNodeCommand(_ modules: ModuleRouter<TestRoute>) -> Command {
    let router = randomRouter(modules)
    let target = randomTarget()
    let style: PresentationStyle = rng.chance(70) ? .sheet : .fullScreenCover
    let kind = Int.random(in: 0..<3, using: &rng)
    let label = ["tabs one, two", "tabs mail, files (a split view)", "a split view"][kind]
    return Command(label: "\(router.id): present \(label) as \(style)") {
      [weak self] () throws(Refusal) in
      do throws(NavigationError) {
        switch kind {
        case 0:
          try router.presentTabs(NestedTreeDriver.sheetTabs, style: style, target: target) {
            $0 == "one" ? .list : .profile
          }
        case 1:
          try router.presentTabs(
            [ModuleTab("mail", root: .list), ModuleTab("files", sidebar: .list, detail: .home)],
            style: style, target: target)
        default:
          try router.presentSplit(sidebar: .list, detail: .home, style: style, target: target)
        }
      } catch {
        throw .navigation(error)
      }
      self?.outcome.presentedNodes += 1
    }
  }

  /// The person swipes away a presented router or a presented node.
  private func personDismissCommand(_ modules: ModuleRouter<TestRoute>) -> Command {
    var presented: [RouterID] = []
    Self.forEachLiveNode(modules.store.tree) { node in
      guard case .stack(let stack) = node else { return }
      presented += stack.hierarchy.levels.dropFirst().map(\.id)
      if let node = stack.presented?.node { presented.append(node.nodeID) }
    }
    guard let id = presented.randomElement(using: &rng) else { return verbCommand(modules) }
    outcome.userActions += 1
    return Command(label: "the person swipes \(id) away") { () throws(Refusal) in
      modules.lane.userDismissed(id)
    }
  }

  /// A link of the table, or a random destination, opened on the tree.
  private func linkCommand(_ modules: ModuleRouter<TestRoute>) -> Command {
    let links = links
    let afterwards: @MainActor (Refusal?) -> Void = { [weak self] refusal in
      self?.outcome.links += 1
      if refusal != nil { self?.outcome.linksRefused += 1 }
    }
    if rng.chance(50) {
      let link = rng.pick(NestedLinkFuzzer.links)
      return Command(
        label: "open \(link)",
        run: { () throws(Refusal) in
          do throws(LinkError) { try modules.open(link, in: links) } catch { throw .link(error) }
        }, afterwards: afterwards)
    }
    let destination = LinkDestination<TestRoute>(
      module: rng.chance(40) ? rng.pick(NestedTreeDriver.moduleIDs) : nil,
      hierarchies: (0..<rng.pick([0, 1, 1, 2])).map { _ in
        rng.pick(["feed", "search", "inbox", "sidebar", "detail", "one", "mail"])
      },
      stack: (0..<rng.pick([0, 1, 2])).map { _ in randomRoute() },
      presented: rng.chance(40)
        ? [LinkDestination.Presented(route: randomRoute(), style: .sheet, stack: [])] : [])
    return Command(
      label: "open \(destination)",
      run: { () throws(Refusal) in
        do throws(LinkError) { try modules.current.open(destination) } catch { throw .link(error) }
      }, afterwards: afterwards)
  }

  /// A restoration of a snapshot the run saved, of the tree as it is, or of a snapshot
  /// damaged so that it is refused.
  private func restoreCommand(_ modules: ModuleRouter<TestRoute>) -> Command {
    let store = modules.store
    let afterwards: @MainActor (Refusal?) -> Void = { [weak self] refusal in
      self?.outcome.restores += 1
      if refusal != nil { self?.outcome.restoresRefused += 1 }
    }
    let restore: (Data) -> @MainActor () throws(Refusal) -> Void = { data in
      { () throws(Refusal) in
        do throws(RestorationError) {
          try NavigationSnapshot<TestRoute>(data: data).restore(into: store)
        } catch {
          throw .restoration(error)
        }
      }
    }
    let roll = Int.random(in: 0..<100, using: &rng)
    if roll < 20, let data = saved.randomElement(using: &rng) {
      // Damaged: a tab renamed, or the data cut short.
      let text = String(decoding: data, as: UTF8.self)
      let renamed = text.replacingOccurrences(of: #""name":"feed""#, with: #""name":"fed""#)
      let damaged = renamed != text ? Data(renamed.utf8) : data.prefix(data.count / 2)
      return Command(
        label: "restore a damaged snapshot", refuses: true, isRestore: true, run: restore(damaged),
        afterwards: afterwards)
    }
    guard roll < 90, let data = saved.randomElement(using: &rng),
      let snapshot = try? NavigationSnapshot<TestRoute>(data: data)
    else {
      let data = (try? snapshotData(store.tree)) ?? Data()
      return Command(
        label: "restore the tree as it is", isRestore: true, run: restore(data),
        afterwards: afterwards)
    }
    return Command(
      label: "restore a saved snapshot:\n\(snapshot.tree)", isRestore: true, run: restore(data),
      afterwards: afterwards)
  }

  /// A command that is surely refused.
  private func refusedCommand(_ modules: ModuleRouter<TestRoute>) -> Command {
    let router = randomRouter(modules)
    switch Int.random(in: 0..<4, using: &rng) {
    case 0:
      return Command(label: "\(router.id): dismissScreen(id: \"missing\")", refuses: true) {
        () throws(Refusal) in
        do throws(NavigationError) { try router.dismissScreen(id: "missing") } catch {
          throw .navigation(error)
        }
      }
    case 1:
      return Command(label: "showModule(id: \"missing\")", refuses: true) { () throws(Refusal) in
        do throws(NavigationError) { try modules.showModule(id: "missing") } catch {
          throw .navigation(error)
        }
      }
    case 2:
      return Command(label: "open app://nowhere", refuses: true) { [links] () throws(Refusal) in
        do throws(LinkError) { try modules.open("app://nowhere", in: links) } catch {
          throw .link(error)
        }
      }
    default:
      let id = router.state.current.id
      return Command(label: "\(router.id): push(.list, id: \"\(id)\")", refuses: true) {
        () throws(Refusal) in
        do throws(NavigationError) { try router.push(.list, id: id) } catch {
          throw .navigation(error)
        }
      }
    }
  }

  // MARK: - Batches

  /// One command inside `modules.batch`.
  enum BatchOp: CustomStringConvertible {
    case showModule(String)
    case dismissModule
    case select(String)
    /// A verb on a live router chosen when the batch was made, or on the module's router on
    /// screen (`nil`), resolved when it runs.
    case verb(RouterID?, RandomVerb)
    case screen(RouterID?, RandomScreenVerb)
    /// The awaited screen taken away.
    case dismissAwaited(EntryID)
    case refuse

    var description: String {
      let on = { (id: RouterID?) in id.map { "\($0)" } ?? "current" }
      switch self {
      case .showModule(let id): return "showModule(id: \"\(id)\")"
      case .dismissModule: return "dismissModule()"
      case .select(let tab): return "select \(tab)"
      case .verb(let id, let verb): return "\(on(id)).\(verb)"
      case .screen(let id, let verb): return "\(on(id)).\(verb)"
      case .dismissAwaited(let id): return "dismissScreen(id: \"\(id)\") (awaited)"
      case .refuse: return "current.dismissScreen(id: \"missing\")"
      }
    }
  }

  /// 2 to 5 commands in one `modules.batch`, sometimes one surely refused at a random
  /// position, sometimes one that takes an awaited screen away before it. Module swaps come
  /// first, then the verbs: screens with `onDismiss` actions show only after the last swap
  /// (one covered and shown again within the batch would run its action yet stay), and no
  /// verb chooses an id (the ledger cannot tell a screen that left within the batch from the
  /// newcomer that took its id).
  private func batchCommand(_ modules: ModuleRouter<TestRoute>) -> Command {
    let count = Int.random(in: 2...5, using: &rng)
    let refusalAt = rng.chance(40) ? Int.random(in: 0..<count, using: &rng) : nil
    var ops: [BatchOp] = []
    var swapped = false
    var overCaller = false
    for position in 0..<count {
      if position == refusalAt {
        ops.append(.refuse)
        continue
      }
      if let refusalAt, position < refusalAt, rng.chance(20),
        let id = callers.waiting.randomElement(using: &rng)?.id
      {
        ops.append(.dismissAwaited(id))
        overCaller = true
        continue
      }
      let live = swapped ? nil : randomRouter(modules).id
      switch Int.random(in: 0..<10, using: &rng) {
      case 0
      where position == ops.count
        && !ops.contains(where: { if case .screen = $0 { true } else { false } }):
        ops.append(
          rng.chance(70) ? .showModule(rng.pick(NestedTreeDriver.moduleIDs)) : .dismissModule)
        swapped = true
      case 1: ops.append(.select(rng.pick(NestedTreeDriver.mainTabs)))
      case 2..<6: ops.append(.verb(live, randomVerb(modules, choosingIDs: false)))
      default: ops.append(.screen(live, randomScreenVerb(modules, choosingIDs: false)))
      }
    }
    let ledger = ledger
    let label = "modules.batch { " + ops.map(\.description).joined(separator: "; ") + " }"
    let perform: @MainActor (BatchOp) throws(NavigationError) -> Void = {
      [weak self] op throws(NavigationError) in
      let router = { (id: RouterID?) throws(NavigationError) -> Router<TestRoute> in
        guard let id else { return modules.current }
        guard let router = modules.store.router(id) else { throw .routerDetached(id) }
        return router
      }
      switch op {
      case .showModule(let id): try modules.showModule(id: id)
      case .dismissModule: try modules.dismissModule()
      case .select(let tab): try modules.tabs(NestedTreeDriver.mainTabs).select(tab)
      case .verb(let id, let verb): try verb.perform(on: router(id))
      case .screen(let id, let verb):
        try verb.perform(on: router(id), ledger: ledger) { self?.liveIDs(modules) ?? [] }
      case .dismissAwaited(let id):
        var holder: RouterID?
        modules.store.tree.forEachLiveStack { stack in
          if stack.hierarchy.contains(id) { holder = stack.hierarchy.root.id }
        }
        guard let holder, let router = modules.store.router(holder) else {
          throw .unknownEntry(id)
        }
        try router.dismissScreen(id: id)
      case .refuse: try modules.current.dismissScreen(id: "missing")
      }
    }
    return Command(
      label: label, refuses: refusalAt != nil, isBatch: true,
      run: { () throws(Refusal) in
        do throws(NavigationError) {
          try modules.batch { _ throws(NavigationError) in
            for op in ops { try perform(op) }
          }
        } catch {
          throw .navigation(error)
        }
      },
      afterwards: { [weak self] refusal in
        self?.outcome.batches += 1
        guard refusal != nil else { return }
        self?.outcome.batchesRefused += 1
        if overCaller { self?.outcome.refusedOverCallers += 1 }
      })
  }

  // MARK: - The observer

  /// Reacts to an event, now and then, with a command of its own: dismisses what it was just
  /// told of, or pushes or presents a screen with a chosen id on a random live router, or
  /// selects a main tab.
  private func react(to event: NavigationEvent<TestRoute>) {
    guard reactive, reactions < 2, reactionRNG.chance(8), let modules else { return }
    reactions += 1
    let store = modules.store
    var command: (@MainActor () throws(NavigationError) -> Void)?
    switch event {
    case .pushed(let entries, let id):
      if let router = store.router(id), let screen = entries.last?.id {
        command = { () throws(NavigationError) in try router.dismissScreen(id: screen) }
      }
    case .presented(_, _, let id, _):
      if let router = store.router(id) {
        command = { () throws(NavigationError) in try router.dismiss() }
      }
    case .modalsShown(let modals, let id):
      if let router = store.router(id), let modal = modals.last?.id {
        command = { () throws(NavigationError) in try router.dismissModal(id: modal) }
      }
    default:
      break
    }
    if command == nil || reactionRNG.chance(25) {
      let ids = NestedTreeDriver.liveRouterIDs(in: store.tree)
      let router = store.router(reactionRNG.pick(ids)) ?? modules.current
      let route = reactionRNG.pick([TestRoute.list, .detail(4), .settings, .player])
      lastName += 1
      let id = EntryID("o\(lastName)")
      switch Int.random(in: 0..<10, using: &reactionRNG) {
      case 0..<5: command = { () throws(NavigationError) in try router.push(route, id: id) }
      case 5..<8:
        command = { () throws(NavigationError) in try router.presentSheet(route, id: id) }
      default:
        let tab = reactionRNG.pick(NestedTreeDriver.mainTabs)
        command = { () throws(NavigationError) in
          try modules.tabs(NestedTreeDriver.mainTabs).select(tab)
        }
      }
    }
    do throws(NavigationError) {
      try command?()
      outcome.observerCommands += 1
    } catch {}
  }
}

extension NavigationNode {
  /// The id of the node of the module on screen, in a modules tree.
  var shownModuleNode: RouterID? {
    guard case .modules(let modules) = self else { return nil }
    return modules.modules.last?.node.nodeID
  }
}

/// The `onDismiss` actions of module showings: each runs once, after its module was
/// dismissed; never while a module above covers it, when its showing was refused, or after a
/// restoration replaced the modules.
@MainActor
final class ModuleActionLedger {
  enum State {
    /// Its showing has not ended, or was refused: it must not run.
    case pending, refused
    /// Its module is on the stack.
    case onStack(RouterID)
    /// Its module was dismissed: it ran once.
    case left
    /// A restoration replaced the modules: it never runs.
    case dropped
  }

  struct Record {
    let origin: Int
    var state = State.pending
    var count = 0
  }

  private(set) var records: [Record] = []
  private(set) var ranCount = 0
  private(set) var droppedCount = 0

  func makeToken(origin: Int) -> Int {
    records.append(Record(origin: origin))
    return records.count - 1
  }

  func action(_ token: Int) -> @MainActor () -> Void {
    { [weak self] in
      self?.records[token].count += 1
      self?.ranCount += 1
    }
  }

  /// The showing of `token` ended: its module's node, or `nil` when it was refused.
  func showed(_ token: Int, node: RouterID?) {
    records[token].state = node.map { .onStack($0) } ?? .refused
  }

  /// Follows every module to where it is now and checks every count; after a restoration
  /// that changed the tree, every action waiting is dropped.
  func endCommand(tree: NavigationNode<TestRoute>, restored: Bool) -> [String] {
    guard case .modules(let node) = tree else { return [] }
    let onStack = Set(node.modules.map(\.node.nodeID))
    var failures: [String] = []
    for token in records.indices {
      if case .onStack(let id) = records[token].state {
        if restored {
          records[token].state = .dropped
          droppedCount += 1
        } else if !onStack.contains(id) {
          records[token].state = .left
        }
      }
      let expected =
        switch records[token].state {
        case .left: 1
        case .pending, .refused, .onStack, .dropped: 0
        }
      if records[token].count != expected {
        failures.append(
          "the onDismiss of the module shown by command \(records[token].origin) ran "
            + "\(records[token].count) times; it is \(records[token].state)")
      }
    }
    return failures
  }
}
