import ItineraryTesting
import Testing

@testable import Itinerary

/// Flows driven by the harness: steps with typed results, sub-flows, and what each flow
/// leaves on screen. Every test ends with no caller waiting.
@MainActor
@Suite("Flows")
struct FlowTests {
  @Test func anOnboardingFlowRunsToItsOutput() async throws {
    let harness = FlowHarness(Flows.onboarding, root: .home)

    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.present(.askAge))
    #expect(harness.router.presentedSheet?.rootDestination == .askAge)
    try harness.respond(with: 36)
    try await harness.expect(.push(.confirm(name: "Ada", age: 36)))
    #expect(harness.router.child?.path.map(\.route) == [.confirm(name: "Ada", age: 36)])
    try harness.respond(with: true)
    // The stages stayed until the flow ended; its ending, unwinding, removes them.
    try await harness.expect(.dismiss(.askAge))
    try await harness.expect(.pop(.askName))

    #expect(try await harness.output() == Profile(name: "Ada", age: 36))
    #expect(harness.router.isFullyAtRoot)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func stepsAfterAPresentationLandInsideIt() async throws {
    let flow = Flow<FlowRoute, String>("in a sheet", ending: .keepScreens) { flow in
      try await flow.present(.welcome)
      return try await flow.push(.askName, returning: String.self)
    }
    let harness = FlowHarness(flow, root: .home)

    try await harness.expect(.present(.welcome))
    try await harness.expect(.push(.askName))
    #expect(harness.router.child?.currentDestination == .askName)
    try harness.respond(with: "Ada")

