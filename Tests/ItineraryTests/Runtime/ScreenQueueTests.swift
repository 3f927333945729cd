import Testing

@testable import Itinerary

/// A router's screen queue: enqueue, remove, show the next screen, and what an empty queue
/// does instead, read as start, command, expected printout.
@MainActor
@Suite("Screen queue")
struct ScreenQueueTests {
  typealias Step = RouterCase.Step
  typealias Case = RouterCase

  // MARK: Starts

  nonisolated static let lone: Step = { _ in }

  /// `a` (list) and `b` (detail 1) pushed on the root router.
  nonisolated static let pushedAB: Step = { router throws(NavigationError) in
    try router.push(.list, id: "a")
    try router.push(.detail(1), id: "b")
  }

  /// `x` (profile, push), `s` (settings, sheet, r3) and `y` (detail 2, push) queued on the
  /// root router.
  nonisolated static let queuedXSY: Step = { router throws(NavigationError) in
    try router.enqueue([
      Screen(.profile, id: "x"), Screen(.settings, style: .sheet, id: "s"),
      Screen(.detail(2), id: "y"),
    ])
  }

  /// A sheet `s` (settings, r3) with `sp` (profile) pushed inside it.
  nonisolated static let sheetWithPush: Step = { router throws(NavigationError) in
    try router.presentSheet(.settings, id: "s")
    try router.push(.profile, id: "sp", target: .child)
  }

  /// A sheet `s` (settings, r3) with nothing pushed.
  nonisolated static let sheetAlone: Step = { router throws(NavigationError) in
    try router.presentSheet(.settings, id: "s")
  }

  nonisolated static let rootAB = """
    router r1
      root #2 home
      push a list
      push b detail(1)
    """

  nonisolated static let rootXSY = """
    router r1
      root #2 home
      queued push x profile
      queued sheet s settings
      queued push y detail(2)
    """

  // MARK: Enqueue and remove

  nonisolated static let queueCases: [Case] = [
    Case(
      "enqueue one", pushedAB,
      { router throws(NavigationError) in try router.enqueue([Screen(.profile, id: "x")]) },
      .shows(rootAB + "\n  queued push x profile")),
    Case("enqueue several, in order", lone, queuedXSY, .shows(rootXSY)),
    Case(
      "enqueue again appends at the end", queuedXSY,
      { router throws(NavigationError) in
        try router.enqueue([Screen(.list, style: .fullScreenCover, id: "c")])
      },
      .shows(rootXSY + "\n  queued cover c list")),
    Case(
      "enqueue nothing", queuedXSY,
      { router throws(NavigationError) in try router.enqueue([]) }, .shows(rootXSY)),
    Case(
      "queued screens are listed before the router's presentation", sheetAlone,
      { router throws(NavigationError) in try router.enqueue([Screen(.profile, id: "x")]) },
      .shows(
        """
        router r1
          root #2 home
          queued push x profile
          sheet r3
            root s settings
        """)),
    Case(
      "enqueue on the sheet's router", sheetAlone,
      { router throws(NavigationError) in
        try router.enqueue([Screen(.profile, id: "x")], target: .child)
      },
      .shows(
        """
        router r1
          root #2 home
          sheet r3
            root s settings
            queued push x profile
        """)),
    Case(
      "remove by id", queuedXSY,
      { router throws(NavigationError) in try router.removeFromQueue(["s"]) },
      .shows(
        """
        router r1
          root #2 home
          queued push x profile
          queued push y detail(2)
        """)),
    Case(
      "remove by ids", queuedXSY,
      { router throws(NavigationError) in try router.removeFromQueue(["y", "x"]) },
      .shows(
        """
        router r1
          root #2 home
          queued sheet s settings
        """)),
    Case(
      "remove no ids", queuedXSY,
      { router throws(NavigationError) in try router.removeFromQueue([]) }, .shows(rootXSY)),
    Case(
      "remove all", queuedXSY,
      { router throws(NavigationError) in try router.removeAllFromQueue() },
      .shows(
        """
        router r1
          root #2 home
        """)),
    Case(
      "remove all from an empty queue", pushedAB,
      { router throws(NavigationError) in try router.removeAllFromQueue() }, .shows(rootAB)),
    Case(
      "remove an unknown id", queuedXSY,
      { router throws(NavigationError) in try router.removeFromQueue(["nope"]) },
      .refused(.unknownEntry("nope"))),
    Case(
      "remove a known and an unknown id", queuedXSY,
      { router throws(NavigationError) in try router.removeFromQueue(["x", "nope"]) },
      .refused(.unknownEntry("nope"))),
    Case(
      "remove the id of a screen that is shown, not queued", pushedAB,
      { router throws(NavigationError) in try router.removeFromQueue(["a"]) },
      .refused(.unknownEntry("a"))),
    Case(
      "remove from another router's queue",
      { router throws(NavigationError) in
        try queuedXSY(router)
        try router.presentSheet(.list, id: "l")
      },
      { router throws(NavigationError) in try router.removeFromQueue(["x"], target: .child) },
      .refused(.unknownEntry("x"))),
  ]

