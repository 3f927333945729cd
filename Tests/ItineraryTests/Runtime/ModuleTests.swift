import Foundation
import ItineraryTesting
import Testing

@testable import Itinerary

/// `ModuleRouter`: the stack of whole hierarchies, its store, and what a swap releases.
@MainActor
@Suite("Module router")
struct ModuleTests {
  typealias Modules = ModuleRouter<TestRoute>

  static let onboarding = Module<TestRoute>(id: "onboarding", root: .home)
  static let main = Module<TestRoute>(id: "main", root: .list, transition: .trailing)
  static let account = Module<TestRoute>(id: "account", root: .profile)
  static let player = Module<TestRoute>(id: "player", root: .player, transition: .bottom)
  static let catalog = [onboarding, main, account, player]

  /// Collects the events an observer receives.
  private final class Recorder {
    var events: [NavigationEvent<TestRoute>] = []
  }

  /// A module router on `onboarding` with main, account and player shown above it.
  private func fourModules(store: (any ModuleStore)? = nil) throws -> Modules {
    let modules = try Modules(catalog: Self.catalog, initial: "onboarding", store: store)
    try modules.showModule(id: "main")
    try modules.showModule(id: "account")
    try modules.showModule(id: "player")
    return modules
  }

  // MARK: Launch

  @Test func initStartsWithTheInitialModuleWithoutAStore() throws {
    let modules = try Modules(catalog: Self.catalog, initial: "main")

    #expect(modules.modules == [Self.main])
    #expect(modules.current.rootDestination == .list)
    #expect(modules.current.isRootRouter)
    #expect(modules.hierarchies == [modules.current.hierarchy])
  }

  @Test func initRestoresTheSavedModuleWhenTheCatalogHasIt() throws {
    let store = InMemoryModuleStore(lastModuleID: "account")

    let modules = try Modules(catalog: Self.catalog, initial: "onboarding", store: store)

    #expect(modules.modules == [Self.account])
    #expect(modules.current.rootDestination == .profile)
    #expect(store.lastModuleID == "account")
  }

  @Test func initFallsBackToTheInitialModuleWhenTheSavedOneIsGone() throws {
    let store = InMemoryModuleStore(lastModuleID: "retired")

    let modules = try Modules(catalog: Self.catalog, initial: "onboarding", store: store)

    #expect(modules.modules == [Self.onboarding])
    #expect(modules.current.rootDestination == .home)
    #expect(store.lastModuleID == "onboarding")
  }

  @Test func initWithAnEmptyStoreSavesTheInitialModule() throws {
    let store = InMemoryModuleStore()

    let modules = try Modules(catalog: Self.catalog, initial: "main", store: store)

    #expect(modules.modules == [Self.main])
    #expect(store.lastModuleID == "main")
  }

