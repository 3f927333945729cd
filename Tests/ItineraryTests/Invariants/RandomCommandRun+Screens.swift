import Itinerary

/// The verbs of screens, queues, overlay modals, in-place transitions, alerts and batches in a
/// random run. No model predicts their effect: a cheap prediction says whether they must
/// apply or be refused, and the ledger, the checker and the lane checks do the rest.
extension RandomCommandRun {
  /// One of these verbs on a random router.
  func screenStep() -> RandomStep {
    outcome.screenVerbs += 1
    let (root, level, issuer) = randomRouter()
    if kept == nil, level > 0, rng.chance(5) { kept = issuer }
    let hierarchy = snapshot.hierarchies[root]
    let verb = randomScreenVerb(in: hierarchy, level: level, batching: true)
    let name = roots[root].name
    let id = issuer.id
    var isBatch = false
    if case .batch = verb {
      isBatch = true
      outcome.batches += 1
    }
    return RandomStep(
      label: { "\(name) level \(level) \(id): \(verb)" }, root: root,
      expectation: verb.expectation(level: level, issuer: id, in: hierarchy, treeIDs: census.ids),
      isBatch: isBatch
    ) { [ledger, chains] () throws(NavigationError) in
      // The root router stays when the verb dismisses the issuer.
      let rootRouter = chains[root][0]
      try verb.perform(on: issuer, ledger: ledger) { self.idsInUse(root: rootRouter) }
    }
  }

