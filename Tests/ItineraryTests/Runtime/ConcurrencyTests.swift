import Foundation
import ItineraryTesting
import Testing

@testable import Itinerary

/// Many callers on their own actors issuing navigator commands at once against one tree, while
/// the renderer holds some steps, a driver acknowledges them, and the person swipes sheets
/// away and taps Back: nothing is lost, each caller's commands apply in its order, the tree is
/// valid after every event, and every caller is resumed.
@MainActor
@Suite("Lane concurrency")
struct ConcurrencyTests {
  /// Screens a caller adds carry a tag: the caller's index times this, plus a sequence number.
  nonisolated static let tagSpace = 100_000

  /// What one caller did.
  struct Report: Sendable {
    let index: Int
    var issued = 0
    var applied = 0
    var refused = 0
    /// The tags of the screens this caller pushed, in the order the pushes returned.
    var pushed: [Int] = []
    /// The tags of the screens this caller presented, in order.
    var presented: [Int] = []
    /// Results that came back with another value than the screen's tag.
    var wrongResults = 0
  }

  /// One caller: issues `commands` random commands, one after the other, awaiting each.
  actor Caller {
    private let index: Int
    private let navigator: Navigator<TestRoute>
    private var rng: SeededGenerator

    init(index: Int, navigator: Navigator<TestRoute>, seed: UInt64) {
      self.index = index
      self.navigator = navigator
      rng = SeededGenerator(seed: seed &+ UInt64(index) &* 7_919)
    }

    func run(commands: Int) async -> Report {
      var report = Report(index: index)
      for sequence in 0..<commands {
        let tag = index * ConcurrencyTests.tagSpace + sequence * 2
        report.issued += 1
        do {
          try await issue(tag: tag, into: &report)
          report.applied += 1
        } catch {
          report.refused += 1
        }
      }
      return report
    }

    private func issue(tag: Int, into report: inout Report) async throws(NavigationError) {
      switch rng.int(0..<100) {
      case 0..<33:
        try await navigator.run { router throws(NavigationError) in
          try router.push(.detail(tag), target: .deepest)
        }
        report.pushed.append(tag)
      case 33..<43:
        try await navigator.run { router throws(NavigationError) in
          try router.push(.detail(tag), target: .root)
        }
        report.pushed.append(tag)
      case 43..<63:
        try await navigator.run { router throws(NavigationError) in try router.pop(target: .deepest)
        }
      case 63..<70:
        try await navigator.run { router throws(NavigationError) in
          try router.presentSheet(.detail(tag), target: .deepest)
        }
        report.presented.append(tag)
      case 70..<77:
        try await navigator.run { router throws(NavigationError) in
          try router.dismiss(target: .deepest)
        }
      case 77..<82:
        try await navigator.run { router throws(NavigationError) in
          try router.popToRoot(target: .deepest)
        }
      case 82..<86:
        try await ConcurrencyTests.pushTwo(tag, on: navigator)
        report.pushed += [tag, tag + 1]
      case 86..<89:
        report.presented.append(tag)
        do {
          let value = try await navigator.present(
            .detail(tag), returning: Int.self, target: .deepest)
          if value != tag { report.wrongResults += 1 }
        } catch NavigationError.dismissedWithoutResult {
          // Dismissed by another caller or by the person: applied all the same.
        } catch {
          report.wrongResults += 1
        }
      case 89..<95:
        // Refused whenever nothing is presented.
        try await navigator.run { router throws(NavigationError) in try router.pop(target: .child) }
      default:
        // Always refused.
        try await navigator.run { router throws(NavigationError) in
          try router.dismissScreen(id: "missing")
        }
      }
    }
  }

  /// Pushes `tag` and `tag + 1` in one batch, then waits until the screen shows them.
  static func pushTwo(_ tag: Int, on navigator: Navigator<TestRoute>) async throws(NavigationError)
  {
    try navigator.router.batch { router throws(NavigationError) in
      try router.push(.detail(tag), target: .deepest)
      try router.push(.detail(tag + 1), target: .deepest)
    }
    await navigator.router.lane.waitUntilDisplayed()
  }

  /// Checks the tree after every event and collects the tags of pushed and presented screens.
  @MainActor
  final class Checker {
    private let router: Router<TestRoute>
    private(set) var events = 0
    private(set) var pushed: [Int] = []
    private(set) var presented: [Int] = []
    private(set) var violations: [String] = []

    init(_ router: Router<TestRoute>) {
      self.router = router
    }

    func check(_ event: NavigationEvent<TestRoute>) {
      events += 1
      switch event {
      case .pushed(let entries, _):
        pushed += entries.compactMap(Self.tag)
      case .presented(let entry, _, _, _):
        if let tag = Self.tag(entry) { presented.append(tag) }
      default:
        break
      }
      if violations.count < 5 {
        if let problem = hierarchyProblem(router) { violations.append("tree: \(problem)") }
        if let displayed = router.lane.displayed, let problem = treeProblem(displayed) {
          violations.append("displayed: \(problem)")
        }
      }
    }

    private static func tag(_ entry: Entry<TestRoute>) -> Int? {
      if case .detail(let tag) = entry.route { return tag }
      return nil
    }
  }

  /// Plays the screen and the person: acknowledges held steps, swipes sheets away, taps Back,
  /// and finishes or swipes away the screens callers await a result from.
  @MainActor
  final class Driver {
    private let router: Router<TestRoute>
    private var rng: SeededGenerator
    var renderer: HeadlessRenderer<TestRoute>!
    private(set) var holds = 0
    private(set) var acknowledgements = 0
    private(set) var userDismissals = 0
    private(set) var userPops = 0
    private(set) var finishedResults = 0

