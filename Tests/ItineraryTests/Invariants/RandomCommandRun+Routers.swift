import Itinerary

/// The stack and presentation verbs of a random run, each predicted by `RandomVerb.predict`,
/// and the tab and split routers' own verbs.
extension RandomCommandRun {
  /// A verb on a random router of a random root (its root router, its deepest, or one in
  /// between), or on `forced`.
  func routerStep(forced: (router: Router<TestRoute>, verb: RandomVerb)?) -> RandomStep {
    var (rootIndex, level, _) = randomRouter()
    if let forced, let position = position(of: forced.router) {
      (rootIndex, level) = position
    }
    let issuer = chains[rootIndex][level]
    if kept == nil, level > 0, rng.chance(10) { kept = issuer }
    let model = models[rootIndex]
    let verb = forced?.verb ?? randomVerb(model: model)
    let name = roots[rootIndex].name
    let id = issuer.id
    let prediction = verb.predict(level: level, issuer: id, in: model, taken: census.ids.contains)
    return RandomStep(
      label: { "\(name) level \(level) \(id): \(verb)" }, root: rootIndex,
      expectation: expectation(of: prediction, root: rootIndex)
    ) { () throws(NavigationError) in try verb.perform(on: issuer) }
  }

  /// What a command must do, from a model's prediction for the hierarchy of `root`.
  func expectation(of prediction: Prediction, root: Int) -> Expectation {
    switch prediction {
    case .refused(let error):
      return .refusing(error)
    case .applied(let model):
      var predicted = models
      predicted[root] = model
      return .applies(predicted, selectedTab: snapshot.selectedTab)
    }
  }

  /// The models as they are, for a command that must change nothing.
  var unchanged: Expectation {
    .applies(models, selectedTab: snapshot.selectedTab)
  }

  /// A random verb, of either kind, on a router that was dismissed: it must throw
  /// `routerDetached` and leave the router detached.
  func detachedStep(_ router: Router<TestRoute>) -> RandomStep {
    outcome.detachedVerbs += 1
    let id = router.id
    let run: @MainActor () throws(NavigationError) -> Void
    let description: String
    if rng.chance(50) {
      let verb = randomVerb(model: HierarchyModel(router.hierarchy))
      description = "\(verb)"
      run = { () throws(NavigationError) in try verb.perform(on: router) }
    } else {
      let verb = randomScreenVerb(in: router.hierarchy, level: 0, batching: true)
      description = "\(verb)"
      run = { [ledger] () throws(NavigationError) in
        try verb.perform(on: router, ledger: ledger) { IDCensus(router.hierarchy, name: "").ids }
      }
    }
    return RandomStep(
      label: { "detached \(id): \(description)" }, root: nil,
      expectation: .refusing(.routerDetached(id)), run: run
    ) { [weak router] _ in
      guard let router, router.isAttached else { return [] }
      return ["router \(id) is attached again after a verb on it was refused"]
    }
  }

  func selectStep(_ tabs: TabRouter<RandomTab, TestRoute>) -> RandomStep {
    let tab = rng.pick(RandomTab.allCases)
    return RandomStep(
      label: { "tabs.select(.\(tab))" }, root: nil, expectation: selecting(tab, in: tabs)
    ) { () throws(NavigationError) in try tabs.select(tab) }
  }

  /// Selecting `tab`: refused for a tab the router lacks; reselecting pops it to its root.
  func selecting(_ tab: RandomTab, in tabs: TabRouter<RandomTab, TestRoute>) -> Expectation {
    guard let index = tabs.tabs.firstIndex(of: tab) else {
      return .refusing(.unknownTab("\(tab)", among: tabs.tabs.map { "\($0)" }))
    }
    var predicted = models
    if tab == snapshot.selectedTab { predicted[index].pop(Int.max, at: 0) }
    return .applies(predicted, selectedTab: tab)
  }

  /// One of the tab router's own verbs, on a given tab or the selected one.
  func tabVerbStep(_ tabs: TabRouter<RandomTab, TestRoute>) -> RandomStep {
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
      run = { () throws(NavigationError) in try tabs.presentCover(route, in: tab) }
    }
    let effective = tab ?? snapshot.selectedTab ?? .home
    let label = { "tabs.\(verb) in \(tab.map { ".\($0)" } ?? "the selected tab")" }
    guard let index = tabs.tabs.firstIndex(of: effective) else {
      return RandomStep(
        label: label, root: nil,
        expectation: .refusing(.unknownTab("\(effective)", among: tabs.tabs.map { "\($0)" })),
        run: run)
    }
    let issuer = chains[index][0].id
    let prediction = verb.predict(
      level: 0, issuer: issuer, in: models[index], taken: census.ids.contains)
    return RandomStep(
      label: label, root: index, expectation: expectation(of: prediction, root: index), run: run)
  }

  func popAllStep(_ split: SplitRouter<TestRoute>) -> RandomStep {
    var predicted = models
    for index in predicted.indices { predicted[index].pop(Int.max, at: 0) }
    return RandomStep(
      label: { "split.popAllToRoot()" }, root: nil,
      expectation: .applies(predicted, selectedTab: nil)
    ) { () throws(NavigationError) in try split.popAllToRoot() }
  }

  func randomVerb(model: HierarchyModel) -> RandomVerb {
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

  func randomTarget() -> NavigationTarget {
    rng.chance(40) ? .current : rng.pick([.parent, .child, .root, .deepest])
  }

  func randomRoute() -> TestRoute {
    let detail = TestRoute.detail(Int.random(in: 0..<5, using: &rng))
    return rng.pick([.home, .list, detail, .settings, .profile, .workspace, .player])
  }

  /// An id for a new screen: usually none, sometimes a fresh one of the caller's, sometimes
  /// one already in use in the tree, of any kind (of this hierarchy, or of any), which must
  /// be refused.
  func randomID(model: HierarchyModel?) -> EntryID? {
    let roll = Int.random(in: 0..<100, using: &rng)
    if roll < 70 { return nil }
    if roll < 85 { return freshID() }
    let pool = rng.chance(50) ? model?.levels.flatMap(\.allIDs) ?? [] : census.uses.map(\.id)
    return pool.isEmpty ? nil : rng.pick(pool)
  }

  /// A chosen id no one used yet.
  func freshID() -> EntryID {
    lastName += 1
    return EntryID("n\(lastName)")
  }

  /// An id to dismiss a screen by: mostly one of this hierarchy, else one of another, one of
  /// something else than a screen, a stale one or one never used.
  private func screenID(model: HierarchyModel) -> EntryID {
    let roll = Int.random(in: 0..<100, using: &rng)
    let id: EntryID
    if roll < 60 {
      id = rng.pick(model.ids)
    } else if roll < 70 {
      id = rng.pick(models.flatMap(\.ids))
    } else if roll < 75 {
      id = rng.pick(census.uses.map(\.id))
    } else if roll < 90, !seenIDs.isEmpty {
      id = rng.pick(seenIDs)
    } else {
      id = EntryID("ghost\(Int.random(in: 0..<3, using: &rng))")
    }
    if seenIDs.count < 64 { seenIDs.append(id) } else { seenIDs[Int(rng.next() % 64)] = id }
    return id
  }
}
