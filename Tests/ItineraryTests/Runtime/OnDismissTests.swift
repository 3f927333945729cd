import ItineraryTesting
import Testing

@testable import Itinerary

/// `onDismiss` of screens, in-place content and overlay modals: it runs exactly once, however
/// its owner leaves, and never for a queued screen dropped before it showed.
/// The id every row watches: a screen, in-place content or a modal.
private let watched: EntryID = "w"

@MainActor
@Suite("onDismiss")
struct OnDismissTests {
  typealias Arrange =
    @MainActor @Sendable (Router<TestRoute>, @escaping @MainActor () -> Void) throws -> Void
  typealias Step = @MainActor @Sendable (Router<TestRoute>) throws -> Void

  /// Every id on screen: the screens, the in-place content on them and the overlay modals.
  static func shownIDs(_ hierarchy: NavigationHierarchy<TestRoute>) -> Set<EntryID> {
    Set(
      hierarchy.levels.flatMap { level in
        level.entries.flatMap { [$0.id] + $0.inPlaceTransitions.map(\.id) } + level.modals.map(\.id)
      })
  }

  /// One way to leave: `arrange` shows `w` with the action it is given, `leave` takes it off
  /// the screen.
  struct Way: CustomStringConvertible, Sendable {
    let description: String
    let arrange: Arrange
    let leave: Step

    init(_ description: String, _ arrange: @escaping Arrange, leave: @escaping Step) {
      self.description = description
      self.arrange = arrange
      self.leave = leave
    }

    @MainActor
    func check() throws {
      let router = Router<TestRoute>(root: .home)
      var runs = 0
      try arrange(router, { runs += 1 })
      #expect(runs == 0)
      #expect(shownIDs(router.hierarchy).contains(watched))

      try leave(router)

      #expect(runs == 1)
      #expect(!shownIDs(router.hierarchy).contains(watched))

      // Later changes, even a new screen under the same id, never run it again.
      try router.dismissAllScreens()
      try router.dismissAllTransitions()
      try router.dismissAllModals()
      try router.push(.detail(99), id: watched)
      try router.presentSheet(.settings)
      try router.dismissAllScreens()
      #expect(runs == 1)
    }
  }

  // MARK: Screens leaving

