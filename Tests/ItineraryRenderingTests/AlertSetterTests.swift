import Itinerary
import ItineraryRendering
import Testing

/// What the renderer makes of an alert's `isPresented` setter: `false` for an alert the router
/// still has dismisses it there; after an answer, or for what is shown, it changes nothing.
@MainActor
@Suite("ScreenRenderer alert setter")
struct AlertSetterTests {
  /// A router showing `first` with `second` queued behind it, every step on screen.
  private func routerWithTwoAlerts() throws -> (
    Router<ScreenRoute>, ScreenRenderer<ScreenRoute>, first: AlertState, second: AlertState
  ) {
    let (router, renderer, _) = makeRenderedRouter(completesAtOnce: true)
    let first = try router.showAlert(
      title: "Delete?", style: .confirmationDialog, buttons: [AlertButton("Delete")])
    let second = try router.showAlert(title: "Saved")
    #expect(router.lane.isIdle)
    return (router, renderer, first, second)
  }

  @Test func falseForAShownAlertDismissesItAndShowsTheNext() throws {
    let (router, renderer, first, second) = try routerWithTwoAlerts()

    let outcome = renderer.setAlertPresented(false, alert: first.id, of: router.id)

    #expect(outcome == .userDismissedAlert(first.id))
    #expect(router.alerts.map(\.id) == [second.id])
    #expect(router.lane.isIdle)
    #expect(router.lane.displayed == tree(of: router))
  }

  @Test func falseForAPresentedRoutersAlertDismissesItThere() throws {
    let (router, renderer, _) = makeRenderedRouter(completesAtOnce: true)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    let alert = try sheet.showAlert(title: "Leave?")

    let outcome = renderer.setAlertPresented(false, alert: alert.id, of: sheet.id)

    #expect(outcome == .userDismissedAlert(alert.id))
    #expect(sheet.alerts.isEmpty)
    #expect(router.lane.displayed == tree(of: router))
  }

  @Test func falseAfterAButtonAnsweredIsUnchanged() throws {
    let (router, renderer, first, second) = try routerWithTwoAlerts()
    try router.answerAlert(with: "Delete")
    let before = tree(of: router)

    let outcome = renderer.setAlertPresented(false, alert: first.id, of: router.id)

    #expect(outcome == .unchanged)
    #expect(router.alerts.map(\.id) == [second.id])
    #expect(tree(of: router) == before)
  }

  @Test func falseAnswersAnAwaitingCallerWithADismissal() async throws {
    let (router, renderer, _) = makeRenderedRouter(completesAtOnce: true)
    let asking = Task { try await router.ask(title: "Sure?", buttons: [AlertButton("Yes")]) }
    while router.alerts.isEmpty { await Task.yield() }
    let alert = try #require(router.alerts.first)

    #expect(
      renderer.setAlertPresented(false, alert: alert.id, of: router.id)
        == .userDismissedAlert(alert.id))

    await #expect(throws: NavigationError.dismissedWithoutResult(alert.id)) {
      try await asking.value
    }
  }

  struct NoChangeRow: Sendable, CustomStringConvertible {
    let description: String
    let isPresented: Bool
    /// The alert and router written, from the shown alert's id and the router's id.
    let written: @Sendable (_ alert: EntryID, _ router: RouterID) -> (EntryID, RouterID)
    /// The outcome, from the router's id.
    let outcome: @Sendable (RouterID) -> SetterOutcome
  }

  @Test(arguments: [
    NoChangeRow(
      description: "true for the shown alert", isPresented: true,
      written: { ($0, $1) }, outcome: { _ in .unchanged }),
    NoChangeRow(
      description: "true for an alert the router does not have", isPresented: true,
      written: { ("unknown", $1) }, outcome: { .ignored("\($0) has no alert unknown to show") }),
    NoChangeRow(
      description: "false for an alert the router does not have", isPresented: false,
      written: { ("unknown", $1) }, outcome: { _ in .unchanged }),
    NoChangeRow(
      description: "false for a router not in the tree", isPresented: false,
      written: { alert, _ in (alert, RouterID(rawValue: 99)) },
      outcome: { _ in .ignored("router r99 is not in the tree") }),
  ])
  func writesThatChangeNothing(_ row: NoChangeRow) throws {
    let (router, renderer, first, _) = try routerWithTwoAlerts()
    let before = tree(of: router)
    let (alert, target) = row.written(first.id, router.id)

    let outcome = renderer.setAlertPresented(row.isPresented, alert: alert, of: target)

    #expect(outcome == row.outcome(router.id))
    #expect(tree(of: router) == before)
    #expect(router.lane.displayed == before)
  }

  @Test func aRendererNeverAttachedIgnoresTheWrite() {
    let renderer = ScreenRenderer<ScreenRoute>(
      transactions: TestTransactions(completesAtOnce: true))

    #expect(
      renderer.setAlertPresented(false, alert: "a", of: RouterID(rawValue: 1))
        == .ignored("the renderer is not attached to a lane"))
  }
}
