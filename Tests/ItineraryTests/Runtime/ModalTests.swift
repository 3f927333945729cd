import Testing

@testable import Itinerary

/// The router verbs for overlay modals, their styles, and how they leave.
@MainActor
@Suite("Router modals")
struct ModalTests {
  typealias Modal = OverlayModal<TestRoute>

  /// Collects the events an observer receives.
  private final class Recorder {
    var events: [NavigationEvent<TestRoute>] = []
  }

  nonisolated static let a = Modal(id: "a", route: .settings)
  nonisolated static let b = Modal(id: "b", route: .profile)
  nonisolated static let c = Modal(id: "c", route: .detail(3))

  /// A root router showing the modals a, b and c, the last on top.
  private func routerWithThreeModals() throws -> Router<TestRoute> {
    let router = Router<TestRoute>(root: .home)
    try router.showModals([Self.a, Self.b, Self.c])
    return router
  }

  // MARK: Showing

  @Test func showModalPutsItAboveTheCurrentRouterWithItsStyle() throws {
    let router = Router<TestRoute>(root: .home)
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.showModal(.settings, style: .bottom, id: "toast")

    let toast = Modal(id: "toast", route: .settings, style: .bottom)
    #expect(router.modals == [toast])
    #expect(router.hierarchy.root.modals == [toast])
    #expect(router.path.isEmpty)
    #expect(recorder.events == [.modalsShown([toast], router: router.id)])
    token.cancel()
  }

  @Test func showModalsShowsSeveralTheLastOnTop() throws {
    let router = Router<TestRoute>(root: .home)
    try router.showModal(.list, id: "first")
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.showModals([Self.a, Self.b])

    #expect(router.modals.map(\.id) == ["first", "a", "b"])
    #expect(recorder.events == [.modalsShown([Self.a, Self.b], router: router.id)])
    token.cancel()
  }

  @Test func showingNoModalsEmitsNothing() throws {
    let router = Router<TestRoute>(root: .home)
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.showModals([])

    #expect(router.modals.isEmpty)
    #expect(recorder.events.isEmpty)
    token.cancel()
  }

  // MARK: Dismissing

  @Test func dismissModalTakesTheTopOne() throws {
    let router = try routerWithThreeModals()
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.dismissModal()

    #expect(router.modals == [Self.a, Self.b])
    #expect(recorder.events == [.modalsDismissed([Self.c], router: router.id)])
    token.cancel()
  }

  @Test func dismissModalWithNoModalsIsANoOp() throws {
    let router = Router<TestRoute>(root: .home)
    let before = router.hierarchy
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.dismissModal()

    #expect(router.hierarchy == before)
    #expect(recorder.events.isEmpty)
    token.cancel()
  }

  @Test func dismissModalByIDTakesItAndTheOnesAboveTopFirst() throws {
    let router = try routerWithThreeModals()
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.dismissModal(id: "b")

    #expect(router.modals == [Self.a])
    #expect(recorder.events == [.modalsDismissed([Self.c, Self.b], router: router.id)])
    token.cancel()
  }

  @Test func dismissModalsAboveKeepsTheNamedOne() throws {
    let router = try routerWithThreeModals()
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.dismissModals(above: "a")

    #expect(router.modals == [Self.a])
    #expect(recorder.events == [.modalsDismissed([Self.c, Self.b], router: router.id)])
    token.cancel()
  }

  /// One row of `dismissModals(count:)` on the modals a, b, c.
  struct CountCase: CustomStringConvertible, Sendable {
    let count: Int
    let remaining: [EntryID]
    let dismissed: [EntryID]
    var description: String { "dismiss \(count) of 3" }
  }

  nonisolated static let countCases: [CountCase] = [
    CountCase(count: 0, remaining: ["a", "b", "c"], dismissed: []),
    CountCase(count: 1, remaining: ["a", "b"], dismissed: ["c"]),
    CountCase(count: 2, remaining: ["a"], dismissed: ["c", "b"]),
    CountCase(count: 3, remaining: [], dismissed: ["c", "b", "a"]),
    CountCase(count: 4, remaining: [], dismissed: ["c", "b", "a"]),
    CountCase(count: -2, remaining: ["a", "b", "c"], dismissed: []),
  ]