  nonisolated static let screenWays: [Way] = [
    Way(
      "popped",
      { router, action in
        try router.push(.list)
        try router.show(Screen(.detail(1), id: watched, onDismiss: action))
      },
      leave: { router in try router.pop() }),
    Way(
      "popped with the screens above it by pop(last:)",
      { router, action in
        try router.show(Screen(.detail(1), id: watched, onDismiss: action))
        try router.push(.list)
        try router.push(.profile)
      },
      leave: { router in try router.pop(last: 3) }),
    Way(
      "popToRoot",
      { router, action in
        try router.show(Screen(.detail(1), id: watched, onDismiss: action), Screen(.list))
      },
      leave: { router in try router.popToRoot() }),
    Way(
      "replaceStack",
      { router, action in
        try router.show(Screen(.list), Screen(.detail(1), id: watched, onDismiss: action))
      },
      leave: { router in try router.replaceStack(with: [.list, .profile]) }),
    Way(
      "replace(last:with:) on top",
      { router, action in
        try router.show(Screen(.list), Screen(.detail(1), id: watched, onDismiss: action))
      },
      leave: { router in try router.replace(last: 1, with: .profile) }),
    Way(
      "replace(last:with:) below the top",
      { router, action in
        try router.show(Screen(.detail(1), id: watched, onDismiss: action), Screen(.list))
      },
      leave: { router in try router.replace(last: 2, with: .profile) }),
    Way(
      "dismissScreen(id:) of itself",
      { router, action in
        try router.show(Screen(.detail(1), id: watched, onDismiss: action), Screen(.list))
      },
      leave: { router in try router.dismissScreen(id: watched) }),
    Way(
      "dismissScreen(id:) of a screen below it",
      { router, action in
        try router.show(
          Screen(.list, id: "below"), Screen(.detail(1), id: watched, onDismiss: action))
      },
      leave: { router in try router.dismissScreen(id: "below") }),
    Way(
      "dismissScreens(above:)",
      { router, action in
        try router.show(
          Screen(.list, id: "base"), Screen(.detail(1), id: watched, onDismiss: action))
      },
      leave: { router in try router.dismissScreens(above: "base") }),
    Way(
      "dismissScreens(count:)",
      { router, action in
        try router.show(Screen(.detail(1), id: watched, onDismiss: action), Screen(.list))
      },
      leave: { router in try router.dismissScreens(count: 2) }),
    Way(
      "dismissAllScreens, pushed in a sheet",
      { router, action in
        try router.show(
          Screen(.settings, style: .sheet), Screen(.detail(1), id: watched, onDismiss: action))
      },
      leave: { router in try router.dismissAllScreens() }),
    Way(
      "dismissLastPushStack",
      { router, action in
        try router.show(Screen(.list), Screen(.detail(1), id: watched, onDismiss: action))
      },
      leave: { router in try router.dismissLastPushStack() }),
    Way(
      "dismissLastPushStack of a sheet below a cover",
      { router, action in
        try router.show(
          Screen(.settings, style: .sheet), Screen(.detail(1), id: watched, onDismiss: action),
          Screen(.profile, style: .fullScreenCover))
      },
      leave: { router in try router.dismissLastPushStack() }),
    Way(
      "dismissLastPresentation of its sheet",
      { router, action in
        try router.show(Screen(.settings, style: .sheet, id: watched, onDismiss: action))
      },
      leave: { router in try router.dismissLastPresentation() }),
    Way(
      "a sheet's root, dismissChild",
      { router, action in
        try router.show(Screen(.settings, style: .sheet, id: watched, onDismiss: action))
      },
      leave: { router in try router.dismissChild() }),
    Way(
      "pushed in a sheet, with the sheet by dismissChild",
      { router, action in
        try router.show(
          Screen(.settings, style: .sheet), Screen(.detail(1), id: watched, onDismiss: action))
      },
      leave: { router in try router.dismissChild() }),
    Way(
      "pushed in a cover above a sheet, dismissAllFromRoot",
      { router, action in
        try router.show(
          Screen(.settings, style: .sheet), Screen(.profile, style: .fullScreenCover),
          Screen(.detail(1), id: watched, onDismiss: action))
      },
      leave: { router in try router.dismissAllFromRoot() }),
    Way(
      "a cover dismissing itself",
      { router, action in
        try router.show(Screen(.profile, style: .fullScreenCover, id: watched, onDismiss: action))
      },
      leave: { router in try router.dismiss(target: .child) }),
    Way(
      "dismissSelfAndParent",
      { router, action in
        try router.show(
          Screen(.settings, style: .sheet),
          Screen(.profile, style: .fullScreenCover, id: watched, onDismiss: action))
      },
      leave: { router in try router.dismissSelfAndParent(target: .deepest) }),
    Way(
      "dismissOrPopToRoot on the root router",
      { router, action in
        try router.show(Screen(.detail(1), id: watched, onDismiss: action))
      },
      leave: { router in try router.dismissOrPopToRoot() }),
    Way(
      "its sheet replaced by another sheet",
      { router, action in
        try router.show(Screen(.settings, style: .sheet, id: watched, onDismiss: action))
      },
      leave: { router in try router.presentSheet(.profile) }),
    Way(
      "its sheet replaced by a cover shown with show",
      { router, action in
        try router.show(Screen(.settings, style: .sheet, id: watched, onDismiss: action))
      },
      leave: { router in try router.show(Screen(.profile, style: .fullScreenCover)) }),
    Way(
      "the empty queue's .dismissScreen fallback",
      { router, action in
        try router.show(Screen(.detail(1), id: watched, onDismiss: action))
      },
      leave: { router in try router.showNextScreen(orElse: .dismissScreen) }),
    Way(
      "the empty queue's .dismissPresentation fallback",
      { router, action in
        try router.show(
          Screen(.settings, style: .sheet), Screen(.detail(1), id: watched, onDismiss: action))
      },
      leave: { router in try router.showNextScreen(orElse: .dismissPresentation, target: .child) }
    ),
    Way(
      "the empty queue's .dismissPushStack fallback",
      { router, action in
        try router.show(Screen(.detail(1), id: watched, onDismiss: action), Screen(.list))
      },
      leave: { router in try router.showNextScreen(orElse: .dismissPushStack) }),
    Way(
      "dismissTransitionOrScreen with no in-place content",
      { router, action in
        try router.show(Screen(.detail(1), id: watched, onDismiss: action))
      },
      leave: { router in try router.dismissTransitionOrScreen() }),
    Way(
      "the empty transition queue's .showNextScreenOrDismissScreen fallback",
      { router, action in
        try router.show(Screen(.detail(1), id: watched, onDismiss: action))
      },
      leave: { router in try router.showNextTransition(orElse: .showNextScreenOrDismissScreen) }),
    Way(
      "shown from the queue, then popped",
      { router, action in
        try router.enqueue([Screen(.detail(1), id: watched, onDismiss: action)])
        try router.showNextScreen()
      },
      leave: { router in try router.pop() }),
    Way(
      "a queued sheet shown, then dismissed",
      { router, action in
        try router.enqueue([Screen(.settings, style: .sheet, id: watched, onDismiss: action)])
        try router.showNextScreen()
      },
      leave: { router in try router.dismissChild() }),
    Way(
      "popped with in-place content on it",
      { router, action in
        try router.show(Screen(.detail(1), id: watched, onDismiss: action))
        try router.showTransition(.list)
      },
      leave: { router in try router.pop() }),
    Way(
      "popped in a batch",
      { router, action in
        try router.show(Screen(.detail(1), id: watched, onDismiss: action))
      },
      leave: { router in
        try router.batch { router throws(NavigationError) in
          try router.pop()
          try router.push(.list)
        }
      }),
  ]