  @Test(arguments: queueCases)
  func queue(_ row: Case) throws {
    try row.check()
  }

  // MARK: Showing the next screen

  nonisolated static let showNextCases: [Case] = [
    Case(
      "the first queued screen is pushed, the others wait", queuedXSY,
      { router throws(NavigationError) in try router.showNextScreen() },
      .shows(
        """
        router r1
          root #2 home
          push x profile
          queued sheet s settings
          queued push y detail(2)
        """)),
    Case(
      "then the queued sheet presents", queuedXSY,
      { router throws(NavigationError) in
        try router.showNextScreen()
        try router.showNextScreen()
      },
      .shows(
        """
        router r1
          root #2 home
          push x profile
          queued push y detail(2)
          sheet r4
            root s settings
        """)),
    Case(
      "the queue belongs to its router: the next push goes under the sheet", queuedXSY,
      { router throws(NavigationError) in
        try router.showNextScreen()
        try router.showNextScreen()
        try router.showNextScreen()
      },
      .shows(
        """
        router r1
          root #2 home
          push x profile
          push y detail(2)
          sheet r4
            root s settings
        """)),
    Case(
      "a queued screen keeps its location", pushedAB,
      { router throws(NavigationError) in
        try router.enqueue([Screen(.profile, id: "x", location: .insert(after: "a"))])
        try router.showNextScreen()
      },
      .shows(
        """
        router r1
          root #2 home
          push a list
          push x profile
          push b detail(1)
        """)),
    Case(
      "a queued push on a bare router presents a sheet", lone,
      { router throws(NavigationError) in
        try router.presentSheet(.workspace, id: "ws")
        try router.enqueue([Screen(.list, id: "l")], target: .child)
        try router.showNextScreen(target: .child)
      },
      .shows(
        """
        router r1
          root #2 home
          sheet r3 [bare]
            root ws workspace
            sheet r4
              root l list
        """)),
    Case(
      "a queued screen on the sheet's router shows inside the sheet", sheetAlone,
      { router throws(NavigationError) in
        try router.enqueue([Screen(.profile, id: "x")], target: .child)
        try router.showNextScreen(target: .child)
      },
      .shows(
        """
        router r1
          root #2 home
          sheet r3
            root s settings
            push x profile
        """)),
    Case(
      "a screen cannot take the id of a queued one",
      queuedXSY,
      { router throws(NavigationError) in try router.push(.list, id: "x") },
      .refused(.duplicateEntry("x"))),
    Case(
      "a queued insert after a screen that left",
      { router throws(NavigationError) in
        try pushedAB(router)
        try router.enqueue([Screen(.profile, id: "x", location: .insert(after: "b"))])
        try router.pop()
      },
      { router throws(NavigationError) in try router.showNextScreen() },
      .refused(.unknownEntry("b"))),
    Case(
      "an empty queue throws by default", pushedAB,
      { router throws(NavigationError) in try router.showNextScreen() },
      .refused(.emptyQueue(RouterID(rawValue: 1)))),
    Case(
      "an emptied queue throws",
      { router throws(NavigationError) in
        try queuedXSY(router)
        try router.removeAllFromQueue()
      },
      { router throws(NavigationError) in try router.showNextScreen() },
      .refused(.emptyQueue(RouterID(rawValue: 1)))),
  ]

