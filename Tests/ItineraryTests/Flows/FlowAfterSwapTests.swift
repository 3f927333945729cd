import Foundation
import ItineraryTesting
import Testing

@testable import Itinerary

/// A flow that goes on after `swapModule`: its later steps land in the module swapped to, in
/// its selected tab; Back there goes through the stages on screen, a relaunch resumes it
/// there, and a sub-flow that swaps takes its parent along.
@MainActor
@Suite("Flows after a module swap")
struct FlowAfterSwapTests {
  /// Onboarding from `home`; the main module's tabs: `start` from `main`, `more` from `terms`.
  static func modules() throws -> ModuleRouter<FlowRoute> {
    try ModuleRouter(
      catalog: [
        Module(id: "onboarding", root: .home),
        try Module(
          id: "main", tabs: [ModuleTab("start", root: .main), ModuleTab("more", root: .terms)]),
      ],
      initial: "onboarding")
  }

  /// Asks a name in onboarding, swaps into the main module's `more` tab, then asks an age
  /// there in a sheet and confirms it on a pushed screen.
  static let onboardingThenMore = Flow<FlowRoute, Profile>("onboarding", ending: .keepScreens) {
    flow in
    let name = try await flow.push(.askName, returning: String.self)
    try await flow.swapModule(id: "main", tab: "more")
    let age = try await flow.present(.askAge, returning: Int.self, answered: .leaves)
    guard try await flow.push(.confirm(name: name, age: age), returning: Bool.self) else {
      throw Declined()
    }
    return Profile(name: name, age: age)
  }

