import Itinerary
import ItineraryRendering
import Testing

/// What the renderer makes of the bindings' setter calls: a pop, a dismissal or a tab pick
/// reaches the lane and the routers; a write of what is displayed, or of something SwiftUI
/// never writes by itself, changes nothing.
@MainActor
@Suite("ScreenRenderer setters")
struct ScreenRendererSetterTests {
  /// A router showing `list`, `detail(1)`, `detail(2)`, drawn by a renderer whose
  /// transactions complete at once.
  private func routerWithThreePushes() throws -> (Router<ScreenRoute>, ScreenRenderer<ScreenRoute>)
  {
    let (router, renderer, _) = makeRenderedRouter(completesAtOnce: true)
    try router.push(.list)
    try router.push(.detail(1))
    try router.push(.detail(2))
    return (router, renderer)
  }

  // MARK: setPath

  struct PopRow: Sendable, CustomStringConvertible {
    let description: String
    let kept: Int
  }

  @Test(arguments: [
    PopRow(description: "back one screen", kept: 2),
    PopRow(description: "back two screens", kept: 1),
    PopRow(description: "back to the root", kept: 0),
  ])
  func aStrictPrefixPopsTheRouter(_ row: PopRow) throws {
    let (router, renderer) = try routerWithThreePushes()
    let kept = Array(router.path.prefix(row.kept))

    let outcome = renderer.setPath(kept.map(\.id), of: router.id)

    #expect(outcome == .userPopped(router: router.id, count: 3 - row.kept))
    #expect(router.path == kept)
    #expect(router.lane.displayed == tree(of: router))
    #expect(router.lane.isIdle)
  }

  @Test func theDisplayedPathIsUnchanged() throws {
    let (router, renderer) = try routerWithThreePushes()
    let before = tree(of: router)

    let outcome = renderer.setPath(router.path.map(\.id), of: router.id)

    #expect(outcome == .unchanged)
    #expect(tree(of: router) == before)
    #expect(router.lane.displayed == before)
  }

  struct RefusedPathRow: Sendable, CustomStringConvertible {
    let description: String
    /// The path written, from the displayed ids.
    let written: @Sendable ([EntryID]) -> [EntryID]
  }

  @Test(arguments: [
    RefusedPathRow(description: "a longer path", written: { $0 + ["new"] }),
    RefusedPathRow(description: "another path of the same length", written: { $0.reversed() }),
    RefusedPathRow(
      description: "a shorter path that is no prefix", written: { Array($0.suffix(1)) }),
    RefusedPathRow(description: "an unknown screen", written: { _ in ["unknown"] }),
  ])
  func aPathThatIsNoPrefixIsIgnored(_ row: RefusedPathRow) throws {
    let (router, renderer) = try routerWithThreePushes()
    let before = tree(of: router)
    let written = row.written(router.path.map(\.id))

    let outcome = renderer.setPath(written, of: router.id)

    guard case .ignored(let reason) = outcome else {
      Issue.record("expected the write to be ignored, got \(outcome)")
      return
    }
    #expect(reason.contains("is not a prefix of the displayed path"))
    #expect(reason.contains("\(router.id)"))
    #expect(tree(of: router) == before)
    #expect(router.lane.displayed == before)
  }

  @Test func aPathForAnUnknownRouterIsIgnored() throws {
    let (router, renderer) = try routerWithThreePushes()
    let before = tree(of: router)

    let outcome = renderer.setPath([], of: RouterID(rawValue: 99))

    #expect(outcome == .ignored("router r99 is not displayed"))
    #expect(tree(of: router) == before)
  }