  /// A random verb for a router at `level` of `hierarchy`; a batch only when `batching`.
  func randomScreenVerb(
    in hierarchy: NavigationHierarchy<TestRoute>, level: Int, batching: Bool
  ) -> RandomScreenVerb {
    let used = hierarchy.levels.reduce(0) { $0 + RandomScreenVerb.ids(of: $1).count }
    if used > 40, rng.chance(40) { return clearingVerb(in: hierarchy) }
    let target = randomTarget()
    let levels = hierarchy.levels
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<16: return .show(screenSpecs(in: hierarchy), target: target)
    case 16..<22: return .enqueue(screenSpecs(in: hierarchy), target: target)
    case 22..<25:
      let queued = levels.flatMap { $0.screenQueue.map(\.entry.id) }
      return .removeFromQueue(someIDs(queued), target: target)
    case 25..<27: return .removeAllFromQueue(target: target)
    case 27..<34:
      let fallbacks: [QueueFallback] = [
        .throwError, .doNothing, .dismissScreen, .dismissPresentation, .dismissPushStack,
      ]
      return .showNextScreen(rng.pick(fallbacks), target: target)
    case 34..<41:
      let id = chosenID(in: hierarchy)
      return .showModal(randomRoute(), id: id, token: makeToken(), target: target)
    case 41..<44: return .dismissModal(target: target)
    case 44..<47:
      return .dismissModalID(knownID(levels.flatMap { $0.modals.map(\.id) }), target: target)
    case 47..<49:
      return .dismissModalsAbove(knownID(levels.flatMap { $0.modals.map(\.id) }), target: target)
    case 49..<51: return .dismissModalsCount(Int.random(in: -1...3, using: &rng), target: target)
    case 51..<53: return .dismissAllModals(target: target)
    case 53..<60:
      let id = chosenID(in: hierarchy)
      return .showTransition(randomRoute(), id: id, token: makeToken(), target: target)
    case 60..<63: return .dismissTransition(target: target)
    case 63..<65:
      let shown = levels.flatMap { $0.current.inPlaceTransitions.map(\.id) }
      return .dismissTransitionID(knownID(shown), target: target)
    case 65..<67:
      let shown = levels.flatMap { $0.current.inPlaceTransitions.map(\.id) }
      return .dismissTransitionsAbove(knownID(shown), target: target)
    case 67..<69:
      return .dismissTransitionsCount(Int.random(in: -1...3, using: &rng), target: target)
    case 69..<70: return .dismissAllTransitions(target: target)
    case 70..<73: return .dismissTransitionOrScreen(target: target)
    case 73..<76:
      let ids = (0..<Int.random(in: 1...2, using: &rng)).map { _ in
        chosenID(in: hierarchy) ?? freshID()
      }
      return .enqueueTransitions(ids, target: target)
    case 76..<77:
      let queued = levels.flatMap { $0.transitionQueue.map(\.id) }
      return .removeTransitionsFromQueue(someIDs(queued), target: target)
    case 77..<78: return .removeAllTransitionsFromQueue(target: target)
    case 78..<82:
      let fallback = rng.pick([TransitionFallback.throwError, .doNothing])
      let next = rng.chance(40) ? TransitionFallback.showNextScreenOrDismissScreen : fallback
      return .showNextTransition(next, target: target)
    case 82..<87:
      let buttons = ["ok", "cancel"].filter { _ in rng.chance(50) }
      return .showAlert(id: chosenID(in: hierarchy), buttons: buttons, target: target)
    case 87..<91: return .answerAlert(rng.pick(["OK", "ok", "cancel", "nope"]))
    case 91..<94:
      return .dismissAlert(knownID(levels.flatMap { $0.alerts.map(\.id) }), target: target)
    default:
      guard batching else { return .show(screenSpecs(in: hierarchy), target: target) }
      return batch(in: hierarchy, level: level)
    }
  }

  /// 2 to 4 verbs of either kind in one batch, sometimes ending in one that is surely refused;
  /// sometimes the first two take something away and show something new under its id.
  private func batch(
    in hierarchy: NavigationHierarchy<TestRoute>, level: Int
  ) -> RandomScreenVerb {
    let count = Int.random(in: 2...4, using: &rng)
    let refused = rng.chance(30)
    var verbs = rng.chance(30) ? reuse(in: hierarchy.levels[level]) : []
    let model = HierarchyModel(hierarchy)
    while verbs.count < (refused ? count - 1 : count) {
      verbs.append(
        rng.chance(50)
          ? .router(randomVerb(model: model))
          : .screen(randomScreenVerb(in: hierarchy, level: level, batching: false)))
    }
    if refused { verbs.append(RandomScreenVerb.surelyRefused) }
    return .batch(verbs)
  }

  /// Two verbs on the router of `state`: one takes away its top screen, modal or in-place
  /// content, the other shows a new one, with an action, under the same id. None when it
  /// has none of them.
  private func reuse(in state: RouterState<TestRoute>) -> [RandomScreenVerb.BatchedVerb] {
    let route = randomRoute()
    var choices: [[RandomScreenVerb.BatchedVerb]] = []
    if let top = state.path.last {
      let spec = ScreenSpec(
        route: route, style: .push, id: top.id, location: .append, behavior: .keepPrevious,
        token: -1)
      choices.append([.router(.pop(target: .current)), .screen(.show([spec], target: .current))])
    }
    if let modal = state.modals.last {
      choices.append([
        .screen(.dismissModal(target: .current)),
        .screen(.showModal(route, id: modal.id, token: -1, target: .current)),
      ])
    }
    if let content = state.current.inPlaceTransitions.last {
      choices.append([
        .screen(.dismissTransition(target: .current)),
        .screen(.showTransition(route, id: content.id, token: -1, target: .current)),
      ])
    }
    guard !choices.isEmpty else { return [] }
    // The token is made once the verb is chosen, so that every token made is issued.
    return rng.pick(choices).map { verb in
      guard case .screen(let screenVerb) = verb, !screenVerb.registrations.isEmpty else {
        return verb
      }
      return .screen(screenVerb.withToken(makeToken()))
    }
  }

  /// A verb that takes things away, for a hierarchy that holds many.
  private func clearingVerb(in hierarchy: NavigationHierarchy<TestRoute>) -> RandomScreenVerb {
    let target = rng.pick([NavigationTarget.current, .root, .deepest])
    switch Int.random(in: 0..<6, using: &rng) {
    case 0: return .dismissAllModals(target: target)
    case 1: return .removeAllFromQueue(target: target)
    case 2: return .removeAllTransitionsFromQueue(target: target)
    case 3: return .dismissAllTransitions(target: target)
    case 4: return .showNextScreen(.doNothing, target: target)
    default:
      let alerts = hierarchy.levels.flatMap { $0.alerts.map(\.id) }
      return .dismissAlert(knownID(alerts), target: target)
    }
  }

  /// 1 to 3 screens with random styles, locations, ids and behaviours, each with an action.
  private func screenSpecs(in hierarchy: NavigationHierarchy<TestRoute>) -> [ScreenSpec] {
    let count = rng.pick([1, 1, 1, 2, 2, 3])
    let stacks = hierarchy.levels.flatMap { $0.entries.map(\.id) }
    return (0..<count).map { _ in
      let style: ScreenStyle =
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<5: .push
        case 5..<8: .sheet
        default: .fullScreenCover
        }
      let location: ScreenLocation
      let roll = Int.random(in: 0..<100, using: &rng)
      if style != .push, roll < 92 {
        location = .append
      } else {
        switch roll {
        case 0..<65: location = .append
        case 65..<77: location = .insertAtStart
        case 77..<95: location = .insert(after: rng.pick(stacks))
        default: location = .insert(after: "ghost-screen")
        }
      }
      return ScreenSpec(
        route: randomRoute(), style: style, id: chosenID(in: hierarchy), location: location,
        behavior: rng.chance(30) ? .removePrevious : .keepPrevious, token: makeToken())
    }
  }

  private func makeToken() -> Int {
    ledger.makeToken(origin: "command \(index)")
  }

  /// An id for something new: usually generated, sometimes a fresh one of the caller's,
  /// sometimes one in use in the hierarchy or the tree, of any kind, or one that left.
  private func chosenID(in hierarchy: NavigationHierarchy<TestRoute>) -> EntryID? {
    switch Int.random(in: 0..<100, using: &rng) {
    case 0..<60: return nil
    case 60..<82: return freshID()
    case 82..<88: return rng.pick(hierarchy.levels.flatMap(RandomScreenVerb.ids(of:)))
    case 88..<94: return rng.pick(census.uses).id
    default: return ledger.retiredIDs.isEmpty ? freshID() : rng.pick(ledger.retiredIDs)
    }
  }

  /// An id to name something by: mostly one of `pool`, else one in use elsewhere, one that
  /// left, or one never used.
  private func knownID(_ pool: [EntryID]) -> EntryID {
    let roll = Int.random(in: 0..<100, using: &rng)
    if roll < 75, !pool.isEmpty { return rng.pick(pool) }
    if roll < 88 { return rng.pick(census.uses).id }
    if roll < 95, !ledger.retiredIDs.isEmpty { return rng.pick(ledger.retiredIDs) }
    return EntryID("ghost-\(Int.random(in: 0..<2, using: &rng))")
  }

  /// One or two ids, mostly of `pool`.
  private func someIDs(_ pool: [EntryID]) -> [EntryID] {
    (0..<rng.pick([1, 1, 2])).map { _ in knownID(pool) }
  }
}
