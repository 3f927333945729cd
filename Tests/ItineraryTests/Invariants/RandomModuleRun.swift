import Itinerary

/// One seeded run over a module router with a catalog of three modules: modules shown and
/// dismissed, mixed with screens shown, pushed, presented and dismissed in the module on
/// screen.
///
/// A module that is covered keeps its hierarchy as a value and releases its routers; its
/// screens leave, so their `onDismiss` actions run, once: dismissing back to it shows the
/// same hierarchy again on new routers, and its screens never run their actions again. The
/// run checks each command against its prediction, the module on screen with
/// `InvariantChecker`, the actions with `DismissLedger` and the routers with `RouterRegistry`.
@MainActor
final class RandomModuleRun {
  struct Outcome {
    var failures: [String] = []
    var applied = 0
    var refused = 0
    var swaps = 0
    var dismissActionsRun = 0
    /// How many `modules.batch` commands ran, and how many were refused.
    var batches = 0
    var batchesRefused = 0
  }

  /// What a module command must leave on screen: a new module, or a covered one restored.
  enum OnScreen {
    case fresh(TestRoute)
    case restored(NavigationHierarchy<TestRoute>)
  }

  /// What a command must do.
  enum Prediction {
    /// Leave these modules on the stack, these hierarchies covered, and this on screen, on a
    /// new router when it `swaps`.
    case modules(
      [String], covered: [NavigationHierarchy<TestRoute>], onScreen: OnScreen, swaps: Bool)
    /// Act in the module on screen, as the expectation says.
    case screens(Expectation)
  }

  let seed: UInt64
  private var rng: SeededGenerator
  private let catalog = [
    Module<TestRoute>(id: "onboarding", root: .home), Module(id: "main", root: .list),
    Module(id: "settings", root: .settings),
  ]
  private var modules: ModuleRouter<TestRoute>?
  /// Where the module router saves the last module's id; a refused batch puts it back.
  private let store = InMemoryModuleStore()
  /// Whether the current command is a batch, whose events may cancel out.
  private var isBatch = false
  private let ledger = DismissLedger()
  private let registry = RouterRegistry<TestRoute>()
  private let printouts = PrintoutCache<TestRoute>()
  private var observation: EventObservation?
  private var events: [NavigationEvent<TestRoute>] = []
  private var lastName = 0
  private var index = 0
  private var history: [(index: Int, label: String)] = []
  private var outcome = Outcome()
  /// Looks at the module router every ``inspectionInterval`` commands, for checks beside the
  /// run's own; returns what it found wrong.
  var inspection: ((ModuleRouter<TestRoute>) -> [String])?
  var inspectionInterval = 25

  init(seed: UInt64) throws {
    self.seed = seed
    rng = SeededGenerator(seed: seed)
    let modules = try ModuleRouter(catalog: catalog, initial: "onboarding", store: store)
    self.modules = modules
    observation = modules.current.observeEvents { [weak self] event in
      self?.events.append(event)
    }
  }

  /// Runs `commands` random commands, stopping at the first that breaks something, then
  /// releases the module router and checks every router went with it.
  func run(commands: Int) -> Outcome {
    var failures = check(modules!)
    index = 0
    while failures.isEmpty, index < commands {
      var found = step(modules!)
      if let inspection, index % inspectionInterval == 0 { found += inspection(modules!) }
      failures = found.map { "seed \(seed), command \(index): \($0)" }
      index += 1
    }
    if failures.isEmpty {
      failures = finish().map { "seed \(seed), after the run: \($0)" }
    } else {
      let lines = history.map { "\($0.index): \($0.label)" }
      failures.append(
        "seed \(seed), the commands up to \(index - 1):\n" + lines.joined(separator: "\n"))
    }
    outcome.failures = failures
    outcome.dismissActionsRun = ledger.ranCount
    return outcome
  }

