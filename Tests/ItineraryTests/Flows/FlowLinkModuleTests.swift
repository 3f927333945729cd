import ItineraryTesting
import Testing

@testable import Itinerary

/// Links kept until the module they name is on screen (`keepUntilModuleShows`): a link to the
/// main app that arrives during onboarding opens, exactly once, as soon as the flow swaps to
/// the main module, while the flow goes on there; a link that names no module waits for the
/// flow's end. Every test ends with no caller waiting.
@MainActor
@Suite("Flow links kept until their module shows")
struct FlowLinkModuleTests {
  /// The main module's `more` tab, with `welcome` pushed.
  static let toWelcomeInMore = LinkDestination<FlowRoute>(
    module: "main", hierarchy: "more", stack: [.welcome])

  /// Asks a name in onboarding, swaps into the main module's `more` tab, then asks an age
  /// there, keeping links until their module shows.
  static let onboarding = Flow<FlowRoute, Int>(
    "onboarding", ending: .keepScreens, links: .keepUntilModuleShows
  ) { flow in
    _ = try await flow.push(.askName, returning: String.self)
    try await flow.swapModule(id: "main", tab: "more")
    return try await flow.push(.askAge, returning: Int.self)
  }

  @Test func aLinkToTheModuleTheFlowSwapsToOpensOnceAtTheSwapWhileTheFlowGoesOn() async throws {
    let modules = try FlowAfterSwapTests.modules()
    let harness = FlowHarness(Self.onboarding, modules: modules)
    let events = FlowLinkTests.record(modules.current)
    try await harness.expect(.push(.askName))

    try modules.current.open(Self.toWelcomeInMore)

    #expect(
      events.lines == [
        "kept a link to \(Self.toWelcomeInMore) until flow \"onboarding\" ends"
      ])
    try harness.respond(with: "Ada")
    try await harness.expect(.swapModule("main"))
    try await harness.expect(.push(.welcome))
    try await harness.expect(.push(.askAge))
    // Opened at the swap, before the flow's stage in the main module: under it.
    let more = try #require(try modules.tabs(["start", "more"])["more"])
    #expect(more.path.map(\.route) == [.welcome, .askAge])
    try harness.respond(with: 36)

    #expect(try await harness.output() == 36)
    // Exactly once: the flow's end opens nothing more.
    #expect(more.path.map(\.route) == [.welcome, .askAge])
    #expect(events.lines.filter { $0.hasPrefix("pushed") && $0.contains("welcome") }.count == 1)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aLinkThatNamesNoModuleWaitsForTheFlowsEnd() async throws {
    let modules = try FlowAfterSwapTests.modules()
    let harness = FlowHarness(Self.onboarding, modules: modules)
    try await harness.expect(.push(.askName))
    let toTerms = LinkDestination<FlowRoute>(stack: [.terms])

    try modules.current.open(toTerms)
    try harness.respond(with: "Ada")
    try await harness.expect(.swapModule("main"))
    try await harness.expect(.push(.askAge))
    let more = try #require(try modules.tabs(["start", "more"])["more"])
    #expect(more.path.map(\.route) == [.askAge])
    try harness.respond(with: 36)
    try await harness.expect(.pop(.askAge))
    try await harness.expect(.push(.terms))

    #expect(try await harness.output() == 36)
    #expect(more.path.map(\.route) == [.terms])
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aLinkToAModuleTheFlowNeverShowsOpensWhenTheFlowEnds() async throws {
    let flow = Flow<FlowRoute, String>(
      "name only", ending: .unwindToStart, links: .keepUntilModuleShows
    ) { flow in
      try await flow.push(.askName, returning: String.self)
    }
    let modules = try FlowAfterSwapTests.modules()
    let harness = FlowHarness(flow, modules: modules)
    try await harness.expect(.push(.askName))

    try modules.current.open(Self.toWelcomeInMore)
    #expect(modules.store.tree.description.contains("welcome") == false)
    try harness.respond(with: "Ada")
    try await harness.expect(.pop(.askName))
    try await harness.expect(.swapModule("main"))
    try await harness.expect(.other("selected tab more"))
    try await harness.expect(.push(.welcome))

    #expect(try await harness.output() == "Ada")
    let more = try #require(try modules.tabs(["start", "more"])["more"])
    #expect(more.path.map(\.route) == [.welcome])
    #expect(harness.awaitingCallers == 0)
  }
}