  @Test func anUnknownInitialModuleIsRefused() {
    #expect(throws: NavigationError.unknownModule("nope")) {
      try Modules(catalog: Self.catalog, initial: "nope")
    }
    #expect(throws: NavigationError.unknownModule("nope")) {
      try Modules(catalog: [], initial: "nope", store: InMemoryModuleStore())
    }
  }

  // MARK: Stores

  @Test func theInMemoryStoreSavesTheLastModuleOnEveryShowAndDismiss() throws {
    let store = InMemoryModuleStore()
    let modules = try Modules(catalog: Self.catalog, initial: "onboarding", store: store)
    var saved: [String?] = [store.lastModuleID]

    try modules.showModule(id: "main")
    saved.append(store.lastModuleID)
    try modules.showModule(id: "account")
    saved.append(store.lastModuleID)
    try modules.dismissModule()
    saved.append(store.lastModuleID)
    try modules.showModules([Self.account, Self.player])
    saved.append(store.lastModuleID)
    try modules.dismissModules(above: "account")
    saved.append(store.lastModuleID)
    try modules.dismissAllModules()
    saved.append(store.lastModuleID)

    #expect(saved == ["onboarding", "main", "account", "main", "player", "account", "onboarding"])
  }

  @Test func theUserDefaultsStoreSavesTheLastModuleAndRestoresItAtLaunch() throws {
    let suite = "itinerary-tests-modules-\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    let store = UserDefaultsModuleStore(defaults: defaults, key: "last")
    #expect(store.lastModuleID == nil)

    let modules = try Modules(catalog: Self.catalog, initial: "onboarding", store: store)
    #expect(defaults.string(forKey: "last") == "onboarding")
    try modules.showModule(id: "main")
    #expect(defaults.string(forKey: "last") == "main")
    try modules.showModule(id: "account")
    #expect(defaults.string(forKey: "last") == "account")
    try modules.dismissModule()
    #expect(defaults.string(forKey: "last") == "main")
    #expect(store.lastModuleID == "main")

    let relaunched = try Modules(
      catalog: Self.catalog, initial: "onboarding",
      store: UserDefaultsModuleStore(defaults: defaults, key: "last"))
    #expect(relaunched.modules == [Self.main])
    #expect(relaunched.current.rootDestination == .list)
  }

  @Test func theUserDefaultsStoreKeepsItsKeyApart() throws {
    let suite = "itinerary-tests-modules-\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    let first = UserDefaultsModuleStore(defaults: defaults, key: "first")
    let second = UserDefaultsModuleStore(defaults: defaults, key: "second")

    first.lastModuleID = "main"
    second.lastModuleID = "account"
    #expect(first.lastModuleID == "main")
    #expect(second.lastModuleID == "account")

    first.lastModuleID = nil
    #expect(first.lastModuleID == nil)
    #expect(defaults.string(forKey: "first") == nil)
    #expect(second.lastModuleID == "account")
  }

  // MARK: Showing

  @Test func showModuleSwapsTheCurrentRouter() throws {
    let modules = try Modules(catalog: Self.catalog, initial: "onboarding")
    let old = modules.current

    try modules.showModule(id: "main")

    #expect(modules.current !== old)
    #expect(modules.current.rootDestination == .list)
    #expect(modules.current.isAttached)
    #expect(!old.isAttached)
    #expect(modules.modules == [Self.onboarding, Self.main])
    #expect(throws: NavigationError.routerDetached(old.id)) { try old.push(.detail(1)) }
  }

  @Test func showModuleReleasesTheOldModulesRouters() throws {
    let modules = try Modules(catalog: Self.catalog, initial: "onboarding")
    try modules.current.push(.list)
    try modules.current.presentSheet(.settings)
    try modules.current.presentCover(.profile, target: .deepest)
    weak let oldRoot = modules.current
    weak let oldSheet = modules.current.child
    weak let oldCover = modules.current.child?.child
    #expect(oldRoot != nil && oldSheet != nil && oldCover != nil)

    try modules.showModule(id: "main")

    #expect(oldRoot == nil)
    #expect(oldSheet == nil)
    #expect(oldCover == nil)
  }

  @Test func anUnknownModuleIsRefusedAndChangesNothing() throws {
    let modules = try Modules(catalog: Self.catalog, initial: "onboarding")
    try modules.showModule(id: "main")
    let current = modules.current
    let before = modules.hierarchies

    #expect(throws: NavigationError.unknownModule("nope")) { try modules.showModule(id: "nope") }
    #expect(throws: NavigationError.unknownModule("nope")) {
      try modules.dismissModule(id: "nope")
    }
    #expect(throws: NavigationError.unknownModule("nope")) {
      try modules.dismissModules(above: "nope")
    }

    #expect(modules.current === current)
    #expect(modules.hierarchies == before)
    #expect(modules.modules == [Self.onboarding, Self.main])
  }

  @Test func showModulesCoversTheOnesBetweenAtOnce() throws {
    let modules = try Modules(catalog: Self.catalog, initial: "onboarding")

    try modules.showModules([Self.main, Self.account])

    #expect(modules.modules == [Self.onboarding, Self.main, Self.account])
    #expect(modules.hierarchies.map(\.root.root.route) == [.home, .list, .profile])
    #expect(modules.current.rootDestination == .profile)

    try modules.dismissModule()
    #expect(modules.modules == [Self.onboarding, Self.main])
    #expect(modules.current.rootDestination == .list)
    #expect(modules.hierarchies.map(\.root.root.route) == [.home, .list])
  }

  @Test func showingNoModulesIsANoOp() throws {
    let modules = try Modules(catalog: Self.catalog, initial: "onboarding")
    let current = modules.current

    try modules.showModules([])

    #expect(modules.current === current)
    #expect(modules.modules == [Self.onboarding])
  }

  @Test func theSameModuleCanBeShownTwiceAsTwoHierarchies() throws {
    let modules = try Modules(catalog: Self.catalog, initial: "main")
    try modules.current.push(.detail(1))

    try modules.showModule(id: "main")

    #expect(modules.modules == [Self.main, Self.main])
    #expect(modules.current.path.isEmpty)
    #expect(modules.hierarchies.count == 2)
    #expect(modules.hierarchies[0].root.id != modules.hierarchies[1].root.id)
  }

  // MARK: Coming back

  @Test func theCoveredModulesStateComesBackOnNewRouters() throws {
    let modules = try Modules(catalog: Self.catalog, initial: "onboarding")
    try modules.current.push(.list, id: "list")
    try modules.current.presentSheet(.settings, id: "settings")
    try modules.current.push(.detail(2), id: "detail", target: .deepest)
    try modules.current.showModal(.profile, id: "toast", target: .deepest)
    try modules.current.showAlert(title: "Hello", id: "hello")
    let before = modules.current.hierarchy
    let oldRoot = modules.current
    let oldSheet = try #require(oldRoot.child)

    try modules.showModule(id: "main")
    try modules.current.push(.detail(7))
    try modules.dismissModule()

    #expect(modules.current.hierarchy == before)
    #expect(modules.hierarchies == [before])
    #expect(modules.modules == [Self.onboarding])
    let newSheet = try #require(modules.current.child)
    #expect(modules.current !== oldRoot)
    #expect(newSheet !== oldSheet)
    #expect(modules.current.id == oldRoot.id)
    #expect(newSheet.id == oldSheet.id)
    #expect(newSheet.parent === modules.current)
    #expect(newSheet.isAttached)
  }

  @Test func theRestoredRoutersNavigate() throws {
    let modules = try Modules(catalog: Self.catalog, initial: "onboarding")
    try modules.current.presentSheet(.settings, id: "settings")
    try modules.showModule(id: "main")
    try modules.dismissModule()

    let sheet = try #require(modules.current.child)
    try sheet.push(.detail(3), id: "detail")
    try modules.current.dismissChild()

    #expect(modules.current.child == nil)
    #expect(modules.current.hierarchy.levels.count == 1)
    #expect(!sheet.isAttached)
  }

  @Test func newIDsNeverRepeatTheCoveredModules() throws {
    let modules = try Modules(catalog: Self.catalog, initial: "onboarding")
    try modules.current.push(.list)
    let covered = Set(modules.current.hierarchy.screens.map(\.id))

    try modules.showModule(id: "main")
    try modules.current.push(.detail(1))
    try modules.dismissModule()
    try modules.current.push(.detail(2))

    let ids = modules.current.hierarchy.screens.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(covered.isSubset(of: Set(ids)))
  }

  // MARK: Dismissing

  @Test func dismissModuleByIDTakesTheOnesAboveToo() throws {
    let modules = try fourModules()

    try modules.dismissModule(id: "main")

    #expect(modules.modules == [Self.onboarding])
    #expect(modules.current.rootDestination == .home)
    #expect(modules.hierarchies.count == 1)
  }

  @Test func dismissModuleByIDOfTheTopOne() throws {
    let modules = try fourModules()

    try modules.dismissModule(id: "player")

    #expect(modules.modules == [Self.onboarding, Self.main, Self.account])
    #expect(modules.current.rootDestination == .profile)
  }

  @Test func dismissModulesAboveKeepsTheNamedOne() throws {
    let modules = try fourModules()

    try modules.dismissModules(above: "main")

    #expect(modules.modules == [Self.onboarding, Self.main])
    #expect(modules.current.rootDestination == .list)
    #expect(modules.hierarchies.map(\.root.root.route) == [.home, .list])
  }

  @Test func dismissModulesAboveTheTopOneIsANoOp() throws {
    let modules = try fourModules()
    let current = modules.current

    try modules.dismissModules(above: "player")

    #expect(modules.current === current)
    #expect(modules.modules.count == 4)
  }

  /// One row of `dismissModules(count:)` on four modules.
  struct CountCase: CustomStringConvertible, Sendable {
    let count: Int
    let remaining: [String]
    var description: String { "dismiss \(count) of 4 modules" }
  }

  nonisolated static let countCases: [CountCase] = [
    CountCase(count: 0, remaining: ["onboarding", "main", "account", "player"]),
    CountCase(count: 1, remaining: ["onboarding", "main", "account"]),
    CountCase(count: 2, remaining: ["onboarding", "main"]),
    CountCase(count: 3, remaining: ["onboarding"]),
    CountCase(count: 4, remaining: ["onboarding"]),
    CountCase(count: .max, remaining: ["onboarding"]),
    CountCase(count: -1, remaining: ["onboarding", "main", "account", "player"]),
  ]

  @Test(arguments: countCases)
  func dismissModulesByCountClampsToTheFirstModule(_ row: CountCase) throws {
    let store = InMemoryModuleStore()
    let modules = try fourModules(store: store)
    let current = modules.current

    try modules.dismissModules(count: row.count)

    #expect(modules.modules.map(\.id) == row.remaining)
    #expect(modules.hierarchies.count == row.remaining.count)
    let top = try #require(Self.catalog.first { $0.id == row.remaining.last })
    #expect(modules.current.rootDestination == top.root)
    #expect((modules.current === current) == (row.remaining.count == 4))
    #expect(store.lastModuleID == row.remaining.last)
  }

  @Test func dismissAllModulesGoesBackToTheFirst() throws {
    let modules = try fourModules()

    try modules.dismissAllModules()

    #expect(modules.modules == [Self.onboarding])
    #expect(modules.current.rootDestination == .home)
  }

  @Test func theFirstModuleCannotBeDismissed() throws {
    let modules = try fourModules()
    let current = modules.current
    let before = modules.hierarchies

    #expect(throws: NavigationError.cannotDismissFirstModule("onboarding")) {
      try modules.dismissModule(id: "onboarding")
    }

    #expect(modules.current === current)
    #expect(modules.hierarchies == before)
    #expect(modules.modules.count == 4)
  }

  @Test func dismissingWithOneModuleIsANoOp() throws {
    let modules = try Modules(catalog: Self.catalog, initial: "onboarding")
    let current = modules.current
    let recorder = Recorder()
    let token = current.observeEvents { recorder.events.append($0) }

    try modules.dismissModule()
    try modules.dismissAllModules()
    try modules.dismissModules(above: "onboarding")

    #expect(modules.current === current)
    #expect(current.isAttached)
    #expect(recorder.events.isEmpty)
    token.cancel()
  }

  // MARK: What a swap releases

  @Test(.timeLimit(.minutes(1)))
  func aCallerAwaitingAResultInTheOldModuleIsResumedBySwap() async throws {
    let modules = try Modules(catalog: Self.catalog, initial: "onboarding")
    let current = modules.current
    var iterator = modules.events.makeAsyncIterator()

    let task = Task {
      try await current.present(.settings, returning: Int.self)
    }
    guard case .presented(let entry, _, _, _) = await iterator.next(isolation: #isolation) else {
      Issue.record("expected the presentation first")
      return
    }
    #expect(current.awaitingCallers == 1)

    try modules.showModule(id: "main")

    await #expect(throws: NavigationError.dismissedWithoutResult(entry.id)) {
      try await task.value
    }
    #expect(modules.current.awaitingCallers == 0)
  }

  @Test func theOldModulesOnDismissActionsRunOnceOnSwap() throws {
    let modules = try Modules(catalog: Self.catalog, initial: "onboarding")
    var ran: [String] = []
    try modules.current.showModal(.settings, id: "toast", onDismiss: { ran.append("toast") })
    try modules.current.show(Screen(.list, id: "list", onDismiss: { ran.append("list") }))

    try modules.showModule(id: "main")
    #expect(ran.sorted() == ["list", "toast"])

    try modules.dismissModule()
    try modules.current.dismissAllModals()
    try modules.current.popToRoot()
    #expect(ran.count == 2)
  }

  @Test func showModuleEmitsModuleSwapped() throws {
    let modules = try Modules(catalog: Self.catalog, initial: "onboarding")
    try modules.current.push(.list)
    let left = modules.current.hierarchy
    let recorder = Recorder()
    let token = modules.current.observeEvents { recorder.events.append($0) }

    try modules.showModule(id: "main")
    let shown = modules.current.hierarchy
    try modules.dismissModule()

    #expect(
      recorder.events == [
        .moduleSwapped(left: NavigationNode(left), shown: NavigationNode(shown)),
        .moduleSwapped(left: NavigationNode(shown), shown: NavigationNode(left)),
      ])
    token.cancel()
  }

  @Test(.timeLimit(.minutes(1)))
  func theEventsStreamSeesEveryModule() async throws {
    let modules = try Modules(catalog: Self.catalog, initial: "onboarding")
    var iterator = modules.events.makeAsyncIterator()
    let left = modules.current.hierarchy

    try modules.showModule(id: "main")
    let shown = modules.current.hierarchy
    try modules.current.push(.detail(1), id: "detail")

    #expect(
      await iterator.next(isolation: #isolation)
        == .moduleSwapped(left: NavigationNode(left), shown: NavigationNode(shown)))
    #expect(
      await iterator.next(isolation: #isolation)
        == .pushed([Entry(id: "detail", route: .detail(1))], router: modules.current.id))
  }

  @Test func hierarchiesListTheCoveredModulesThenTheCurrentOne() throws {
    let modules = try Modules(catalog: Self.catalog, initial: "onboarding")
    try modules.current.push(.detail(1))
    let first = modules.current.hierarchy
    try modules.showModule(id: "main")
    try modules.current.presentSheet(.settings)
    let second = modules.current.hierarchy
    try modules.showModule(id: "account")

    #expect(modules.hierarchies == [first, second, modules.current.hierarchy])
  }

  // MARK: The lane

  @Test func theLanePlansAModuleSwapAsAReplacedNode() throws {
    let modules = try Modules(catalog: Self.catalog, initial: "onboarding")
    let renderer = HeadlessRenderer<TestRoute>()
    renderer.attach(to: modules.lane)

    try modules.showModule(id: "main")
    let main = modules.current.hierarchy
    let tree = try #require(modules.lane.tree)
    #expect(renderer.renderedSteps == [.replaceNode(modules.nodeID, with: tree)])
    #expect(modules.lane.isIdle)
    #expect(modules.lane.displayed?.hierarchies == [main])

    renderer.clearRenderedSteps()
    try modules.current.push(.detail(1), id: "detail")
    #expect(
      renderer.renderedSteps == [
        .setPath([Entry(id: "detail", route: .detail(1))], router: modules.current.id)
      ])

    renderer.clearRenderedSteps()
    try modules.dismissModule()
    #expect(
      renderer.renderedSteps == [
        .replaceNode(modules.nodeID, with: try #require(modules.lane.tree))
      ])
    #expect(modules.lane.isIdle)
  }

  @Test func aHeldSwapWaitsForTheRenderer() throws {
    let modules = try Modules(catalog: Self.catalog, initial: "onboarding")
    let renderer = HeadlessRenderer<TestRoute> { step in
      if case .replaceNode = step { return true }
      return false
    }
    renderer.attach(to: modules.lane)

    try modules.showModule(id: "main")
    #expect(!modules.lane.isIdle)
    try modules.current.push(.detail(1), id: "detail")
    #expect(renderer.renderedSteps.count == 1)

    #expect(renderer.acknowledgeHeldStep())
    #expect(renderer.renderedSteps.count == 2)
    #expect(modules.lane.isIdle)
    #expect(modules.lane.displayed?.hierarchies == [modules.current.hierarchy])
  }
}