  @Test(arguments: screenWays)
  func aScreenLeaving(_ way: Way) throws {
    try way.check()
  }

  // MARK: In-place content and modals leaving

  nonisolated static let contentWays: [Way] = [
    Way(
      "in-place content dismissed",
      { router, action in try router.showTransition(.list, id: watched, onDismiss: action) },
      leave: { router in try router.dismissTransition() }),
    Way(
      "in-place content dismissed with the content below it",
      { router, action in
        try router.showTransition(.list, id: "t1")
        try router.showTransition(.profile, id: watched, onDismiss: action)
      },
      leave: { router in try router.dismissTransition(id: "t1") }),
    Way(
      "in-place content above the one kept",
      { router, action in
        try router.showTransition(.list, id: "t1")
        try router.showTransition(.profile, id: watched, onDismiss: action)
      },
      leave: { router in try router.dismissTransitions(above: "t1") }),
    Way(
      "in-place content dismissed by a count beyond what is shown",
      { router, action in try router.showTransition(.list, id: watched, onDismiss: action) },
      leave: { router in try router.dismissTransitions(count: 5) }),
    Way(
      "in-place content, dismissAllTransitions",
      { router, action in try router.showTransition(.list, id: watched, onDismiss: action) },
      leave: { router in try router.dismissAllTransitions() }),
    Way(
      "in-place content, dismissTransitionOrScreen",
      { router, action in
        try router.push(.detail(1))
        try router.showTransition(.list, id: watched, onDismiss: action)
      },
      leave: { router in try router.dismissTransitionOrScreen() }),
    Way(
      "in-place content covered on a .removePrevious screen",
      { router, action in
        try router.show(Screen(.detail(1), transitionBehavior: .removePrevious))
        try router.showTransition(.list, id: watched, onDismiss: action)
      },
      leave: { router in try router.showTransition(.profile) }),
    Way(
      "in-place content whose screen is popped",
      { router, action in
        try router.push(.detail(1))
        try router.showTransition(.list, id: watched, onDismiss: action)
      },
      leave: { router in try router.pop() }),
    Way(
      "in-place content whose screen is replaced by replaceStack",
      { router, action in
        try router.push(.detail(1))
        try router.showTransition(.list, id: watched, onDismiss: action)
      },
      leave: { router in try router.replaceStack(with: [.profile]) }),
    Way(
      "in-place content on a sheet's root, with the sheet",
      { router, action in
        try router.show(Screen(.settings, style: .sheet))
        try router.showTransition(.list, id: watched, onDismiss: action, target: .child)
      },
      leave: { router in try router.dismissChild() }),
    Way(
      "a modal dismissed",
      { router, action in try router.showModal(.profile, id: watched, onDismiss: action) },
      leave: { router in try router.dismissModal() }),
    Way(
      "a modal dismissed with the modal below it",
      { router, action in
        try router.showModal(.list, id: "m1")
        try router.showModal(.profile, id: watched, onDismiss: action)
      },
      leave: { router in try router.dismissModal(id: "m1") }),
    Way(
      "a modal, dismissAllModals",
      { router, action in try router.showModal(.profile, id: watched, onDismiss: action) },
      leave: { router in try router.dismissAllModals() }),
    Way(
      "a modal whose sheet is dismissed",
      { router, action in
        try router.show(Screen(.settings, style: .sheet))
        try router.showModal(.profile, id: watched, onDismiss: action, target: .child)
      },
      leave: { router in try router.dismissAllFromRoot() }),
    Way(
      "a modal whose sheet is replaced",
      { router, action in
        try router.show(Screen(.settings, style: .sheet))
        try router.showModal(.profile, id: watched, onDismiss: action, target: .child)
      },
      leave: { router in try router.presentSheet(.list) }),
  ]

