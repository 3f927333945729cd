import ItineraryTesting
import Testing

@testable import Itinerary

/// The headless renderer records every step with the path it drew, holds none unless told
/// to, and holds what a choice set after it was made picks.
@MainActor
@Suite("Headless renderer")
struct HeadlessRendererTests {
  typealias Step = NavigationStep<TestRoute>

  @Test func aRendererMadeWithoutAChoiceHoldsNoStep() throws {
    let router = Router<TestRoute>(root: .home)
    let renderer = HeadlessRenderer<TestRoute>()
    renderer.attach(to: router.lane)

    try router.presentSheet(.settings)
    try router.dismissAllFromRoot()

    #expect(renderer.heldStep == nil)
    #expect(renderer.renderedSteps.count == 2)
    #expect(renderer.renderedSteps.allSatisfy { !renderer.holds($0) })
    #expect(router.lane.isIdle)
  }

  @Test func aChoiceSetAfterTheRendererWasMadeHoldsTheStepsItPicks() throws {
    let router = Router<TestRoute>(root: .home)
    let renderer = HeadlessRenderer<TestRoute>()
    renderer.attach(to: router.lane)
    renderer.holds = { step in
      if case .dismiss = step { return true }
      return false
    }

    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    try router.dismissAllFromRoot()

    #expect(renderer.heldStep?.step == .dismiss(router: sheet.id))
    #expect(!router.lane.isIdle)
    #expect(renderer.acknowledgeHeldStep())
    #expect(router.lane.isIdle)
  }

  @Test func eachPushAfterAPopThatEmptiedTheStackIsRecordedWithItsOwnPath() throws {
    let router = Router<TestRoute>(root: .home)
    let renderer = HeadlessRenderer<TestRoute>()
    renderer.attach(to: router.lane)

    try router.push(.list, id: "first")
    try router.pop()
    try router.push(.detail(1), id: "second")
    try router.push(.detail(2), id: "third")

    let first = Entry<TestRoute>(id: "first", route: .list)
    let second = Entry<TestRoute>(id: "second", route: .detail(1))
    let third = Entry<TestRoute>(id: "third", route: .detail(2))
    #expect(
      renderer.renderedSteps == [
        .setPath([first], router: router.id),
        .setPath([], router: router.id),
        .setPath([second], router: router.id),
        .setPath([second, third], router: router.id),
      ])
    #expect(router.path == [second, third])
  }
}
