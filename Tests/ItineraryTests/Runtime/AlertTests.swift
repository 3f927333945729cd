import Testing

@testable import Itinerary

/// Alerts on a router: the queue, answers, and `ask`.
@MainActor
@Suite("Router alerts")
struct AlertTests {
  /// Collects the events an observer receives.
  private final class Recorder {
    var events: [NavigationEvent<TestRoute>] = []
  }

  static let delete = AlertButton("Delete", role: .destructive)
  static let cancel = AlertButton("Cancel", role: .cancel)

  /// Waits for the next event on `iterator` that adds an alert, and returns the alert.
  private func nextAlert(
    _ iterator: inout AsyncStream<NavigationEvent<TestRoute>>.Iterator
  ) async throws -> AlertState {
    while let event = await iterator.next(isolation: #isolation) {
      if case .alertAdded(let alert, _, _) = event { return alert }
    }
    throw CancellationError()
  }

  // MARK: The queue

  @Test func showAlertShowsTheFirstAndQueuesTheNext() throws {
    let router = Router<TestRoute>(root: .home)
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    let first = try router.showAlert(title: "Saved", id: "first")
    let second = try router.showAlert(
      title: "Delete?", message: "For good?", style: .confirmationDialog,
      buttons: [Self.delete, Self.cancel], id: "second")

    #expect(first == AlertState(id: "first", title: "Saved"))
    #expect(
      second
        == AlertState(
          id: "second", style: .confirmationDialog, title: "Delete?", message: "For good?",
          buttons: [Self.delete, Self.cancel]))
    #expect(router.alerts == [first, second])
    #expect(
      recorder.events == [
        .alertAdded(first, shown: true, router: router.id),
        .alertAdded(second, shown: false, router: router.id),
      ])
    token.cancel()
  }

  @Test func showAlertGeneratesFreshIDs() throws {
    let router = Router<TestRoute>(root: .home)

    let first = try router.showAlert(title: "One")
    let second = try router.showAlert(title: "Two")

    #expect(first.id != second.id)
    #expect(first.id != router.root.id)
    #expect(router.alerts.map(\.title) == ["One", "Two"])
  }

  @Test func answerAlertDismissesTheShowingOneWithTheButtonAndShowsTheNext() throws {
    let router = Router<TestRoute>(root: .home)
    let first = try router.showAlert(title: "Delete?", buttons: [Self.delete, Self.cancel])
    let second = try router.showAlert(title: "Done", buttons: [AlertButton("OK")])
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.answerAlert(with: "Delete")

    #expect(router.alerts == [second])
    #expect(
      recorder.events == [
        .alertDismissed(first, answer: Self.delete, router: router.id),
        .alertAdded(second, shown: true, router: router.id),
      ])

    try router.answerAlert(with: "OK")
    #expect(router.alerts.isEmpty)
    #expect(
      recorder.events.last == .alertDismissed(second, answer: AlertButton("OK"), router: router.id))
    token.cancel()
  }

  @Test func answerAlertUsesTheButtonID() throws {
    let router = Router<TestRoute>(root: .home)
    let remove = AlertButton("Remove", id: "remove", role: .destructive)
    let alert = try router.showAlert(title: "Remove?", buttons: [remove])
    let before = router.hierarchy

    #expect(throws: NavigationError.unknownAlertButton("Remove", alert: alert.id)) {
      try router.answerAlert(with: "Remove")
    }
    #expect(router.hierarchy == before)

    try router.answerAlert(with: "remove")
    #expect(router.alerts.isEmpty)
  }

  @Test func anUnknownButtonIsRefusedAndChangesNothing() throws {
    let router = Router<TestRoute>(root: .home)
    let alert = try router.showAlert(title: "Delete?", buttons: [Self.delete, Self.cancel])
    try router.showAlert(title: "Queued", buttons: [AlertButton("Nope")])
    let before = router.hierarchy
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    #expect(throws: NavigationError.unknownAlertButton("Nope", alert: alert.id)) {
      try router.answerAlert(with: "Nope")
    }

    #expect(router.hierarchy == before)
    #expect(recorder.events.isEmpty)
    token.cancel()
  }

  @Test func answeringWithNoAlertShowingIsRefused() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    try sheet.showAlert(title: "On the sheet", buttons: [AlertButton("OK")])
    let before = router.hierarchy

    #expect(throws: NavigationError.noAlertShowing(router.id)) {
      try router.answerAlert(with: "OK")
    }

    #expect(router.hierarchy == before)
  }

  @Test func dismissAlertOfAQueuedOneKeepsTheShowingOne() throws {
    let router = Router<TestRoute>(root: .home)
    let first = try router.showAlert(title: "One")
    let second = try router.showAlert(title: "Two")
    let third = try router.showAlert(title: "Three")
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.dismissAlert(id: second.id)

    #expect(router.alerts == [first, third])
    #expect(recorder.events == [.alertDismissed(second, answer: nil, router: router.id)])
    token.cancel()
  }

  @Test func dismissAlertOfTheShowingOneShowsTheNext() throws {
    let router = Router<TestRoute>(root: .home)
    let first = try router.showAlert(title: "One")
    let second = try router.showAlert(title: "Two")
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.dismissAlert(id: first.id)

    #expect(router.alerts == [second])
    #expect(
      recorder.events == [
        .alertDismissed(first, answer: nil, router: router.id),
        .alertAdded(second, shown: true, router: router.id),
      ])
    token.cancel()
  }

  @Test func dismissAlertOfAnUnknownIDIsRefused() throws {
    let router = Router<TestRoute>(root: .home)
    try router.showAlert(title: "One")
    let before = router.hierarchy

    #expect(throws: NavigationError.unknownEntry("x")) { try router.dismissAlert(id: "x") }

    #expect(router.hierarchy == before)
  }

  @Test func alertsReachTheirTarget() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)

    let alert = try router.showAlert(title: "Up there", id: "up", target: .deepest)
    #expect(sheet.alerts == [alert])
    #expect(router.alerts.isEmpty)

    try sheet.dismissAlert(id: "up")
    #expect(sheet.alerts.isEmpty)

    try sheet.showAlert(title: "Down here", id: "down", target: .root)
    #expect(router.alerts.map(\.id) == ["down"])
    try router.dismissAlert(id: "down", target: .current)
    #expect(router.alerts.isEmpty)
  }

  @Test func aDuplicateAlertIDIsRefusedAndChangesNothing() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list, id: "list")
    try router.showAlert(title: "One", id: "one")
    let before = router.hierarchy

    #expect(throws: NavigationError.duplicateEntry("list")) {
      try router.showAlert(title: "Screen id", id: "list")
    }
    #expect(throws: NavigationError.duplicateEntry("one")) {
      try router.showAlert(title: "Again", id: "one")
    }

    #expect(router.hierarchy == before)
  }

  @Test func theAlertsOfADismissedPresentationLeaveBeforeIt() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings, id: "settings")
    let sheet = try #require(router.child)
    let first = try sheet.showAlert(title: "One")
    let second = try sheet.showAlert(title: "Two")
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.dismissChild()

    #expect(
      recorder.events == [
        .alertDismissed(first, answer: nil, router: sheet.id),
        .alertDismissed(second, answer: nil, router: sheet.id),
        .dismissed(router: sheet.id, screens: [Entry(id: "settings", route: .settings)]),
      ])
    token.cancel()
  }

  // MARK: ask

  @Test(.timeLimit(.minutes(1)))
  func askReturnsTheChosenButton() async throws {
    let router = Router<TestRoute>(root: .home)
    var iterator = router.events.makeAsyncIterator()

    let task = Task {
      try await router.ask(title: "Delete?", buttons: [Self.delete, Self.cancel])
    }
    let alert = try await nextAlert(&iterator)
    #expect(router.alerts == [alert])
    #expect(router.awaitingCallers == 1)

    try router.answerAlert(with: "Cancel")

    #expect(try await task.value == Self.cancel)
    #expect(router.alerts.isEmpty)
    #expect(router.awaitingCallers == 0)
  }

  @Test(.timeLimit(.minutes(1)))
  func aRefusedAnswerKeepsTheCallerWaiting() async throws {
    let router = Router<TestRoute>(root: .home)
    var iterator = router.events.makeAsyncIterator()

    let task = Task {
      try await router.ask(title: "Delete?", buttons: [Self.delete, Self.cancel])
    }
    let alert = try await nextAlert(&iterator)

    #expect(throws: NavigationError.unknownAlertButton("Maybe", alert: alert.id)) {
      try router.answerAlert(with: "Maybe")
    }
    #expect(router.awaitingCallers == 1)
    #expect(router.alerts == [alert])

    try router.answerAlert(with: "Delete")
    #expect(try await task.value == Self.delete)
    #expect(router.awaitingCallers == 0)
  }

  @Test(.timeLimit(.minutes(1)))
  func askBehindAShowingAlertWaitsForItsTurn() async throws {
    let router = Router<TestRoute>(root: .home)
    try router.showAlert(title: "First", buttons: [AlertButton("OK")])
    var iterator = router.events.makeAsyncIterator()

    let task = Task {
      try await router.ask(title: "Second", buttons: [Self.delete, Self.cancel])
    }
    let queued = try await nextAlert(&iterator)
    #expect(router.alerts.last == queued)
    #expect(router.alerts.count == 2)

    try router.answerAlert(with: "OK")
    #expect(router.alerts == [queued])
    #expect(router.awaitingCallers == 1)

    try router.answerAlert(with: "Delete")
    #expect(try await task.value == Self.delete)
    #expect(router.awaitingCallers == 0)
  }

  @Test(.timeLimit(.minutes(1)))
  func anAlertDismissedWithoutAnAnswerResumesAskWithDismissedWithoutResult() async throws {
    let router = Router<TestRoute>(root: .home)
    var iterator = router.events.makeAsyncIterator()

    let task = Task {
      try await router.ask(title: "Delete?", buttons: [Self.delete, Self.cancel])
    }
    let alert = try await nextAlert(&iterator)

    try router.dismissAlert(id: alert.id)

    await #expect(throws: NavigationError.dismissedWithoutResult(alert.id)) {
      try await task.value
    }
    #expect(router.alerts.isEmpty)
    #expect(router.awaitingCallers == 0)
  }

  @Test(.timeLimit(.minutes(1)))
  func anAlertRemovedWithItsPresentationResumesAskWithDismissedWithoutResult() async throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    var iterator = router.events.makeAsyncIterator()

    let task = Task {
      try await sheet.ask(title: "Delete?", buttons: [Self.delete, Self.cancel])
    }
    let alert = try await nextAlert(&iterator)
    #expect(sheet.alerts == [alert])

    try router.dismissChild()

    await #expect(throws: NavigationError.dismissedWithoutResult(alert.id)) {
      try await task.value
    }
    #expect(router.hierarchy.levels.count == 1)
    #expect(router.awaitingCallers == 0)
  }

  @Test(.timeLimit(.minutes(1)))
  func anAlertRemovedWithItsModuleResumesAskWithDismissedWithoutResult() async throws {
    let modules = try ModuleRouter<TestRoute>(
      catalog: [Module(id: "onboarding", root: .home), Module(id: "main", root: .list)],
      initial: "onboarding")
    let current = modules.current
    var iterator = modules.events.makeAsyncIterator()

    let task = Task {
      try await current.ask(title: "Skip?", buttons: [Self.delete, Self.cancel])
    }
    let alert = try await nextAlert(&iterator)

    try modules.showModule(id: "main")

    await #expect(throws: NavigationError.dismissedWithoutResult(alert.id)) {
      try await task.value
    }
    #expect(modules.current.alerts.isEmpty)
    #expect(modules.current.awaitingCallers == 0)
  }

  @Test func answeringOnADismissedRouterIsRefused() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    try sheet.showAlert(title: "Delete?", buttons: [Self.delete])
    try router.dismissChild()
    let before = router.hierarchy

    #expect(throws: NavigationError.routerDetached(sheet.id)) {
      try sheet.answerAlert(with: "Delete")
    }

    #expect(router.hierarchy == before)
  }

  @Test(.timeLimit(.minutes(1)))
  func cancellingTheAskingTaskRemovesTheAlertAndThrowsCancellationError() async throws {
    let router = Router<TestRoute>(root: .home)
    let other = try router.showAlert(title: "Stays", buttons: [AlertButton("OK")])
    var iterator = router.events.makeAsyncIterator()

    let task = Task {
      try await router.ask(title: "Delete?", buttons: [Self.delete, Self.cancel])
    }
    let alert = try await nextAlert(&iterator)
    #expect(router.alerts == [other, alert])

    task.cancel()

    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(router.alerts == [other])
    #expect(router.awaitingCallers == 0)
  }

  @Test(.timeLimit(.minutes(1)))
  func askOnACancelledTaskShowsNothing() async throws {
    let router = Router<TestRoute>(root: .home)
    let before = router.hierarchy

    let task = Task {
      try await router.ask(title: "Delete?", buttons: [Self.delete])
    }
    task.cancel()

    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(router.hierarchy == before)
    #expect(router.awaitingCallers == 0)
  }

  @Test(.timeLimit(.minutes(1)))
  func aRefusedAskThrowsAtOnce() async throws {
    let router = Router<TestRoute>(root: .home)
    let before = router.hierarchy

    await #expect(throws: NavigationError.targetUnavailable(.child, from: router.id)) {
      try await router.ask(title: "Delete?", buttons: [Self.delete], target: .child)
    }

    #expect(router.hierarchy == before)
    #expect(router.awaitingCallers == 0)
  }
}
