import Testing

@testable import Itinerary

/// In-place transitions on a router's top screen and the transition queue, read as start,
/// command, expected printout.
@MainActor
@Suite("Transitions")
struct TransitionTests {
  typealias Step = RouterCase.Step
  typealias Case = RouterCase

  nonisolated static func content(_ id: EntryID, _ route: TestRoute) -> TransitionEntry<TestRoute> {
    TransitionEntry(id: id, route: route)
  }

  nonisolated static let t1 = content("t1", .list)
  nonisolated static let t2 = content("t2", .profile)
  nonisolated static let t3 = content("t3", .settings)

  // MARK: Starts

  nonisolated static let lone: Step = { _ in }

  /// `d` (detail 1) pushed with the default `.keepPrevious`.
  nonisolated static let pushedD: Step = { router throws(NavigationError) in
    try router.push(.detail(1), id: "d")
  }

  /// `d` with `t1`, `t2` and `t3` shown on it, `t3` on top.
  nonisolated static let threeShown: Step = { router throws(NavigationError) in
    try pushedD(router)
    try router.showTransitions([t1, t2, t3])
  }

  /// `d` pushed with `.removePrevious`.
  nonisolated static let removingD: Step = { router throws(NavigationError) in
    try router.show(Screen(.detail(1), id: "d", transitionBehavior: .removePrevious))
  }

  /// A sheet `s` (settings, r3) with nothing pushed.
  nonisolated static let sheetAlone: Step = { router throws(NavigationError) in
    try router.presentSheet(.settings, id: "s")
  }

  /// `q1` (list) and `q2` (profile) queued on the root router, `d` pushed.
  nonisolated static let queuedQ1Q2: Step = { router throws(NavigationError) in
    try pushedD(router)
    try router.enqueueTransitions([content("q1", .list), content("q2", .profile)])
  }

  nonisolated static let bareD = """
    router r1
      root #2 home
      push d detail(1)
    """

  nonisolated static let threeOnD = """
    router r1
      root #2 home
      push d detail(1)
        in place t1 list (trailing)
        in place t2 profile (trailing)
        in place t3 settings (trailing)
    """

  /// The printout of `d` with these contents on it, bottom first.
  nonisolated static func onD(_ lines: String...) -> String {
    ([bareD] + lines.map { "    in place \($0) (trailing)" }).joined(separator: "\n")
  }

  // MARK: Showing

