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
    let sheet = try #require(router.child)
    #expect(try notifies({ _ = sheet.isAttached }, when: { try sheet.dismiss() }))

    try router.presentSheet(.profile)
    let next = try #require(router.child)
    #expect(try notifies({ _ = next.parent }, when: { try router.dismissChild() }))
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
}
