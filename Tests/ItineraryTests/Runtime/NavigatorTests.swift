import ItineraryTesting
import Testing

@testable import Itinerary

/// `Navigator` used by a service on its own actor: each verb applies its command on the main
/// actor and returns once the screen shows it, in the order the caller issues them.
@MainActor
@Suite("Navigator")
struct NavigatorTests {
  /// A service on its own actor that navigates through a navigator, and notes what the screen
  /// showed each time a verb returned.
  actor Service {
    let navigator: Navigator<TestRoute>
    private(set) var shownOnReturn: [Bool] = []

    init(_ navigator: Navigator<TestRoute>) {
      self.navigator = navigator
    }

    func showSettings() async throws(NavigationError) {
      try await navigator.run { router throws(NavigationError) in try router.presentSheet(.settings)
      }
    }

    /// Pushes each route on the root router, one after the other, and notes after each return
    /// whether the screen shows the pushed route on the root's stack.
    func push(_ routes: [TestRoute]) async throws(NavigationError) {
      for route in routes {
        try await navigator.run { router throws(NavigationError) in
          try router.push(route, target: .root)
        }
        let shown = await isShownOnRootStack(route)
        shownOnReturn.append(shown)
      }
    }

    func popChild() async throws(NavigationError) {
      try await navigator.run { router throws(NavigationError) in try router.pop(target: .child) }
    }

    func askForANumber() async throws -> Int {
      try await navigator.present(.settings, returning: Int.self)
    }

    @MainActor
    private func isShownOnRootStack(_ route: TestRoute) -> Bool {
      navigator.router.lane.displayed?.hierarchies.first?.root.path.contains { $0.route == route }
        ?? false
    }
  }

  private func makeRouter(
    holding holds: @escaping (NavigationStep<TestRoute>) -> Bool
  ) -> (Router<TestRoute>, HeadlessRenderer<TestRoute>) {
    let router = Router<TestRoute>(root: .home)
    let renderer = HeadlessRenderer<TestRoute>(holding: holds)
    renderer.attach(to: router.lane)
    // Held steps stay held while other tests keep the main actor busy, yet a test that
    // forgets one still ends.
    router.lane.deadline = .seconds(120)
    return (router, renderer)
  }

  @Test func aPresentFromAnotherActorReturnsAfterTheAcknowledgement() async throws {
    let (router, renderer) = makeRouter(holding: isPresentation)
    let service = Service(Navigator(router))
    let returned = Flag()

    let call = Task {
      try await service.showSettings()
      returned.isSet = true
    }
    #expect(await yieldUntil { renderer.heldStep != nil })
    await yieldTimes(20)

    let sheet = try #require(router.child)
    #expect(renderer.heldStep?.step == .present(sheet.state, presenter: router.id))
    #expect(!returned.isSet)
    #expect(router.lane.waitingCallers == 1)

    #expect(renderer.acknowledgeHeldStep())
    try await call.value

    #expect(returned.isSet)
    #expect(router.lane.displayed == NavigationNode(router.hierarchy))
    #expect(router.awaitingCallers == 0)
  }

  @Test func eachCallersOrderIsKept() async throws {
    let (router, renderer) = makeRouter(holding: { $0.animates })
    let log = EventLog(router)
    let first = Service(Navigator(router))
    let second = Service(Navigator(router))
    let firstRoutes = (1...5).map { TestRoute.detail($0) }
    let secondRoutes = (11...15).map { TestRoute.detail($0) }
    let done = Flag()

    let calls = Task {
      async let one: Void = first.push(firstRoutes)
      async let two: Void = second.push(secondRoutes)
      _ = try await (one, two)
      done.isSet = true
    }
    // Two services hop between their actors and the main actor ten times each: with the
    // whole suite running in parallel on a loaded machine that took over 20 seconds once, so
    // this safety limit is longer than the default.
    let finished = await yieldUntil(within: .seconds(120)) {
      renderer.acknowledgeHeldStep()
      return done.isSet
    }
    try await calls.value

    #expect(finished)
    let pushed = log.events.flatMap { event -> [TestRoute] in
      if case .pushed(let entries, _) = event { return entries.map(\.route) }
      return []
    }
    #expect(pushed.filter(firstRoutes.contains) == firstRoutes)
    #expect(pushed.filter(secondRoutes.contains) == secondRoutes)
    #expect(Set(router.path.map(\.route)) == Set(firstRoutes + secondRoutes))
    #expect(await first.shownOnReturn == Array(repeating: true, count: 5))
    #expect(await second.shownOnReturn == Array(repeating: true, count: 5))
    #expect(router.lane.isIdle)
    #expect(router.awaitingCallers == 0)
  }

  @Test func aRefusedVerbThrowsAtOnceAndLeavesNobodyWaiting() async throws {
    let (router, renderer) = makeRouter(holding: { $0.animates })
    let service = Service(Navigator(router))

    await #expect(throws: NavigationError.targetUnavailable(.child, from: router.id)) {
      try await service.popChild()
    }
    #expect(renderer.renderedSteps.isEmpty)
    #expect(router.awaitingCallers == 0)
  }

  @Test func aBatchIsRenderedAsOneStepAndReturnsAfterItsAcknowledgement() async throws {
    let (router, renderer) = makeRouter(holding: { $0.animates })
    let navigator = Navigator(router)

    let call = Task {
      try await navigator.run { router throws(NavigationError) in
        try router.batch { router throws(NavigationError) in
          try router.push(.list)
          try router.push(.detail(1))
          try router.push(.detail(2))
        }
      }
    }
    #expect(await yieldUntil { renderer.heldStep != nil })
    #expect(renderer.renderedSteps == [.setPath(router.path, router: router.id)])
    #expect(router.path.count == 3)
    renderer.acknowledgeHeldStep()
    try await call.value

    #expect(router.lane.isIdle)
    #expect(router.awaitingCallers == 0)
  }

  @Test func aServiceAwaitsATypedResult() async throws {
    let router = Router<TestRoute>(root: .home)
    let service = Service(Navigator(router))

    let call = Task { try await service.askForANumber() }
    #expect(await yieldUntil { router.child != nil })
    try #require(router.child).finish(returning: 12)

    #expect(try await call.value == 12)
    #expect(router.awaitingCallers == 0)
  }
}