  nonisolated static let showCases: [Case] = [
    Case(
      "showTransition draws over the top screen", pushedD,
      { router throws(NavigationError) in try router.showTransition(.list, id: "t1") },
      .shows(onD("t1 list"))),
    Case(
      "showTransition keeps its edge", pushedD,
      { router throws(NavigationError) in
        try router.showTransition(.list, edge: .leading, allowsSwipeBack: true, id: "t1")
      },
      .shows(bareD + "\n    in place t1 list (leading)")),
    Case(
      "showTransition on the hierarchy's root screen", lone,
      { router throws(NavigationError) in try router.showTransition(.list, id: "t1") },
      .shows(
        """
        router r1
          root #2 home
            in place t1 list (trailing)
        """)),
    Case(
      "showTransition on a sheet's root", sheetAlone,
      { router throws(NavigationError) in
        try router.showTransition(.list, id: "t1", target: .child)
      },
      .shows(
        """
        router r1
          root #2 home
          sheet r3
            root s settings
              in place t1 list (trailing)
        """)),
    Case(
      "showTransitions puts the last on top", pushedD,
      { router throws(NavigationError) in try router.showTransitions([t1, t2, t3]) },
      .shows(threeOnD)),
    Case(
      ".keepPrevious keeps the content below", pushedD,
      { router throws(NavigationError) in
        try router.showTransition(.list, id: "t1")
        try router.showTransition(.profile, id: "t2")
      },
      .shows(onD("t1 list", "t2 profile"))),
    Case(
      ".removePrevious keeps only the new content", removingD,
      { router throws(NavigationError) in
        try router.showTransition(.list, id: "t1")
        try router.showTransition(.profile, id: "t2")
      },
      .shows(onD("t2 profile"))),
    Case(
      ".removePrevious keeps only the last of several", removingD,
      { router throws(NavigationError) in try router.showTransitions([t1, t2, t3]) },
      .shows(onD("t3 settings"))),
    Case(
      ".removePrevious on a sheet's root shown with show", lone,
      { router throws(NavigationError) in
        try router.show(
          Screen(.settings, style: .sheet, id: "s", transitionBehavior: .removePrevious))
        try router.showTransitions([t1, t2], target: .child)
      },
      .shows(
        """
        router r1
          root #2 home
          sheet r3
            root s settings
              in place t2 profile (trailing)
        """)),
    Case(
      "no contents change nothing", threeShown,
      { router throws(NavigationError) in try router.showTransitions([]) }, .shows(threeOnD)),
    Case(
      "an id shown on the screen", threeShown,
      { router throws(NavigationError) in try router.showTransition(.detail(5), id: "t2") },
      .refused(.duplicateEntry("t2"))),
    Case(
      "an id of a screen", threeShown,
      { router throws(NavigationError) in try router.showTransition(.detail(5), id: "d") },
      .refused(.duplicateEntry("d"))),
    Case(
      "one id twice in one call", pushedD,
      { router throws(NavigationError) in
        try router.showTransitions([t1, content("t1", .profile)])
      },
      .refused(.duplicateEntry("t1"))),
    Case(
      "an id shown on another screen",
      { router throws(NavigationError) in
        try router.showTransition(.list, id: "t1")
        try router.push(.detail(1), id: "d")
      },
      { router throws(NavigationError) in try router.showTransition(.profile, id: "t1") },
      .refused(.duplicateEntry("t1"))),
    Case(
      "a target that does not exist", pushedD,
      { router throws(NavigationError) in try router.showTransition(.list, target: .child) },
      .refused(.targetUnavailable(.child, from: RouterID(rawValue: 1)))),
  ]

  @Test(arguments: showCases)
  func show(_ row: Case) throws {
    try row.check()
  }

  // MARK: Dismissing

