import Foundation
import ItineraryTesting
import Testing

@testable import Itinerary

/// Restoring a whole tree: it comes back equal through its saved data for every owner, is
/// applied as one change that resumes the callers and runs the `onDismiss` actions of what
/// leaves, is drawn by the lane step by step, and a refusal changes nothing.
@MainActor
@Suite("Restoration")
struct RestorationTests {
  typealias Hierarchy = NavigationHierarchy<TestRoute>
  typealias Event = NavigationEvent<TestRoute>

  // MARK: Round trips of random trees

  @Test(
    "A tab router's and a split router's random trees come back equal through their data",
    arguments: [(1 as UInt64, false), (0x5EED, false), (0xD1CE, true)])
  func randomTreesRoundTrip(seed: UInt64, split: Bool) async throws {
    let run = try RandomCommandRun(seed: seed, split: split, rendered: false)
    var roundTrips = 0
    run.inspection = { tree in
      roundTrips += 1
      switch tree {
      case .tabs(let tabs):
        let fresh = try? Self.makeTabs()
        let whole = try? Self.makeTabs()
        return Self.roundTripProblems(tabs.state, into: fresh, reading: { fresh?.state })
          + Self.loneRouterProblems(tabs.treeRoots[0].hierarchy)
          + Self.roundTripProblems(
            tabs.store.tree, into: whole?.store, reading: { whole?.store.tree })
      case .split(let split):
        let fresh = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
        let whole = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
        return Self.roundTripProblems(split.split, into: fresh, reading: { fresh.split })
          + Self.loneRouterProblems(split.sidebar.hierarchy)
          + Self.roundTripProblems(
            split.store.tree, into: whole.store, reading: { whole.store.tree })
      }
    }
    run.inspectionInterval = 10
    let outcome = await run.run(commands: 300)
    for failure in outcome.failures { Issue.record(Comment(rawValue: failure)) }
    #expect(roundTrips == 30)
  }

  @Test("A module router's random stacks of modules come back equal through their data")
  func randomModuleTreesRoundTrip() throws {
    let run = try RandomModuleRun(seed: 0x30D)
    var roundTrips = 0
    var covered = 0
    run.inspection = { modules in
      roundTrips += 1
      covered += modules.modules.count - 1
      let fresh = try? ModuleRouter<TestRoute>(
        catalog: [Module(id: "onboarding", root: .home)], initial: "onboarding")
      let whole = try? ModuleRouter<TestRoute>(catalog: modules.catalog, initial: "onboarding")
      return Self.roundTripProblems(modules.state, into: fresh, reading: { fresh?.state })
        + Self.roundTripProblems(
          modules.store.tree, into: whole?.store, reading: { whole?.store.tree })
        + (whole.map { $0.state == modules.state ? [] : ["the module router reads \($0.state)"] }
          ?? [])
    }
    run.inspectionInterval = 10
    let outcome = run.run(commands: 300)
    for failure in outcome.failures { Issue.record(Comment(rawValue: failure)) }
    #expect(roundTrips == 30)
    #expect(covered > 0, "no tree had a covered module")
  }

  /// The three tabs of the random runs, built as they build them.
  static func makeTabs() throws -> TabRouter<RandomTab, TestRoute> {
    try TabRouter<RandomTab, TestRoute>(tabs: [.home, .search, .profile]) { tab in
      switch tab {
      case .home: .home
      case .search: .list
      case .profile, .unused: .profile
      }
    }
  }

  /// Saves `tree` as data, reads it back and restores it into `owner`, a fresh owner built
  /// as the tree's was: what `reading` then reads must equal `tree`, and the id counter must
  /// have moved past every restored id.
  static func roundTripProblems<Tree: RestorableTree & Codable>(
    _ tree: Tree, into owner: Tree.Owner?, reading: () -> Tree?
  ) -> [String] where Tree.Route == TestRoute {
    guard let owner else { return ["the fresh owner could not be built"] }
    do {
      let data = try NavigationSnapshot(tree).data()
      let snapshot = try NavigationSnapshot<Tree>(data: data)
      try snapshot.restore(into: owner)
      guard let restored = reading(), restored == tree else {
        return ["restored \(String(describing: reading())), saved \(tree)"]
      }
      return []
    } catch {
      return ["a round trip of \(tree) was refused: \(error)"]
    }
  }

