import ItineraryTesting
import Testing

@testable import Itinerary

/// The harness's person acts on the screen on top, inside a tab bar presented as a sheet: they
/// answer a screen of its selected tab, tap Back there, and swipe the whole sheet away.
@MainActor
@Suite("The person in a presented tab bar")
struct PersonInPresentedTabsTests {
  /// Presents a sheet of tabs `a` and `b` at `welcome`, pushes `askName` in the selected tab
  /// and awaits its answer.
  static let editName = Flow<FlowRoute, String>("edit name", ending: .keepScreens) { flow in
    let tabs = try await flow.navigate { router throws(NavigationError) in
      try router.presentTabs(["a", "b"]) { _ in FlowRoute.welcome }
    }
    return try await tabs.selectedRouter.push(.askName, returning: String.self)
  }

  func harness() -> FlowHarness<FlowRoute, String> {
    let harness = FlowHarness(Self.editName, root: .home)
    harness.isExhaustive = false
    return harness
  }

  @Test func theyAnswerAScreenOfTheSelectedTab() async throws {
    let harness = harness()

    try harness.respond(with: "Ada")

    #expect(try await harness.output() == "Ada")
    let tabs = try harness.router.presentedTabs(["a", "b"])
    #expect(tabs["a"]?.path.map(\.route) == [])
    #expect(harness.awaitingCallers == 0)
  }

  @Test func theyTapBackInTheSelectedTab() async throws {
    let harness = harness()

    try harness.tapBack()

    await #expect(throws: NavigationError.self) { try await harness.output() }
    #expect(harness.awaitingCallers == 0)
  }

  @Test func theySwipeTheWholeSheetOfTabsAway() async throws {
    let harness = harness()
    try harness.respond(with: "Ada")
    #expect(try await harness.output() == "Ada")

    try harness.swipeAway()

    #expect(!harness.router.isPresenting)
    #expect("\(harness.router.store.tree)" == "router r1\n  root #2 home")
    // Nothing is presented any more: the next swipe is refused.
    let refusal = #expect(throws: FlowHarnessError.self) { try harness.swipeAway() }
    #expect(refusal?.description.contains("nothing is presented") == true)
  }
}
