import Testing

@testable import Itinerary

/// A screen's `onDismiss` action and an awaiting caller's waiter exist before any observer
/// hears of the command that made them, so an observer that reacts at once sees a consistent
/// world.
@MainActor
@Suite("Records before delivery")
struct RecordsBeforeDeliveryTests {
  /// Adds an observer that calls `react` once, on the first event `matches` accepts.
  private func reactOnce(
    on router: Router<TestRoute>, when matches: @escaping (NavigationEvent<TestRoute>) -> Bool,
    _ react: @escaping @MainActor () throws(NavigationError) -> Void
  ) -> EventObservation {
    var reacted = false
    return router.observeEvents { event in
      guard !reacted, matches(event) else { return }
      reacted = true
      try? react()
    }
  }

  @Test func anObserverDismissingAShownSheetRunsItsOnDismissOnce() throws {
    let router = Router<TestRoute>(root: .home)
    var runs = 0
    let observation = reactOnce(
      on: router,
      when: {
        if case .presented = $0 { true } else { false }
      }
    ) { () throws(NavigationError) in try router.dismissChild() }

    try router.show(Screen(.settings, style: .sheet, id: "sheet", onDismiss: { runs += 1 }))
    observation.cancel()

    #expect(router.child == nil)
    #expect(runs == 1)
    #expect(router.store.dismissActions.count == 0)
    // The id is free again; a new screen under it keeps its own action.
    try router.show(Screen(.profile, style: .sheet, id: "sheet", onDismiss: { runs += 10 }))
    try router.dismissChild()
    #expect(runs == 11)
  }

  @Test func anObserverDismissingAShownModalRunsItsOnDismissOnce() throws {
    let router = Router<TestRoute>(root: .home)
    var runs = 0
    let observation = reactOnce(
      on: router,
      when: {
        if case .modalsShown = $0 { true } else { false }
      }
    ) { () throws(NavigationError) in try router.dismissModal() }

    try router.showModal(.settings, onDismiss: { runs += 1 })
    observation.cancel()

    #expect(router.modals.isEmpty)
    #expect(runs == 1)
    #expect(router.store.dismissActions.count == 0)
  }

  @Test func anObserverDismissingShownInPlaceContentRunsItsOnDismissOnce() throws {
    let router = Router<TestRoute>(root: .home)
    var runs = 0
    let observation = reactOnce(
      on: router,
      when: {
        if case .transitionsShown = $0 { true } else { false }
      }
    ) { () throws(NavigationError) in try router.dismissTransition() }

    try router.showTransition(.settings, onDismiss: { runs += 1 })
    observation.cancel()

    #expect(router.state.root.inPlaceTransitions.isEmpty)
    #expect(runs == 1)
    #expect(router.store.dismissActions.count == 0)
  }

  @Test func anObserverDismissingAnAwaitedSheetResumesItsCaller() async throws {
    let router = Router<TestRoute>(root: .home)
    let observation = reactOnce(
      on: router,
      when: {
        if case .presented = $0 { true } else { false }
      }
    ) { () throws(NavigationError) in try router.dismissChild() }

    let caller = Task { try await router.present(.settings, returning: Int.self) }
    let outcome = await caller.result
    observation.cancel()

    #expect(throws: NavigationError.self) { try outcome.get() }
    #expect(router.awaitingCallers == 0)
    #expect(router.child == nil)
  }

  @Test func anObserverDismissingAnAskedAlertResumesItsCaller() async throws {
    let router = Router<TestRoute>(root: .home)
    let observation = reactOnce(
      on: router,
      when: {
        if case .alertAdded = $0 { true } else { false }
      }
    ) { () throws(NavigationError) in
      guard let alert = router.alerts.first else { return }
      try router.dismissAlert(id: alert.id)
    }

    let caller = Task { try await router.ask(title: "Sure?", buttons: [AlertButton("Yes")]) }
    let outcome = await caller.result
    observation.cancel()

    #expect(throws: NavigationError.self) { try outcome.get() }
    #expect(router.awaitingCallers == 0)
    #expect(router.alerts.isEmpty)
  }

  @Test func aRefusedShowRegistersNoAction() throws {
    let router = Router<TestRoute>(root: .home)
    var runs = 0
    try router.push(.detail(1), id: "taken")

    #expect(throws: NavigationError.duplicateEntry("taken")) {
      try router.show(Screen(.settings, style: .sheet, id: "taken", onDismiss: { runs += 1 }))
    }
    #expect(router.store.dismissActions.count == 0)
    try router.pop()
    #expect(runs == 0)
  }
}