  @Test func aPathFromARendererNeverAttachedIsIgnored() {
    let renderer = ScreenRenderer<ScreenRoute>(
      transactions: TestTransactions(completesAtOnce: true))

    #expect(
      renderer.setPath([], of: RouterID(rawValue: 1))
        == .ignored("the renderer is not attached to a lane"))
    #expect(
      renderer.setPresentation(of: RouterID(rawValue: 1), to: nil)
        == .ignored("the renderer is not attached to a lane"))
  }

  @Test func aBackWhileAPushIsAwaitedPopsTheDisplayedPathAndTheTree() throws {
    let (router, renderer, transactions) = makeRenderedRouter(completesAtOnce: false)
    try router.push(.list)
    transactions.releaseOldest()
    let list = router.path
    try router.push(.detail(1))
    #expect(renderer.awaited != nil)

    let outcome = renderer.setPath(list.map(\.id), of: router.id)

    #expect(outcome == .userPopped(router: router.id, count: 1))
    #expect(router.lane.displayed?.hierarchies[0].root.path == list)
    #expect(router.path == list)
    transactions.releaseOldest()
    #expect(router.lane.isIdle)
    #expect(router.lane.displayed == tree(of: router))
  }

  // MARK: setPresentation

  @Test func nilDismissesThePresentersDisplayedChild() throws {
    let (router, renderer, _) = makeRenderedRouter(completesAtOnce: true)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child?.id)

    let outcome = renderer.setPresentation(of: router.id, to: nil)

    #expect(outcome == .userDismissed(sheet))
    #expect(router.child == nil)
    #expect(router.lane.displayed == tree(of: router))
    #expect(router.lane.displayed?.hierarchies[0].levels.count == 1)
    // The sheet is still leaving: the lane holds until its onDismiss.
    #expect(renderer.awaited?.signal == .presentationDismissed(sheet))
    #expect(!router.lane.isIdle)
    renderer.presentationDismissed(from: router.id)
    #expect(renderer.awaited == nil)
    #expect(router.lane.isIdle)
  }

  @Test func aPresentationAfterASwipeWaitsForTheSwipedSheetsOnDismiss() throws {
    let (router, renderer, _) = makeRenderedRouter(completesAtOnce: true)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child?.id)
    renderer.setPresentation(of: router.id, to: nil)

    try router.presentCover(.detail(1))
    let cover = try #require(router.child?.id)
    #expect(router.lane.displayed?.hierarchies[0].levels.count == 1)
    renderer.presentationDismissed(from: sheet)  // a nested level's onDismiss: not this one
    #expect(router.lane.displayed?.hierarchies[0].levels.count == 1)

    renderer.presentationDismissed(from: router.id)

    #expect(router.lane.displayed?.hierarchies[0].levels.map(\.id) == [router.id, cover])
    #expect(router.lane.displayed == tree(of: router))
    #expect(router.lane.isIdle)
  }

  @Test func nilOnAPresentedRouterDismissesOnlyWhatItPresents() throws {
    let (router, renderer, _) = makeRenderedRouter(completesAtOnce: true)
    try router.presentSheet(.settings)
    try router.presentCover(.detail(1), target: .deepest)
    let sheet = try #require(router.child)
    let cover = try #require(sheet.child?.id)

    let outcome = renderer.setPresentation(of: sheet.id, to: nil)

    #expect(outcome == .userDismissed(cover))
    #expect(router.child === sheet)
    #expect(sheet.child == nil)
    #expect(router.lane.displayed == tree(of: router))
  }

  @Test func writingThePresentedRouterIsUnchanged() throws {
    let (router, renderer, _) = makeRenderedRouter(completesAtOnce: true)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child?.id)
    let before = tree(of: router)

    #expect(renderer.setPresentation(of: router.id, to: sheet) == .unchanged)
    #expect(renderer.setPresentation(of: sheet, to: nil) == .unchanged)
    #expect(tree(of: router) == before)
    #expect(router.lane.displayed == before)
  }

  @Test func presentingAnotherRouterIsIgnored() throws {
    let (router, renderer, _) = makeRenderedRouter(completesAtOnce: true)
    let before = tree(of: router)

    let outcome = renderer.setPresentation(of: router.id, to: RouterID(rawValue: 42))

    #expect(outcome == .ignored("\(router.id) presents nothing, not r42"))
    #expect(tree(of: router) == before)
    #expect(router.lane.displayed == before)
  }

  @Test func aPresentationOfAnUnknownRouterIsIgnored() throws {
    let (router, renderer, _) = makeRenderedRouter(completesAtOnce: true)
    try router.presentSheet(.settings)
    let before = tree(of: router)

    let outcome = renderer.setPresentation(of: RouterID(rawValue: 99), to: nil)

    #expect(outcome == .ignored("router r99 is not displayed"))
    #expect(tree(of: router) == before)
  }

  @Test func aSwipeWhileThePresentationIsAwaitedDismissesIt() throws {
    let (router, renderer, transactions) = makeRenderedRouter(completesAtOnce: false)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child?.id)
    #expect(!router.lane.isIdle)

    let outcome = renderer.setPresentation(of: router.id, to: nil)

    #expect(outcome == .userDismissed(sheet))
    #expect(router.child == nil)
    transactions.releaseOldest()
    #expect(router.lane.isIdle)
    #expect(router.lane.displayed == tree(of: router))
  }

  // MARK: setSelection

  private func renderedTabs() throws -> (
    TabRouter<String, ScreenRoute>, ScreenRenderer<ScreenRoute>
  ) {
    let tabs = try TabRouter<String, ScreenRoute>(tabs: ["a", "b", "c"]) { _ in .home }
    let (renderer, _) = makeRenderer(of: tabs.lane, completesAtOnce: true)
    return (tabs, renderer)
  }

  @Test func anotherTabIsSelected() throws {
    let (tabs, renderer) = try renderedTabs()

    let outcome = renderer.setSelection("b", of: tabs.nodeID)

    #expect(outcome == .userSelected("b"))
    #expect(tabs.selectedTab == "b")
    #expect(selectedTab(of: tabs.lane.displayed) == "b")
    #expect(tabs.lane.isIdle)
  }

  @Test func theSelectedTabIsUnchanged() throws {
    let (tabs, renderer) = try renderedTabs()

    #expect(renderer.setSelection("a", of: tabs.nodeID) == .unchanged)
    #expect(tabs.selectedTab == "a")
  }

  @Test(arguments: ["d", "", "A"])
  func aTabTheNodeDoesNotHaveIsIgnored(_ name: String) throws {
    let (tabs, renderer) = try renderedTabs()

    #expect(
      renderer.setSelection(name, of: tabs.nodeID)
        == .ignored("r0 has no tab \(name); its tabs are [\"a\", \"b\", \"c\"]"))
    #expect(tabs.selectedTab == "a")
    #expect(selectedTab(of: tabs.lane.displayed) == "a")
  }

  @Test func aSelectionWithoutTabsIsIgnored() throws {
    let (router, renderer, _) = makeRenderedRouter(completesAtOnce: true)
    let before = tree(of: router)

    #expect(
      renderer.setSelection("a", of: router.id)
        == .ignored("the displayed tree has no tabs \(router.id) to select a from"))
    #expect(router.lane.displayed == before)
  }
}
