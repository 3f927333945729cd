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
        let whole = try? Self.makeTabs()
        return Self.loneRouterProblems(tabs[.home]?.hierarchy)
          + Self.roundTripProblems(tabs.store.tree, into: whole?.store)
      case .split(let split):
        let whole = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
        return Self.loneRouterProblems(split.sidebar.hierarchy)
          + Self.roundTripProblems(split.store.tree, into: whole.store)
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
      let whole = try? ModuleRouter<TestRoute>(catalog: modules.catalog, initial: "onboarding")
      return Self.roundTripProblems(modules.store.tree, into: whole?.store)
        + (whole.map {
          $0.modules == modules.modules && $0.hierarchies == modules.hierarchies
            ? [] : ["the module router reads \($0.modules), \($0.hierarchies)"]
        } ?? [])
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

  /// Saves `tree` as data, reads it back and restores it into `store`, the store of a fresh
  /// owner built as the tree's was: the store's tree must then equal `tree`, and the id
  /// counter must have moved past every restored id.
  static func roundTripProblems(
    _ tree: NavigationNode<TestRoute>, into store: NavigationStore<TestRoute>?
  ) -> [String] {
    guard let store else { return ["the fresh owner could not be built"] }
    do {
      let data = try NavigationSnapshot(tree).data()
      let snapshot = try NavigationSnapshot<TestRoute>(data: data)
      try snapshot.restore(into: store)
      guard store.tree == tree else { return ["restored \(store.tree), saved \(tree)"] }
      return []
    } catch {
      return ["a round trip of \(tree) was refused: \(error)"]
    }
  }

  /// Restores `hierarchy`, whose root router is `r1`, into a fresh lone router: it must come
  /// back equal, and the next screen pushed must get an id the hierarchy does not use.
  static func loneRouterProblems(_ hierarchy: Hierarchy?) -> [String] {
    guard let hierarchy else { return ["no hierarchy to restore"] }
    let router = Router<TestRoute>(root: .home)
    let problems = roundTripProblems(NavigationNode(hierarchy), into: router.store)
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

    try NavigationNode(saved).restore(into: router.store)

    #expect(router.hierarchy == saved)
    #expect(log.events == [.restored(left: NavigationNode(before), shown: NavigationNode(saved))])
    try router.push(.detail(1))
    #expect(router.path.last?.id == EntryID(generated: 501))

    log.clear()
    try NavigationNode(of: router.store).restore(into: router.store)
    #expect(log.events.isEmpty, "restoring the tree it shows changes nothing")
  }

  @Test func leavingScreensResumeTheirCallerAndRunTheirOnDismissOnce() async throws {
    let router = Router<TestRoute>(root: .home)
    var dismissals: [EntryID] = []
    try router.show(Screen(.list, id: "kept", onDismiss: { dismissals.append("kept") }))
    let saved = router.store.tree
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

    try saved.restore(into: router.store)

    await #expect(throws: NavigationError.dismissedWithoutResult(awaited)) {
      _ = try await task.value
    }
    #expect(router.store.tree == saved)
    #expect(router.awaitingCallers == 0)
    #expect(!sheet.isAttached)
    #expect(Set(dismissals) == ["watched", "sheet"])
    #expect(dismissals.count == 2, "a screen that stays in the restored tree does not leave")

    try saved.restore(into: router.store)
    try NavigationNode(NavigationHierarchy(root: router.hierarchy.root))
      .restore(into: router.store)
    #expect(dismissals.count == 2, "restoring the tree it shows changes nothing")
    try NavigationNode(NavigationHierarchy(root: RouterState(id: router.id, root: router.root)))
      .restore(into: router.store)
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

    try NavigationNode(saved).restore(into: router.store)

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
    let saved = modules.store.tree
    let savedHierarchies = modules.hierarchies
    try modules.dismissAllModules()
    let shown = modules.current

    try saved.restore(into: modules.store)

    #expect(modules.store.tree == saved)
    #expect(modules.hierarchies == savedHierarchies)
    #expect(modules.modules.map(\.id) == ["onboarding", "main"])
    #expect(store.lastModuleID == "main")
    #expect(!shown.isAttached, "the router of the module that left is released")
    try modules.dismissModule()
    #expect(modules.current.hierarchy == savedHierarchies[0])
  }

  @Test func aSplitRouterTakesTheSavedColumnsAndLayout() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.sidebar.push(.detail(1))
    try split.detail.presentSheet(.settings)
    split.isCollapsed = true
    split.preferredCompactColumn = .detail
    let saved = NavigationNode(of: split.store)
    let (sidebar, detail, layout) = (split.sidebar.hierarchy, split.detail.hierarchy, split.layout)
    try split.sidebar.popToRoot()
    try split.detail.dismissAllFromRoot()
    split.isCollapsed = false

    let data = try NavigationSnapshot(saved).data()
    try NavigationSnapshot<TestRoute>(data: data).restore(into: split.store)

    #expect(split.store.tree == saved)
    #expect(split.sidebar.hierarchy == sidebar)
    #expect(split.detail.hierarchy == detail)
    #expect(split.layout == layout)
  }

  // MARK: Refusals

  /// A refusal: the whole tree of which owner is changed how before it is restored, and the
  /// error expected.
  struct Refusal: CustomTestStringConvertible, Sendable {
    let name: String
    let owner: Owner
    let change: @Sendable (Tree) -> Tree
    let limits: RestorationLimits
    let expected: @Sendable (RestorationError) -> Bool
    var testDescription: String { name }

    /// The owner whose store's tree is restored into.
    enum Owner: Sendable {
      /// A lone router with a sheet.
      case router
      /// The three tabs of ``makeTabs()``, with a sheet on home.
      case tabs
      /// A split router.
      case split
      /// A module router of one module, onboarding.
      case modules
    }

    init(
      _ name: String, _ owner: Owner, limits: RestorationLimits = .standard,
      change: @escaping @Sendable (Tree) -> Tree,
      expected: @escaping @Sendable (RestorationError) -> Bool
    ) {
      self.name = name
      self.owner = owner
      self.change = change
      self.limits = limits
      self.expected = expected
    }
  }

  typealias Tree = NavigationNode<TestRoute>

  nonisolated static func says(_ text: String) -> @Sendable (RestorationError) -> Bool {
    { "\($0)".contains(text) }
  }

  nonisolated static let refusals: [Refusal] = [
    Refusal(
      "another root router", .router,
      change: {
        $0.changingHierarchy { hierarchy in
          var levels = hierarchy.levels
          levels[0] = RouterState(id: RouterID(rawValue: 99), root: levels[0].root)
          hierarchy = Hierarchy(checkedLevels: levels)
        }
      }, expected: says("the saved tree is stack r99; this store's is stack r1")),
    Refusal(
      "an id twice", .router,
      change: {
        $0.changingHierarchy { hierarchy in
          var levels = hierarchy.levels
          levels[1].path.append(levels[0].root)
          hierarchy = Hierarchy(checkedLevels: levels)
        }
      }, expected: says("level 1 (router r4), screen 1: id #2 appears twice")),
    Refusal(
      "a presentation on the root", .router,
      change: {
        $0.changingHierarchy { hierarchy in
          var levels = hierarchy.levels
          levels[0].presentation = Presentation(style: .fullScreenCover)
          hierarchy = Hierarchy(checkedLevels: levels)
        }
      }, expected: says("the root router r1 has a presentation")),
    Refusal(
      "no level", .router,
      change: { $0.changingHierarchy { $0 = Hierarchy(checkedLevels: []) } },
      expected: says("it has no root router")),
    Refusal(
      "a generated id above the ceiling", .router,
      change: {
        $0.changingHierarchy { hierarchy in
          var levels = hierarchy.levels
          levels[0].path.append(Entry(id: EntryID(generated: .max), route: .list))
          hierarchy = Hierarchy(checkedLevels: levels)
        }
      }, expected: { $0 == .idOutOfRange("#\(UInt64.max)") }),
    Refusal(
      "too deep", .router, limits: RestorationLimits(maxDepth: 1), change: { $0 },
      expected: { $0 == .tooDeep(hierarchy: "The hierarchy", levels: 2, limit: 1) }),
    Refusal(
      "too many entries", .router, limits: RestorationLimits(maxEntries: 1), change: { $0 },
      expected: { $0 == .tooManyEntries(2, limit: 1) }),
    Refusal(
      "other tabs", .tabs,
      change: { tree in
        guard case .tabs(var tabs) = tree else { return tree }
        tabs.tabs.reverse()
        return .tabs(tabs)
      },
      expected: says("the saved tree is tabs r0: tab profile stack r5, tab search stack r3")),
    Refusal(
      "a selected tab not among the tabs", .tabs,
      change: { tree in
        guard case .tabs(var tabs) = tree else { return tree }
        tabs.selected = "unused"
        return .tabs(tabs)
      }, expected: says("the selected tab unused is not among the tabs")),
    Refusal(
      "an id used in two tabs", .tabs,
      change: { tree in
        guard case .tabs(let tabs) = tree, case .stack(let home) = tabs.tabs[0].node else {
          return tree
        }
        return tree.changingHierarchy(at: [2]) {
          $0.levels[0].path.append(home.hierarchy.root.root)
        }
      },
      expected: says(
        "tab profile, level 0 (router r5), screen 1: id #2 appears twice (first at tab home")),
    Refusal(
      "a tab too deep", .tabs, limits: RestorationLimits(maxDepth: 1), change: { $0 },
      expected: { $0 == .tooDeep(hierarchy: "tab home", levels: 2, limit: 1) }),
    Refusal(
      "columns swapped", .split,
      change: { tree in
        guard case .split(var split) = tree else { return tree }
        (split.sidebar, split.detail) = (split.detail, split.sidebar)
        return .split(split)
      }, expected: says("the saved tree is split r0: sidebar stack r3, detail stack r1")),
    Refusal(
      "no modules", .modules,
      change: { tree in
        guard case .modules(var modules) = tree else { return tree }
        modules.modules = []
        return .modules(modules)
      }, expected: says("it has no modules")),
    Refusal(
      "a bare router with pushes in a covered module", .modules,
      change: {
        $0.changingHierarchy(at: [0]) { hierarchy in
          var levels = hierarchy.levels
          levels.append(
            RouterState(
              id: RouterID(rawValue: 900), root: Entry(id: "bare", route: .workspace),
              path: [Entry(id: "pushed", route: .list)],
              presentation: Presentation(style: .sheet(SheetOptions()), isBare: true)))
          hierarchy = Hierarchy(checkedLevels: levels)
        }
      }, expected: says("module 0 (onboarding): bare router r900 has pushed screens")),
  ]

  @Test(arguments: refusals)
  func aRefusedRestorationChangesNothing(_ refusal: Refusal) throws {
    switch refusal.owner {
    case .router:
      let router = Router<TestRoute>(root: .home)
      try router.presentSheet(.settings)
      try expectRefused(refusal, into: router.store, events: router)
    case .tabs:
      let tabs = try Self.makeTabs()
      try tabs.presentSheet(.settings)
      try expectRefused(refusal, into: tabs.store, events: try #require(tabs[.home]))
    case .split:
      let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
      try expectRefused(refusal, into: split.store, events: split.sidebar)
    case .modules:
      let modules = try ModuleRouter<TestRoute>(
        catalog: [Module(id: "onboarding", root: .home)], initial: "onboarding")
      try expectRefused(refusal, into: modules.store, events: modules.current)
    }
  }

  /// Restores the tree of `store`, changed as `refusal` says, into `store`: it must be refused
  /// as `refusal` expects, with the tree, the id counter and the events unchanged.
  private func expectRefused(
    _ refusal: Refusal, into store: NavigationStore<TestRoute>, events router: Router<TestRoute>
  ) throws {
    let before = store.tree
    let lastID = store.lastID
    let log = EventLog(router)
    do {
      try refusal.change(before).restore(into: store, limits: refusal.limits)
      Issue.record("\(refusal.name): restored")
    } catch {
      #expect(refusal.expected(error), "\(refusal.name): \(error)")
    }
    #expect(store.tree == before)
    #expect(store.lastID == lastID)
    #expect(log.events.isEmpty)
  }
}