    #expect(try await harness.output() == "Ada")
    #expect(harness.router.child?.rootDestination == .welcome)
    #expect(harness.router.child?.currentDestination == .askName)
    #expect(harness.awaitingCallers == 0)
  }

  // MARK: Endings

  @Test func keepScreensLeavesWhatTheFlowShowed() async throws {
    let harness = FlowHarness(Flows.welcomeAndTerms(ending: .keepScreens), root: .home)

    try await harness.expect(.push(.welcome))
    try await harness.expect(.present(.terms))

    #expect(try await harness.output() == 1)
    #expect(harness.router.path.map(\.route) == [.welcome])
    #expect(harness.router.child?.rootDestination == .terms)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func unwindToStartDismissesEverythingTheFlowShowed() async throws {
    let harness = FlowHarness(Flows.welcomeAndTerms(ending: .unwindToStart), root: .home)

    try await harness.expect(.push(.welcome))
    try await harness.expect(.present(.terms))
    try await harness.expect(.dismiss(.terms))
    try await harness.expect(.pop(.welcome))

    #expect(try await harness.output() == 1)
    #expect(harness.router.isFullyAtRoot)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func dismissPresentedDismissesThePresentationAndKeepsThePushes() async throws {
    let harness = FlowHarness(Flows.welcomeAndTerms(ending: .dismissPresented), root: .home)

    try await harness.expect(.push(.welcome))
    try await harness.expect(.present(.terms))
    try await harness.expect(.dismiss(.terms))

    #expect(try await harness.output() == 1)
    #expect(harness.router.path.map(\.route) == [.welcome])
    #expect(harness.router.child == nil)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func unwindToStartStopsAtTheScreenOnTopWhenTheFlowStarted() async throws {
    let outer = Flow<FlowRoute, Int>("outer", ending: .keepScreens) { flow in
      try await flow.push(.welcome)
      return try await flow.run(Flows.welcomeAndTerms(ending: .unwindToStart)) + 1
    }
    let harness = FlowHarness(outer, root: .home)

    try await harness.expect(.push(.welcome))
    try await harness.expect(.push(.welcome))
    try await harness.expect(.present(.terms))
    try await harness.expect(.dismiss(.terms))
    try await harness.expect(.pop(.welcome))

    #expect(try await harness.output() == 2)
    #expect(harness.router.path.map(\.route) == [.welcome])
    #expect(harness.awaitingCallers == 0)
  }

  // MARK: Sub-flows

  @Test func aSubflowReturnsItsOutputToItsParent() async throws {
    let askName = Flow<FlowRoute, String>("ask name", ending: .unwindToStart) { flow in
      try await flow.push(.terms)
      return try await flow.push(.askName, returning: String.self)
    }
    let greeting = Flow<FlowRoute, String>("greeting", ending: .keepScreens) { flow in
      try await flow.push(.welcome)
      let name = try await flow.run(askName)
      return "Hello, \(name)"
    }
    let harness = FlowHarness(greeting, root: .home)

    try await harness.expect(.push(.welcome))
    try await harness.expect(.push(.terms))
    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.pop(.askName))
    try await harness.expect(.pop(.terms))

    #expect(try await harness.output() == "Hello, Ada")
    #expect(harness.router.path.map(\.route) == [.welcome])
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aThrowingSubflowUnwindsItselfAndItsParentThatRethrows() async throws {
    let failing = Flow<FlowRoute, Int>("failing", ending: .keepScreens) { flow in
      try await flow.present(.terms)
      throw Declined()
    }
    let parent = Flow<FlowRoute, Int>("parent", ending: .keepScreens) { flow in
      try await flow.push(.welcome)
      return try await flow.run(failing)
    }
    let harness = FlowHarness(parent, root: .home)

    try await harness.expect(.push(.welcome))
    try await harness.expect(.present(.terms))
    try await harness.expect(.dismiss(.terms))
    try await harness.expect(.pop(.welcome))

    await #expect(throws: Declined.self) { try await harness.output() }
    #expect(harness.router.isFullyAtRoot)
    #expect(harness.awaitingCallers == 0)
  }

  // MARK: Queues, transitions and modules

  @Test func aFlowUsesTheRoutersOtherVerbsThroughNavigate() async throws {
    let flow = Flow<FlowRoute, Int>("transition", ending: .keepScreens) { flow in
      try await flow.push(.welcome)
      try await flow.navigate { router throws(NavigationError) in
        try router.showTransition(.terms, edge: .trailing)
      }
      return flow.deepestRouter.inPlaceTransitions.count
    }
    let harness = FlowHarness(flow, root: .home)
    harness.isExhaustive = false

    try await harness.expect(.push(.welcome))

    #expect(try await harness.output() == 1)
    #expect(harness.router.inPlaceTransitions.map(\.route) == [.terms])
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aFlowShowsQueuedScreensThroughNavigate() async throws {
    let flow = Flow<FlowRoute, Int>("queue", ending: .unwindToStart) { flow in
      try await flow.navigate { router throws(NavigationError) in
        try router.enqueue([Screen(.welcome, style: .push), Screen(.terms, style: .sheet)])
      }
      try await flow.navigate { router throws(NavigationError) in try router.showNextScreen() }
      try await flow.navigate { router throws(NavigationError) in try router.showNextScreen() }
      return flow.router.screenQueue.count
    }
    let harness = FlowHarness(flow, root: .home)
    harness.isExhaustive = false

    try await harness.expect(.push(.welcome))
    try await harness.expect(.present(.terms))
    try await harness.expect(.dismiss(.terms))
    try await harness.expect(.pop(.welcome))

    #expect(try await harness.output() == 0)
    #expect(harness.router.isFullyAtRoot)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aFlowEndsBySwappingModuleInOneLine() async throws {
    let modules = try ModuleRouter<FlowRoute>(
      catalog: [Module(id: "onboarding", root: .home), Module(id: "main", root: .main)],
      initial: "onboarding")
    let flow = Flow<FlowRoute, String>("onboarding", ending: .unwindToStart) { flow in
      let name = try await flow.push(.askName, returning: String.self)
      try await flow.swapModule(id: "main")
      return name
    }
    let harness = FlowHarness(flow, modules: modules)

    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.swapModule("main"))

    #expect(try await harness.output() == "Ada")
    #expect(modules.modules.map(\.id) == ["onboarding", "main"])
    #expect(modules.current.rootDestination == .main)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func swappingModuleWithoutAModuleRouterThrowsATypedError() async throws {
    let flow = Flow<FlowRoute, Int>("no modules", ending: .keepScreens) { flow in
      try await flow.push(.welcome)
      try await flow.swapModule(id: "main")
      return 1
    }
    let harness = FlowHarness(flow, root: .home)

    try await harness.expect(.push(.welcome))
    try await harness.expect(.pop(.welcome))

    await #expect(throws: FlowError.noModuleRouter(flow: "no modules")) {
      try await harness.output()
    }
    #expect(harness.awaitingCallers == 0)
  }
}