  /// The onboarding run on `modules` to the age sheet in the main module's `more` tab.
  static func atTheAge(
    on modules: ModuleRouter<FlowRoute>
  ) async throws -> FlowHarness<FlowRoute, Profile> {
    let harness = FlowHarness(onboardingThenMore, modules: modules)
    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.swapModule("main"))
    try await harness.expect(.present(.askAge))
    return harness
  }

  @Test func theStepsAfterTheSwapLandInTheSelectedTabOfTheModuleSwappedTo() async throws {
    let modules = try Self.modules()
    let harness = try await Self.atTheAge(on: modules)
    let more = try #require(try modules.tabs(["start", "more"])["more"])
    #expect(more.child?.state.root.route == .askAge)
    try harness.respond(with: 36)
    try await harness.expect(.push(.confirm(name: "Ada", age: 36)))
    try harness.respond(with: true)

    #expect(try await harness.output() == Profile(name: "Ada", age: 36))
    #expect(more.path.map(\.route) == [.confirm(name: "Ada", age: 36)])
    #expect(modules.lane.displayed == modules.store.tree)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func backAfterTheSwapReturnsToTheStageBeforeInTheModuleSwappedTo() async throws {
    let flow = Flow<FlowRoute, Int>("after swap", ending: .keepScreens) { flow in
      try await flow.swapModule(id: "main")
      let first = try await flow.push(.askName, returning: String.self)
      let age = try await flow.push(.askAge, returning: Int.self)
      return first.count + age
    }
    let modules = try Self.modules()
    let harness = FlowHarness(flow, modules: modules)
    try await harness.expect(.swapModule("main"))
    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.push(.askAge))

    try harness.tapBack()
    // The name, still on the main module's stack, awaits its answer again.
    try harness.respond(with: "Grace")
    try await harness.expect(.push(.askAge))
    try harness.respond(with: 1)

    #expect(try await harness.output() == 6)
    #expect(modules.current.path.map(\.route) == [.askName, .askAge])
    #expect(harness.awaitingCallers == 0)
  }

  @Test func backFromTheFirstStageAfterTheSwapIsThePersonLeaving() async throws {
    let modules = try Self.modules()
    let harness = try await Self.atTheAge(on: modules)

    // The name left with the onboarding module: no stage to go back to.
    try harness.swipeAway()

    await #expect(throws: FlowError.personLeft(flow: "onboarding")) {
      try await harness.output()
    }
    #expect(modules.modules.map(\.id) == ["onboarding", "main"])
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aRelaunchAfterTheSwapResumesTheFlowInTheModuleSwappedTo() async throws {
    let modules = try Self.modules()
    let harness = try await Self.atTheAge(on: modules)

    try await harness.relaunch()

    let relaunched = try #require(harness.modules)
    #expect(relaunched !== modules)
    #expect(relaunched.modules.map(\.id) == ["onboarding", "main"])
    try harness.respond(with: 36)
    try await harness.expect(.push(.confirm(name: "Ada", age: 36)))
    try harness.respond(with: true)
    #expect(try await harness.output() == Profile(name: "Ada", age: 36))
    #expect(harness.awaitingCallers == 0)
  }

  /// Signs up in onboarding, in a sub-flow or in the flow itself, swaps into the main module,
  /// then asks one more stage there: "what's new", in a sheet that leaves once answered.
  static func signUpThenWhatsNew(inSubflow: Bool) -> Flow<FlowRoute, String> {
    let signUp = Flow<FlowRoute, String>("sign up", ending: .keepScreens) { flow in
      let name = try await flow.push(.askName, returning: String.self)
      let age = try await flow.push(.askAge, returning: Int.self)
      return "\(name) \(age)"
    }
    return Flow("onboarding", ending: .keepScreens) { flow in
      let account: String
      if inSubflow {
        account = try await flow.run(signUp)
      } else {
        let name = try await flow.push(.askName, returning: String.self)
        account = "\(name) \(try await flow.push(.askAge, returning: Int.self))"
      }
      try await flow.swapModule(id: "main")
      let seen = try await flow.present(.welcome, returning: Bool.self, answered: .leaves)
      return seen ? account : "\(account), not seen"
    }
  }

  /// A relaunch before any answer resumes the flow there, before the swap or after it, whether
  /// a finished sub-flow started on a router that left with the onboarding module or not.
  @Test(arguments: [false, true], 0..<3)
  func aRelaunchAtEveryStageBeforeOrAfterTheSwapResumes(inSubflow: Bool, stage: Int)
    async throws
  {
    let harness = FlowHarness(
      Self.signUpThenWhatsNew(inSubflow: inSubflow), modules: try Self.modules())
    let answers: [any Sendable] = ["Ada", 36, true]
    let changes: [[FlowExpectation<FlowRoute>]] = [
      [.push(.askName)], [.push(.askAge)], [.swapModule("main"), .present(.welcome)],
    ]
    for index in answers.indices {
      for change in changes[index] { try await harness.expect(change) }
      if index == stage { try await harness.relaunch() }
      try harness.respond(with: answers[index])
    }

    #expect(try await harness.output() == "Ada 36")
    #expect(harness.modules?.current.rootDestination == .main)
    #expect(harness.awaitingCallers == 0)
  }

  /// The relaunch of RestoringNavigation.md, as written there: the whole tree saved beside the
  /// flows, once the flow went on in the main module's tabs after a sub-flow.
  @Test func theArticlesRelaunchResumesAFlowAfterTheSwapIntoTabs() async throws {
    let onboarding = Self.signUpThenWhatsNew(inSubflow: true)
    let modules = try Self.modules()
    HeadlessRenderer<FlowRoute>().attach(to: modules.lane)
    let run = Task { try await modules.current.run(onboarding, modules: modules) }
    for answer in ["Ada", 36] as [any Sendable] {
      #expect(await yieldUntil { modules.current.awaitingResults > 0 })
      try modules.current.deepestRouter.finish(returning: answer)
    }
    #expect(await yieldUntil { modules.current.child?.rootDestination == .welcome })

    // When the scene moves to the background: the whole tree, the main module's tabs included.
    let tree = try NavigationSnapshot(NavigationNode(of: modules.store)).data()
    let flows = try JSONEncoder().encode(try modules.current.savedFlows())
    run.cancel()
    _ = try? await run.value

    let relaunched = try Self.modules()
    HeadlessRenderer<FlowRoute>().attach(to: relaunched.lane)
    var output: Result<String, any Error>?
    var catalog = FlowCatalog<FlowRoute>()
    catalog.register(onboarding, modules: relaunched) { output = $0 }
    // At launch, once the module router is built:
    try NavigationSnapshot<FlowRoute>(data: tree).restore(into: relaunched.store)
    let saved = try JSONDecoder().decode([FlowSnapshot<FlowRoute>].self, from: flows)
    let outcomes = await relaunched.current.resumeFlows(saved, from: catalog)

    #expect(outcomes == [.resumed(flow: "onboarding")])
    try relaunched.current.deepestRouter.finish(returning: true)
    #expect(await yieldUntil { output != nil })
    #expect(try output?.get() == "Ada 36")
    #expect(relaunched.current.awaitingCallers == 0)
  }

  @Test func aSubflowThatSwapsTakesItsParentAlong() async throws {
    let swap = Flow<FlowRoute, String>("sign in", ending: .keepScreens) { flow in
      let name = try await flow.push(.askName, returning: String.self)
      try await flow.swapModule(id: "main")
      return name
    }
    let outer = Flow<FlowRoute, String>("app", ending: .keepScreens) { flow in
      let name = try await flow.run(swap)
      try await flow.push(.welcome)
      return name
    }
    let modules = try Self.modules()
    let harness = FlowHarness(outer, modules: modules)
    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.swapModule("main"))

    try await harness.expect(.push(.welcome))
    #expect(try await harness.output() == "Ada")
    #expect(try modules.tabs(["start", "more"])["start"]?.path.map(\.route) == [.welcome])
  }

  @Test func aSubflowThatSwapsEndsInTheModuleItSwappedTo() async throws {
    let swap = Flow<FlowRoute, Int>("sign in", ending: .unwindToStart) { flow in
      _ = try await flow.push(.askName, returning: String.self)
      try await flow.swapModule(id: "main")
      return try await flow.push(.askAge, returning: Int.self)
    }
    let outer = Flow<FlowRoute, Int>("app", ending: .keepScreens) { flow in
      try await flow.run(swap)
    }
    let modules = try Self.modules()
    let harness = FlowHarness(outer, modules: modules)
    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.swapModule("main"))
    try await harness.expect(.push(.askAge))
    try harness.respond(with: 36)

    // Its ending unwinds where it went on, back to the main module as it was at the swap.
    try await harness.expect(.pop(.askAge))
    #expect(try await harness.output() == 36)
    #expect(modules.current.path.isEmpty)
    #expect(modules.current.root.route == .main)
  }

  @Test func aSubflowThatSwapsAndThrowsUnwindsThereAndItsParentGoesOnThere() async throws {
    let swap = Flow<FlowRoute, Int>("sign in", ending: .keepScreens) { flow in
      try await flow.swapModule(id: "main")
      guard try await flow.push(.askAge, returning: Int.self) >= 18 else { throw Declined() }
      return 18
    }
    let outer = Flow<FlowRoute, String>("app", ending: .keepScreens) { flow in
      do {
        _ = try await flow.run(swap)
        return "adult"
      } catch is Declined {
        try await flow.push(.terms)
        return "declined"
      }
    }
    let modules = try Self.modules()
    let harness = FlowHarness(outer, modules: modules)
    try await harness.expect(.swapModule("main"))
    try await harness.expect(.push(.askAge))
    try harness.respond(with: 7)

    try await harness.expect(.pop(.askAge))
    try await harness.expect(.push(.terms))
    #expect(try await harness.output() == "declined")
    #expect(modules.current.path.map(\.route) == [.terms])
    #expect(modules.modules.map(\.id) == ["onboarding", "main"])
  }

  @Test func theEndingUnwindsInTheModuleSwappedTo() async throws {
    let flow = Flow<FlowRoute, String>("tour", ending: .unwindToStart) { flow in
      try await flow.swapModule(id: "main")
      try await flow.push(.welcome)
      return try await flow.push(.askName, returning: String.self)
    }
    let modules = try Self.modules()
    let harness = FlowHarness(flow, modules: modules)
    try await harness.expect(.swapModule("main"))
    try await harness.expect(.push(.welcome))
    try await harness.expect(.push(.askName))
    try harness.respond(with: "Ada")
    try await harness.expect(.pop(.askName))
    try await harness.expect(.pop(.welcome))

    #expect(try await harness.output() == "Ada")
    #expect(modules.current.path.isEmpty)
    #expect(modules.current.root.route == .main)
  }
}
