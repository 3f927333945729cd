import ItineraryTesting
import Testing

@testable import Itinerary

/// Opening a link through the lane: one tree-wide change, planned as one, drawn step by step.
@MainActor
@Suite("Lane: opening a link")
struct LinkLaneTests {
  @Test func aLinkOverTwoSheetsOnAnotherTabIsDrawnInOrderAndResumesTheCallerOnce() async throws {
    let tabs = try TabRouter(
      tabs: LinkTab.allCases, selectedTab: .search, root: LinkRoute.root(of:))
    let renderer = HeadlessRenderer<LinkRoute>(holding: { $0.animates })
    renderer.attach(to: tabs.lane)
    tabs.lane.deadline = .seconds(120)
    tabs.lane.planner = NavigationPlanner(capabilities: .oneLevelPerUpdate)
    let search = tabs.selectedRouter
    let home = try #require(tabs[.home])
    let navigator = Navigator(search)

    try tabs.presentSheet(.settings)
    #expect(renderer.acknowledgeHeldStep())
    let resumed = Counter()
    let caller = Task {
      do {
        _ = try await navigator.present(
          .list, as: .sheet, returning: Int.self, target: .deepest)
      } catch {
        resumed.count += 1
        throw error
      }
    }
    #expect(await yieldUntil { renderer.heldStep != nil })
    #expect(renderer.acknowledgeHeldStep())
    let sheet = try #require(search.child)
    let top = try #require(sheet.child)
    #expect(search.awaitingCallers == 1)
    renderer.clearRenderedSteps()

    let opened = Flag()
    let open = Task {
      try await navigator.open("myapp://users/42", in: LinkRoute.table())
      opened.isSet = true
    }
    #expect(await yieldUntil { renderer.heldStep != nil })
    #expect(tabs.selectedTab == .home)
    #expect(home.path.map(\.route) == [.users, .user(42)])
    #expect(renderer.renderedSteps == [.dismiss(router: top.id)])

    #expect(renderer.acknowledgeHeldStep())
    #expect(renderer.renderedSteps == [.dismiss(router: top.id), .dismiss(router: sheet.id)])
    #expect(!opened.isSet)

    #expect(renderer.acknowledgeHeldStep())
    let expected: [NavigationStep<LinkRoute>] = [
      .dismiss(router: top.id), .dismiss(router: sheet.id), .selectTab("home", in: tabs.nodeID),
      .setPath(home.path, router: home.id),
    ]
    #expect(renderer.renderedSteps == expected)
    await yieldTimes(20)
    #expect(!opened.isSet)

    #expect(renderer.acknowledgeHeldStep())
    try await open.value
    #expect(opened.isSet)
    #expect(tabs.lane.isIdle)
    #expect(tabs.lane.displayed == tabs.store.tree)

    await #expect(throws: (any Error).self) { try await caller.value }
    await yieldTimes(20)
    #expect(resumed.count == 1)
    #expect(search.awaitingCallers == 0)
  }
}

/// A count a task bumps on the main actor.
@MainActor
final class Counter {
  var count = 0
}
