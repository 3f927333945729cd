import Itinerary
import Testing

/// An observer that reacts to a batch's events while the batch is delivered: every record the
/// batch made must already be in place, as it is for a single command.
@MainActor
@Suite("Observers reacting to a batch's events")
struct BatchObserverTests {
  @Test("An observer that dismisses a screen of a batch runs the actions of the screens above")
  func dismissDuringBatchDelivery() throws {
    let router = Router<TestRoute>(root: .home)
    var ran: [String] = []
    var reacted = false
    let observation = router.observeEvents { event in
      guard !reacted, case .pushed(let entries, _) = event, entries.map(\.id) == ["x"] else {
        return
      }
      reacted = true
      try? router.dismissScreen(id: "x")
    }
    try router.batch { router throws(NavigationError) in
      try router.show([Screen(.list, id: "x", onDismiss: { ran.append("x") })])
      try router.show([Screen(.profile, id: "y", onDismiss: { ran.append("y") })])
    }
    #expect(reacted)
    #expect(router.path.isEmpty)
    #expect(ran.sorted() == ["x", "y"])
    // No action of "y" is left behind for the next screen that takes its id.
    try router.push(.detail(1), id: "y")
    try router.pop()
    #expect(ran.sorted() == ["x", "y"])
    _ = observation
  }
}