  private func step(_ modules: ModuleRouter<TestRoute>) -> [String] {
    let stack = modules.modules.map(\.id)
    let hierarchies = modules.hierarchies
    let current = modules.current
    let savedID = store.lastModuleID
    ledger.beginCommand()
    isBatch = false
    let (label, prediction, run) = makeCommand(modules)
    history.append((index, label))
    if history.count > 20 { history.removeFirst() }
    events.removeAll()
    var thrown: NavigationError?
    do throws(NavigationError) {
      try run()
    } catch {
      thrown = error
    }
    var failures: [String] = []
    let changed = modules.modules.map(\.id) != stack || modules.hierarchies != hierarchies
    if let thrown {
      outcome.refused += 1
      if case .screens(let expectation) = prediction, expectation.accepts(thrown) {
        // As predicted.
      } else {
        failures.append("refused with \"\(thrown)\", expected \(describe(prediction))")
      }
      if changed { failures.append("refused, yet changed the modules") }
      if !events.isEmpty { failures.append("refused, yet emitted \(events.count) events") }
      if modules.current !== current { failures.append("refused, yet swapped the router") }
      if !current.isAttached { failures.append("refused, yet detached the module's router") }
      if store.lastModuleID != savedID {
        failures.append("refused, yet the store saved \(store.lastModuleID ?? "nothing")")
      }
      if isBatch { outcome.batchesRefused += 1 }
    } else {
      outcome.applied += 1
      failures += checkEffect(prediction, on: modules, before: current)
      if changed, events.isEmpty { failures.append("changed the modules but emitted no event") }
      if !changed, !events.isEmpty, !isBatch {
        failures.append("changed nothing, yet emitted \(events.count) events")
      }
    }
    failures += check(modules)
    failures += ledger.endCommand(
      applied: thrown == nil, census: IDCensus(modules.current.hierarchy, name: "module"),
      shown: shownIDs(), unqueued: [])
    return failures.map { "\(label): \($0)" }
  }

  private func checkEffect(
    _ prediction: Prediction, on modules: ModuleRouter<TestRoute>, before: Router<TestRoute>
  ) -> [String] {
    switch prediction {
    case .screens(.refused(let expected, _)):
      return ["applied, expected \(expected)"]
    case .screens(.applies(let predicted, _)):
      let model = HierarchyModel(modules.current.hierarchy)
      return predicted[0].fits(model)
        ? [] : ["the module became\n\(model)\nexpected\n\(predicted[0])"]
    case .screens:
      return []
    case .modules(let stack, let covered, let onScreen, let swaps):
      var failures: [String] = []
      if modules.modules.map(\.id) != stack {
        failures.append("the modules are \(modules.modules.map(\.id)), expected \(stack)")
      }
      if Array(modules.hierarchies.dropLast()) != covered {
        failures.append("the covered modules did not keep their hierarchies")
      }
      let shown = modules.current.hierarchy
      if swaps {
        outcome.swaps += 1
        if modules.current === before { failures.append("the module on screen kept its router") }
        if before.isAttached { failures.append("the router of the module that left is attached") }
      } else if modules.current !== before {
        failures.append("the module on screen changed its router")
      }
      switch onScreen {
      case .fresh(let route):
        if shown.levels.count != 1 || shown.root.root.route != route || !shown.root.path.isEmpty {
          failures.append("the module shows\n\(shown)\nnot its root \(route) alone")
        }
      case .restored(let hierarchy):
        if shown != hierarchy {
          failures.append("the module shows\n\(shown)\nnot the hierarchy it kept\n\(hierarchy)")
        }
      }
      return failures
    }
  }

  /// The module on screen, each covered module, and the routers that left.
  private func check(_ modules: ModuleRouter<TestRoute>) -> [String] {
    let current = modules.current
    let hierarchy = current.hierarchy
    let report = InvariantChecker.checkTree(
      [InvariantChecker.Root(name: "module", router: current, hierarchy: hierarchy)],
      cache: printouts)
    var failures = report.failures
    if modules.hierarchies.count != modules.modules.count {
      failures.append(
        "\(modules.hierarchies.count) hierarchies for \(modules.modules.count) modules")
    }
    if modules.hierarchies.last != hierarchy {
      failures.append("the last of the hierarchies is not the module on screen")
    }
    if store.lastModuleID != modules.modules.last?.id {
      failures.append("the store saved \(store.lastModuleID ?? "nothing"), not the last module")
    }
    return failures + registry.update(reachable: report.routers)
  }

