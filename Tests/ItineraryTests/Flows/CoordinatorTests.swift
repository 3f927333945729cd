import ItineraryTesting
import Testing

@testable import Itinerary

/// Coordinators: they start and finish children, release them, and run flows on their router.
@MainActor
@Suite("Coordinators")
struct CoordinatorTests {
  /// Counts its starts and finishes.
  final class CountingCoordinator: Coordinator<FlowRoute> {
    var starts = 0
    var finishes = 0

    override func start() { starts += 1 }
    override func didFinish() { finishes += 1 }
  }

  @Test func aFinishedChildIsReleasedByItsParent() {
    let router = Router<FlowRoute>(root: .home)
    let parent = Coordinator(router: router)
    var child: CountingCoordinator? = CountingCoordinator(router: router)
    weak let released = child

    parent.start(child!)
    child = nil
    #expect(released?.starts == 1)
    #expect(released?.parent === parent)
    #expect(parent.children.count == 1)

    released?.finish()

    #expect(released == nil)
    #expect(parent.children.isEmpty)
  }

  @Test func finishingFinishesTheChildrenNewestFirstOnce() {
    let router = Router<FlowRoute>(root: .home)
    let root = Coordinator(router: router)
    let parent = CountingCoordinator(router: router)
    let first = CountingCoordinator(router: router)
    let second = CountingCoordinator(router: router)
    root.start(parent)
    parent.start(first)
    parent.start(second)

    parent.finish()
    parent.finish()

    #expect([parent.finishes, first.finishes, second.finishes] == [1, 1, 1])
    #expect(parent.children.isEmpty && root.children.isEmpty)
    #expect(first.parent == nil && second.parent == nil && parent.parent == nil)
    #expect(first.isFinished && second.isFinished)
  }

  @Test func startingAChildOfAnotherCoordinatorMovesIt() {
    let router = Router<FlowRoute>(root: .home)
    let one = Coordinator(router: router)
    let other = Coordinator(router: router)
    let child = CountingCoordinator(router: router)

    one.start(child)
    other.start(child)
    other.start(child)

    #expect(one.children.isEmpty)
    #expect(other.children.count == 1)
    #expect(child.parent === other)
    #expect(child.starts == 2)
  }

  @Test func aCoordinatorRunsAFlowOnItsRouter() async throws {
    let router = Router<FlowRoute>(root: .home)
    let coordinator = Coordinator(router: router)
    let flow = Flow<FlowRoute, String>("name", ending: .keepScreens) { flow in
      try await flow.push(.welcome)
      return try await flow.push(.askName, returning: String.self)
    }

    let task = Task { try await coordinator.run(flow) }
    #expect(await yieldUntil { router.currentDestination == .askName })
    try router.finish(returning: "Ada")

    #expect(try await task.value == "Ada")
    // A flow's answered stage stays: its ending keeps the screens.
    #expect(router.path.map(\.route) == [.welcome, .askName])
    #expect(router.awaitingCallers == 0)
  }

  @Test func theCoordinatorOfTheWholeTreeRunsOnboardingIntoTheMainModulesTabs() async throws {
    let modules = try ModuleRouter<FlowRoute>(
      catalog: [
        Module(id: "onboarding", root: .home),
        try Module(
          id: "main", tabs: [ModuleTab("start", root: .main), ModuleTab("more", root: .terms)]),
      ],
      initial: "onboarding")
    let app = Coordinator(modules: modules)
    let onboarding = app.router
    let onboard = Task { try await app.run(Flows.nameThenMain) }
    #expect(await yieldUntil { onboarding.path.count == 1 })

    try onboarding.finish(returning: "Ada")

    #expect(try await onboard.value == "Ada")
    #expect(app.router === modules.current)
    #expect(app.router.root.route == .main)
    #expect(app.store === modules.store)
    try await app.navigator.run { router throws(NavigationError) in try router.push(.terms) }
    #expect(try modules.tabs(["start", "more"])["start"]?.path.map(\.route) == [.terms])
  }
}