  nonisolated static let dismissCases: [Case] = [
    Case(
      "dismissTransition removes the top content", threeShown,
      { router throws(NavigationError) in try router.dismissTransition() },
      .shows(onD("t1 list", "t2 profile"))),
    Case(
      "dismissTransition with none shown", pushedD,
      { router throws(NavigationError) in try router.dismissTransition() }, .shows(bareD)),
    Case(
      "dismissTransition(id:) removes it and the content above", threeShown,
      { router throws(NavigationError) in try router.dismissTransition(id: "t2") },
      .shows(onD("t1 list"))),
    Case(
      "dismissTransition(id:) of the bottom content removes all", threeShown,
      { router throws(NavigationError) in try router.dismissTransition(id: "t1") },
      .shows(bareD)),
    Case(
      "dismissTransition(id:) of an unknown id", threeShown,
      { router throws(NavigationError) in try router.dismissTransition(id: "nope") },
      .refused(.unknownEntry("nope"))),
    Case(
      "dismissTransition(id:) of content on a screen below",
      { router throws(NavigationError) in
        try router.showTransition(.list, id: "t1")
        try router.push(.detail(1), id: "d")
      },
      { router throws(NavigationError) in try router.dismissTransition(id: "t1") },
      .refused(.unknownEntry("t1"))),
    Case(
      "dismissTransition(id:) of a queued content", queuedQ1Q2,
      { router throws(NavigationError) in try router.dismissTransition(id: "q1") },
      .refused(.unknownEntry("q1"))),
    Case(
      "dismissTransitions(above:) keeps that content", threeShown,
      { router throws(NavigationError) in try router.dismissTransitions(above: "t1") },
      .shows(onD("t1 list"))),
    Case(
      "dismissTransitions(above:) the top content", threeShown,
      { router throws(NavigationError) in try router.dismissTransitions(above: "t3") },
      .shows(threeOnD)),
    Case(
      "dismissTransitions(above:) an unknown id", threeShown,
      { router throws(NavigationError) in try router.dismissTransitions(above: "nope") },
      .refused(.unknownEntry("nope"))),
    Case(
      "dismissTransitions(count: 2)", threeShown,
      { router throws(NavigationError) in try router.dismissTransitions(count: 2) },
      .shows(onD("t1 list"))),
    Case(
      "dismissTransitions(count:) more than shown", threeShown,
      { router throws(NavigationError) in try router.dismissTransitions(count: 10) },
      .shows(bareD)),
    Case(
      "dismissTransitions(count: 0)", threeShown,
      { router throws(NavigationError) in try router.dismissTransitions(count: 0) },
      .shows(threeOnD)),
    Case(
      "dismissTransitions(count:) negative", threeShown,
      { router throws(NavigationError) in try router.dismissTransitions(count: -2) },
      .shows(threeOnD)),
    Case(
      "dismissAllTransitions", threeShown,
      { router throws(NavigationError) in try router.dismissAllTransitions() }, .shows(bareD)),
    Case(
      "dismissTransitionOrScreen dismisses the top content first", threeShown,
      { router throws(NavigationError) in try router.dismissTransitionOrScreen() },
      .shows(onD("t1 list", "t2 profile"))),
    Case(
      "dismissTransitionOrScreen then pops the screen", threeShown,
      { router throws(NavigationError) in
        for _ in 0..<4 { try router.dismissTransitionOrScreen() }
      },
      .shows(
        """
        router r1
          root #2 home
        """)),
    Case(
      "dismissTransitionOrScreen dismisses a sheet at its root", sheetAlone,
      { router throws(NavigationError) in try router.dismissTransitionOrScreen(target: .child) },
      .shows(
        """
        router r1
          root #2 home
        """)),
    Case(
      "dismissTransitionOrScreen does nothing on the hierarchy's root", lone,
      { router throws(NavigationError) in try router.dismissTransitionOrScreen() },
      .shows(
        """
        router r1
          root #2 home
        """)),
  ]

  @Test(arguments: dismissCases)
  func dismiss(_ row: Case) throws {
    try row.check()
  }

  // MARK: Transitions belong to their screen

  @Test func aPushedScreenHasNoneAndPoppingBackRevealsThem() throws {
    let router = Router<TestRoute>(root: .home)
    try Self.threeShown(router)

    try router.push(.profile, id: "p")

    #expect(router.inPlaceTransitions.isEmpty)
    #expect(router.path.first?.inPlaceTransitions == [Self.t1, Self.t2, Self.t3])
    #expect(
      router.hierarchy.description == Self.threeOnD + "\n  push p profile")

    try router.dismissTransition()
    try router.dismissAllTransitions()
    #expect(router.path.first?.inPlaceTransitions == [Self.t1, Self.t2, Self.t3])

    try router.pop()

