import Foundation
import ItineraryTesting
import Observation
import Testing

@testable import Itinerary

/// Every public property that can change is tracked by observation: a view that reads it is
/// told when it changes.
@MainActor
@Suite("Observation")
struct ObservationTests {
  /// Whether an observation's change handler ran; the handler may run on any thread.
  // Sendable by its lock: the flag is read and written only under it.
  private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    func raise() { lock.withLock { raised = true } }
    var isRaised: Bool { lock.withLock { raised } }
  }

  /// Whether `change` notifies an observer that read what `read` reads.
  private func notifies(_ read: () -> Void, when change: () throws -> Void) rethrows -> Bool {
    let flag = Flag()
    withObservationTracking(read, onChange: { flag.raise() })
    try change()
    return flag.isRaised
  }

  private enum Tab: Hashable, Sendable, CaseIterable { case first, second }

  @Test func aRoutersStateChildParentAndAttachmentAreTracked() throws {
    let router = Router<TestRoute>(root: .home)
    #expect(try notifies({ _ = router.state }, when: { try router.push(.detail(1)) }))
    #expect(try notifies({ _ = router.child }, when: { try router.presentSheet(.settings) }))
    #expect(try notifies({ _ = router.isPresenting }, when: { try router.dismissChild() }))
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    #expect(try notifies({ _ = sheet.isAttached }, when: { try sheet.dismiss() }))

    try router.presentSheet(.profile)
    let next = try #require(router.child)
    #expect(try notifies({ _ = next.parent }, when: { try router.dismissChild() }))
  }

  /// A stack change tells nobody when nothing read the state since the last one told its
  /// trackers, as each tracker hears of one change only; a tracker installed at any moment
  /// still hears of the next change.
  @Test func everyTrackerHearsOfTheNextStackChangeWhenItWasInstalled() throws {
    let router = Router<TestRoute>(root: .home)
    // Installed before two pushes: told once, of the first.
    let first = Counter()
    withObservationTracking({ _ = router.state }, onChange: { first.increment() })
    try router.push(.detail(1))
    try router.push(.detail(2))
    #expect(first.count == 1)
    // Installed after a change that told nobody, and after one that told a tracker.
    for change in [{ try router.pop() }, { try router.push(.list) }] {
      #expect(try notifies({ _ = router.state }, when: change))
    }
    // Two trackers installed one after the other, each before the change it hears of.
    let second = Counter()
    withObservationTracking({ _ = router.depth }, onChange: { second.increment() })
    try router.pop()
    withObservationTracking({ _ = router.path }, onChange: { second.increment() })
    try router.push(.settings)
    try router.push(.profile)
    #expect(second.count == 2)
    #expect(router.path.map(\.route) == [.detail(1), .settings, .profile])
  }

  /// Counts the calls of an observation's change handler, which may run on any thread.
  // Sendable by its lock: the count is read and written only under it.
  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0
    func increment() { lock.withLock { calls += 1 } }
    var count: Int { lock.withLock { calls } }
  }

  @Test func aCommitTellsOnlyTheRoutersWhoseSliceOfTheTreeChanged() throws {
    let tabs = try TabRouter<Tab, TestRoute>(tabs: Tab.allCases) { _ in .home }
    let first = try #require(tabs[.first])
    let second = try #require(tabs[.second])
    try second.presentSheet(.settings)

    #expect(try !notifies({ _ = first.state }, when: { try second.dismissChild() }))
    #expect(try !notifies({ _ = first.child }, when: { try second.presentSheet(.profile) }))
    #expect(try notifies({ _ = second.child }, when: { try second.dismissChild() }))
    #expect(try notifies({ _ = second.state }, when: { try second.push(.list) }))
    #expect(try !notifies({ _ = first.state }, when: { try second.push(.list) }))
  }

  @Test func aLanesPublicPropertiesAreTracked() throws {
    let router = Router<TestRoute>(root: .home)
    let lane = router.lane
    let renderer = HeadlessRenderer<TestRoute>(holding: { _ in true })
    #expect(notifies({ _ = lane.displayed }, when: { renderer.attach(to: lane) }))
    #expect(try notifies({ _ = lane.pendingStep }, when: { try router.push(.detail(1)) }))
    #expect(notifies({ _ = lane.planner }, when: { lane.planner = NavigationPlanner() }))
    #expect(notifies({ _ = lane.deadline }, when: { lane.deadline = .seconds(1) }))
  }

  /// A renderer that records, around its `show` call, whether observers of the displayed tree
  /// had been told of the step yet: it shows inside its transaction, as SwiftUI's renderer must.
  private final class ShowingRenderer: NavigationRenderer {
    let flag: Flag
    let callsShow: Bool
    var toldBeforeShow: [Bool] = []
    var toldAfterShow: [Bool] = []
    init(flag: Flag, callsShow: Bool) {
      self.flag = flag
      self.callsShow = callsShow
    }
    func render(
      _ step: NavigationStep<TestRoute>, id: StepID, show: () -> Void
    ) -> StepCompletion {
      toldBeforeShow.append(flag.isRaised)
      if callsShow {
        show()
        show()
      }
      toldAfterShow.append(flag.isRaised)
      return .done
    }
  }

  @Test(arguments: [true, false])
  func theDisplayedTreeIsShownInsideTheRenderersCall(callsShow: Bool) throws {
    let router = Router<TestRoute>(root: .home)
    let flag = Flag()
    let renderer = ShowingRenderer(flag: flag, callsShow: callsShow)
    router.lane.attach(renderer)
    withObservationTracking({ _ = router.lane.displayed }, onChange: { flag.raise() })
    try router.push(.detail(1))
    #expect(renderer.toldBeforeShow == [false])
    #expect(renderer.toldAfterShow == [callsShow])
    #expect(flag.isRaised)
    #expect(router.lane.displayed?.hierarchies.first?.root.path.map(\.route) == [.detail(1)])
  }

  /// A stack change made while nothing had read ``Router/state`` or
  /// ``NavigationLane/displayed`` tells nobody (nobody can be tracking them); an observer that
  /// reads them afterwards is told of the next change.
  @Test func anObserverThatReadsLateIsToldOfTheNextStackChange() throws {
    let router = Router<TestRoute>(root: .home)
    HeadlessRenderer<TestRoute>().attach(to: router.lane)
    try router.push(.detail(1))
    #expect(try notifies({ _ = router.state }, when: { try router.push(.detail(2)) }))
    #expect(try notifies({ _ = router.lane.displayed }, when: { try router.pop() }))
    #expect(router.lane.displayed?.hierarchies.first?.root.path.map(\.route) == [.detail(1)])
  }

  @Test func theOwnersPublicPropertiesAreTracked() throws {
    let tabs = try TabRouter<Tab, TestRoute>(tabs: Tab.allCases) { _ in .home }
    #expect(try notifies({ _ = tabs.selectedTab }, when: { try tabs.select(.second) }))
    #expect(
      notifies({ _ = tabs.reselectionPopsToRoot }, when: { tabs.reselectionPopsToRoot = false }))

    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    #expect(notifies({ _ = split.isCollapsed }, when: { split.isCollapsed = true }))
    #expect(
      notifies(
        { _ = split.preferredCompactColumn }, when: { split.preferredCompactColumn = .detail }))
    #expect(notifies({ _ = split.columnVisibility }, when: { split.columnVisibility = .all }))

    let modules = try ModuleRouter<TestRoute>(
      catalog: [Module(id: "a", root: .home), Module(id: "b", root: .list)], initial: "a")
    #expect(try notifies({ _ = modules.modules }, when: { try modules.showModule(id: "b") }))
    #expect(try notifies({ _ = modules.current }, when: { try modules.dismissModule() }))
  }

  /// A tab, split or module router reports what the tree says, read when asked: a change made
  /// without the handle (the person's tap, a node command, a refused batch, a restore) tells
  /// its readers too, and a stack action, which changes none of what it reports, tells none.
  @Test func theOwnersReadTheTreeAndHearOfChangesMadeWithoutThem() throws {
    let tabs = try TabRouter<Tab, TestRoute>(tabs: Tab.allCases) { _ in .home }
    #expect(
      notifies(
        { _ = tabs.selectedTab },
        when: { tabs.lane.userSelected("second", in: tabs.nodeID) }))
    #expect(tabs.selectedTab == .second)
    #expect(try !notifies({ _ = tabs.selectedTab }, when: { try tabs.push(.detail(1)) }))

    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    let saved = split.store.tree
    #expect(
      try notifies(
        { _ = split.isCollapsed },
        when: {
          _ = try split.store.apply(.layOut(SplitLayout(isCollapsed: true), in: split.nodeID))
        }))
    #expect(split.isCollapsed)
    #expect(
      try notifies(
        { _ = split.layout },
        when: { try NavigationSnapshot(saved).restore(into: split.store) }))
    #expect(!split.isCollapsed)
    #expect(try !notifies({ _ = split.layout }, when: { try split.detail.push(.detail(1)) }))

    let modules = try ModuleRouter<TestRoute>(
      catalog: [Module(id: "a", root: .home), Module(id: "b", root: .list)], initial: "a")
    #expect(
      notifies(
        { _ = modules.modules },
        when: {
          _ = try? modules.batch { modules throws(NavigationError) in
            try modules.showModule(id: "b")
            throw NavigationError.noTabs
          }
        }))
    #expect(modules.modules.map(\.id) == ["a"])
    #expect(try !notifies({ _ = modules.current }, when: { try modules.current.push(.list) }))
  }
}