  @Test(arguments: countCases)
  func dismissModalsByCount(_ row: CountCase) throws {
    let router = try routerWithThreeModals()
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.dismissModals(count: row.count)

    #expect(router.modals.map(\.id) == row.remaining)
    let dismissed = recorder.events.flatMap { event -> [EntryID] in
      guard case .modalsDismissed(let modals, router.id) = event else { return [] }
      return modals.map(\.id)
    }
    #expect(dismissed == row.dismissed)
    #expect(recorder.events.count == (row.dismissed.isEmpty ? 0 : 1))
    token.cancel()
  }

  @Test func dismissAllModalsTakesThemAllTopFirst() throws {
    let router = try routerWithThreeModals()
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.dismissAllModals()

    #expect(router.modals.isEmpty)
    #expect(recorder.events == [.modalsDismissed([Self.c, Self.b, Self.a], router: router.id)])
    token.cancel()
  }

  // MARK: Refused commands

  @Test func anUnknownIDIsRefusedAndChangesNothing() throws {
    let router = try routerWithThreeModals()
    let before = router.hierarchy
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    #expect(throws: NavigationError.unknownEntry("x")) { try router.dismissModal(id: "x") }
    #expect(throws: NavigationError.unknownEntry("x")) { try router.dismissModals(above: "x") }

    #expect(router.hierarchy == before)
    #expect(recorder.events.isEmpty)
    token.cancel()
  }

  /// Where the id of a new modal is already used in the tree.
  enum TakenBy: String, CaseIterable, CustomStringConvertible, Sendable {
    case aScreen
    case aModalOfTheSameRouter
    case aModalOfAnotherRouter
    case anotherModalOfTheSameCall

    var description: String { rawValue }
  }

