import Itinerary
import Testing

@testable import ItineraryTesting

/// The rules of the SwiftUI model, against trees alone: what an update shows, what it drops,
/// and what it starts animating.
@MainActor
@Suite("Simulated SwiftUI screen")
struct SimulatedScreenTests {
  /// A router on `home`, to build trees with its commands.
  private let router = Router<TestRoute>(root: .home)

  private var tree: NavigationNode<TestRoute> { NavigationNode(router.hierarchy) }

  private func screen(
    _ capabilities: PlatformCapabilities = .current
  ) -> SimulatedScreen<TestRoute> {
    SimulatedScreen(showing: tree, capabilities: capabilities, times: SwiftUIAnimationTimes())
  }

  /// Presents three nested sheets: settings, profile, list.
  private func presentThreeSheets() throws {
    try router.presentSheet(.settings)
    try router.presentSheet(.profile, target: .deepest)
    try router.presentSheet(.list, target: .deepest)
  }

  @Test func aPushShowsAtOnceAndAnimatesForThePushTime() throws {
    var screen = screen()
    try router.push(.detail(1))

    let update = screen.update(to: tree, at: .seconds(1), animated: true)

    #expect(screen.shown == tree)
    #expect(update.violations.isEmpty)
    #expect(update.started.map(\.kind) == [.stack(router.id)])
    #expect(update.started.map(\.end) == [.milliseconds(1350)])
  }

  @Test(arguments: [PlatformCapabilities.current, .oneLevelPerUpdate])
  func aPushWhileASheetSlidesOutIsDroppedAndRecorded(capabilities: PlatformCapabilities) throws {
    try router.presentSheet(.settings)
    var screen = screen(capabilities)
    let sheet = try #require(router.child?.id)
    try router.dismissChild()
    let dismissal = screen.update(to: tree, at: .zero, animated: true)
    try router.push(.detail(1))

    let push = screen.update(to: tree, at: .milliseconds(200), animated: true)

    #expect(dismissal.started.map(\.kind) == [.dismissal([sheet], presenter: router.id)])
    #expect(screen.shown.hierarchies[0].root.path.isEmpty)
    #expect(push.violations.map(\.rule) == [.pushDroppedDuringPresentation])
    #expect(push.violations.first?.time == .milliseconds(200))
    #expect(push.violations.first?.reason == "the dismissal of \(sheet) (until 0.5 seconds) runs")
  }

  @Test func thePushDroppedDuringADismissalShowsInTheFirstUpdateAfterIt() throws {
    try router.presentSheet(.settings)
    var screen = screen()
    try router.dismissChild()
    _ = screen.update(to: tree, at: .zero, animated: true)
    try router.push(.detail(1))
    _ = screen.update(to: tree, at: .milliseconds(200), animated: true)

    let late = screen.update(to: tree, at: .milliseconds(500), animated: true)

    #expect(late.violations.isEmpty)
    #expect(screen.shown == tree)
  }

  @Test func aPopWhileASheetSlidesOutShows() throws {
    try router.push(.detail(1))
    try router.presentSheet(.settings)
    var screen = screen()
    try router.dismissChild()
    _ = screen.update(to: tree, at: .zero, animated: true)
    try router.pop()

    let pop = screen.update(to: tree, at: .milliseconds(100), animated: true)

    #expect(pop.violations.isEmpty)
    #expect(screen.shown == tree)
  }

  @Test func dismissingThreeLevelsAtOnceLeavesTogetherWhereThePlatformAllowsIt() throws {
    try presentThreeSheets()
    var screen = screen(.current)
    let routers = router.hierarchy.levels.dropFirst().map(\.id)
    try router.dismissAllFromRoot()

    let update = screen.update(to: tree, at: .zero, animated: true)

    #expect(update.violations.isEmpty)
    #expect(screen.shown == tree)
    #expect(update.started.map(\.kind) == [.dismissal(routers.reversed(), presenter: router.id)])
  }