  /// Drops every reference: the routers of the modules that left must already be gone, and
  /// with the module router released, every router must be.
  private func finish() -> [String] {
    registry.releaseCurrent()
    var failures = registry.unreleasedLeavers()
    observation = nil
    modules = nil
    failures += registry.survivors()
    return failures
  }

  // MARK: - Making commands

  private typealias Command = (
    label: String, prediction: Prediction, run: @MainActor () throws(NavigationError) -> Void
  )

  private func makeCommand(_ modules: ModuleRouter<TestRoute>) -> Command {
    let stack = modules.modules.map(\.id)
    let covered = Array(modules.hierarchies.dropLast())
    let roll = Int.random(in: 0..<100, using: &rng)
    switch roll {
    case 0..<14:
      let id = rng.pick(catalog.map(\.id) + ["missing"])
      guard let module = catalog.first(where: { $0.id == id }) else {
        return (
          "showModule(id: \"\(id)\")", .screens(.refusing(.unknownModule(id))),
          { () throws(NavigationError) in try modules.showModule(id: id) }
        )
      }
      let shown = Prediction.modules(
        stack + [id], covered: covered + [modules.current.hierarchy],
        onScreen: .fresh(module.root), swaps: true)
      return (
        "showModule(id: \"\(id)\")", shown,
        { () throws(NavigationError) in try modules.showModule(id: id) }
      )
    case 14..<20:
      return dismissing(1, label: "dismissModule()", modules) { () throws(NavigationError) in
        try modules.dismissModule()
      }
    case 20..<24:
      let count = Int.random(in: -1...3, using: &rng)
      return dismissing(count, label: "dismissModules(count: \(count))", modules) {
        () throws(NavigationError) in try modules.dismissModules(count: count)
      }
    case 24..<26:
      return dismissing(stack.count - 1, label: "dismissAllModules()", modules) {
        () throws(NavigationError) in try modules.dismissAllModules()
      }
    case 26..<31:
      let id = rng.pick(catalog.map(\.id) + ["missing"])
      let above = rng.chance(40)
      let label = above ? "dismissModules(above: \"\(id)\")" : "dismissModule(id: \"\(id)\")"
      let run: @MainActor () throws(NavigationError) -> Void = {
        () throws(NavigationError) in
        if above {
          try modules.dismissModules(above: id)
        } else {
          try modules.dismissModule(id: id)
        }
      }
      guard let index = stack.lastIndex(of: id) else {
        return (label, .screens(.refusing(.unknownModule(id))), run)
      }
      if !above, index == 0 {
        return (label, .screens(.refusing(.cannotDismissFirstModule(id))), run)
      }
      return dismissing(stack.count - index - (above ? 1 : 0), label: label, modules, run: run)
    case 31..<41:
      return batchCommand(modules)
    default:
      return screenCommand(on: modules)
    }
  }

  /// Dismissing up to `count` modules: the first stays, the one below comes back.
  private func dismissing(
    _ count: Int, label: String, _ modules: ModuleRouter<TestRoute>,
    run: @escaping @MainActor () throws(NavigationError) -> Void
  ) -> Command {
    let stack = modules.modules.map(\.id)
    let hierarchies = modules.hierarchies
    let removed = min(max(count, 0), stack.count - 1)
    guard removed > 0 else {
      return (
        label,
        .modules(
          stack, covered: Array(hierarchies.dropLast()), onScreen: .restored(hierarchies.last!),
          swaps: false),
        run
      )
    }
    let kept = stack.count - removed
    return (
      label,
      .modules(
        Array(stack.prefix(kept)), covered: Array(hierarchies.prefix(kept - 1)),
        onScreen: .restored(hierarchies[kept - 1]), swaps: true),
      run
    )
  }