  /// Restores `hierarchy`, whose root router is `r1`, into a fresh lone router: it must come
  /// back equal, and the next screen pushed must get an id the hierarchy does not use.
  static func loneRouterProblems(_ hierarchy: Hierarchy) -> [String] {
    let router = Router<TestRoute>(root: .home)
    let problems = roundTripProblems(hierarchy, into: router, reading: { router.hierarchy })
    guard problems.isEmpty else { return problems }
    let used = hierarchy.allIDs
    guard (try? router.push(.list, target: .root)) != nil else { return ["the push was refused"] }
    guard let pushed = router.path.last, !used.contains(pushed.id) else {
      return ["the push after restoring reused an id"]
    }
    return []
  }

  // MARK: One change

  @Test func aRestorationIsOneEventAndTheNextIDsAreFresh() throws {
    let router = Router<TestRoute>(root: .home)
    let saved = NavigationHierarchy(
      checkedLevels: [
        RouterState(
          id: router.id, root: router.root,
          path: [
            Entry(id: EntryID(generated: 500), route: .list), Entry(id: "chosen", route: .profile),
          ])
      ])
    let log = EventLog(router)
    let before = router.hierarchy

    try saved.restore(into: router)

    #expect(router.hierarchy == saved)
    #expect(log.events == [.restored(left: NavigationNode(before), shown: NavigationNode(saved))])
    try router.push(.detail(1))
    #expect(router.path.last?.id == EntryID(generated: 501))

    log.clear()
    try router.hierarchy.restore(into: router)
    #expect(log.events.isEmpty, "restoring the tree it shows changes nothing")
  }

  @Test func leavingScreensResumeTheirCallerAndRunTheirOnDismissOnce() async throws {
    let router = Router<TestRoute>(root: .home)
    var dismissals: [EntryID] = []
    try router.show(Screen(.list, id: "kept", onDismiss: { dismissals.append("kept") }))
    let saved = router.hierarchy
    try router.show(
      Screen(.detail(1), id: "watched", onDismiss: { dismissals.append("watched") }))
    try router.show(
      Screen(
        .settings, style: .sheet(SheetOptions()), id: "sheet",
        onDismiss: { dismissals.append("sheet") }))
    let sheet = try #require(router.child)
    let task = Task { try await router.push(.detail(2), returning: Int.self, target: .deepest) }
    #expect(await yieldUntil { sheet.path.count == 1 })
    let awaited = try #require(sheet.path.first).id
    #expect(router.awaitingCallers == 1)

    try saved.restore(into: router)

    await #expect(throws: NavigationError.dismissedWithoutResult(awaited)) {
      _ = try await task.value
    }
    #expect(router.hierarchy == saved)
    #expect(router.awaitingCallers == 0)
    #expect(!sheet.isAttached)
    #expect(Set(dismissals) == ["watched", "sheet"])
    #expect(dismissals.count == 2, "a screen that stays in the restored tree does not leave")

