import Foundation
import ItineraryTesting
import Testing

@testable import Itinerary

/// Typed results: each awaiting caller is resumed exactly once, with the screen's value, with
/// `dismissedWithoutResult` when the screen leaves another way, or with `CancellationError`.
/// Every test ends with no caller waiting.
@MainActor
@Suite("Results")
struct ResultTests {
  /// Presents `route` as a sheet on `router`'s deepest router from a new task, awaiting an
  /// `Int`, and returns the task once the sheet is up.
  private func presentAwaitingInt(
    _ route: TestRoute, on router: Router<TestRoute>
  ) async throws -> (Task<Int, any Error>, Router<TestRoute>) {
    let presenter = router.deepestRouter
    let task = Task { try await router.present(route, returning: Int.self, target: .deepest) }
    #expect(await yieldUntil { presenter.child != nil })
    return (task, try #require(presenter.child))
  }

  /// Pushes `route` on `router`'s deepest router from a new task, awaiting an `Int`, and
  /// returns the task and the pushed entry once it is pushed.
  private func pushAwaitingInt(
    _ route: TestRoute, on router: Router<TestRoute>
  ) async throws -> (Task<Int, any Error>, Entry<TestRoute>) {
    let target = router.deepestRouter
    let depth = target.path.count
    let task = Task { try await router.push(route, returning: Int.self, target: .deepest) }
    #expect(await yieldUntil { target.path.count == depth + 1 })
    return (task, try #require(target.path.last))
  }

  // MARK: Values

  @Test func aPresentedScreenReturnsTheValueItFinishesWith() async throws {
    let router = Router<TestRoute>(root: .home)
    let (task, sheet) = try await presentAwaitingInt(.settings, on: router)
    #expect(router.awaitingCallers == 1)

    try sheet.finish(returning: 42)

    #expect(try await task.value == 42)
    #expect(router.child == nil)
    #expect(!sheet.isAttached)
    #expect(router.awaitingCallers == 0)
  }

  @Test func aPushedScreenReturnsTheValueItFinishesWithAndIsPopped() async throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list)
    let (task, _) = try await pushAwaitingInt(.detail(1), on: router)

    try router.finish(returning: 7)

    #expect(try await task.value == 7)
    #expect(router.path.map(\.route) == [.list])
    #expect(router.awaitingCallers == 0)
  }

  @Test func aCallerOnAnotherActorReceivesTheValue() async throws {
    let router = Router<TestRoute>(root: .home)
    let navigator = Navigator(router)
    let task = Task.detached {
      try await navigator.present(.settings, as: .fullScreenCover, returning: String.self)
    }
    #expect(await yieldUntil { router.child != nil })
    let cover = try #require(router.child)
    #expect(cover.presentation?.style == .fullScreenCover)

    try cover.finish(returning: "done")

    #expect(try await task.value == "done")
    #expect(router.awaitingCallers == 0)
  }

  @Test func aScreenFinishedBeforeItsPresentationIsOnScreenStillReturnsItsValue() async throws {
    let router = Router<TestRoute>(root: .home)
    let renderer = HeadlessRenderer<TestRoute>(holding: isPresentation)
    renderer.attach(to: router.lane)
    let (task, sheet) = try await presentAwaitingInt(.settings, on: router)
    #expect(renderer.heldStep?.step == .present(sheet.state, presenter: router.id))

    try sheet.finish(returning: 3)

    #expect(try await task.value == 3)
    #expect(renderer.acknowledgeHeldStep())
    #expect(renderer.renderedSteps.last == .dismiss(router: sheet.id))
    #expect(router.lane.displayed == NavigationNode(router.hierarchy))
    #expect(router.lane.isIdle)
    #expect(router.awaitingCallers == 0)
  }

  // MARK: Leaving without a result