    init(_ router: Router<TestRoute>, seed: UInt64) {
      self.router = router
      rng = SeededGenerator(seed: seed)
    }

    func holds(_ step: NavigationStep<TestRoute>) -> Bool {
      guard step.animates, rng.chance(0.5) else { return false }
      holds += 1
      return true
    }

    /// One move; `draining` acknowledges every held step and resolves every awaited screen.
    func move(draining: Bool = false) {
      if renderer.heldStep != nil, draining || rng.chance(0.5) {
        renderer.acknowledgeHeldStep()
        acknowledgements += 1
      }
      if !draining, let shown = router.lane.displayed?.hierarchies.first {
        if shown.levels.count > 1, rng.chance(0.02) {
          router.lane.userDismissed(shown.deepest.id)
          userDismissals += 1
        } else if !shown.deepest.path.isEmpty, rng.chance(0.02) {
          router.lane.userSetPath(Array(shown.deepest.path.dropLast()), router: shown.deepest.id)
          userPops += 1
        }
      }
      resolveAwaitedScreen(draining: draining)
    }

    private func resolveAwaitedScreen(draining: Bool) {
      var candidate = router.child
      while let presented = candidate {
        if router.store.results.awaitsResult(presented.root.id), draining || rng.chance(0.2) {
          if presented.path.isEmpty, case .detail(let tag) = presented.rootDestination {
            if (try? presented.finish(returning: tag)) != nil { finishedResults += 1 }
          } else {
            router.lane.userDismissed(presented.id)
            userDismissals += 1
          }
          return
        }
        candidate = presented.child
      }
    }
  }

  @Test func manyCallersAtOnceLoseNothingAndKeepTheirOrder() async throws {
    try await run(callers: 20, commands: 200, seed: 1)
  }

  @Test(.enabled(if: ProcessInfo.processInfo.environment["ITINERARY_STRESS"] != nil))
  func stressAHundredCallersOfThreeHundredCommandsEach() async throws {
    try await run(callers: 100, commands: 300, seed: 2)
  }

  private func run(callers: Int, commands: Int, seed: UInt64) async throws {
    let router = Router<TestRoute>(root: .home)
    let driver = Driver(router, seed: seed)
    let renderer = HeadlessRenderer<TestRoute> { driver.holds($0) }
    driver.renderer = renderer
    renderer.attach(to: router.lane)
    router.lane.deadline = .seconds(600)
    let checker = Checker(router)
    let observation = router.observeEvents { checker.check($0) }
    defer { observation.cancel() }
    let navigator = Navigator(router)

    let workers = Task.detached {
      await withTaskGroup(of: Report.self) { group in
        for index in 0..<callers {
          let caller = Caller(index: index, navigator: navigator, seed: seed)
          group.addTask { await caller.run(commands: commands) }
        }
        var reports: [Report] = []
        for await report in group { reports.append(report) }
        return reports.sorted { $0.index < $1.index }
      }
    }
    let done = Flag()
    let collector = Task {
      let reports = await workers.value
      done.isSet = true
      return reports
    }

    // The driver plays until every caller is done; the limit only guards against a hang.
    let finished = await yieldUntil(within: .seconds(300)) {
      driver.move()
      return done.isSet
    }
    if !finished {
      Issue.record("the callers did not finish: the lane or a result never resumed a caller")
      router.lane.detachRenderer()
      let drained = await yieldUntil(within: .seconds(10)) {
        driver.move(draining: true)
        return done.isSet
      }
      guard drained else { return }
    }
    let reports = await collector.value

    // The screen catches up with the last user actions.
    let caughtUp = await yieldUntil {
      driver.move(draining: true)
      return router.lane.isIdle
    }
    #expect(caughtUp)

    // Nothing lost: every command was applied or refused, once.
    #expect(reports.count == callers)
    for report in reports {
      #expect(report.issued == commands)
      #expect(report.applied + report.refused == report.issued)
      #expect(report.wrongResults == 0)
    }
    let issued = reports.map(\.issued).reduce(0, +)
    let applied = reports.map(\.applied).reduce(0, +)
    let refused = reports.map(\.refused).reduce(0, +)
    #expect(applied + refused == issued)
    #expect(issued == callers * commands)

    // Each caller's screens appear in the events exactly once, in the caller's order.
    #expect(checker.pushed.count == reports.map(\.pushed.count).reduce(0, +))
    #expect(checker.presented.count == reports.map(\.presented.count).reduce(0, +))
    let pushedByCaller = Dictionary(grouping: checker.pushed) { $0 / Self.tagSpace }
    let presentedByCaller = Dictionary(grouping: checker.presented) { $0 / Self.tagSpace }
    for report in reports {
      #expect(pushedByCaller[report.index, default: []] == report.pushed)
      #expect(presentedByCaller[report.index, default: []] == report.presented)
    }

    // The tree was valid after every event, and nobody is left waiting.
    #expect(checker.violations.isEmpty)
    #expect(hierarchyProblem(router) == nil)
    #expect(router.lane.displayed == NavigationNode(router.hierarchy))
    #expect(router.lane.waitingCallers == 0)
    #expect(router.awaitingCallers == 0)

    // The run exercised what it claims to.
    #expect(refused > 0)
    #expect(driver.holds > 0)
    #expect(driver.acknowledgements > 0)
    #expect(driver.userDismissals > 0)
    #expect(driver.userPops > 0)
    #expect(driver.finishedResults > 0)
    #expect(checker.events > issued / 2)
  }
}