  /// A verb in the module on screen, on its root router or its deepest.
  private func screenCommand(on modules: ModuleRouter<TestRoute>) -> Command {
    let root = modules.current
    let issuer = rng.chance(60) ? root : root.deepestRouter
    let level = issuer.level
    let hierarchy = root.hierarchy
    let model = HierarchyModel(hierarchy)
    let target = rng.chance(70) ? NavigationTarget.current : .deepest
    let route = rng.pick([TestRoute.home, .list, .detail(1), .settings, .profile, .workspace])
    let id = chosenID(in: model)
    let roll = Int.random(in: 0..<69, using: &rng)
    if roll < 33 {
      let verb: RandomScreenVerb
      if roll < 30 {
        verb = .show(screenSpecs(model), target: target)
      } else {
        verb = .showModal(route, id: id, token: makeToken(), target: target)
      }
      let expectation = verb.expectation(
        level: level, issuer: issuer.id, in: hierarchy, treeIDs: Set(model.levels.flatMap(\.allIDs))
      )
      return (
        "\(issuer.id): \(verb)", .screens(expectation),
        { [ledger] () throws(NavigationError) in
          try verb.perform(on: issuer, ledger: ledger) { IDCensus(root.hierarchy, name: "").ids }
        }
      )
    }
    let verb: RandomVerb =
      switch roll {
      case 33..<45: .push(route, id: id, target: target)
      case 45..<53: .presentSheet(route, id: id, target: target)
      case 53..<59: .pop(target: target)
      case 59..<63: .dismiss(target: .deepest)
      case 63..<67: .dismissScreensCount(Int.random(in: 1...3, using: &rng))
      default: .popToRoot(target: target)
      }
    let taken = Set(model.levels.flatMap(\.allIDs))
    let expectation: Expectation =
      switch verb.predict(level: level, issuer: issuer.id, in: model, taken: taken.contains) {
      case .refused(let error): .refusing(error)
      case .applied(let predicted): .applies([predicted], selectedTab: nil)
      }
    return (
      "\(issuer.id): \(verb)", .screens(expectation),
      { () throws(NavigationError) in try verb.perform(on: issuer) }
    )
  }

  private func screenSpecs(_ model: HierarchyModel) -> [ScreenSpec] {
    (0..<rng.pick([1, 1, 2, 3])).map { _ in
      let style: ScreenStyle = rng.pick([.push, .push, .sheet, .fullScreenCover])
      return ScreenSpec(
        route: rng.pick([.home, .list, .detail(2), .settings, .profile, .workspace]),
        style: style, id: chosenID(in: model), location: .append, behavior: .keepPrevious,
        token: makeToken())
    }
  }

  /// Usually generated, sometimes fresh, sometimes one the module on screen uses.
  private func chosenID(in model: HierarchyModel) -> EntryID? {
    let roll = Int.random(in: 0..<100, using: &rng)
    if roll < 60 { return nil }
    if roll < 90 {
      lastName += 1
      return EntryID("m\(lastName)")
    }
    return rng.pick(model.levels.flatMap(\.allIDs))
  }

  private func makeToken() -> Int {
    ledger.makeToken(origin: "command \(index)")
  }

  private func describe(_ prediction: Prediction) -> String {
    switch prediction {
    case .modules: "it to apply"
    case .screens(let expectation): expectation.refusal ?? "it to apply"
    }
  }
}

// MARK: - Batches over the module router

extension RandomModuleRun {
  /// A command inside `modules.batch`: a module swap, a verb on the router of the module on
  /// screen or its deepest (resolved when it runs), or one surely refused.
  enum BatchOp: CustomStringConvertible {
    case showModule(String)
    case dismissModule
    case dismissModules(Int)
    case verb(deepest: Bool, RandomVerb)
    case screen(deepest: Bool, RandomScreenVerb)
    /// `showModule(id: "missing")`, or `current.dismissScreen(id: "missing")`.
    case refuse(module: Bool)

    var isModule: Bool {
      switch self {
      case .showModule, .dismissModule, .dismissModules: true
      case .verb, .screen, .refuse: false
      }
    }

    var description: String {
      let on = { (deepest: Bool) in deepest ? "current.deepestRouter" : "current" }
      switch self {
      case .showModule(let id): return "showModule(id: \"\(id)\")"
      case .dismissModule: return "dismissModule()"
      case .dismissModules(let count): return "dismissModules(count: \(count))"
      case .verb(let deepest, let verb): return "\(on(deepest)).\(verb)"
      case .screen(let deepest, let verb): return "\(on(deepest)).\(verb)"
      case .refuse(true): return "showModule(id: \"missing\")"
      case .refuse(false): return "current.dismissScreen(id: \"missing\")"
      }
    }
  }

