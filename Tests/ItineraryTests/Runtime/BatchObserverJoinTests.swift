import Testing

@testable import Itinerary

/// Inside a batch a stack verb makes its event only when something listens as it is issued,
/// and an observer or stream added inside a batch hears, when the batch ends, the events of
/// the commands issued after it was added, of every kind; one added before hears them all. A
/// record the batch keeps (an `onDismiss` action) listens from then on: a screen shown and
/// popped in one batch runs its action once.
@MainActor
@Suite("Observers added inside a batch")
struct BatchObserverJoinTests {
  private enum Tab: Hashable, Sendable, CaseIterable {
    case feed, search
  }

  private func makeTabs() throws -> TabRouter<Tab, TestRoute> {
    try TabRouter(tabs: Tab.allCases) { _ in .home }
  }

  @Test func anObserverAddedBeforeABatchHearsAllOfItInOrder() throws {
    let tabs = try makeTabs()
    let feed = tabs.selectedRouter
    let log = EventLog(feed)

    try tabs.batch { tabs throws(NavigationError) in
      try tabs.push(.list)
      try tabs.select(.search)
      try tabs.push(.detail(1))
    }
    #expect(log.events.count == 3)
    #expect(log.events.first == .pushed([feed.path[0]], router: feed.id))
    #expect(log.events.last == .pushed(tabs.selectedRouter.path, router: tabs.selectedRouter.id))
  }

  @Test func anObserverAddedInsideABatchHearsTheCommandsAfterIt() throws {
    let tabs = try makeTabs()
    var log: EventLog?

    try tabs.batch { tabs throws(NavigationError) in
      try tabs.push(.list)
      try tabs.select(.search)
      log = EventLog(tabs.selectedRouter)
      try tabs.push(.detail(1))
      try tabs.select(.feed)
      #expect(log?.events == [])
    }
    let search = try tabs.router(in: .search)
    #expect(
      log?.events == [
        .pushed(search.path, router: search.id),
        .selectedTab(index: 0, name: "feed"),
      ])
  }

  @Test func anObserverAddedInARefusedInnerBatchHearsTheCommandsAfterIt() throws {
    let tabs = try makeTabs()
    var log: EventLog?

    try tabs.batch { tabs throws(NavigationError) in
      try tabs.select(.search)
      do {
        try tabs.batch { tabs throws(NavigationError) in
          try tabs.select(.feed)
          log = EventLog(tabs.selectedRouter)
          try tabs.selectedRouter.dismissScreen(id: "missing")
        }
      } catch {}
      try tabs.push(.detail(2))
    }
    let search = tabs.selectedRouter
    #expect(log?.events == [.pushed(search.path, router: search.id)])
  }

  @Test func aScreenShownAndPoppedInOneBatchRunsItsOnDismissOnce() throws {
    let router = Router<TestRoute>(root: .home)
    var dismissals = 0

    try router.batch { router throws(NavigationError) in
      try router.show(Screen(.detail(1), onDismiss: { dismissals += 1 }))
      try router.pop()
    }
    #expect(dismissals == 1)
    // Nothing is left registered: a later push and pop make no event for anyone.
    #expect(!router.store.events.isListening)
  }

  @Test func aStreamAddedInsideABatchHearsTheCommandsAfterIt() async throws {
    let tabs = try makeTabs()
    var stream: AsyncStream<NavigationEvent<TestRoute>>?

    try tabs.batch { tabs throws(NavigationError) in
      try tabs.select(.search)
      stream = tabs.events
      try tabs.push(.detail(3))
    }
    var iterator = try #require(stream).makeAsyncIterator()
    let search = tabs.selectedRouter
    #expect(await iterator.next() == .pushed(search.path, router: search.id))
    let pushed = search.path
    try search.pop()
    #expect(await iterator.next() == .popped(pushed, router: search.id))
  }
}