    try saved.restore(into: router)
    try NavigationHierarchy(root: router.hierarchy.root).restore(into: router)
    #expect(dismissals.count == 2, "restoring the tree it shows changes nothing")
    try NavigationHierarchy(root: RouterState(id: router.id, root: router.root))
      .restore(into: router)
    #expect(dismissals.count == 3 && dismissals.last == "kept", "each action ran once")
  }

  @Test func aRestorationIsDrawnStepByStepOneLevelAtATime() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list)
    try router.push(.detail(1))
    let saved = router.hierarchy
    try router.popToRoot()
    try router.presentSheet(.settings)
    try router.presentSheet(.profile, target: .deepest)
    let sheet = try #require(router.child)
    let top = try #require(sheet.child)
    let renderer = HeadlessRenderer<TestRoute>(holding: { $0.animates })
    renderer.attach(to: router.lane)
    router.lane.deadline = .seconds(120)
    router.lane.planner = NavigationPlanner(capabilities: .oneLevelPerUpdate)

    try saved.restore(into: router)

    #expect(router.hierarchy == saved, "the tree changes at once")
    #expect(renderer.renderedSteps == [.dismiss(router: top.id)])
    renderer.acknowledgeHeldStep()
    #expect(renderer.renderedSteps == [.dismiss(router: top.id), .dismiss(router: sheet.id)])
    renderer.acknowledgeHeldStep()
    let path = NavigationStep<TestRoute>.setPath(saved.root.path, router: router.id)
    #expect(
      renderer.renderedSteps == [.dismiss(router: top.id), .dismiss(router: sheet.id), path])
    #expect(!router.lane.isIdle)
    renderer.acknowledgeHeldStep()
    #expect(router.lane.isIdle)
    #expect(router.lane.displayed == NavigationNode(saved))
  }

  @Test func aModuleRouterTakesTheSavedStackAndSwapsTheRouterOnScreen() throws {
    let catalog = [
      Module<TestRoute>(id: "onboarding", root: .home), Module(id: "main", root: .list),
    ]
    let store = InMemoryModuleStore()
    let modules = try ModuleRouter(catalog: catalog, initial: "onboarding", store: store)
    try modules.current.push(.detail(1))
    try modules.showModule(id: "main")
    try modules.current.presentSheet(.settings)
    let saved = modules.state
    try modules.dismissAllModules()
    let shown = modules.current

    try saved.restore(into: modules)

    #expect(modules.state == saved)
    #expect(modules.modules.map(\.id) == ["onboarding", "main"])
    #expect(store.lastModuleID == "main")
    #expect(!shown.isAttached, "the router of the module that left is released")
    try modules.dismissModule()
    #expect(modules.current.hierarchy == saved.modules[0].hierarchy)
  }

  @Test func aSplitRouterTakesTheSavedColumnsAndLayout() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.sidebar.push(.detail(1))
    try split.detail.presentSheet(.settings)
    split.isCollapsed = true
    split.preferredCompactColumn = .detail
    let saved = split.split
    try split.sidebar.popToRoot()
    try split.detail.dismissAllFromRoot()
    split.isCollapsed = false

    let data = try NavigationSnapshot(saved).data()
    try NavigationSnapshot<SplitState<TestRoute>>(data: data).restore(into: split)

    #expect(split.split == saved)
  }

  // MARK: Refusals

  /// A refusal: what is restored into which owner, and the error expected.
  struct Refusal: CustomTestStringConvertible, Sendable {
    let name: String
    let owner: Owner
    let limits: RestorationLimits
    let expected: @Sendable (RestorationError) -> Bool
    var testDescription: String { name }

    enum Owner: Sendable {
      case router(@Sendable (Hierarchy) -> Hierarchy)
      case tabs(@Sendable (TabsState<RandomTab, TestRoute>) -> TabsState<RandomTab, TestRoute>)
      case split(@Sendable (SplitState<TestRoute>) -> SplitState<TestRoute>)
      case modules(@Sendable (ModulesState<TestRoute>) -> ModulesState<TestRoute>)
    }

    init(
      _ name: String, _ owner: Owner, limits: RestorationLimits = .standard,
      expected: @escaping @Sendable (RestorationError) -> Bool
    ) {
      self.name = name
      self.owner = owner
      self.limits = limits
      self.expected = expected
    }
  }

  nonisolated static func says(_ text: String) -> @Sendable (RestorationError) -> Bool {
    { "\($0)".contains(text) }
  }

  nonisolated static let refusals: [Refusal] = [
    Refusal(
      "another root router",
      .router { hierarchy in
        var levels = hierarchy.levels
        levels[0] = RouterState(id: RouterID(rawValue: 99), root: levels[0].root)
        return Hierarchy(checkedLevels: levels)
      }, expected: says("has root router r99, the router's is r1")),
    Refusal(
      "an id twice",
      .router { hierarchy in
        var levels = hierarchy.levels
        levels[1].path.append(levels[0].root)
        return Hierarchy(checkedLevels: levels)
      }, expected: says("level 1 (router r4), screen 1: id #2 appears twice")),
    Refusal(
      "a presentation on the root",
      .router { hierarchy in
        var levels = hierarchy.levels
        levels[0].presentation = Presentation(style: .fullScreenCover)
        return Hierarchy(checkedLevels: levels)
      }, expected: says("the root router r1 has a presentation")),
    Refusal(
      "no level", .router { _ in Hierarchy(checkedLevels: []) },
      expected: says("it has no root router")),
    Refusal(
      "a generated id above the ceiling",
      .router { hierarchy in
        var levels = hierarchy.levels
        levels[0].path.append(Entry(id: EntryID(generated: .max), route: .list))
        return Hierarchy(checkedLevels: levels)
      }, expected: { $0 == .idOutOfRange("#\(UInt64.max)") }),
    Refusal(
      "too deep", .router { $0 }, limits: RestorationLimits(maxDepth: 1),
      expected: { $0 == .tooDeep(hierarchy: "The hierarchy", levels: 2, limit: 1) }),
    Refusal(
      "too many entries", .router { $0 }, limits: RestorationLimits(maxEntries: 1),
      expected: { $0 == .tooManyEntries(2, limit: 1) }),
    Refusal(
      "other tabs",
      .tabs { tabs in
        TabsState(selectedTab: tabs.selectedTab, tabs: tabs.tabs.reversed())
      },
      expected: says(
        "the saved tabs are profile, search, home; the router's are home, search, profile")),
    Refusal(
      "a selected tab not among the tabs",
      .tabs { tabs in
        TabsState(selectedTab: .unused, tabs: tabs.tabs)
      }, expected: says("the selected tab unused is not among the tabs")),
    Refusal(
      "an id used in two tabs",
      .tabs { tabs in
        var tabs = tabs
        tabs.tabs[2].hierarchy.levels[0].path.append(tabs.tabs[0].hierarchy.root.root)
        return tabs
      },
      expected: says(
        "tab profile, level 0 (router r5), screen 1: id #2 appears twice (first at tab home")),
    Refusal(
      "a tab too deep", .tabs { $0 }, limits: RestorationLimits(maxDepth: 1),
      expected: { $0 == .tooDeep(hierarchy: "tab home", levels: 2, limit: 1) }),
    Refusal(
      "columns swapped",
      .split { split in
        SplitState(sidebar: split.detail, detail: split.sidebar, layout: split.layout)
      }, expected: says("the sidebar has root router r3, the router's is r1")),
    Refusal(
      "no modules", .modules { _ in ModulesState(modules: []) },
      expected: { $0 == .invalidTree("it has no modules") }),
    Refusal(
      "a bare router with pushes in a covered module",
      .modules { modules in
        var modules = modules
        var levels = modules.modules[0].hierarchy.levels
        levels.append(
          RouterState(
            id: RouterID(rawValue: 900), root: Entry(id: "bare", route: .workspace),
            path: [Entry(id: "pushed", route: .list)],
            presentation: Presentation(style: .sheet(SheetOptions()), isBare: true)))
        modules.modules[0].hierarchy = Hierarchy(checkedLevels: levels)
        return modules
      }, expected: says("module 0 (onboarding): bare router r900 has pushed screens")),
  ]

  @Test(arguments: refusals)
  func aRefusedRestorationChangesNothing(_ refusal: Refusal) throws {
    switch refusal.owner {
    case .router(let change):
      let router = Router<TestRoute>(root: .home)
      try router.presentSheet(.settings)
      try expectRefused(refusal, change(router.hierarchy), into: router, events: router) {
        router.hierarchy
      }
    case .tabs(let change):
      let tabs = try Self.makeTabs()
      try tabs.presentSheet(.settings)
      try expectRefused(refusal, change(tabs.state), into: tabs, events: tabs.treeRoots[0]) {
        tabs.state
      }
    case .split(let change):
      let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
      try expectRefused(refusal, change(split.split), into: split, events: split.sidebar) {
        split.split
      }
    case .modules(let change):
      let modules = try ModuleRouter<TestRoute>(
        catalog: [Module(id: "onboarding", root: .home)], initial: "onboarding")
      try expectRefused(refusal, change(modules.state), into: modules, events: modules.current) {
        modules.state
      }
    }
  }

  /// Restores `tree` into `owner`: it must be refused as `refusal` expects, with the tree, the
  /// id counter and the events unchanged.
  private func expectRefused<Tree: RestorableTree>(
    _ refusal: Refusal, _ tree: Tree, into owner: Tree.Owner, events router: Router<TestRoute>,
    reading: () -> Tree
  ) throws {
    let before = reading()
    let lastID = router.store.lastID
    let log = EventLog(router)
    do {
      try tree.restore(into: owner, limits: refusal.limits)
      Issue.record("\(refusal.name): restored")
    } catch {
      #expect(refusal.expected(error), "\(refusal.name): \(error)")
    }
    #expect(reading() == before)
    #expect(router.store.lastID == lastID)
    #expect(log.events.isEmpty)
  }
}

extension RandomTab: Codable {}