  /// 2 to 5 commands in one `modules.batch`, sometimes one surely refused at a random
  /// position. Screens with `onDismiss` actions show only after the last module swap: one
  /// covered and restored within the batch would run its action yet stay. Verbs after the
  /// first of them choose no ids: the ledger cannot tell a screen that left within the batch
  /// from the newcomer that took its id.
  private func batchCommand(_ modules: ModuleRouter<TestRoute>) -> Command {
    isBatch = true
    outcome.batches += 1
    let count = Int.random(in: 2...5, using: &rng)
    let refusalAt = rng.chance(40) ? Int.random(in: 0..<count, using: &rng) : nil
    let kinds = (0..<count).map { position in
      position == refusalAt ? 3 : Int.random(in: 0..<3, using: &rng)
    }
    let lastModule = kinds.lastIndex(of: 0) ?? -1
    let firstScreen = kinds.indices.first { kinds[$0] == 2 && $0 > lastModule } ?? count
    let model = HierarchyModel(modules.current.hierarchy)
    let ops: [BatchOp] = kinds.enumerated().map { position, kind in
      let deepest = rng.chance(40)
      switch kind {
      case 0:
        switch Int.random(in: 0..<4, using: &rng) {
        case 0, 1: return .showModule(rng.pick(catalog.map(\.id)))
        case 2: return .dismissModule
        default: return .dismissModules(Int.random(in: 0...2, using: &rng))
        }
      case 2 where position > lastModule:
        let verb: RandomScreenVerb =
          rng.chance(70)
          ? .show(screenSpecs(model), target: .current)
          : .showModal(.detail(7), id: chosenID(in: model), token: makeToken(), target: .current)
        return .screen(deepest: deepest, verb)
      case 3: return .refuse(module: rng.chance(50))
      default: return .verb(deepest: deepest, batchVerb(model, choosingIDs: position < firstScreen))
      }
    }
    let ledger = ledger
    let label = "modules.batch { " + ops.map(\.description).joined(separator: "; ") + " }"
    return (
      label, .screens(refusalAt == nil ? .either : .refusedSomehow),
      { () throws(NavigationError) in
        try modules.batch { modules throws(NavigationError) in
          for op in ops {
            let router = modules.current
            switch op {
            case .showModule(let id): try modules.showModule(id: id)
            case .dismissModule: try modules.dismissModule()
            case .dismissModules(let count): try modules.dismissModules(count: count)
            case .verb(let deepest, let verb):
              try verb.perform(on: deepest ? router.deepestRouter : router)
            case .screen(let deepest, let verb):
              try verb.perform(on: deepest ? router.deepestRouter : router, ledger: ledger) {
                IDCensus(modules.current.hierarchy, name: "").ids
              }
            case .refuse(true): try modules.showModule(id: "missing")
            case .refuse(false): try router.dismissScreen(id: "missing")
            }
          }
        }
      }
    )
  }

  private func batchVerb(_ model: HierarchyModel, choosingIDs: Bool) -> RandomVerb {
    let route = rng.pick([TestRoute.home, .list, .detail(1), .settings, .profile, .workspace])
    let id = choosingIDs ? chosenID(in: model) : nil
    switch Int.random(in: 0..<6, using: &rng) {
    case 0, 1: return .push(route, id: id, target: .current)
    case 2: return .presentSheet(route, id: id, target: .current)
    case 3: return .pop(target: .current)
    case 4: return .dismiss(target: .deepest)
    default: return .dismissScreensCount(Int.random(in: 1...3, using: &rng))
    }
  }

  /// The ids the command's events showed, and those of the hierarchies a module swap showed:
  /// a module restored within a batch shows its screens again, on new routers, after their
  /// actions ran when it was covered.
  private func shownIDs() -> Set<EntryID> {
    var ids = DismissLedger.shownIDs(in: events)
    for case .moduleSwapped(_, let shown) in events {
      for hierarchy in shown.hierarchies { ids.formUnion(IDCensus(hierarchy, name: "").ids) }
    }
    return ids
  }
}
