import Foundation
import ItineraryTesting
import Testing

@testable import Itinerary

/// Flows on the one tree: onboarding swaps into a main module with tabs, a link kept during
/// onboarding opens in a tab's sheet once the flow ends, and a flow running in a tab of the
/// main module survives a relaunch that saves the whole tree.
@MainActor
@Suite("Flows on the whole tree")
struct FlowWholeTreeTests {
  /// Onboarding from `home`; the main module's tabs: `start` from `main`, `more` from `terms`.
  private static func modules(initial: String = "onboarding") throws -> ModuleRouter<FlowRoute> {
    try ModuleRouter(
      catalog: [
        Module(id: "onboarding", root: .home),
        try Module(
          id: "main", tabs: [ModuleTab("start", root: .main), ModuleTab("more", root: .terms)]),
      ],
      initial: initial)
  }

  @Test func onboardingSwapsIntoTheTabsAndAKeptLinkOpensInATabsSheet() async throws {
    let modules = try Self.modules()
    var links = LinkTable<FlowRoute>(schemes: ["app"])
    try links.add("/more/welcome", .module("main"), .tab("more"), .sheet(.welcome))
    let harness = FlowHarness(Flows.nameThenMain, modules: modules)
    try await harness.expect(.push(.askName))

    try harness.router.open("app://more/welcome", in: links)
    #expect(modules.modules.map(\.id) == ["onboarding"])
    try harness.respond(with: "Ada")
    try await harness.expect(.swapModule("main"))
    // The kept link opens once the flow ended: in the module it swapped to, across its tabs.
    try await harness.expect(.other("selected tab more"))
    try await harness.expect(.present(.welcome))

    #expect(try await harness.output() == "Ada")
    let tabs = try modules.tabs(["start", "more"])
    #expect(tabs.selectedTab == "more")
    #expect(tabs["more"]?.child?.state.root.route == .welcome)
    #expect(modules.lane.displayed == modules.store.tree)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aFlowInATabOfTheMainModuleSurvivesARelaunchOfTheWholeTree() async throws {
    let modules = try Self.modules(initial: "main")
    try modules.tabs(["start", "more"]).select("more")
    let harness = FlowHarness(Flows.onboarding, modules: modules)
    let flowRouter = harness.router.id
    try await harness.expect(.push(.askName))
    // The person picks another tab before the app goes away: the flow waits in its own. (Not
    // while the age sheet is up: a tab's sheet covers the tab bar.)
    try harness.selectTab("start")
    #expect(try modules.tabs(["start", "more"]).selectedTab == "start")

    try await harness.relaunch()

    let relaunched = try #require(harness.modules)
    #expect(relaunched !== modules)
    #expect(try relaunched.tabs(["start", "more"]).selectedTab == "start")
    #expect(harness.router.id == flowRouter)
    #expect(harness.router.root.route == .terms)
    try harness.selectTab("more")
    try harness.respond(with: "Ada")
    try await harness.expect(.present(.askAge))
    try harness.respond(with: 36)
    try await harness.expect(.push(.confirm(name: "Ada", age: 36)))
    try harness.respond(with: true)
    try await harness.expect(.dismiss(.askAge))
    try await harness.expect(.pop(.askName))
    #expect(try await harness.output() == Profile(name: "Ada", age: 36))
    #expect(harness.router.path.isEmpty)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func onboardingIntoTheTabsKeepsSwiftUIsRules() async throws {
    let modules = try Self.modules()
    var links = LinkTable<FlowRoute>(schemes: ["app"])
    try links.add("/more/welcome", .module("main"), .tab("more"), .sheet(.welcome))
    let harness = FlowHarness(
      Flows.nameThenMain, modules: modules, screen: .swiftUI(.current))
    try await harness.expect(.push(.askName))

    try harness.router.open("app://more/welcome", in: links)
    try harness.respond(with: "Ada")
    try await harness.expect(.swapModule("main"))
    try await harness.expect(.other("selected tab more"))
    try await harness.expect(.present(.welcome))

    #expect(try await harness.output() == "Ada")
    #expect(try modules.tabs(["start", "more"])["more"]?.child?.state.root.route == .welcome)
  }

  @Test func selectingATabIsThePersonsAndRefusedWithoutThatTab() async throws {
    let modules = try Self.modules()
    let harness = FlowHarness(Flows.nameThenMain, modules: modules)
    try await harness.expect(.push(.askName))

    #expect(throws: FlowHarnessError.self) { try harness.selectTab("more") }
    try harness.respond(with: "Ada")
    try await harness.expect(.swapModule("main"))
    #expect(try await harness.output() == "Ada")

    let refusal = #expect(throws: FlowHarnessError.self) { try harness.selectTab("other") }
    #expect(refusal?.description.contains("the tab bar on screen has start, more") == true)
    try harness.selectTab("more")
    #expect(try modules.tabs(["start", "more"]).selectedTab == "more")
  }
}