  @Test(arguments: showNextCases)
  func showNext(_ row: Case) throws {
    try row.check()
  }

  // MARK: Fallbacks

  /// Shows the next screen of the router at `target` with this fallback.
  nonisolated static func next(
    _ fallback: QueueFallback, target: NavigationTarget = .current
  ) -> Step {
    { router throws(NavigationError) in
      try router.showNextScreen(orElse: fallback, target: target)
    }
  }

  nonisolated static let fallbackCases: [Case] = [
    Case(
      ".throwError", pushedAB, next(.throwError),
      .refused(.emptyQueue(RouterID(rawValue: 1)))),
    Case(
      ".throwError on the sheet's router names it", sheetAlone, next(.throwError, target: .child),
      .refused(.emptyQueue(RouterID(rawValue: 3)))),
    Case(".doNothing", pushedAB, next(.doNothing), .shows(rootAB)),
    Case(
      ".dismissScreen pops the top screen", pushedAB, next(.dismissScreen),
      .shows(
        """
        router r1
          root #2 home
          push a list
        """)),
    Case(
      ".dismissScreen pops the sheet's top screen", sheetWithPush,
      next(.dismissScreen, target: .child),
      .shows(
        """
        router r1
          root #2 home
          sheet r3
            root s settings
        """)),
    Case(
      ".dismissScreen dismisses a sheet at its root", sheetAlone,
      next(.dismissScreen, target: .child),
      .shows(
        """
        router r1
          root #2 home
        """)),
    Case(
      ".dismissScreen does nothing on the hierarchy's root", sheetAlone, next(.dismissScreen),
      .shows(
        """
        router r1
          root #2 home
          sheet r3
            root s settings
        """)),
    Case(
      ".dismissPresentation dismisses the sheet with its pushes", sheetWithPush,
      next(.dismissPresentation, target: .child),
      .shows(
        """
        router r1
          root #2 home
        """)),
    Case(
      ".dismissPresentation dismisses what the sheet presents too", sheetAlone,
      { router throws(NavigationError) in
        try router.presentCover(.profile, id: "c", target: .child)
        try router.showNextScreen(orElse: .dismissPresentation, target: .child)
      },
      .shows(
        """
        router r1
          root #2 home
        """)),
    Case(
      ".dismissPresentation does nothing on the root router", pushedAB,
      next(.dismissPresentation), .shows(rootAB)),
    Case(
      ".dismissPushStack pops every pushed screen", pushedAB, next(.dismissPushStack),
      .shows(
        """
        router r1
          root #2 home
        """)),
    Case(
      ".dismissPushStack pops the sheet's stack and keeps the sheet", sheetWithPush,
      next(.dismissPushStack, target: .child),
      .shows(
        """
        router r1
          root #2 home
          sheet r3
            root s settings
        """)),
    Case(
      ".dismissPushStack on an empty stack", sheetAlone, next(.dismissPushStack, target: .child),
      .shows(
        """
        router r1
          root #2 home
          sheet r3
            root s settings
        """)),
    Case(
      "a fallback is not used while the queue has a screen", pushedAB,
      { router throws(NavigationError) in
        try router.enqueue([Screen(.profile, id: "x")])
        try router.showNextScreen(orElse: .dismissScreen)
      },
      .shows(rootAB + "\n  push x profile")),
  ]

  @Test(arguments: fallbackCases)
  func fallback(_ row: Case) throws {
    try row.check()
  }

  // MARK: The queue as values and events

