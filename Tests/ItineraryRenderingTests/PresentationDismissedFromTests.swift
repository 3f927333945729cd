import Itinerary
import ItineraryRendering
import Testing

/// A sheet's `onDismiss` reports its presenter, not the router that left: only the presenter of
/// the dismissed router acknowledges the dismissal.
@MainActor
@Suite("ScreenRenderer onDismiss by presenter")
struct PresentationDismissedFromTests {
  /// A root router presenting a sheet that presents a sheet, every step on screen, with
  /// transactions held from now on.
  private func nestedSheets() throws -> (
    root: Router<ScreenRoute>, parent: Router<ScreenRoute>, child: Router<ScreenRoute>,
    renderer: ScreenRenderer<ScreenRoute>, transactions: TestTransactions
  ) {
    let (root, renderer, transactions) = makeRenderedRouter(completesAtOnce: true)
    try root.presentSheet(.settings)
    let parent = try #require(root.child)
    try parent.presentSheet(.detail(1))
    let child = try #require(parent.child)
    #expect(root.lane.isIdle)
    transactions.completesAtOnce = false
    return (root, parent, child, renderer, transactions)
  }

  struct PresenterRow: Sendable, CustomStringConvertible {
    let description: String
    /// Which router's `onDismiss` fires, given the root, the parent sheet and its child.
    let presenter: @Sendable (_ root: RouterID, _ parent: RouterID, _ child: RouterID) -> RouterID
    let acknowledges: Bool
  }

  @Test(arguments: [
    PresenterRow(
      description: "the root, which presented the dismissed sheet",
      presenter: { root, _, _ in root }, acknowledges: true),
    PresenterRow(
      description: "the dismissed sheet, for its nested child",
      presenter: { _, parent, _ in parent }, acknowledges: false),
    PresenterRow(
      description: "the nested child", presenter: { _, _, child in child }, acknowledges: false),
    PresenterRow(
      description: "an unrelated router",
      presenter: { _, _, _ in RouterID(rawValue: 99) }, acknowledges: false),
  ])
  func onlyThePresenterOfTheDismissedRouterAcknowledges(_ row: PresenterRow) throws {
    let (root, parent, child, renderer, transactions) = try nestedSheets()
    let parentID = parent.id
    try root.dismissChild()
    transactions.releaseOldest()
    let awaited = try #require(renderer.awaited)
    #expect(awaited.signal == .presentationDismissed(parentID))

    renderer.presentationDismissed(from: row.presenter(root.id, parentID, child.id))

    #expect((renderer.awaited == nil) == row.acknowledges)
    #expect((root.lane.pendingStep == nil) == row.acknowledges)
    #expect(root.lane.isIdle == row.acknowledges)
    #expect(root.lane.displayed == tree(of: root))
  }

  @Test func aNestedOnDismissFirstLeavesTheDismissalToItsParentsOnDismiss() throws {
    let (root, parent, _, renderer, transactions) = try nestedSheets()
    let parentID = parent.id
    try root.dismissChild()
    transactions.releaseOldest()

    // SwiftUI calls the nested sheet's onDismiss, then the dismissed sheet's.
    renderer.presentationDismissed(from: parentID)
    #expect(renderer.awaited?.signal == .presentationDismissed(parentID))
    #expect(!root.lane.isIdle)

    renderer.presentationDismissed(from: root.id)

    #expect(renderer.awaited == nil)
    #expect(root.lane.isIdle)
  }

  @Test func levelByLevelEachDismissalIsAcknowledgedByItsOwnPresenter() throws {
    let (root, parent, child, renderer, transactions) = try nestedSheets()
    root.lane.planner.capabilities = .oneLevelPerUpdate
    let parentID = parent.id
    try root.dismissChild()
    transactions.releaseOldest()
    #expect(renderer.awaited?.signal == .presentationDismissed(child.id))

    renderer.presentationDismissed(from: root.id)
    #expect(renderer.awaited?.signal == .presentationDismissed(child.id))
    renderer.presentationDismissed(from: parentID)

    #expect(renderer.awaited?.signal == .presentationDismissed(parentID))
    transactions.releaseOldest()
    renderer.presentationDismissed(from: root.id)
    #expect(renderer.awaited == nil)
    #expect(root.lane.isIdle)
    #expect(root.lane.displayed == tree(of: root))
  }

  @Test func anOnDismissWhileNoDismissalIsAwaitedChangesNothing() throws {
    let (root, _, _, renderer, transactions) = try nestedSheets()
    try root.push(.list)
    let awaited = try #require(renderer.awaited)

    renderer.presentationDismissed(from: root.id)

    #expect(renderer.awaited?.id == awaited.id)
    #expect(root.lane.pendingStep?.id == awaited.id)
    transactions.releaseOldest()
    #expect(root.lane.isIdle)
  }

  @Test(arguments: [0, 1, 2])
  func thePresenterOfARouterIsTheLevelBelowIt(_ level: Int) throws {
    let (root, parent, child, _, _) = try nestedSheets()
    let ids = [root.id, parent.id, child.id]

    let presenter = tree(of: root).presenter(of: ids[level])

    #expect(presenter == (level == 0 ? nil : ids[level - 1]))
  }

  @Test func aRouterNotInTheTreeHasNoPresenter() {
    let router = Router<ScreenRoute>(root: .home)

    #expect(tree(of: router).presenter(of: RouterID(rawValue: 99)) == nil)
  }
}
