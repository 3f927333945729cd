import Itinerary

/// The awaiting callers of a random run and the observer that issues commands: callers push
/// or present a screen and wait for its result in a task; `finish(returning:)` hands one a
/// value; the observer, told of a screen, dismisses it at once, or shows something of its own.
extension RandomCommandRun {
  /// A caller, from a random router, that pushes or presents a screen and awaits an `Int`.
  func awaitStep() -> RandomStep {
    let (root, level, issuer) = randomRouter()
    let route = rng.pick([TestRoute.list, .detail(3), .settings, .profile, .player])
    let target = randomTarget()
    let style: PresentationStyle? = rng.chance(50) ? nil : rng.pick([.sheet, .fullScreenCover])
    let callers = callers
    let origin = index
    let name = roots[root].name
    let verb =
      style.map { "present(.\(route), as: \($0), returning: Int.self, target: .\(target))" }
      ?? "push(.\(route), returning: Int.self, target: .\(target))"
    let id = issuer.id
    return RandomStep(
      label: { "\(name) level \(level) \(id): await \(verb)" }, root: root,
      expectation: .appliesSomehow
    ) { () throws(NavigationError) in
      let caller = callers.start(origin: origin)
      Task.immediate { @MainActor in
        do {
          let value: Int
          if let style {
            value = try await issuer.present(route, as: style, returning: Int.self, target: target)
          } else {
            value = try await issuer.push(route, returning: Int.self, target: target)
          }
          callers.resume(caller, with: "value \(value)")
        } catch {
          callers.resume(caller, with: "\(error)")
        }
      }
    }
  }

  /// `finish(returning:)` on a router whose top screen a caller awaits, or on another: it must
  /// be refused there, and with a value of the wrong type.
  func finishStep() -> RandomStep {
    var (root, level, router) = randomRouter()
    let hierarchy = snapshot.hierarchies
    // Mostly the router that shows an awaited screen on top.
    search: for (index, chain) in chains.enumerated() where rng.chance(80) {
      for (depth, candidate) in chain.enumerated() {
        let top = hierarchy[index].levels[depth].current.id
        if callers.waiter(on: top) != nil {
          (root, level, router) = (index, depth, candidate)
          break search
        }
      }
    }
    let top = hierarchy[root].levels[level].current.id
    let caller = callers.waiter(on: top)
    let wrongType = rng.chance(15)
    let value = Int.random(in: 0..<1_000, using: &rng)
    let expectation: Expectation =
      caller == nil
      ? .refusing(.noResultAwaited(top)) : wrongType ? .refusedSomehow : .appliesSomehow
    let name = roots[root].name
    let id = router.id
    return RandomStep(
      label: { "\(name) level \(level) \(id): finish(returning: \(value))" },
      root: root, expectation: expectation
    ) { [weak self] () throws(NavigationError) in
      if wrongType {
        try router.finish(returning: "\(value)")
      } else {
        try router.finish(returning: value)
      }
      caller?.delivered = value
      self?.outcome.finishes += 1
    }
  }

  // MARK: - The observer

  /// Reacts to an event the tree delivers, now and then, with a command: dismisses what it
  /// was just told of (pops a pushed screen, dismisses a presented router, a modal, in-place
  /// content), or pushes or presents a screen of its own, with a chosen id.
  func react(to event: NavigationEvent<TestRoute>) {
    guard reactive, reactions < 2, reactionRNG.chance(10) else { return }
    reactions += 1
    var command: (@MainActor () throws(NavigationError) -> Void)?
    switch event {
    case .pushed(let entries, let id):
      if let router = liveRouter(id), let screen = entries.last?.id {
        command = { () throws(NavigationError) in try router.dismissScreen(id: screen) }
      }
    case .presented(_, _, let id, _):
      if let router = liveRouter(id) {
        command = { () throws(NavigationError) in try router.dismiss() }
      }
    case .modalsShown(let modals, let id):
      if let router = liveRouter(id), let modal = modals.last?.id {
        command = { () throws(NavigationError) in try router.dismissModal(id: modal) }
      }
    case .transitionsShown(let entries, _, let id):
      if let router = liveRouter(id), let content = entries.last?.id {
        command = { () throws(NavigationError) in try router.dismissTransition(id: content) }
      }
    default:
      break
    }
    if command == nil || reactionRNG.chance(25) {
      let router = reactionRNG.pick(roots).router.deepestRouter
      let route = reactionRNG.pick([TestRoute.list, .detail(4), .settings, .player])
      lastName += 1
      let id = EntryID("o\(lastName)")
      if reactionRNG.chance(50) {
        command = { () throws(NavigationError) in try router.push(route, id: id) }
      } else {
        command = { () throws(NavigationError) in try router.presentSheet(route, id: id) }
      }
    }
    do throws(NavigationError) {
      try command?()
      observerActed = true
      outcome.observerCommands += 1
    } catch {
      outcome.observerRefusals += 1
    }
  }

  /// The attached router of the tree with this id.
  func liveRouter(_ id: RouterID) -> Router<TestRoute>? {
    for root in roots {
      var router: Router<TestRoute>? = root.router
      while let current = router {
        if current.id == id { return current }
        router = current.child
      }
    }
    return nil
  }

  // MARK: - Settling

  /// Lets the callers' tasks run until every caller whose screen left was resumed, then
  /// checks them. A resumed caller's task runs when the main actor gets to it, which on a
  /// loaded machine can take many turns; the time limit only stops a caller that never
  /// resumes from hanging the run.
  func settleCallers() async -> [String] {
    _ = await yieldUntil(within: .seconds(10)) { !callers.needsSettling }
    return callers.settle()
  }

  /// Takes every awaited screen away, outside any check, and lets every caller resume, so
  /// that no task holds a router when the tree is released.
  func releaseCallers() async -> [String] {
    reactive = false
    for root in roots {
      _ = try? root.router.dismissAllFromRoot()
      _ = try? root.router.popToRoot()
    }
    snapshot = readSnapshot()
    var failures = callers.endCommand(
      ids: IDCensus(merging: snapshot.hierarchies.map { IDCensus($0, name: "") }).ids, shown: [],
      firstShown: nil, awaiting: roots[0].router.awaitingCallers)
    failures += await settleCallers()
    if !callers.callers.isEmpty { failures.append("\(callers.callers.count) callers still wait") }
    return failures
  }
}
