import Itinerary
import ItineraryRendering
import Observation
import Testing

/// The screen renderer: which transaction shows each step, which signal acknowledges it, and
/// that a signal for anything but the awaited step changes nothing.
@MainActor
@Suite("ScreenRenderer")
struct ScreenRendererTests {
  @Test func aPushIsAcknowledgedByItsTransactionsCompletion() throws {
    let (router, renderer, transactions) = makeRenderedRouter(completesAtOnce: false)

    try router.push(.list)

    #expect(transactions.kinds == [.animated])
    #expect(renderer.awaited?.signal == .transactionCompleted)
    #expect(renderer.awaited?.id == router.lane.pendingStep?.id)
    #expect(!router.lane.isIdle)

    #expect(transactions.releaseOldest())

    #expect(renderer.awaited == nil)
    #expect(router.lane.pendingStep == nil)
    #expect(router.lane.isIdle)
    #expect(router.lane.displayed == tree(of: router))
  }

  @Test func aTransactionThatCompletesAtOnceLeavesTheLaneIdleAtOnce() throws {
    let (router, renderer, transactions) = makeRenderedRouter(completesAtOnce: true)

    try router.push(.list)
    try router.presentSheet(.settings)
    try router.showModal(.detail(1))

    #expect(transactions.kinds == [.animated, .animated, .animated])
    #expect(renderer.awaited == nil)
    #expect(router.lane.pendingStep == nil)
    #expect(router.lane.isIdle)
    #expect(router.lane.displayed == tree(of: router))
  }

  @Test func stepsIssuedWhileOneIsAwaitedFollowItsCompletionOneByOne() throws {
    let (router, renderer, transactions) = makeRenderedRouter(completesAtOnce: false)

    try router.push(.list)
    try router.push(.detail(1))
    try router.push(.detail(2))

    #expect(transactions.kinds == [.animated])
    #expect(router.lane.displayed?.hierarchies[0].root.path.map(\.route) == [.list])
    transactions.releaseOldest()
    #expect(transactions.kinds == [.animated, .animated])
    #expect(router.lane.displayed == tree(of: router))
    #expect(renderer.awaited != nil)
    transactions.releaseOldest()
    #expect(router.lane.isIdle)
  }

  @Test func aDismissalWaitsForTheDismissedRoutersOnDismiss() throws {
    let (router, renderer, transactions) = makeRenderedRouter(completesAtOnce: false)
    try router.presentSheet(.settings)
    transactions.releaseOldest()
    let sheet = try #require(router.child?.id)
    #expect(router.lane.isIdle)

    try router.dismissChild()

    #expect(renderer.awaited?.signal == .presentationDismissed(sheet))
    transactions.releaseOldest()
    #expect(renderer.awaited?.signal == .presentationDismissed(sheet))
    #expect(!router.lane.isIdle)
    renderer.presentationDismissed(from: sheet)  // a level the sheet presented
    renderer.presentationDismissed(from: RouterID(rawValue: 99))
    #expect(renderer.awaited?.signal == .presentationDismissed(sheet))
    #expect(!router.lane.isIdle)

    renderer.presentationDismissed(from: router.id)

    #expect(renderer.awaited == nil)
    #expect(router.lane.isIdle)
    #expect(router.lane.displayed == tree(of: router))
  }

  @Test func anOnDismissDuringTheDismissalsTransactionLeavesTheLaneIdleAtOnce() throws {
    let (router, renderer, transactions) = makeRenderedRouter(completesAtOnce: false)
    try router.presentSheet(.settings)
    transactions.releaseOldest()
    #expect(router.child != nil)
    transactions.duringAnimation = { renderer.presentationDismissed(from: router.id) }

    try router.dismissChild()

    #expect(renderer.awaited == nil)
    #expect(router.lane.pendingStep == nil)
    #expect(router.lane.isIdle)
  }

  @Test func aStrayOnDismissChangesNothing() throws {
    let (router, renderer, transactions) = makeRenderedRouter(completesAtOnce: false)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child?.id)

    renderer.presentationDismissed(from: router.id)

    #expect(renderer.awaited?.signal == .transactionCompleted)
    #expect(!router.lane.isIdle)
    transactions.releaseOldest()
    let displayed = router.lane.displayed

    renderer.presentationDismissed(from: router.id)

