import Itinerary
import ItineraryRendering
import Testing

/// What a lane gives a view before and after its renderer is attached: the owner's tree, the
/// tree to show, a router by id, and attaching once.
@MainActor
@Suite("Lane tree and lookup")
struct LaneTreeTests {
  @Test func withoutARendererTheTreeToShowIsTheOwnersTree() throws {
    let router = Router<ScreenRoute>(root: .home)
    try router.push(.list)

    #expect(router.lane.displayed == nil)
    #expect(router.lane.tree == tree(of: router))
    #expect(router.lane.treeToShow == tree(of: router))
  }

  @Test func onceAttachedTheTreeToShowIsTheDisplayedOneWhileAStepIsAwaited() throws {
    let (router, _, transactions) = makeRenderedRouter(completesAtOnce: false)
    try router.push(.list)
    let shown = tree(of: router)

    try router.push(.detail(1))

    #expect(router.lane.tree == tree(of: router))
    #expect(router.lane.displayed == shown)
    #expect(router.lane.treeToShow == shown)
    transactions.releaseOldest()
    transactions.releaseOldest()
    #expect(router.lane.treeToShow == router.lane.tree)
  }

  @Test func theLaneFindsARouterAtAnyLevelOfAnyHierarchy() throws {
    let tabs = try TabRouter<String, ScreenRoute>(tabs: ["a", "b"]) { $0 == "a" ? .home : .list }
    let second = try #require(tabs["b"])
    try second.presentSheet(.settings)
    let sheet = try #require(second.child)

    #expect(tabs.lane.router(sheet.id) === sheet)
    #expect(tabs.lane.router(second.id) === second)
    #expect(tabs.lane.router(RouterID(rawValue: 99)) == nil)
    try second.dismissChild()
    #expect(tabs.lane.router(sheet.id) == nil)
  }

  @Test func attachingIfNeededKeepsTheAwaitedStep() throws {
    let (router, renderer, transactions) = makeRenderedRouter(completesAtOnce: false)
    try router.push(.list)
    let awaited = try #require(renderer.awaited)

    #expect(!renderer.attachIfNeeded(to: router.lane))

    #expect(renderer.awaited?.id == awaited.id)
    #expect(router.lane.pendingStep?.id == awaited.id)
    transactions.releaseOldest()
    #expect(router.lane.isIdle)
  }

  @Test func attachingIfNeededAttachesToANewLane() throws {
    let router = Router<ScreenRoute>(root: .home)
    try router.push(.list)
    let renderer = ScreenRenderer<ScreenRoute>(
      transactions: TestTransactions(completesAtOnce: true))

    #expect(renderer.attachIfNeeded(to: router.lane))

    #expect(renderer.lane === router.lane)
    #expect(router.lane.displayed == tree(of: router))
  }
}
