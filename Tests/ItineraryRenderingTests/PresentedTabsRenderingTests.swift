import Itinerary
import ItineraryRendering
import Testing

/// A tab bar presented as a sheet or a cover, as the views read it and the person swipes it:
/// the presenter's ``DisplayedRouter`` names the presented node as its sheet's or cover's item,
/// and a swipe of the sheet dismisses the node through the lane.
@MainActor
@Suite("A presented tab bar on screen")
struct PresentedTabsRenderingTests {
  @Test(arguments: [true, false])
  func thePresenterShowsTheTabBarAsItsSheetOrCover(asSheet: Bool) throws {
    let router = Router<ScreenRoute>(root: .home)
    try router.push(.list)
    let tabs = try router.presentTabs(
      ["a", "b"], style: asSheet ? .sheet(SheetOptions()) : .fullScreenCover
    ) { _ in .settings }

    let shown = try #require(DisplayedRouter(router.id, in: router.store.tree))

    #expect(shown.presented == nil)
    #expect(shown.presentedNode?.node.nodeID == tabs.nodeID)
    #expect(shown.presentedID == tabs.nodeID)
    #expect(shown.sheetID == (asSheet ? tabs.nodeID : nil))
    #expect(shown.coverID == (asSheet ? nil : tabs.nodeID))
    let tab = try #require(tabs["a"])
    let shownTab = try #require(DisplayedRouter(tab.id, in: router.store.tree))
    #expect(shownTab.root.route == .settings)
    #expect(shownTab.presentedID == nil)
  }

  @Test func aRouterPresentingARouterNamesItAsBefore() throws {
    let router = Router<ScreenRoute>(root: .home)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child?.id)

    let shown = try #require(DisplayedRouter(router.id, in: router.store.tree))

    #expect(shown.presentedNode == nil)
    #expect(shown.presentedID == sheet)
    #expect(shown.sheetID == sheet)
    #expect(shown.coverID == nil)
  }

  @Test func aSwipeOfTheSheetDismissesTheTabBarAndWaitsForItsOnDismiss() throws {
    let (router, renderer, _) = makeRenderedRouter(completesAtOnce: true)
    let tabs = try router.presentTabs(["a", "b"]) { _ in .settings }

    let outcome = renderer.setPresentation(of: router.id, to: nil)

    #expect(outcome == .userDismissed(tabs.nodeID))
    #expect(!tabs.isAttached)
    #expect(router.lane.displayed == router.store.tree)
    #expect(renderer.awaited?.signal == .presentationDismissed(tabs.nodeID))
    renderer.presentationDismissed(from: router.id)
    #expect(router.lane.isIdle)
  }

  @Test func writingTheDisplayedTabBarChangesNothing() throws {
    let (router, renderer, _) = makeRenderedRouter(completesAtOnce: true)
    let tabs = try router.presentTabs(["a", "b"]) { _ in .settings }

    #expect(renderer.setPresentation(of: router.id, to: tabs.nodeID) == .unchanged)
    #expect(tabs.isAttached)
  }
}