  @Test func aSwipeAwayResumesTheCallerWithoutAResult() async throws {
    let router = Router<TestRoute>(root: .home)
    let renderer = HeadlessRenderer<TestRoute>()
    renderer.attach(to: router.lane)
    let (task, sheet) = try await presentAwaitingInt(.settings, on: router)

    router.lane.userDismissed(sheet.id)

    await #expect(throws: NavigationError.dismissedWithoutResult(sheet.root.id)) {
      try await task.value
    }
    #expect(router.child == nil)
    #expect(router.lane.displayed == NavigationNode(router.hierarchy))
    #expect(router.awaitingCallers == 0)
  }

  @Test func aProgrammaticDismissalResumesTheCallerWithoutAResult() async throws {
    let router = Router<TestRoute>(root: .home)
    let (task, sheet) = try await presentAwaitingInt(.settings, on: router)

    try router.dismissChild()

    await #expect(throws: NavigationError.dismissedWithoutResult(sheet.root.id)) {
      try await task.value
    }
    #expect(router.awaitingCallers == 0)
  }

  @Test func dismissingAnAncestorResumesEveryCallerAboveIt() async throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.list)
    let (presentTask, top) = try await presentAwaitingInt(.settings, on: router)
    let (pushTask, pushed) = try await pushAwaitingInt(.detail(1), on: router)
    #expect(router.awaitingCallers == 2)

    try router.dismissChild()

    await #expect(throws: NavigationError.dismissedWithoutResult(top.root.id)) {
      try await presentTask.value
    }
    await #expect(throws: NavigationError.dismissedWithoutResult(pushed.id)) {
      try await pushTask.value
    }
    #expect(router.awaitingCallers == 0)
  }

  @Test func poppingAnAwaitedScreenResumesItsCaller() async throws {
    let router = Router<TestRoute>(root: .home)
    let (task, pushed) = try await pushAwaitingInt(.detail(1), on: router)

    try router.pop()

    await #expect(throws: NavigationError.dismissedWithoutResult(pushed.id)) {
      try await task.value
    }
    #expect(router.awaitingCallers == 0)
  }

  @Test func aBackGestureOverAnAwaitedScreenResumesItsCaller() async throws {
    let router = Router<TestRoute>(root: .home)
    let renderer = HeadlessRenderer<TestRoute>()
    renderer.attach(to: router.lane)
    let (task, pushed) = try await pushAwaitingInt(.detail(1), on: router)

    router.lane.userSetPath([], router: router.id)

    await #expect(throws: NavigationError.dismissedWithoutResult(pushed.id)) {
      try await task.value
    }
    #expect(router.awaitingCallers == 0)
  }

  @Test func replacingTheStackResumesTheCallerOfAReplacedScreen() async throws {
    let router = Router<TestRoute>(root: .home)
    let (task, pushed) = try await pushAwaitingInt(.detail(1), on: router)

    try router.replaceStack(with: [.list])

    await #expect(throws: NavigationError.dismissedWithoutResult(pushed.id)) {
      try await task.value
    }
    #expect(router.awaitingCallers == 0)
  }

  @Test func presentingOverAnAwaitedSheetResumesItsCaller() async throws {
    let router = Router<TestRoute>(root: .home)
    let (task, sheet) = try await presentAwaitingInt(.settings, on: router)

    try router.presentSheet(.profile)

    await #expect(throws: NavigationError.dismissedWithoutResult(sheet.root.id)) {
      try await task.value
    }
    #expect(router.child?.rootDestination == .profile)
    #expect(router.awaitingCallers == 0)
  }

  @Test func swappingTheAwaitedScreensRouteInPlaceKeepsItsCallerWaiting() async throws {
    let router = Router<TestRoute>(root: .home)
    let (task, _) = try await pushAwaitingInt(.detail(1), on: router)

    try router.replace(with: .detail(2))
    #expect(router.awaitingCallers == 1)
    try router.finish(returning: 2)

    #expect(try await task.value == 2)
    #expect(router.awaitingCallers == 0)
  }

  @Test func aRefusedBatchThatDismissedAnAwaitedScreenKeepsItsCallerWaiting() async throws {
    let router = Router<TestRoute>(root: .home)
    let (task, _) = try await presentAwaitingInt(.settings, on: router)

    #expect(throws: NavigationError.unknownEntry("missing")) {
      try router.batch { router throws(NavigationError) in
        try router.dismissChild()
        try router.dismissScreen(id: "missing")
      }
    }
    #expect(router.awaitingCallers == 1)
    let sheet = try #require(router.child)
    try sheet.finish(returning: 5)

    #expect(try await task.value == 5)
    #expect(router.awaitingCallers == 0)
  }

  // MARK: Wrong values

  @Test func aValueOfTheWrongTypeThrowsAndTheCallerKeepsWaiting() async throws {
    let router = Router<TestRoute>(root: .home)
    let (task, sheet) = try await presentAwaitingInt(.settings, on: router)
    let returned = Flag()
    let watcher = Task {
      _ = try? await task.value
      returned.isSet = true
    }

    #expect(throws: NavigationError.resultTypeMismatch(expected: "Int", actual: "String")) {
      try sheet.finish(returning: "seven")
    }
    await yieldTimes(20)

    #expect(!returned.isSet)
    #expect(router.child === sheet)
    #expect(sheet.isAttached)
    #expect(router.awaitingCallers == 1)

    try sheet.finish(returning: 7)
    #expect(try await task.value == 7)
    await watcher.value
    #expect(router.awaitingCallers == 0)
  }

  @Test func finishingAScreenNobodyAwaitsThrows() async throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)

    #expect(throws: NavigationError.noResultAwaited(sheet.root.id)) {
      try sheet.finish(returning: 1)
    }
    #expect(router.child === sheet)
    #expect(router.awaitingCallers == 0)
  }

  @Test func finishingTwiceResumesTheCallerOnce() async throws {
    let router = Router<TestRoute>(root: .home)
    let (task, sheet) = try await presentAwaitingInt(.settings, on: router)

    try sheet.finish(returning: 1)

    #expect(throws: NavigationError.routerDetached(sheet.id)) { try sheet.finish(returning: 2) }
    #expect(try await task.value == 1)
    #expect(router.awaitingCallers == 0)
  }

  @Test func aRefusedPresentationThrowsAndLeavesNobodyWaiting() async throws {
    let router = Router<TestRoute>(root: .home)

    await #expect(throws: NavigationError.targetUnavailable(.child, from: router.id)) {
      _ = try await router.present(.settings, returning: Int.self, target: .child)
    }
    #expect(router.child == nil)
    #expect(router.awaitingCallers == 0)
  }

  // MARK: Cancellation

  @Test func cancellingTheCallerDismissesThePresentedScreen() async throws {
    let router = Router<TestRoute>(root: .home)
    let (task, sheet) = try await presentAwaitingInt(.settings, on: router)

    task.cancel()

    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(router.child == nil)
    #expect(!sheet.isAttached)
    #expect(router.awaitingCallers == 0)
  }

  @Test func cancellingTheCallerPopsThePushedScreen() async throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list)
    let (task, _) = try await pushAwaitingInt(.detail(1), on: router)

    task.cancel()

    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(router.path.map(\.route) == [.list])
    #expect(router.awaitingCallers == 0)
  }

  @Test func aCallerCancelledBeforeItStartsPresentsNothing() async throws {
    let router = Router<TestRoute>(root: .home)

    let task = Task { try await router.present(.settings, returning: Int.self) }
    task.cancel()

    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(router.child == nil)
    #expect(router.awaitingCallers == 0)
  }

  @Test func cancellingAfterTheValueArrivedChangesNothing() async throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.list)
    let (task, sheet) = try await presentAwaitingInt(.settings, on: router)

    try sheet.finish(returning: 9)
    task.cancel()

    #expect(try await task.value == 9)
    await yieldTimes(20)
    #expect(router.child?.rootDestination == .list)
    #expect(router.child?.child == nil)
    #expect(router.awaitingCallers == 0)
  }

  // MARK: Ids

  @Test func anAwaitedPushNeverReusesAnIdThatArrivedFromOutside() async throws {
    let router = Router<TestRoute>(root: .home)
    // A generated id decoded from saved state: the next one the tree's counter would make.
    let next = Data("\(router.store.lastID + 1)".utf8)
    let decoded = try JSONDecoder().decode(EntryID.self, from: next)
    try router.showAlert(title: "Saved", id: decoded)

    let (task, pushed) = try await pushAwaitingInt(.detail(1), on: router)

    #expect(pushed.id != decoded)
    #expect(router.alerts.map(\.id) == [decoded])
    try router.answerAlert(with: "OK")
    try router.finish(returning: 3)
    #expect(try await task.value == 3)
    #expect(router.awaitingCallers == 0)
  }

  @Test func anAwaitedPushOnABarePresentationPresentsASheetAndReturnsItsValue() async throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.workspace)
    let bare = try #require(router.child)
    let (task, sheet) = try await presentAwaitingIntByPushing(.detail(1), on: bare)

    #expect(sheet.rootDestination == .detail(1))
    try sheet.finish(returning: 5)

    #expect(try await task.value == 5)
    #expect(bare.child == nil)
    #expect(router.awaitingCallers == 0)
  }

  /// Pushes `route` awaiting an `Int` on `bare`, a router that hosts no stack, and returns
  /// the task and the sheet the push presented instead.
  private func presentAwaitingIntByPushing(
    _ route: TestRoute, on bare: Router<TestRoute>
  ) async throws -> (Task<Int, any Error>, Router<TestRoute>) {
    let task = Task { try await bare.push(route, returning: Int.self) }
    #expect(await yieldUntil { bare.child != nil })
    return (task, try #require(bare.child))
  }

  @Test func anAlertAnswerForACallerAwaitingAnotherTypeFailsItRatherThanLosingIt() async throws {
    let registry = ResultRegistry()
    let alert = AlertState(id: "question", title: "Sure?")
    let task = Task { @MainActor in
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Int, any Error>) in
        registry.register(ResultWaiter(continuation), for: alert.id)
      }
    }
    #expect(await yieldUntil { registry.count == 1 })

    let answered = NavigationEvent<TestRoute>.alertDismissed(
      alert, answer: AlertButton("OK"), router: RouterID(rawValue: 1))
    registry.screensRemoved(by: [answered])

    await #expect(throws: NavigationError.self) { try await task.value }
    #expect(registry.count == 0)
  }
}