  @Test(arguments: contentWays)
  func contentLeaving(_ way: Way) throws {
    try way.check()
  }

  // MARK: Staying

  /// A change that keeps `w` on screen, then a way out that runs its action once.
  struct Stay: CustomStringConvertible, Sendable {
    let description: String
    let arrange: Arrange
    let change: Step
    let leave: Step

    init(
      _ description: String, _ arrange: @escaping Arrange, change: @escaping Step,
      leave: @escaping Step
    ) {
      self.description = description
      self.arrange = arrange
      self.change = change
      self.leave = leave
    }

    @MainActor
    func check() throws {
      let router = Router<TestRoute>(root: .home)
      var runs = 0
      try arrange(router, { runs += 1 })

      try change(router)

      #expect(runs == 0)
      #expect(shownIDs(router.hierarchy).contains(watched))
      try leave(router)
      #expect(runs == 1)
    }
  }

  nonisolated static let stays: [Stay] = [
    Stay(
      "replace(with:) keeps the screen's id",
      { router, action in try router.show(Screen(.detail(1), id: watched, onDismiss: action)) },
      change: { router in try router.replace(with: .profile) },
      leave: { router in try router.pop() }),
    Stay(
      "replace(with:) on a sheet's root keeps the sheet",
      { router, action in
        try router.show(Screen(.settings, style: .sheet, id: watched, onDismiss: action))
      },
      change: { router in try router.replace(with: .profile, target: .child) },
      leave: { router in try router.dismissChild() }),
    Stay(
      "a push above it",
      { router, action in try router.show(Screen(.detail(1), id: watched, onDismiss: action)) },
      change: { router in try router.push(.list) },
      leave: { router in try router.popToRoot() }),
    Stay(
      "a sheet above it",
      { router, action in try router.show(Screen(.detail(1), id: watched, onDismiss: action)) },
      change: { router in try router.presentSheet(.list) },
      leave: { router in try router.dismissAllScreens() }),
    Stay(
      "a pop on the sheet above it",
      { router, action in
        try router.show(
          Screen(.detail(1), id: watched, onDismiss: action), Screen(.settings, style: .sheet),
          Screen(.list))
      },
      change: { router in try router.pop(target: .child) },
      leave: { router in try router.popToRoot() }),
    Stay(
      "dismissAllFromRoot with nothing presented",
      { router, action in try router.show(Screen(.detail(1), id: watched, onDismiss: action)) },
      change: { router in try router.dismissAllFromRoot() },
      leave: { router in try router.pop() }),
    Stay(
      "an empty show",
      { router, action in try router.show(Screen(.detail(1), id: watched, onDismiss: action)) },
      change: { router in try router.show([]) },
      leave: { router in try router.pop() }),
    Stay(
      "more in-place content on its screen",
      { router, action in try router.showTransition(.list, id: watched, onDismiss: action) },
      change: { router in try router.showTransition(.profile) },
      leave: { router in try router.dismissAllTransitions() }),
    Stay(
      "a push above the screen of its in-place content",
      { router, action in
        try router.push(.detail(1))
        try router.showTransition(.list, id: watched, onDismiss: action)
      },
      change: { router in try router.push(.profile) },
      leave: { router in try router.popToRoot() }),
    Stay(
      "the modal above it dismissed",
      { router, action in
        try router.showModal(.list, id: watched, onDismiss: action)
        try router.showModal(.profile)
      },
      change: { router in try router.dismissModal() },
      leave: { router in try router.dismissModal() }),
    Stay(
      "a pop under its modal",
      { router, action in
        try router.push(.detail(1))
        try router.showModal(.list, id: watched, onDismiss: action)
      },
      change: { router in try router.pop() },
      leave: { router in try router.dismissModal() }),
  ]