  @Test func dismissingThreeLevelsAtOnceLeavesTwoBehindOnOneLevelPerUpdate() throws {
    try presentThreeSheets()
    var screen = screen(.oneLevelPerUpdate)
    let routers = router.hierarchy.levels.dropFirst().map(\.id)
    try router.dismissAllFromRoot()

    let update = screen.update(to: tree, at: .zero, animated: true)

    #expect(update.violations.map(\.rule) == [.oneLevelPerUpdate])
    #expect(screen.shown.hierarchies[0].levels.map(\.id) == [router.id] + routers.dropLast())
    #expect(update.started.map(\.kind) == [.dismissal([routers[2]], presenter: routers[1])])
  }

  @Test(arguments: [PlatformCapabilities.current, .oneLevelPerUpdate])
  func dismissingOneLevelAtATimeBreaksNoRule(capabilities: PlatformCapabilities) throws {
    try presentThreeSheets()
    var screen = screen(capabilities)
    var now = Duration.zero
    var violations: [SwiftUIModelViolation] = []
    for _ in 0..<3 {
      try router.dismiss(target: .deepest)
      violations += screen.update(to: tree, at: now, animated: true).violations
      now += .milliseconds(500)
    }

    #expect(violations.isEmpty)
    #expect(screen.shown == tree)
  }

  @Test func presentingTwoLevelsInOneUpdateShowsTheFirstAndDropsTheSecond() throws {
    var screen = screen()
    try router.presentSheet(.settings)
    try router.presentSheet(.profile, target: .deepest)

    let update = screen.update(to: tree, at: .zero, animated: true)

    #expect(update.violations.map(\.rule) == [.presentDroppedDuringPresentation])
    #expect(screen.shown.hierarchies[0].levels.count == 2)
    #expect(update.started.count == 1)
  }

  @Test func anAlertWhileASheetSlidesOutIsDropped() throws {
    try router.presentSheet(.settings)
    var screen = screen()
    try router.dismissChild()
    _ = screen.update(to: tree, at: .zero, animated: true)
    _ = try router.showAlert(title: "Saved")

    let update = screen.update(to: tree, at: .milliseconds(100), animated: true)

    #expect(update.violations.map(\.rule) == [.presentDroppedDuringPresentation])
    #expect(screen.shown.hierarchies[0].root.alerts.isEmpty)
  }

  @Test func changesWithoutAnimationEndAtOnceAndBlockNothing() throws {
    try router.presentSheet(.settings)
    var screen = screen()
    try router.dismissChild()
    let dismissal = screen.update(to: tree, at: .zero, animated: false)
    try router.push(.detail(1))

    let push = screen.update(to: tree, at: .zero, animated: false)

    #expect(dismissal.started.map(\.end) == [.zero])
    #expect(push.violations.isEmpty)
    #expect(screen.shown == tree)
  }

  @Test func thePersonSwipingASheetStartsItsDismissalAndNamesItsPresenter() throws {
    try router.presentSheet(.settings)
    try router.presentSheet(.profile, target: .deepest)
    var screen = screen()
    let sheets = router.hierarchy.levels.map(\.id)

    let swipe = try screen.personDismisses(sheets[2], at: .seconds(2))

    #expect(swipe.presenter == sheets[1])
    #expect(swipe.dismissal.kind == .dismissal([sheets[2]], presenter: sheets[1]))
    #expect(swipe.dismissal.end == .milliseconds(2500))
    #expect(screen.shown.hierarchies[0].levels.map(\.id) == Array(sheets.prefix(2)))
    #expect(throws: SimulatedScreen<TestRoute>.Refusal.self) {
      try screen.personDismisses(router.id, at: .seconds(2))
    }
  }

  @Test func thePersonTappingBackPopsTheTopScreen() throws {
    try router.push(.detail(1))
    try router.push(.detail(2))
    var screen = screen()

    let back = try screen.personPops(router.id, at: .zero)

    #expect(back.path == [router.path[0].id])
    #expect(back.pop.kind == .stack(router.id))
    #expect(screen.shown.hierarchies[0].root.path == [router.path[0]])
    _ = try screen.personPops(router.id, at: .zero)
    #expect(throws: SimulatedScreen<TestRoute>.Refusal.self) {
      try screen.personPops(router.id, at: .zero)
    }
  }
}