    #expect(router.inPlaceTransitions == [Self.t1, Self.t2, Self.t3])
    #expect(router.hierarchy.description == Self.threeOnD)
  }

  @Test func eachScreenChoosesItsOwnBehavior() throws {
    let router = Router<TestRoute>(root: .home)
    try router.show(Screen(.list, id: "keep"))
    try router.showTransitions([Self.t1, Self.t2])
    try router.show(Screen(.detail(1), id: "remove", transitionBehavior: .removePrevious))

    try router.showTransitions([Self.t3, Self.content("t4", .home)])

    #expect(router.inPlaceTransitions.map(\.id) == ["t4"])
    try router.pop()
    #expect(router.inPlaceTransitions.map(\.id) == ["t1", "t2"])
  }

  @Test func removePreviousReleasesTheCoveredContent() throws {
    let router = Router<TestRoute>(root: .home)
    try Self.removingD(router)
    var runs: [EntryID: Int] = [:]
    try router.showTransition(.list, id: "t1", onDismiss: { runs["t1", default: 0] += 1 })
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.showTransition(.profile, id: "t2", onDismiss: { runs["t2", default: 0] += 1 })

    let screen: EntryID = "d"
    #expect(
      recorder.events == [
        .transitionsShown([Self.content("t2", .profile)], screen: screen, router: router.id),
        .transitionsDismissed([Self.content("t1", .list)], screen: screen, router: router.id),
      ])
    #expect(runs == ["t1": 1])
    #expect(router.inPlaceTransitions.map(\.id) == ["t2"])

    try router.dismissTransition()
    #expect(runs == ["t1": 1, "t2": 1])
    token.cancel()
  }

  @Test func removePreviousReportsEveryCoveredContentTopFirst() throws {
    let router = Router<TestRoute>(root: .home)
    try Self.removingD(router)
    try router.showTransition(.home, id: "t0")
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.showTransitions([Self.t1, Self.t2])

    #expect(
      recorder.events == [
        .transitionsShown([Self.t1, Self.t2], screen: "d", router: router.id),
        .transitionsDismissed(
          [Self.t1, Self.content("t0", .home)], screen: "d", router: router.id),
      ])
    token.cancel()
  }

  // MARK: The transition queue

  nonisolated static let queueCases: [Case] = [
    Case(
      "enqueue waits without showing", queuedQ1Q2, { _ in },
      .shows(bareD + "\n  queued in place q1 list\n  queued in place q2 profile")),
    Case(
      "enqueue nothing", queuedQ1Q2,
      { router throws(NavigationError) in try router.enqueueTransitions([]) },
      .shows(bareD + "\n  queued in place q1 list\n  queued in place q2 profile")),
    Case(
      "remove by id", queuedQ1Q2,
      { router throws(NavigationError) in try router.removeTransitionsFromQueue(["q1"]) },
      .shows(bareD + "\n  queued in place q2 profile")),
    Case(
      "remove no ids", queuedQ1Q2,
      { router throws(NavigationError) in try router.removeTransitionsFromQueue([]) },
      .shows(bareD + "\n  queued in place q1 list\n  queued in place q2 profile")),
    Case(
      "remove an unknown id", queuedQ1Q2,
      { router throws(NavigationError) in try router.removeTransitionsFromQueue(["q1", "nope"]) },
      .refused(.unknownEntry("nope"))),
    Case(
      "remove the id of shown content", threeShown,
      { router throws(NavigationError) in try router.removeTransitionsFromQueue(["t1"]) },
      .refused(.unknownEntry("t1"))),
    Case(
      "remove all", queuedQ1Q2,
      { router throws(NavigationError) in try router.removeAllTransitionsFromQueue() },
      .shows(bareD)),
    Case(
      "showNextTransition shows the first, the other waits", queuedQ1Q2,
      { router throws(NavigationError) in try router.showNextTransition() },
      .shows(onD("q1 list") + "\n  queued in place q2 profile")),
    Case(
      "showNextTransition twice, the last on top", queuedQ1Q2,
      { router throws(NavigationError) in
        try router.showNextTransition()
        try router.showNextTransition()
      },
      .shows(onD("q1 list", "q2 profile"))),
    Case(
      "showNextTransition on a .removePrevious screen replaces",
      { router throws(NavigationError) in
        try removingD(router)
        try router.enqueueTransitions([content("q1", .list), content("q2", .profile)])
      },
      { router throws(NavigationError) in
        try router.showNextTransition()
        try router.showNextTransition()
      },
      .shows(onD("q2 profile"))),
    Case(
      "showNextTransition shows on the screen on top now", queuedQ1Q2,
      { router throws(NavigationError) in
        try router.push(.profile, id: "p")
        try router.showNextTransition()
      },
      .shows(
        bareD + "\n  push p profile\n    in place q1 list (trailing)"
          + "\n  queued in place q2 profile")),
    Case(
      "showNextTransition on an empty queue throws", threeShown,
      { router throws(NavigationError) in try router.showNextTransition() },
      .refused(.emptyTransitionQueue(RouterID(rawValue: 1)))),
    Case(
      "content cannot take the id of queued content",
      queuedQ1Q2,
      { router throws(NavigationError) in try router.showTransition(.home, id: "q1") },
      .refused(.duplicateEntry("q1"))),
    Case(
      ".doNothing", threeShown,
      { router throws(NavigationError) in try router.showNextTransition(orElse: .doNothing) },
      .shows(threeOnD)),
    Case(
      ".showNextScreenOrDismissScreen is unused while content waits", queuedQ1Q2,
      { router throws(NavigationError) in
        try router.showNextTransition(orElse: .showNextScreenOrDismissScreen)
      },
      .shows(onD("q1 list") + "\n  queued in place q2 profile")),
    Case(
      ".showNextScreenOrDismissScreen shows the next queued screen", pushedD,
      { router throws(NavigationError) in
        try router.enqueue([Screen(.profile, id: "p")])
        try router.showNextTransition(orElse: .showNextScreenOrDismissScreen)
      },
      .shows(bareD + "\n  push p profile")),
    Case(
      ".showNextScreenOrDismissScreen else pops the screen", threeShown,
      { router throws(NavigationError) in
        try router.showNextTransition(orElse: .showNextScreenOrDismissScreen)
      },
      .shows(
        """
        router r1
          root #2 home
        """)),
    Case(
      ".showNextScreenOrDismissScreen else dismisses a sheet at its root", sheetAlone,
      { router throws(NavigationError) in
        try router.showNextTransition(orElse: .showNextScreenOrDismissScreen, target: .child)
      },
      .shows(
        """
        router r1
          root #2 home
        """)),
    Case(
      ".showNextScreenOrDismissScreen else nothing on the hierarchy's root", lone,
      { router throws(NavigationError) in
        try router.showNextTransition(orElse: .showNextScreenOrDismissScreen)
      },
      .shows(
        """
        router r1
          root #2 home
        """)),
  ]

  @Test(arguments: queueCases)
  func queue(_ row: Case) throws {
    try row.check()
  }

  @Test func theQueueIsTheRoutersNotTheScreens() throws {
    let router = Router<TestRoute>(root: .home)
    try Self.queuedQ1Q2(router)

    try router.pop()

    #expect(router.transitionQueue.map(\.id) == ["q1", "q2"])
    try router.showNextTransition()
    #expect(router.root.inPlaceTransitions.map(\.id) == ["q1"])
    #expect(router.transitionQueue.map(\.id) == ["q2"])
  }

  // MARK: Events

  @Test func transitionCommandsEmitTheirEventsInOrder() throws {
    let router = Router<TestRoute>(root: .home)
    try Self.pushedD(router)
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }
    let r = router.id
    let q1 = Self.content("q1", .home)
    let q2 = Self.content("q2", .detail(2))

    try router.showTransitions([Self.t1, Self.t2])
    try router.showTransition(.settings, id: "t3")
    try router.dismissTransition()
    try router.enqueueTransitions([q1, q2])
    try router.showNextTransition()
    try router.removeTransitionsFromQueue(["q2"])
    try router.dismissTransitions(above: "t1")
    try router.dismissAllTransitions()
    try router.dismissAllTransitions()
    try router.removeAllTransitionsFromQueue()

    #expect(
      recorder.events == [
        .transitionsShown([Self.t1, Self.t2], screen: "d", router: r),
        .transitionsShown([Self.t3], screen: "d", router: r),
        .transitionsDismissed([Self.t3], screen: "d", router: r),
        .transitionsQueued([q1, q2], router: r),
        .transitionsShown([q1], screen: "d", router: r),
        .transitionsUnqueued([q2], router: r),
        .transitionsDismissed([q1, Self.t2], screen: "d", router: r),
        .transitionsDismissed([Self.t1], screen: "d", router: r),
      ])
    token.cancel()
  }

  @Test func commandsThatChangeNothingEmitNothing() throws {
    let router = Router<TestRoute>(root: .home)
    try Self.threeShown(router)
    let before = router.hierarchy
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.showTransitions([])
    try router.dismissTransitions(count: 0)
    try router.dismissTransitions(above: "t3")
    try router.enqueueTransitions([])
    try router.removeTransitionsFromQueue([])
    try router.removeAllTransitionsFromQueue()
    try router.showNextTransition(orElse: .doNothing)

    #expect(router.hierarchy == before)
    #expect(recorder.events.isEmpty)
    token.cancel()
  }

  @Test func refusedCommandsEmitNothing() throws {
    let router = Router<TestRoute>(root: .home)
    try Self.threeShown(router)
    let before = router.hierarchy
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    #expect(throws: NavigationError.unknownEntry("nope")) {
      try router.dismissTransition(id: "nope")
    }
    #expect(throws: NavigationError.unknownEntry("nope")) {
      try router.dismissTransitions(above: "nope")
    }
    #expect(throws: NavigationError.unknownEntry("nope")) {
      try router.removeTransitionsFromQueue(["nope"])
    }
    #expect(throws: NavigationError.duplicateEntry("t1")) {
      try router.showTransition(.home, id: "t1")
    }
    #expect(throws: NavigationError.emptyTransitionQueue(router.id)) {
      try router.showNextTransition()
    }

    #expect(router.hierarchy == before)
    #expect(recorder.events.isEmpty)
    token.cancel()
  }

  @Test func aQueuedContentRunsItsOnDismissOnceWhenItLeavesAfterBeingShown() throws {
    let router = Router<TestRoute>(root: .home)
    var runs: [EntryID: Int] = [:]
    try router.enqueueTransition(.list, id: "q1", onDismiss: { runs["q1", default: 0] += 1 })
    try router.enqueueTransition(.profile, id: "q2", onDismiss: { runs["q2", default: 0] += 1 })
    #expect(router.transitionQueue == [Self.content("q1", .list), Self.content("q2", .profile)])

    try router.showNextTransition()
    #expect(runs.isEmpty)
    try router.dismissTransition()
    #expect(runs == ["q1": 1])

    try router.showNextTransition()
    try router.show(Screen(.detail(1)))
    try router.pop()
    #expect(runs == ["q1": 1])
    #expect(router.inPlaceTransitions.map(\.id) == ["q2"])
    try router.dismissAllTransitions()
    #expect(runs == ["q1": 1, "q2": 1])
  }

  @Test func aQueuedContentRemovedBeforeItWasShownDropsItsOnDismiss() throws {
    let router = Router<TestRoute>(root: .home)
    var runs = 0
    try router.enqueueTransition(.list, id: "q1", onDismiss: { runs += 1 })
    try router.removeTransitionsFromQueue(["q1"])
    try router.enqueueTransition(.list, id: "q1")
    try router.showNextTransition()
    try router.dismissTransition()
    #expect(runs == 0)
  }

  @Test func aRefusedQueuedContentRegistersNoOnDismiss() throws {
    let router = Router<TestRoute>(root: .home)
    try router.enqueueTransition(.list, id: "q1")
    var runs = 0
    #expect(throws: NavigationError.duplicateEntry("q1")) {
      try router.enqueueTransition(.profile, id: "q1", onDismiss: { runs += 1 })
    }
    try router.showNextTransition()
    try router.dismissTransition()
    #expect(runs == 0)
    #expect(router.transitionQueue.isEmpty)
  }

  /// Collects the events an observer receives.
  private final class Recorder {
    var events: [NavigationEvent<TestRoute>] = []
  }
}
