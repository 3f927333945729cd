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

  // MARK: The whole tree

  typealias Step = RouterCase.Step
  typealias Case = RouterCase

  /// A sheet (r4) at `settings` (#3) presented by the root router.
  nonisolated static let sheetAlone: Step = { router throws(NavigationError) in
    try router.presentSheet(.settings)
  }

  /// An alert on the root router whose one button has an id other than its title.
  nonisolated static let removeAlert: Step = { router throws(NavigationError) in
    _ = try router.showAlert(
      title: "Remove?", buttons: [AlertButton("Remove", id: "remove", role: .destructive)])
  }

  /// The sheet; an alert shown on it from the root, then dismissed on the sheet.
  nonisolated static let alertUpAndDown: Step = { router throws(NavigationError) in
    try sheetAlone(router)
    _ = try router.showAlert(title: "Up there", id: "up", target: .deepest)
    try router.presented(1).dismissAlert(id: "up")
  }

  /// An alert `one` on the root router, with `list` pushed.
  nonisolated static let alertOverAPush: Step = { router throws(NavigationError) in
    try router.push(.list, id: "list")
    _ = try router.showAlert(title: "One", id: "one")
  }

  /// The alert verbs read as start, command, expected printout of the whole hierarchy (an
  /// alert prints as its id and title; `also` checks the rest).
  nonisolated static let treeCases: [Case] = [
    Case(
      "showAlert generates fresh ids and queues the second", { _ in },
      { router throws(NavigationError) in
        _ = try router.showAlert(title: "One")
        _ = try router.showAlert(title: "Two")
      },
      .shows(
        """
        router r1
          root #2 home
          alert #3 "One"
          queued alert #4 "Two"
        """)),
    Case(
      "answerAlert with a button's title that is not its id", removeAlert,
      { router throws(NavigationError) in try router.answerAlert(with: "Remove") },
      .refused(.unknownAlertButton("Remove", alert: EntryID(generated: 3)))),
    Case(
      "answerAlert with the button's id", removeAlert,
      { router throws(NavigationError) in try router.answerAlert(with: "remove") },
      .shows(
        """
        router r1
          root #2 home
        """)),
    Case(
      "answerAlert on a router with no alert showing, under a sheet that has one",
      { router throws(NavigationError) in
        try sheetAlone(router)
        _ = try router.presented(1).showAlert(title: "On the sheet", buttons: [AlertButton("OK")])
      },
      { router throws(NavigationError) in try router.answerAlert(with: "OK") },
      .refused(.noAlertShowing(r1))),
    Case(
      "dismissAlert of an unknown id",
      { router throws(NavigationError) in _ = try router.showAlert(title: "One") },
      { router throws(NavigationError) in try router.dismissAlert(id: "x") },
      .refused(.unknownEntry("x"))),
    Case(
      "showAlert on the deepest router", sheetAlone,
      { router throws(NavigationError) in
        _ = try router.showAlert(title: "Up there", id: "up", target: .deepest)
      },
      .shows(
        """
        router r1
          root #2 home
          sheet r4
            root #3 settings
            alert up "Up there"
        """),
      also: { router in
        #expect(router.child?.alerts == [AlertState(id: "up", title: "Up there")])
      }),
    Case(
      "dismissAlert on the sheet that shows it",
      { router throws(NavigationError) in
        try sheetAlone(router)
        _ = try router.showAlert(title: "Up there", id: "up", target: .deepest)
      },
      { router throws(NavigationError) in try router.presented(1).dismissAlert(id: "up") },
      .shows(
        """
        router r1
          root #2 home
          sheet r4
            root #3 settings
        """)),
    Case(
      "showAlert on the root from the sheet", alertUpAndDown,
      { router throws(NavigationError) in
        _ = try router.presented(1).showAlert(title: "Down here", id: "down", target: .root)
      },
      .shows(
        """
        router r1
          root #2 home
          alert down "Down here"
          sheet r4
            root #3 settings
        """),
      also: { router in #expect(router.alerts == [AlertState(id: "down", title: "Down here")]) }),
    Case(
      "dismissAlert on the current router",
      { router throws(NavigationError) in
        try alertUpAndDown(router)
        _ = try router.presented(1).showAlert(title: "Down here", id: "down", target: .root)
      },
      { router throws(NavigationError) in try router.dismissAlert(id: "down", target: .current) },
      .shows(
        """
        router r1
          root #2 home
          sheet r4
            root #3 settings
        """)),
    Case(
      "showAlert with the id of a screen", alertOverAPush,
      { router throws(NavigationError) in
        _ = try router.showAlert(title: "Screen id", id: "list")
      },
      .refused(.duplicateEntry("list"))),
    Case(
      "showAlert with the id of an alert", alertOverAPush,
      { router throws(NavigationError) in _ = try router.showAlert(title: "Again", id: "one") },
      .refused(.duplicateEntry("one"))),
  ]

  @Test(arguments: treeCases)
  func wholeTree(_ row: Case) throws {
    try row.check()
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
