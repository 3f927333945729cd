import Itinerary

/// One command inside a batch over the whole tree: a verb on a root's router or its deepest
/// (resolved when the command runs, after the ones before it), a tab selection, a change of
/// the split's layout, or a verb that is surely refused.
enum TreeOp: CustomStringConvertible {
  case verb(root: Int, deepest: Bool, RandomVerb)
  case screen(root: Int, deepest: Bool, RandomScreenVerb)
  case select(RandomTab)
  case collapse(Bool)
  case compactColumn(SplitColumn)
  case visibility(ColumnVisibility)
  /// `dismissScreen(id: "missing")` on the first root: refused with `unknownEntry`.
  case refuse

  static let missing: EntryID = "missing"

  var description: String {
    func on(_ root: Int, _ deepest: Bool) -> String {
      "roots[\(root)]" + (deepest ? ".deepestRouter" : "")
    }
    switch self {
    case .verb(let root, let deepest, let verb): return "\(on(root, deepest)).\(verb)"
    case .screen(let root, let deepest, let verb): return "\(on(root, deepest)).\(verb)"
    case .select(let tab): return "select(.\(tab))"
    case .collapse(let value): return "isCollapsed = \(value)"
    case .compactColumn(let column): return "preferredCompactColumn = .\(column)"
    case .visibility(let visibility): return "columnVisibility = .\(visibility)"
    case .refuse: return "dismissScreen(id: \"\(Self.missing)\")"
    }
  }
}

/// Batches over the whole tree: verbs on the routers of several tabs or both columns, tab
/// selection and layout changes, sometimes with a refused verb at a random position. A refused
/// batch must leave everything as it was: `step` checks the tree value, the routers, the
/// events, the renderer and the callers.
extension RandomCommandRun {
  func treeBatchStep() -> RandomStep {
    outcome.treeBatches += 1
    let count = Int.random(in: 2...6, using: &rng)
    let refusalAt = rng.chance(40) ? Int.random(in: 0..<count, using: &rng) : nil
    var ops: [TreeOp] = []
    var overCaller = false
    for position in 0..<count {
      if position == refusalAt {
        ops.append(.refuse)
        continue
      }
      // A refused batch that takes an awaited screen away must leave its caller waiting.
      if refusalAt != nil, let caller = callers.waiting.first, let id = caller.id,
        rng.chance(15), let root = snapshot.hierarchies.firstIndex(where: { $0.contains(id) })
      {
        ops.append(.verb(root: root, deepest: false, .dismissScreen(id)))
        overCaller = overCaller || position < refusalAt!
        continue
      }
      ops.append(randomTreeOp())
    }
    let refused = refusalAt != nil
    let label = "batch over the tree { " + ops.map(\.description).joined(separator: "; ") + " }"
    let run = treeBatch(ops)
    return RandomStep(
      label: { label }, root: nil, expectation: refused ? .refusedSomehow : .either,
      isBatch: true, run: run
    ) { [weak self] error in
      guard let self, error != nil else { return [] }
      outcome.treeBatchesRefused += 1
      if overCaller { outcome.refusedOverCallers += 1 }
      return []
    }
  }

  private func randomTreeOp() -> TreeOp {
    let root = Int.random(in: roots.indices, using: &rng)
    let deepest = rng.chance(50)
    let hierarchy = snapshot.hierarchies[root]
    let level = deepest ? hierarchy.levels.count - 1 : 0
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<40: return .verb(root: root, deepest: deepest, randomVerb(model: models[root]))
    case 40..<75:
      let verb = randomScreenVerb(in: hierarchy, level: level, batching: false)
      return .screen(root: root, deepest: deepest, verb)
    default:
      switch tree {
      case .tabs:
        return .select(rng.chance(90) ? rng.pick([.home, .search, .profile]) : .unused)
      case .split, nil:
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: return .collapse(rng.chance(50))
        case 1: return .compactColumn(rng.pick([.sidebar, .content, .detail]))
        default: return .visibility(rng.pick([.automatic, .all, .doubleColumn, .detailOnly]))
        }
      }
    }
  }

  /// Runs `ops` in one batch of the tab router, or of the split router.
  private func treeBatch(_ ops: [TreeOp]) -> @MainActor () throws(NavigationError) -> Void {
    let rootRouters = roots.map(\.router)
    let ledger = ledger
    let perform: @MainActor (TreeOp) throws(NavigationError) -> Void = {
      [weak self] (op: TreeOp) throws(NavigationError) in
      guard let self else { return }
      switch op {
      case .verb(let root, let deepest, let verb):
        let router = rootRouters[root]
        try verb.perform(on: deepest ? router.deepestRouter : router)
      case .screen(let root, let deepest, let verb):
        let router = rootRouters[root]
        try verb.perform(on: deepest ? router.deepestRouter : router, ledger: ledger) {
          self.idsInUse(root: router)
        }
      case .select(let tab):
        if case .tabs(let tabs) = tree { try tabs.select(tab) }
      case .collapse(let value):
        if case .split(let split) = tree { split.isCollapsed = value }
      case .compactColumn(let column):
        if case .split(let split) = tree { split.preferredCompactColumn = column }
      case .visibility(let visibility):
        if case .split(let split) = tree { split.columnVisibility = visibility }
      case .refuse:
        try rootRouters[0].dismissScreen(id: TreeOp.missing)
      }
    }
    switch tree {
    case .tabs(let tabs):
      return { () throws(NavigationError) in
        try tabs.batch { _ throws(NavigationError) in
          for op in ops { try perform(op) }
        }
      }
    case .split(let split):
      return { () throws(NavigationError) in
        try split.batch { _ throws(NavigationError) in
          for op in ops { try perform(op) }
        }
      }
    case nil:
      return {}
    }
  }

  /// Every id in use in the hierarchy of `root`, and every id the current command's events
  /// showed so far: an observer may take a screen away before the verb that showed it returns.
  func idsInUse(root: Router<TestRoute>) -> Set<EntryID> {
    IDCensus(root.hierarchy, name: "").ids.union(DismissLedger.shownIDs(in: events))
  }
}