  @Test(arguments: stays)
  func staying(_ stay: Stay) throws {
    try stay.check()
  }

  @Test func refusedCommandsRunNothing() throws {
    let router = Router<TestRoute>(root: .home)
    var runs = 0
    try router.show(Screen(.detail(1), id: watched, onDismiss: { runs += 1 }))
    try router.showTransition(.list, id: "t")
    let before = router.hierarchy

    #expect(throws: NavigationError.unknownEntry("nope")) {
      try router.dismissScreen(id: "nope")
    }
    #expect(throws: NavigationError.duplicateEntry(watched)) {
      try router.show(Screen(.list), Screen(.list, id: watched))
    }
    #expect(throws: NavigationError.unknownEntry("nope")) {
      try router.dismissTransition(id: "nope")
    }
    #expect(throws: NavigationError.unknownEntry("nope")) {
      try router.removeFromQueue(["nope"])
    }

    #expect(runs == 0)
    #expect(router.hierarchy == before)
    try router.pop()
    #expect(runs == 1)
  }

  @Test func aScreenShownInARefusedBatchNeverRunsItsAction() throws {
    let router = Router<TestRoute>(root: .home)
    var runs = 0
    let before = router.hierarchy

    #expect(throws: NavigationError.unknownEntry("nope")) {
      try router.batch { router throws(NavigationError) in
        try router.show(Screen(.detail(1), id: watched, onDismiss: { runs += 1 }))
        try router.dismissScreen(id: "nope")
      }
    }

    #expect(router.hierarchy == before)
    #expect(router.store.dismissActions.count == 0)
    try router.push(.detail(1), id: watched)
    try router.pop()
    #expect(runs == 0)
  }

  @Test func aScreenPoppedInARefusedBatchStaysAndKeepsItsAction() throws {
    let router = Router<TestRoute>(root: .home)
    var runs = 0
    try router.show(Screen(.detail(1), id: watched, onDismiss: { runs += 1 }))
    let before = router.hierarchy

    #expect(throws: NavigationError.unknownEntry("nope")) {
      try router.batch { router throws(NavigationError) in
        try router.pop()
        try router.dismissScreen(id: "nope")
      }
    }

    #expect(router.hierarchy == before)
    #expect(runs == 0)
    try router.pop()
    #expect(runs == 1)
  }

  // MARK: The person

  @Test func aSwipedAwaySheetRunsItsScreensActionsOnce() throws {
    let router = Router<TestRoute>(root: .home)
    let renderer = HeadlessRenderer<TestRoute>()
    renderer.attach(to: router.lane)
    var runs: [EntryID: Int] = [:]
    try router.show(
      Screen(.settings, style: .sheet, id: "s", onDismiss: { runs["s", default: 0] += 1 }),
      Screen(.list, id: "l", onDismiss: { runs["l", default: 0] += 1 }),
      Screen(.profile, style: .fullScreenCover, id: "c", onDismiss: { runs["c", default: 0] += 1 }))
    let sheet = try #require(router.child)
    #expect(runs.isEmpty)

    router.lane.userDismissed(sheet.id)

    #expect(runs == ["s": 1, "l": 1, "c": 1])
    #expect(router.child == nil)
    #expect(!sheet.isAttached)

    router.lane.userDismissed(sheet.id)
    try router.dismissAllScreens()
    #expect(runs == ["s": 1, "l": 1, "c": 1])
  }

  @Test func goingBackOnScreenRunsThePoppedScreensActionsOnce() throws {
    let router = Router<TestRoute>(root: .home)
    let renderer = HeadlessRenderer<TestRoute>()
    renderer.attach(to: router.lane)
    var runs: [EntryID: Int] = [:]
    try router.show(
      Screen(.list, id: "l", onDismiss: { runs["l", default: 0] += 1 }),
      Screen(.detail(1), id: "d", onDismiss: { runs["d", default: 0] += 1 }))
    let kept = Array(router.path.prefix(1))

    router.lane.userSetPath(kept, router: router.id)

    #expect(runs == ["d": 1])
    #expect(router.path.map(\.id) == ["l"])
  }

  // MARK: Modules

  static func modules() throws -> ModuleRouter<TestRoute> {
    try ModuleRouter(
      catalog: [Module(id: "onboarding", root: .home), Module(id: "main", root: .list)],
      initial: "onboarding", store: InMemoryModuleStore())
  }

  @Test func aModuleSwapRunsTheActionsOfEverythingOnScreenOnce() throws {
    let modules = try Self.modules()
    let onboarding = modules.current
    var runs: [EntryID: Int] = [:]
    func count(_ id: EntryID) -> @MainActor () -> Void { { runs[id, default: 0] += 1 } }
    try onboarding.show(
      Screen(.detail(1), id: "pushed", onDismiss: count("pushed")),
      Screen(.settings, style: .sheet, id: "sheet", onDismiss: count("sheet")))
    try onboarding.showTransition(.profile, id: "content", onDismiss: count("content"))
    try onboarding.showModal(.profile, id: "modal", onDismiss: count("modal"), target: .child)
    try onboarding.enqueue([Screen(.profile, id: "queued", onDismiss: count("queued"))])

    try modules.showModule(id: "main")

    let once: [EntryID: Int] = ["pushed": 1, "sheet": 1, "content": 1, "modal": 1]
    #expect(runs == once)
    #expect(!onboarding.isAttached)

    // Back to the covered module: its screens return, their actions are spent.
    try modules.dismissModule()
    #expect(modules.current.hierarchy.contains("pushed"))
    try modules.current.dismissAllScreens()
    try modules.current.dismissAllTransitions()
    try modules.current.showNextScreen()
    try modules.current.pop()
    #expect(runs == once)
  }

  @Test func dismissingAModuleRunsItsScreensActionsOnce() throws {
    let modules = try Self.modules()
    try modules.showModule(id: "main")
    var runs = 0
    try modules.current.show(Screen(.detail(1), id: watched, onDismiss: { runs += 1 }))

    try modules.dismissModule()

    #expect(runs == 1)
    #expect(modules.modules.map(\.id) == ["onboarding"])
    try modules.showModule(id: "main")
    #expect(runs == 1)
  }

  // MARK: Queued screens

  @Test func aQueuedScreenRemovedByIDNeverRunsIt() throws {
    let router = Router<TestRoute>(root: .home)
    var runs = 0
    try router.enqueue([
      Screen(.detail(1), id: watched, onDismiss: { runs += 1 }), Screen(.list, id: "other"),
    ])

    try router.removeFromQueue([watched])

    #expect(router.screenQueue.map(\.entry.id) == ["other"])
    try router.push(.detail(1), id: watched)
    try router.pop()
    try router.removeAllFromQueue()
    #expect(runs == 0)
    #expect(router.store.dismissActions.count == 0)
  }

  @Test func aQueuedScreenRemovedWithTheWholeQueueNeverRunsIt() throws {
    let router = Router<TestRoute>(root: .home)
    var runs = 0
    try router.enqueue([Screen(.settings, style: .sheet, id: watched, onDismiss: { runs += 1 })])

    try router.removeAllFromQueue()

    #expect(router.screenQueue.isEmpty)
    try router.presentSheet(.settings, id: watched)
    try router.dismissChild()
    #expect(runs == 0)
  }

  @Test func aQueuedScreenDroppedWithItsRouterNeverRunsIt() throws {
    let router = Router<TestRoute>(root: .home)
    var runs = 0
    try router.show(Screen(.settings, style: .sheet))
    let sheet = try #require(router.child)
    try sheet.enqueue([Screen(.detail(1), id: watched, onDismiss: { runs += 1 })])

    try router.dismissChild()

    try router.push(.detail(1), id: watched)
    try router.pop()
    #expect(runs == 0)
    #expect(router.store.dismissActions.count == 0)
  }

  @Test func removingAnotherQueuedScreenKeepsTheAction() throws {
    let router = Router<TestRoute>(root: .home)
    var runs = 0
    try router.enqueue([
      Screen(.list, id: "other", onDismiss: { runs += 100 }),
      Screen(.detail(1), id: watched, onDismiss: { runs += 1 }),
    ])

    try router.removeFromQueue(["other"])
    try router.showNextScreen()
    #expect(runs == 0)
    try router.pop()

    #expect(runs == 1)
  }

  @Test func queueingAnIDAlreadyOnScreenKeepsThatScreensAction() throws {
    let router = Router<TestRoute>(root: .home)
    var shownRuns = 0
    var queuedRuns = 0
    try router.show(Screen(.detail(1), id: watched, onDismiss: { shownRuns += 1 }))

    // Refused or kept until shown: either way it must not take over the shown screen's action.
    _ = try? router.enqueue([Screen(.list, id: watched, onDismiss: { queuedRuns += 1 })])
    try router.pop()

    #expect(shownRuns == 1)
    #expect(queuedRuns == 0)
  }

  @Test func aSecondModalUnderAnIDInUseIsRefusedAndKeepsTheFirstAction() throws {
    let router = Router<TestRoute>(root: .home)
    var firstRuns = 0
    var secondRuns = 0
    try router.showModal(.list, id: watched, onDismiss: { firstRuns += 1 })
    let before = router.hierarchy

    #expect(throws: NavigationError.duplicateEntry(watched)) {
      try router.showModal(.profile, id: watched, onDismiss: { secondRuns += 1 })
    }
    #expect(router.hierarchy == before)
    try router.dismissAllModals()

    #expect(firstRuns == 1)
    #expect(secondRuns == 0)
  }

  @Test func theSameActionObjectOnTwoScreensRunsOncePerScreen() throws {
    let router = Router<TestRoute>(root: .home)
    var runs = 0
    let action: @MainActor () -> Void = { runs += 1 }
    try router.show(
      Screen(.list, id: "a", onDismiss: action), Screen(.detail(1), id: "b", onDismiss: action))

    try router.pop()
    #expect(runs == 1)
    try router.pop()
    #expect(runs == 2)
    try router.popToRoot()
    #expect(runs == 2)
  }
}
