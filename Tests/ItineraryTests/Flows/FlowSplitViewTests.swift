import ItineraryTesting
import Testing

@testable import Itinerary

/// Flows in a split view: a flow run in a column lands its stages in that column (a sheet
/// covers the whole split view), the other column stays as it was, and Back goes one stage
/// back there, to a screen that is still in the column. Every test ends with no caller
/// waiting.
@MainActor
@Suite("Flows in a split view")
struct FlowSplitViewTests {
  /// The main module's tabs: `library`, a split view whose sidebar starts at `home` and detail
  /// at `main`, selected first; `more`, a stack from `terms`.
  private static func modules() throws -> ModuleRouter<FlowRoute> {
    try ModuleRouter(
      catalog: [
        try Module(
          id: "main",
          tabs: [
            ModuleTab("library", sidebar: .home, detail: .main), ModuleTab("more", root: .terms),
          ])
      ],
      initial: "main")
  }

  @Test func aFlowInASplitTabLandsInTheDetailColumnAndBackGoesOneStageBackThere() async throws {
    let modules = try Self.modules()
    let split = try modules.split(inTab: "library")
    let harness = FlowHarness(Flows.onboarding, modules: modules)
    // The flow runs on the column the person looks at: the detail.
    #expect(harness.router.id == split.detail.id)

    try await harness.expect(.push(.askName))
    #expect(split.detail.path.map(\.route) == [.askName])
    let nameScreen = try #require(split.detail.path.first).id
    try harness.respond(with: "Ada")
    try await harness.expect(.present(.askAge))
    // The name stays in the detail column, under the sheet it presented.
    #expect(split.detail.path.map(\.route) == [.askName])
    let sheet = try #require(split.detail.child)
    #expect(sheet.state.root.route == .askAge)
    let ageScreen = sheet.state.root.id
    try harness.respond(with: 36)
    try await harness.expect(.push(.confirm(name: "Ada", age: 36)))
    #expect(sheet.path.map(\.route) == [.confirm(name: "Ada", age: 36)])
    #expect(split.detail.path.map(\.route) == [.askName])

    // Back from the confirmation: the age sheet, still there, awaits its answer again. The
    // flow presents nothing anew: an exhaustive harness would fail on a change it did not
    // expect.
    try harness.tapBack()
    #expect(sheet.path.isEmpty)
    #expect(split.detail.child?.state.root.id == ageScreen)
    #expect(await yieldUntil { harness.router.isAwaitingResult(of: ageScreen) })
    try harness.respond(with: 40)
    try await harness.expect(.push(.confirm(name: "Ada", age: 40)))

    // Back, then a swipe on the sheet: two stages back, to the name in the detail column.
    try harness.tapBack()
    try harness.swipeAway()
    #expect(await yieldUntil { harness.router.isAwaitingResult(of: nameScreen) })
    #expect(split.detail.child == nil)
    #expect(split.detail.path.map(\.id) == [nameScreen])
    try harness.respond(with: "Bo")
    try await harness.expect(.present(.askAge))
    try harness.respond(with: 7)
    try await harness.expect(.push(.confirm(name: "Bo", age: 7)))
    try harness.respond(with: true)
    try await harness.expect(.dismiss(.askAge))
    try await harness.expect(.pop(.askName))

    #expect(try await harness.output() == Profile(name: "Bo", age: 7))
    #expect(split.detail.path.isEmpty)
    #expect(split.detail.child == nil)
    // The sidebar never held a stage, and the tab stayed selected.
    #expect(split.sidebar.path.isEmpty)
    #expect(split.sidebar.state.root.route == .home)
    #expect(try modules.tabs(["library", "more"]).selectedTab == "library")
    #expect(modules.lane.displayed == modules.store.tree)
    #expect(harness.awaitingCallers == 0)
  }

  @Test func aFlowInASplitRoutersSidebarGoesBackOneStageAtATimeThere() async throws {
    let split = SplitRouter<FlowRoute>(sidebar: .home, detail: .main)
    HeadlessRenderer<FlowRoute>().attach(to: split.lane)
    try split.detail.push(.askAge)
    let sidebar = split.sidebar
    let run = Task { try await sidebar.run(FlowStageTests.signUp) }

    // Each answered stage stays in the sidebar, under the next.
    var screens: [EntryID] = []
    for (index, answer) in ["Ada", "ada@example.com"].enumerated() {
      #expect(await yieldUntil { sidebar.awaitingResults > 0 })
      #expect(sidebar.path.map(\.route) == Array(FlowStageTests.stages[...index]))
      screens.append(sidebar.state.current.id)
      try sidebar.finish(returning: answer)
    }
    #expect(await yieldUntil { sidebar.isAwaitingResult(of: sidebar.state.current.id) })
    #expect(sidebar.path.map(\.route) == FlowStageTests.stages)

    // Back from each stage: the one before, the same screen, awaits its answer again.
    for index in stride(from: 1, through: 0, by: -1) {
      try await sidebar.requestLeave()
      #expect(await yieldUntil { sidebar.isAwaitingResult(of: screens[index]) })
      #expect(sidebar.path.map(\.id) == Array(screens[...index]))
      #expect(split.detail.path.map(\.route) == [.askAge])
    }
    // Back from the first stage: the person left, and the flow unwound its column only.
    try await sidebar.requestLeave()
    await #expect(throws: FlowError.personLeft(flow: "sign up")) { try await run.value }
    #expect(sidebar.path.isEmpty)
    #expect(split.detail.path.map(\.route) == [.askAge])
    #expect(split.lane.displayed == split.store.tree)
    #expect(sidebar.awaitingCallers == 0)
  }
}