extension RandomTab: Codable {}

extension NavigationNode {
  /// This tree with the hierarchy of a stack changed by `change`: the stack reached from the
  /// root by `path`, each step the index of a node among ``children`` (a tab, a column, a
  /// module); the root itself for an empty path. Unchanged when no stack is there.
  func changingHierarchy(
    at path: [Int] = [], _ change: (inout NavigationHierarchy<Route>) -> Void
  ) -> NavigationNode {
    guard let index = path.first else {
      guard case .stack(var stack) = self else { return self }
      change(&stack.hierarchy)
      return .stack(stack)
    }
    let rest = Array(path.dropFirst())
    switch self {
    case .stack(var stack):
      guard var presented = stack.presented else { return self }
      presented.node = presented.node.changingHierarchy(at: rest, change)
      stack.presented = presented
      return .stack(stack)
    case .tabs(var tabs):
      tabs.tabs[index].node = tabs.tabs[index].node.changingHierarchy(at: rest, change)
      return .tabs(tabs)
    case .split(var split):
      if index == 0 {
        split.sidebar = split.sidebar.changingHierarchy(at: rest, change)
      } else {
        split.detail = split.detail.changingHierarchy(at: rest, change)
      }
      return .split(split)
    case .modules(var modules):
      modules.modules[index].node = modules.modules[index].node.changingHierarchy(
        at: rest, change)
      return .modules(modules)
    }
  }
}