  @Test func theQueueListsItsRequestsFirstNext() throws {
    let router = Router<TestRoute>(root: .home)

    try router.enqueue([
      Screen(.profile, id: "x", location: .insertAtStart),
      Screen(.settings, style: .sheet(SheetOptions(detents: [.medium])), id: "s"),
    ])

    #expect(router.screenQueue.map(\.entry.id) == ["x", "s"])
    #expect(router.screenQueue.map(\.entry.route) == [.profile, .settings])
    #expect(router.screenQueue.map(\.style) == [.push, .sheet(SheetOptions(detents: [.medium]))])
    #expect(router.screenQueue.map(\.location) == [.insertAtStart, .append])
    #expect(router.hierarchy.root.screenQueue == router.screenQueue)
    #expect(router.path.isEmpty)
    #expect(router.child == nil)
  }

  @Test func showingTheQueueEmptiesItInOrder() throws {
    let router = Router<TestRoute>(root: .home)
    try router.enqueue([Screen(.list, id: "1"), Screen(.profile, id: "2")])
    try router.enqueue([Screen(.detail(3), id: "3")])

    try router.showNextScreen()
    #expect(router.path.map(\.id) == ["1"])
    #expect(router.screenQueue.map(\.entry.id) == ["2", "3"])
    try router.showNextScreen()
    try router.showNextScreen()
    #expect(router.path.map(\.id) == ["1", "2", "3"])
    #expect(router.screenQueue.isEmpty)
    let before = router.hierarchy

    #expect(throws: NavigationError.emptyQueue(router.id)) {
      try router.showNextScreen()
    }
    #expect(router.hierarchy == before)
  }

  @Test func queuedScreensGetFreshIDs() throws {
    let router = Router<TestRoute>(root: .home)
    try router.enqueue([Screen(.list), Screen(.list)])
    try router.push(.list)

    try router.showNextScreen()
    try router.showNextScreen()

    #expect(router.path.count == 3)
    #expect(Set(router.path.map(\.id)).count == 3)
  }

  @Test func aQueuedSheetPresentsOnTheQueuesRouter() throws {
    let router = Router<TestRoute>(root: .home)
    try router.enqueue([
      Screen(.settings, style: .sheet, id: "s", dismissButton: .trailing),
      Screen(.profile, style: .fullScreenCover, id: "c"),
    ])

    try router.showNextScreen()

    let sheet = try #require(router.presentedSheet)
    #expect(sheet.root.id == "s")
    #expect(sheet.presentation?.dismissButton == .trailing)
    try router.showNextScreen()
    let cover = try #require(router.presentedCover)
    #expect(cover.root.id == "c")
    #expect(!sheet.isAttached)
  }

  @Test func queueCommandsEmitTheirEventsInOrder() throws {
    let router = Router<TestRoute>(root: .home)
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }
    try router.enqueue([
      Screen(.list, id: "x"), Screen(.profile, id: "y"), Screen(.settings, id: "z"),
    ])
    let queued = router.screenQueue

    try router.enqueue([])
    try router.removeFromQueue(["y"])
    try router.showNextScreen()
    try router.removeAllFromQueue()
    try router.removeAllFromQueue()
    try router.showNextScreen(orElse: .doNothing)

    #expect(
      recorder.events == [
        .queued(queued, router: router.id),
        .unqueued([queued[1]], router: router.id),
        .pushed([queued[0].entry], router: router.id),
        .unqueued([queued[2]], router: router.id),
      ])
    token.cancel()
  }

  @Test func aDismissedRouterReportsItsQueueBeforeItsScreens() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings, id: "s")
    let sheet = try #require(router.child)
    try sheet.enqueue([Screen(.profile, id: "x")])
    let queued = sheet.screenQueue
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.dismissChild()

    #expect(
      recorder.events == [
        .unqueued(queued, router: sheet.id),
        .dismissed(router: sheet.id, screens: [Entry(id: "s", route: .settings)]),
      ])
    token.cancel()
  }

  /// Collects the events an observer receives.
  private final class Recorder {
    var events: [NavigationEvent<TestRoute>] = []
  }
}