    #expect(renderer.awaited == nil)
    #expect(router.lane.isIdle)
    #expect(router.lane.displayed == displayed)
    #expect(router.child?.id == sheet)
  }

  @Test func aLateOnDismissAfterTheDismissalChangesNothing() throws {
    let (router, renderer, transactions) = makeRenderedRouter(completesAtOnce: true)
    try router.presentSheet(.settings)
    #expect(router.child != nil)
    try router.dismissChild()
    renderer.presentationDismissed(from: router.id)
    #expect(router.lane.isIdle)
    transactions.completesAtOnce = false
    try router.push(.list)
    let awaited = try #require(renderer.awaited)

    renderer.presentationDismissed(from: router.id)

    #expect(renderer.awaited?.id == awaited.id)
    #expect(router.lane.pendingStep?.id == awaited.id)
  }

  @Test func aCompletionForAStepNoLongerAwaitedDoesNothing() throws {
    let (router, renderer, transactions) = makeRenderedRouter(completesAtOnce: false)
    try router.push(.list)
    renderer.attach(to: router.lane)
    #expect(renderer.awaited == nil)
    try router.push(.detail(1))
    let awaited = try #require(renderer.awaited)

    transactions.releaseOldest()

    #expect(renderer.awaited?.id == awaited.id)
    #expect(router.lane.pendingStep?.id == awaited.id)
    transactions.releaseOldest()
    #expect(router.lane.isIdle)
  }

  @Test func aCompletionCalledTwiceAcknowledgesOnce() throws {
    let (router, renderer, transactions) = makeRenderedRouter(completesAtOnce: false)
    try router.push(.list)
    let first = try #require(transactions.heldCompletions.first)
    first()
    try router.push(.detail(1))
    let awaited = try #require(renderer.awaited)

    first()

    #expect(router.lane.pendingStep?.id == awaited.id)
  }

  @Test func showTellsObserversInsideTheAnimatedTransaction() throws {
    let (router, _, transactions) = makeRenderedRouter(completesAtOnce: false)
    let seen = TransactionsSeen()
    observeDisplayed(of: router.lane, by: transactions, into: seen)

    try router.push(.list)

    #expect(seen.kinds == [.animated])
  }

  @Test func aPushWithoutAnimationRunsWithoutAnimationAndIsDoneAtOnce() throws {
    let (router, renderer, transactions) = makeRenderedRouter(completesAtOnce: false)
    let seen = TransactionsSeen()
    observeDisplayed(of: router.lane, by: transactions, into: seen)

    try router.show(Screen(.list, animates: false))

    #expect(transactions.kinds == [.withoutAnimation])
    #expect(seen.kinds == [.withoutAnimation])
    #expect(renderer.awaited == nil)
    #expect(router.lane.isIdle)

    try router.pop()

    #expect(transactions.kinds == [.withoutAnimation, .withoutAnimation])
    #expect(router.lane.isIdle)
    #expect(router.lane.displayed == tree(of: router))
  }

  @Test func aRootSwapRunsWithoutAnimation() throws {
    let (router, renderer, transactions) = makeRenderedRouter(completesAtOnce: false)
    let seen = TransactionsSeen()
    observeDisplayed(of: router.lane, by: transactions, into: seen)

    try router.replace(with: .settings)

    #expect(transactions.kinds == [.withoutAnimation])
    #expect(seen.kinds == [.withoutAnimation])
    #expect(renderer.awaited == nil)
    #expect(router.lane.isIdle)
    #expect(router.lane.displayed?.hierarchies[0].root.root.route == .settings)
  }

  @Test func aTabSwitchRunsWithoutAnimation() throws {
    let tabs = try TabRouter<Int, ScreenRoute>(tabs: [0, 1, 2]) { _ in .home }
    let (renderer, transactions) = makeRenderer(of: tabs.lane, completesAtOnce: false)
    let seen = TransactionsSeen()
    observeDisplayed(of: tabs.lane, by: transactions, into: seen)

    try tabs.select(2)

    #expect(transactions.kinds == [.withoutAnimation])
    #expect(seen.kinds == [.withoutAnimation])
    #expect(renderer.awaited == nil)
    #expect(tabs.lane.isIdle)
    #expect(selectedTab(of: tabs.lane.displayed) == "2")
  }

  @Test func theRendererKeepsItsLaneWeakly() throws {
    let transactions = TestTransactions(completesAtOnce: true)
    let renderer = ScreenRenderer<ScreenRoute>(transactions: transactions)
    weak var lane: NavigationLane<ScreenRoute>?
    do {
      let router = Router<ScreenRoute>(root: .home)
      renderer.attach(to: router.lane)
      lane = router.lane
      #expect(renderer.lane === router.lane)
    }

    #expect(lane == nil)
    #expect(renderer.lane == nil)
    #expect(
      renderer.setSelection("b", of: RouterID(rawValue: 0))
        == .ignored("the renderer is not attached to a lane"))
  }

  @Test func attachingShowsTheTreeAsItIsWithoutATransaction() throws {
    let router = Router<ScreenRoute>(root: .home)
    try router.push(.list)
    let transactions = TestTransactions(completesAtOnce: false)
    let renderer = ScreenRenderer<ScreenRoute>(transactions: transactions)

    renderer.attach(to: router.lane)

    #expect(renderer.lane === router.lane)
    #expect(transactions.kinds.isEmpty)
    #expect(router.lane.displayed == tree(of: router))
    #expect(router.lane.isIdle)
  }
}

/// The transactions running each time observers of the lane's displayed tree were told of a
/// change.
@MainActor
final class TransactionsSeen {
  var kinds: [TestTransactions.Kind?] = []
}

/// Records into `seen` which transaction runs whenever `lane.displayed` changes, observing
/// again after each change.
@MainActor
func observeDisplayed(
  of lane: NavigationLane<ScreenRoute>, by transactions: TestTransactions,
  into seen: TransactionsSeen
) {
  withObservationTracking {
    _ = lane.displayed
  } onChange: {
    MainActor.assumeIsolated {
      seen.kinds.append(transactions.running)
      observeDisplayed(of: lane, by: transactions, into: seen)
    }
  }
}
