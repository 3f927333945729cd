import ItineraryTesting
import Testing

@testable import Itinerary

@MainActor
@Suite("Router events")
struct RouterEventTests {
  /// Collects the events an observer receives.
  private final class Recorder {
    var events: [NavigationEvent<TestRoute>] = []
  }

  // MARK: Observers

  @Test func anObserverReceivesEachCommandsEventsInOrder() throws {
    let router = Router<TestRoute>(root: .home)
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.push(.list, id: "list")
    try router.presentSheet(.settings, id: "settings")
    let sheet = try #require(router.child)
    try router.pop()
    try router.dismissChild()

    let entry = Entry<TestRoute>(id: "list", route: .list)
    let presented = Entry<TestRoute>(id: "settings", route: .settings)
    #expect(
      recorder.events == [
        .pushed([entry], router: router.id),
        .presented(presented, Presentation(style: .sheet), router: sheet.id, presenter: router.id),
        .popped([entry], router: router.id),
        .dismissed(router: sheet.id, screens: [presented]),
      ])
    token.cancel()
  }

  @Test func replacingAPresentationEmitsItsDismissalThenThePresentation() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings, id: "settings")
    let old = try #require(router.child)
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.presentCover(.profile, id: "profile")

    let new = try #require(router.child)
    #expect(
      recorder.events == [
        .dismissed(router: old.id, screens: [Entry(id: "settings", route: .settings)]),
        .presented(
          Entry(id: "profile", route: .profile),
          Presentation(style: .fullScreenCover, dismissButton: .leading), router: new.id,
          presenter: router.id),
      ])
    token.cancel()
  }

  @Test func aNestedDismissalReportsTheDeepestRouterFirst() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings, id: "settings")
    let sheet = try #require(router.child)
    try sheet.push(.detail(1), id: "detail")
    try sheet.presentCover(.profile, id: "profile")
    let cover = try #require(sheet.child)
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.dismissAllFromRoot()

    #expect(
      recorder.events == [
        .dismissed(router: cover.id, screens: [Entry(id: "profile", route: .profile)]),
        .dismissed(
          router: sheet.id,
          screens: [
            Entry(id: "settings", route: .settings), Entry(id: "detail", route: .detail(1)),
          ]
        ),
      ])
    token.cancel()
  }

  @Test func stackReplacementsReportRemovedAndInsertedScreens() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.detail(1), id: "detail", transition: .zoom(sourceID: "tile"))
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.replace(with: .detail(2))

    #expect(
      recorder.events == [
        .replaced(
          removed: [Entry(id: "detail", route: .detail(1), transition: .zoom(sourceID: "tile"))],
          inserted: [Entry(id: "detail", route: .detail(2), transition: .zoom(sourceID: "tile"))],
          router: router.id)
      ])
    token.cancel()
  }

  @Test func anObserverOnAModalSeesTheWholeTreesEvents() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    let recorder = Recorder()
    let token = sheet.observeEvents { recorder.events.append($0) }

    try router.push(.list, id: "list")

    #expect(recorder.events == [.pushed([Entry(id: "list", route: .list)], router: router.id)])
    token.cancel()
  }

  @Test func cancellingTheTokenStopsTheObserver() throws {
    let router = Router<TestRoute>(root: .home)
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }
    try router.push(.list)
    #expect(recorder.events.count == 1)

    token.cancel()
    try router.push(.detail(1))
    token.cancel()

    #expect(recorder.events.count == 1)
    #expect(router.store.events.subscriberCount == 0)
  }

  @Test func releasingTheTokenStopsTheObserver() throws {
    let router = Router<TestRoute>(root: .home)
    let recorder = Recorder()
    var token: EventObservation? = router.observeEvents { recorder.events.append($0) }
    try router.push(.list)
    #expect(token != nil)
    #expect(recorder.events.count == 1)

    token = nil
    try router.push(.detail(1))

    #expect(recorder.events.count == 1)
    #expect(router.store.events.subscriberCount == 0)
  }

  @Test func stackCommandsNobodyHeardLeaveALaterObserverHearingTheNextOnes() throws {
    // The stack verbs make their events only while something listens: the first pushes have
    // no listener; the observer added after them hears each later stack command's event.
    let router = Router<TestRoute>(root: .home)
    try router.push(.list, id: "list")
    try router.push(.detail(1), id: "d1")
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.push(.detail(2), id: "d2")
    try router.pop()
    try router.pop(last: 2)
    try router.replace(with: .profile)

    let list = Entry<TestRoute>(id: "list", route: .list)
    let d1 = Entry<TestRoute>(id: "d1", route: .detail(1))
    let d2 = Entry<TestRoute>(id: "d2", route: .detail(2))
    #expect(
      recorder.events == [
        .pushed([d2], router: router.id),
        .popped([d2], router: router.id),
        .popped([list, d1], router: router.id),
        .replaced(
          removed: [Entry(id: router.state.root.id, route: .home)],
          inserted: [Entry(id: router.state.root.id, route: .profile)], router: router.id),
      ])
    token.cancel()
  }

  @Test func cancellingOneObserverKeepsTheOthers() throws {
    let router = Router<TestRoute>(root: .home)
    let first = Recorder()
    let second = Recorder()
    let firstToken = router.observeEvents { first.events.append($0) }
    let secondToken = router.observeEvents { second.events.append($0) }

    firstToken.cancel()
    try router.push(.list)

    #expect(first.events.isEmpty)
    #expect(second.events.count == 1)
    secondToken.cancel()
  }

  @Test func anObserverThatCancelsItselfMissesTheRestOfTheCommandsEvents() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    try router.presentCover(.profile, target: .deepest)
    let recorder = Recorder()
    var token: EventObservation?
    token = router.observeEvents { event in
      recorder.events.append(event)
      token?.cancel()
    }

    try router.dismissAllFromRoot()

    #expect(recorder.events.count == 1)
    #expect(router.store.events.subscriberCount == 0)
  }

  @Test func aCommandIssuedByAnObserverIsDeliveredAfterTheCurrentEvent() throws {
    let router = Router<TestRoute>(root: .home)
    let recorder = Recorder()
    let reacting = router.observeEvents { event in
      if case .pushed(let entries, _) = event, entries.map(\.route) == [.list] {
        try? router.push(.detail(1), id: "detail")
      }
    }
    let recording = router.observeEvents { recorder.events.append($0) }

    try router.push(.list, id: "list")

    #expect(
      recorder.events == [
        .pushed([Entry(id: "list", route: .list)], router: router.id),
        .pushed([Entry(id: "detail", route: .detail(1))], router: router.id),
      ])
    #expect(router.path.map(\.id) == ["list", "detail"])
    reacting.cancel()
    recording.cancel()
  }

  // MARK: Streams

  @Test(.timeLimit(.minutes(1)))
  func aStreamDeliversEventsInOrder() async throws {
    let router = Router<TestRoute>(root: .home)
    var iterator = router.events.makeAsyncIterator()

    try router.push(.list, id: "list")
    try router.presentSheet(.settings, id: "settings")
    let sheet = try #require(router.child)
    try router.dismissChild()

    let list = Entry<TestRoute>(id: "list", route: .list)
    let settings = Entry<TestRoute>(id: "settings", route: .settings)
    #expect(await iterator.next(isolation: #isolation) == .pushed([list], router: router.id))
    #expect(
      await iterator.next(isolation: #isolation)
        == .presented(settings, Presentation(style: .sheet), router: sheet.id, presenter: router.id)
    )
    #expect(
      await iterator.next(isolation: #isolation)
        == .dismissed(router: sheet.id, screens: [settings]))
  }

  @Test(.timeLimit(.minutes(1)))
  func aStreamStartsWithTheEventsAfterItWasMade() async throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list, id: "list")
    var iterator = router.events.makeAsyncIterator()

    try router.push(.detail(1), id: "detail")

    #expect(
      await iterator.next(isolation: #isolation)
        == .pushed([Entry(id: "detail", route: .detail(1))], router: router.id))
  }

  @Test(.timeLimit(.minutes(1)))
  func everyLiveStreamReceivesEveryEvent() async throws {
    let router = Router<TestRoute>(root: .home)
    var first = router.events.makeAsyncIterator()
    var second = router.events.makeAsyncIterator()

    try router.push(.list, id: "list")
    try router.pop()

    let pushed = NavigationEvent<TestRoute>.pushed(
      [Entry(id: "list", route: .list)], router: router.id)
    let popped = NavigationEvent<TestRoute>.popped(
      [Entry(id: "list", route: .list)], router: router.id)
    #expect(await first.next(isolation: #isolation) == pushed)
    #expect(await first.next(isolation: #isolation) == popped)
    #expect(await second.next(isolation: #isolation) == pushed)
    #expect(await second.next(isolation: #isolation) == popped)
  }

  @Test(.timeLimit(.minutes(1)))
  func aStreamReadWithForAwaitSeesEventsFromEveryLevel() async throws {
    let router = Router<TestRoute>(root: .home)
    let stream = router.events
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    try sheet.push(.detail(1), id: "detail")

    var received: [NavigationEvent<TestRoute>] = []
    for await event in stream {
      received.append(event)
      if received.count == 2 { break }
    }

    #expect(received.count == 2)
    #expect(received.last == .pushed([Entry(id: "detail", route: .detail(1))], router: sheet.id))
  }

  @Test(.timeLimit(.minutes(1)))
  func aDroppedStreamStopsBeingFed() async throws {
    let router = Router<TestRoute>(root: .home)
    let hub = router.store.events
    do {
      let stream = router.events
      var iterator = stream.makeAsyncIterator()
      try router.push(.list)
      #expect(await iterator.next(isolation: #isolation) != nil)
      #expect(hub.subscriberCount == 1)
    }

    for _ in 0..<1000 where hub.subscriberCount > 0 { await Task.yield() }

    #expect(hub.subscriberCount == 0)
  }

  @Test func dismissingByIDReportsDismissalsDeepestFirstThenPops() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list, id: "list")
    try router.push(.detail(1), id: "detail")
    try router.presentSheet(.settings, id: "settings")
    let sheet = try #require(router.child)
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try sheet.dismissScreen(id: "detail")

    #expect(
      recorder.events == [
        .dismissed(router: sheet.id, screens: [Entry(id: "settings", route: .settings)]),
        .popped([Entry(id: "detail", route: .detail(1))], router: router.id),
      ])
    token.cancel()
  }

  // MARK: Refused commands and no-ops

  @Test func aRefusedCommandEmitsNothing() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list, id: "list")
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    #expect(throws: NavigationError.duplicateEntry("list")) { try router.push(.list, id: "list") }
    #expect(throws: NavigationError.unknownEntry("x")) { try router.dismissScreen(id: "x") }
    #expect(throws: NavigationError.targetUnavailable(.parent, from: router.id)) {
      try router.pop(target: .parent)
    }
    #expect(throws: NavigationError.cannotDismissRoot(router.root.id)) {
      try router.dismissScreen(id: router.root.id)
    }

    #expect(recorder.events.isEmpty)
    token.cancel()
  }

  @Test func aDetachedRoutersRefusedCommandEmitsNothing() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    try router.dismissChild()
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    #expect(throws: NavigationError.routerDetached(sheet.id)) { try sheet.push(.list) }

    #expect(recorder.events.isEmpty)
    token.cancel()
  }

  @Test(.timeLimit(.minutes(1)))
  func aRefusedCommandPutsNothingOnAStream() async throws {
    let router = Router<TestRoute>(root: .home)
    var iterator = router.events.makeAsyncIterator()

    #expect(throws: NavigationError.unknownEntry("x")) { try router.dismissScreen(id: "x") }
    try router.push(.list, id: "list")

    #expect(
      await iterator.next(isolation: #isolation)
        == .pushed([Entry(id: "list", route: .list)], router: router.id))
  }

  @Test func noOpsEmitNothing() throws {
    let router = Router<TestRoute>(root: .home)
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.pop()
    try router.pop(last: 3)
    try router.popToRoot()
    try router.replaceStack(with: [])
    try router.dismiss()
    try router.dismissChild()
    try router.dismissSelfAndParent()
    try router.dismissAllFromRoot()
    try router.dismissScreens(count: 0)
    try router.dismissAllScreens()
    try router.dismissLastPushStack()
    try router.dismissLastPresentation()
    try router.dismissScreens(above: router.root.id)

    #expect(recorder.events.isEmpty)
    token.cancel()
  }

  @Test func replacingTheTopWithAnEqualRouteEmitsNothing() throws {
    // Nothing changes: the screen keeps its id, its route and its transition.
    let router = Router<TestRoute>(root: .home)
    try router.push(.detail(1))
    let before = router.hierarchy
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.replace(with: .detail(1))
    try router.popToRoot()
    try router.replace(with: .home)

    #expect(router.hierarchy.levels[0].path.isEmpty)
    #expect(router.hierarchy.root.root == before.root.root)
    #expect(recorder.events.count == 1)
    #expect(recorder.events.first == .popped(before.root.path, router: router.id))
    token.cancel()
  }

  @Test func performReturnsTheEventsItEmits() throws {
    let router = Router<TestRoute>(root: .home)
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }
    let entry = Entry<TestRoute>(id: "list", route: .list)

    let events = try router.perform(NavigationCommand(.stack(.push(entry))))

    #expect(events == [.pushed([entry], router: router.id)])
    #expect(recorder.events == events)
    token.cancel()
  }

  // MARK: Pops that empty a stack

  /// A pop that empties the stack removes a last screen in place when nothing shares the
  /// path's storage, and hands the path over when a renderer does: the events and the tree
  /// are the same either way, and a refused batch takes either back.
  @Test(arguments: [false, true])
  func popsThatEmptyTheStackMakeTheSameEventsWithAndWithoutARenderer(rendered: Bool) throws {
    let router = Router<TestRoute>(root: .home)
    let renderer = HeadlessRenderer<TestRoute>()
    if rendered { renderer.attach(to: router.lane) }
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }
    let one = Entry<TestRoute>(id: "one", route: .list)
    let two = Entry<TestRoute>(id: "two", route: .detail(2))

    try router.push(.list, id: "one")
    try router.pop()
    try router.push(.list, id: "one")
    try router.push(.detail(2), id: "two")
    try router.pop(last: 2)
    try router.push(.list, id: "one")
    let before = router.store.tree
    #expect(throws: NavigationError.unknownEntry("missing")) {
      try router.batch { router throws(NavigationError) in
        try router.pop()
        try router.dismissScreen(id: "missing")
      }
    }

    #expect(
      recorder.events == [
        .pushed([one], router: router.id), .popped([one], router: router.id),
        .pushed([one], router: router.id), .pushed([two], router: router.id),
        .popped([one, two], router: router.id), .pushed([one], router: router.id),
      ])
    #expect(router.store.tree == before)
    #expect(router.path == [one])
    if rendered { #expect(router.lane.displayed == router.store.tree) }
    token.cancel()
  }
}