  @Test(arguments: TakenBy.allCases)
  func aDuplicateModalIDIsRefusedAndChangesNothing(_ taken: TakenBy) throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list, id: "list")
    try router.presentSheet(.settings, id: "sheet")
    try router.showModal(.profile, id: "root-modal")
    try router.showModal(.profile, id: "sheet-modal", target: .deepest)
    let before = router.hierarchy
    var ran = 0

    let id: EntryID
    switch taken {
    case .aScreen: id = "list"
    case .aModalOfTheSameRouter: id = "root-modal"
    case .aModalOfAnotherRouter: id = "sheet-modal"
    case .anotherModalOfTheSameCall: id = "twice"
    }
    #expect(throws: NavigationError.duplicateEntry(id)) {
      if taken == .anotherModalOfTheSameCall {
        try router.showModals([Modal(id: id, route: .home), Modal(id: id, route: .list)])
      } else {
        try router.showModal(.detail(9), id: id, onDismiss: { ran += 1 })
      }
    }

    #expect(router.hierarchy == before)
    try router.dismissAllModals()
    try router.dismissAllModals(target: .deepest)
    #expect(ran == 0)
  }

  // MARK: The whole tree

  typealias Step = RouterCase.Step
  typealias Case = RouterCase

  /// The modals `a` and `b` on the root router, a sheet (r4) at `settings` (#3) above it, and
  /// the modal `sheet-toast` on the sheet.
  nonisolated static let modalsOnTwoLevels: Step = { router throws(NavigationError) in
    try router.showModals([a, b])
    try router.presentSheet(.settings)
    try router.presented(1).showModal(.list, id: "sheet-toast")
  }

  /// A sheet (r4) at `settings` (#3) showing the modals `a`, `b` and `c`.
  nonisolated static let sheetWithThreeModals: Step = { router throws(NavigationError) in
    try router.presentSheet(.settings)
    try router.showModals([a, b, c], target: .deepest)
  }

  /// The modals verbs read as start, command, expected printout of the whole hierarchy (a
  /// modal prints as its id and route; `also` checks the rest).
  nonisolated static let treeCases: [Case] = [
    Case(
      "showModal generates an id and the default style", { _ in },
      { router throws(NavigationError) in
        try router.showModal(.settings)
        try router.showModal(.profile)
      },
      .shows(
        """
        router r1
          root #2 home
          modal #3 settings
          modal #4 profile
        """),
      also: { router in #expect(router.modals.map(\.style) == [ModalStyle(), ModalStyle()]) }),
    Case(
      "dismissing modals leaves the screens alone",
      { router throws(NavigationError) in
        try router.showModals([a, b, c])
        try router.push(.list, id: "list")
        try router.presentSheet(.profile, id: "sheet")
      },
      { router throws(NavigationError) in try router.dismissAllModals() },
      .shows(
        """
        router r1
          root #2 home
          push list list
          sheet r3
            root sheet profile
        """)),
    Case(
      "showModal targets the deepest router",
      { router throws(NavigationError) in
        try router.presentSheet(.settings)
        try router.presentCover(.profile, target: .deepest)
      },
      { router throws(NavigationError) in
        try router.showModal(.list, id: "toast", target: .deepest)
      },
      .shows(
        """
        router r1
          root #2 home
          sheet r4
            root #3 settings
            cover r6 [dismiss: leading]
              root #5 profile
              modal toast list
        """)),
    Case(
      "the deepest router dismisses the root's top modal", modalsOnTwoLevels,
      { router throws(NavigationError) in try router.presented(1).dismissModal(target: .root) },
      .shows(
        """
        router r1
          root #2 home
          modal a settings
          sheet r4
            root #3 settings
            modal sheet-toast list
        """),
      also: { router in #expect(router.modals == [a]) }),
    Case(
      "the deepest router dismisses all the root's modals",
      { router throws(NavigationError) in
        try modalsOnTwoLevels(router)
        try router.presented(1).dismissModal(target: .root)
      },
      { router throws(NavigationError) in
        try router.presented(1).dismissAllModals(target: .root)
      },
      .shows(
        """
        router r1
          root #2 home
          sheet r4
            root #3 settings
            modal sheet-toast list
        """)),
    Case(
      "dismissModal by id on the deepest router", sheetWithThreeModals,
      { router throws(NavigationError) in try router.dismissModal(id: "c", target: .deepest) },
      .shows(
        """
        router r1
          root #2 home
          sheet r4
            root #3 settings
            modal a settings
            modal b profile
        """),
      also: { router in #expect(router.child?.modals == [a, b]) }),
    Case(
      "dismissModals(above:) on the child",
      { router throws(NavigationError) in
        try sheetWithThreeModals(router)
        try router.dismissModal(id: "c", target: .deepest)
      },
      { router throws(NavigationError) in try router.dismissModals(above: "a", target: .child) },
      .shows(
        """
        router r1
          root #2 home
          sheet r4
            root #3 settings
            modal a settings
        """),
      also: { router in #expect(router.child?.modals == [a]) }),
    Case(
      "dismissModals(count:) more than there are on the deepest router",
      { router throws(NavigationError) in
        try sheetWithThreeModals(router)
        try router.dismissModal(id: "c", target: .deepest)
        try router.dismissModals(above: "a", target: .child)
      },
      { router throws(NavigationError) in try router.dismissModals(count: 5, target: .deepest) },
      .shows(
        """
        router r1
          root #2 home
          sheet r4
            root #3 settings
        """)),
    Case(
      "dismissModal of a modal on another router",
      { router throws(NavigationError) in
        try router.presentSheet(.settings)
        try router.showModal(.profile, id: "up", target: .deepest)
      },
      { router throws(NavigationError) in try router.dismissModal(id: "up") },
      .refused(.unknownEntry("up"))),
    Case(
      "showModal on a missing child", { _ in },
      { router throws(NavigationError) in
        try router.showModal(.settings, id: "toast", target: .child)
      },
      .refused(.targetUnavailable(.child, from: r1))),
    Case(
      "dismissAllModals on a missing parent", { _ in },
      { router throws(NavigationError) in try router.dismissAllModals(target: .parent) },
      .refused(.targetUnavailable(.parent, from: r1))),
  ]

  @Test(arguments: treeCases)
  func wholeTree(_ row: Case) throws {
    try row.check()
  }

  // MARK: Styles

  @Test func theDefaultStyleFadesInCentredOverADim() {
    let style = ModalStyle()

    #expect(style.transition == .opacity)
    #expect(style.animation == .smooth)
    #expect(style.alignment == .center)
    #expect(style.background == .color(red: 0, green: 0, blue: 0, opacity: 0.3))
    #expect(style.dismissOnBackgroundTap)
    #expect(!style.ignoresSafeArea)
  }

  @Test func centeredFadesAndScalesInTheCentre() {
    let style = ModalStyle.centered

    #expect(style.transition.parts == [.opacity, .scale(0.9)])
    #expect(style.alignment == .center)
    #expect(style.background == .dim(0.3))
    #expect(style.dismissOnBackgroundTap)
    #expect(!style.ignoresSafeArea)
  }

  @Test func bottomMovesUpFromTheBottomUnderTheSafeArea() {
    let style = ModalStyle.bottom

    #expect(style.transition.parts == [.move(.bottom)])
    #expect(style.alignment == .bottom)
    #expect(style.ignoresSafeArea)
    #expect(style.background == .dim(0.3))
    #expect(style.animation == .smooth)
  }

  @Test func combinedTransitionsKeepEveryPartInOrder() {
    let combined = ModalTransition.move(.top).combined(with: .opacity).combined(with: .scale(0.5))

    #expect(combined.parts == [.move(.top), .opacity, .scale(0.5)])
    #expect(ModalTransition.opacity.combined(with: .scale(0.5)).parts == [.opacity, .scale(0.5)])
    #expect(
      ModalTransition.opacity.combined(with: .scale(0.5))
        != ModalTransition.scale(0.5).combined(with: .opacity))
    #expect(ModalTransition.opacity.combined(with: ModalTransition([])) == .opacity)
  }

  @Test func dimIsABlackColour() {
    #expect(ModalBackground.dim(0.5) == .color(red: 0, green: 0, blue: 0, opacity: 0.5))
    #expect(ModalBackground.dim(0.5) != .dim(0.4))
  }

  // MARK: Leaving with a presentation

  @Test func theModalsOfADismissedPresentationLeaveWithItFirst() throws {
    let router = Router<TestRoute>(root: .home)
    try router.showModal(.list, id: "root-toast")
    try router.presentSheet(.settings, id: "settings")
    let sheet = try #require(router.child)
    try sheet.showModals([Self.a, Self.b])
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.dismissChild()

    #expect(
      recorder.events == [
        .modalsDismissed([Self.b, Self.a], router: sheet.id),
        .dismissed(router: sheet.id, screens: [Entry(id: "settings", route: .settings)]),
      ])
    #expect(router.modals.map(\.id) == ["root-toast"])
    #expect(router.hierarchy.levels.count == 1)
    token.cancel()
  }

  @Test func nestedPresentationsReportEachLevelsModalsBeforeItsDismissal() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings, id: "settings")
    let sheet = try #require(router.child)
    try sheet.showModal(.list, id: "sheet-toast")
    try sheet.presentCover(.profile, id: "profile")
    let cover = try #require(sheet.child)
    try cover.showModal(.list, id: "cover-toast")
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.dismissAllFromRoot()

    #expect(
      recorder.events == [
        .modalsDismissed([Modal(id: "cover-toast", route: .list)], router: cover.id),
        .dismissed(router: cover.id, screens: [Entry(id: "profile", route: .profile)]),
        .modalsDismissed([Modal(id: "sheet-toast", route: .list)], router: sheet.id),
        .dismissed(router: sheet.id, screens: [Entry(id: "settings", route: .settings)]),
      ])
    token.cancel()
  }

  // MARK: onDismiss

  @Test func onDismissRunsOnceWhenTheModalIsDismissed() throws {
    let router = Router<TestRoute>(root: .home)
    var ran = 0
    try router.showModal(.settings, id: "toast", onDismiss: { ran += 1 })
    try router.showModal(.profile, id: "above")

    try router.dismissModal()
    #expect(ran == 0)

    try router.dismissModal(id: "toast")
    #expect(ran == 1)

    try router.dismissAllModals()
    try router.showModal(.settings, id: "toast")
    try router.dismissModal(id: "toast")
    #expect(ran == 1)
  }

  @Test func onDismissRunsOnceWhenAModalBelowIsDismissedByID() throws {
    let router = Router<TestRoute>(root: .home)
    var order: [String] = []
    try router.showModal(.settings, id: "bottom", onDismiss: { order.append("bottom") })
    try router.showModal(.profile, id: "top", onDismiss: { order.append("top") })

    try router.dismissModal(id: "bottom")
    try router.dismissAllModals()

    #expect(order == ["top", "bottom"])
  }

  @Test func onDismissRunsOnceWhenThePresentationLeaves() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    var ran = 0
    try router.showModal(.profile, id: "toast", onDismiss: { ran += 1 }, target: .deepest)

    try router.dismissChild()
    #expect(ran == 1)

    try router.presentSheet(.settings)
    try router.dismissChild()
    #expect(ran == 1)
  }

  @Test func aRefusedDismissalDoesNotRunOnDismiss() throws {
    let router = Router<TestRoute>(root: .home)
    var ran = 0
    try router.showModal(.settings, id: "toast", onDismiss: { ran += 1 })

    #expect(throws: NavigationError.unknownEntry("x")) { try router.dismissModal(id: "x") }
    try router.dismissModals(above: "toast")
    try router.dismissModals(count: 0)
    #expect(ran == 0)

    try router.dismissModals(count: 1)
    #expect(ran == 1)
  }
}
