import ItineraryTesting
import Testing

@testable import Itinerary

/// One navigator per store: a service on another actor holds `Navigator(modules.store)` from
/// launch, and its verbs land on the stack on screen, through onboarding, a swap into the main
/// module's tabs and a tab switch, with typed results from any tab.
@MainActor
@Suite("A navigator of a whole store")
struct StoreNavigatorTests {
  typealias MainTab = ModuleTabsTests.MainTab

  actor Service {
    let navigator: Navigator<TestRoute>

    init(_ navigator: Navigator<TestRoute>) {
      self.navigator = navigator
    }

    func push(_ route: TestRoute) async throws(NavigationError) {
      try await navigator.run { router throws(NavigationError) in try router.push(route) }
    }

    func open(_ destination: LinkDestination<TestRoute>) async throws(LinkError) {
      try await navigator.open(destination)
    }

    func askForANumber() async throws -> Int {
      try await navigator.push(.settings, returning: Int.self)
    }
  }

  private func modules() throws -> ModuleRouter<TestRoute> {
    try ModuleRouter(catalog: ModuleTabsTests.catalog(), initial: "onboarding")
  }

  @Test func itsVerbsLandOnTheStackOnScreenAcrossASwapAndATabSwitch() async throws {
    let modules = try modules()
    let service = Service(Navigator(modules.store))

    try await service.push(.detail(1))
    #expect(modules.current.path.map(\.route) == [.detail(1)])

    try modules.showModule(id: "main")
    try await service.push(.detail(2))
    let tabs = try modules.tabs(MainTab.allCases)
    #expect(tabs[.feed]?.path.map(\.route) == [.detail(2)])

    try tabs.select(.search)
    try await service.push(.detail(3))
    #expect(tabs[.search]?.path.map(\.route) == [.detail(3)])
    #expect(tabs[.feed]?.path.map(\.route) == [.detail(2)])
  }

  @Test func aTypedResultComesBackFromTheSelectedTab() async throws {
    let modules = try modules()
    try modules.showModule(id: "main")
    let tabs = try modules.tabs(MainTab.allCases)
    try tabs.select(.search)
    let service = Service(Navigator(modules.store))

    let asked = Task { try await service.askForANumber() }
    #expect(await yieldUntil { tabs[.search]?.path.isEmpty == false })
    let search = try #require(tabs[.search])
    #expect(search.path.map(\.route) == [.settings])
    try search.finish(returning: 42)

    #expect(try await asked.value == 42)
    #expect(search.awaitingCallers == 0)
  }

  @Test func itReachesAnyNodeWithATypedDestinationAsOneChange() async throws {
    let modules = try modules()
    let renderer = HeadlessRenderer<TestRoute>()
    renderer.attach(to: modules.lane)
    let service = Service(Navigator(modules.store))

    try await service.open(
      LinkDestination(module: "main", hierarchy: "search", stack: [.detail(3)]))
    let tabs = try modules.tabs(MainTab.allCases)
    #expect(tabs.selectedTab == .search)
    #expect(tabs[.search]?.path.map(\.route) == [.detail(3)])

    try await service.open(
      LinkDestination(module: "main", hierarchies: ["inbox", "sidebar"], stack: [.detail(7)]))
    let inbox = try modules.split(inTab: "inbox")
    #expect(tabs.selectedTab == .inbox)
    #expect(inbox.sidebar.path.map(\.route) == [.detail(7)])
    #expect(modules.lane.displayed == modules.store.tree)
  }

  @Test func anUnknownTabIsRefusedAndChangesNothing() async throws {
    let modules = try modules()
    let service = Service(Navigator(modules.store))
    let before = modules.store.tree

    await #expect(throws: LinkError.self) {
      try await service.open(LinkDestination(module: "main", hierarchy: "nowhere"))
    }
    #expect(modules.store.tree == before)
  }

  @Test func aNavigatorOfARouterStillIssuesOnThatRouter() throws {
    let modules = try modules()
    let onboarding = modules.current
    let navigator = Navigator(onboarding)
    try modules.showModule(id: "main")

    #expect(navigator.router === onboarding)
    #expect(Navigator(modules.store).router === modules.current)
  }
}
