import Testing

@testable import Itinerary

/// `Router.show(_:target:)`: screens pushed, presented and inserted one after the other, read
/// as start, screens, expected printout.
@MainActor
@Suite("Show screens")
struct ShowScreensTests {
  typealias Start = RouterCase.Step
  typealias Case = RouterCase

  // MARK: Starts

  /// The lone root router r1, its root #2 home.
  nonisolated static let lone: Start = { _ in }

  /// `a` (list) and `b` (detail 1) pushed on the root router.
  nonisolated static let pushedAB: Start = { router throws(NavigationError) in
    try router.push(.list, id: "a")
    try router.push(.detail(1), id: "b")
  }

  /// `a` and `b` pushed, then a sheet `s` (r3) with `sp` pushed inside it.
  nonisolated static let pushedABWithSheet: Start = { router throws(NavigationError) in
    try pushedAB(router)
    try router.presentSheet(.settings, id: "s")
    try router.push(.profile, id: "sp", target: .child)
  }

  /// `a` and `b` pushed, in-place content `t` on `b` and an overlay modal `m` on the root
  /// router.
  nonisolated static let pushedABWithContentAndModal: Start = { router throws(NavigationError) in
    try pushedAB(router)
    try router.showTransition(.settings, id: "t")
    try router.showModal(.profile, id: "m")
  }

  /// A sheet `s` (settings, r3) on the root router.
  nonisolated static let sheetS: Start = { router throws(NavigationError) in
    try router.presentSheet(.settings, id: "s")
  }

  /// A bare sheet `ws` (workspace, r3) on the root router: it hosts no stack.
  nonisolated static let bareSheet: Start = { router throws(NavigationError) in
    try router.presentSheet(.workspace, id: "ws")
  }

  nonisolated static let rootAB = """
    router r1
      root #2 home
      push a list
      push b detail(1)
    """

  // MARK: Styles

  nonisolated static let styleCases: [Case] = [
    Case(
      "a push appends on the router", lone, { [Screen(.list, id: "list")] },
      .shows(
        """
        router r1
          root #2 home
          push list list
        """)),
    Case(
      "a sheet presents on a new router", lone, { [Screen(.settings, style: .sheet, id: "s")] },
      .shows(
        """
        router r1
          root #2 home
          sheet r3
            root s settings
        """)),
    Case(
      "a sheet keeps its options", lone,
      { [Screen(.settings, style: .sheet(SheetOptions(detents: [.medium, .large])), id: "s")] },
      .shows(
        """
        router r1
          root #2 home
          sheet r3 [medium, large]
            root s settings
        """)),
    Case(
      "a cover presents with its dismiss button", lone,
      { [Screen(.profile, style: .fullScreenCover, id: "p", dismissButton: .leading)] },
      .shows(
        """
        router r1
          root #2 home
          cover r3 [dismiss: leading]
            root p profile
        """)),
    Case(
      "generated ids for screens and routers", lone,
      { [Screen(.list), Screen(.settings, style: .sheet)] },
      .shows(
        """
        router r1
          root #2 home
          push #3 list
          sheet r6
            root #5 settings
        """)),
    Case(
      "pushes, a sheet, then pushes that land inside the sheet", lone,
      {
        [
          Screen(.list, id: "list"), Screen(.detail(1), id: "d1"),
          Screen(.settings, style: .sheet, id: "s"), Screen(.profile, id: "p"),
          Screen(.detail(2), id: "d2"),
        ]
      },
      .shows(
        """
        router r1
          root #2 home
          push list list
          push d1 detail(1)
          sheet r5
            root s settings
            push p profile
            push d2 detail(2)
        """)),
    Case(
      "a cover after a sheet is presented by the sheet", lone,
      {
        [
          Screen(.settings, style: .sheet, id: "s"),
          Screen(.profile, style: .fullScreenCover, id: "p"),
        ]
      },
      .shows(
        """
        router r1
          root #2 home
          sheet r3
            root s settings
            cover r4
              root p profile
        """)),
    Case(
      "a sheet replaces the sheet the router presents", sheetS,
      { [Screen(.profile, style: .sheet, id: "new")] },
      .shows(
        """
        router r1
          root #2 home
          sheet r4
            root new profile
        """)),
    Case(
      "a sheet may take the id of the sheet it replaces", sheetS,
      { [Screen(.profile, style: .sheet, id: "s")] },
      .shows(
        """
        router r1
          root #2 home
          sheet r4
            root s profile
        """)),
    Case(
      "a push on a bare router presents a sheet", bareSheet, { [Screen(.list, id: "l")] },
      target: .deepest,
      .shows(
        """
        router r1
          root #2 home
          sheet r3 [bare]
            root ws workspace
            sheet r4
              root l list
        """)),
    Case(
      "pushes after a bare sheet present a sheet, then push inside it", lone,
      {
        [
          Screen(.workspace, style: .sheet, id: "ws"), Screen(.list, id: "l"),
          Screen(.detail(1), id: "d"),
        ]
      },
      .shows(
        """
        router r1
          root #2 home
          sheet r3 [bare]
            root ws workspace
            sheet r4
              root l list
              push d detail(1)
        """)),
    Case(
      "the target router receives the pushes", sheetS, { [Screen(.list, id: "l")] },
      target: .child,
      .shows(
        """
        router r1
          root #2 home
          sheet r3
            root s settings
            push l list
        """)),
    Case(
      "no screens change nothing", pushedAB, { [] }, .shows(rootAB)),
    Case(
      "a target that does not exist", lone, { [Screen(.list, id: "l")] }, target: .child,
      .refused(.targetUnavailable(.child, from: RouterID(rawValue: 1)))),
  ]

  @Test(arguments: styleCases)
  func styles(_ row: Case) throws {
    try row.check()
  }

  // MARK: Locations

  nonisolated static let locationCases: [Case] = [
    Case(
      ".append goes on top", pushedAB, { [Screen(.profile, id: "x", location: .append)] },
      .shows(rootAB + "\n  push x profile")),
    Case(
      ".insertAtStart goes just above the root", pushedAB,
      { [Screen(.profile, id: "x", location: .insertAtStart)] },
      .shows(
        """
        router r1
          root #2 home
          push x profile
          push a list
          push b detail(1)
        """)),
    Case(
      ".insertAtStart on an empty stack", lone,
      { [Screen(.profile, id: "x", location: .insertAtStart)] },
      .shows(
        """
        router r1
          root #2 home
          push x profile
        """)),
    Case(
      ".insert(after:) a pushed screen", pushedAB,
      { [Screen(.profile, id: "x", location: .insert(after: "a"))] },
      .shows(
        """
        router r1
          root #2 home
          push a list
          push x profile
          push b detail(1)
        """)),
    Case(
      ".insert(after:) the root goes at the bottom of the stack", pushedAB,
      { [Screen(.profile, id: "x", location: .insert(after: EntryID(generated: 2)))] },
      .shows(
        """
        router r1
          root #2 home
          push x profile
          push a list
          push b detail(1)
        """)),
    Case(
      ".insert(after:) the top screen appends", pushedAB,
      { [Screen(.profile, id: "x", location: .insert(after: "b"))] },
      .shows(rootAB + "\n  push x profile")),
    Case(
      "later inserts see the earlier ones", pushedAB,
      {
        [
          Screen(.profile, id: "x", location: .insert(after: "a")),
          Screen(.settings, id: "y", location: .insert(after: "x")),
          Screen(.detail(9), id: "z", location: .insertAtStart),
        ]
      },
      .shows(
        """
        router r1
          root #2 home
          push z detail(9)
          push a list
          push x profile
          push y settings
          push b detail(1)
        """)),
    Case(
      ".insert(after:) inside a sheet shown in the same call", pushedAB,
      {
        [
          Screen(.settings, style: .sheet, id: "s"), Screen(.list, id: "l"),
          Screen(.profile, id: "x", location: .insert(after: "s")),
        ]
      },
      .shows(
        rootAB + "\n"
          + """
            sheet r3
              root s settings
              push x profile
              push l list
          """)),
    Case(
      ".insert(after:) an unknown id", pushedAB,
      { [Screen(.profile, id: "x", location: .insert(after: "nope"))] },
      .refused(.unknownEntry("nope"))),
    Case(
      ".insert(after:) a screen of another router's stack", pushedABWithSheet,
      { [Screen(.detail(5), id: "x", location: .insert(after: "sp"))] },
      .refused(.unknownEntry("sp"))),
    Case(
      ".insert(after:) the root of the presented sheet", pushedABWithSheet,
      { [Screen(.detail(5), id: "x", location: .insert(after: "s"))] },
      .refused(.unknownEntry("s"))),
    Case(
      ".insertAtStart on a sheet", pushedAB,
      { [Screen(.settings, style: .sheet, id: "s", location: .insertAtStart)] },
      .refused(.locationNeedsPush("s"))),
    Case(
      ".insert(after:) on a cover", pushedAB,
      { [Screen(.settings, style: .fullScreenCover, id: "c", location: .insert(after: "a"))] },
      .refused(.locationNeedsPush("c"))),
  ]

  @Test(arguments: locationCases)
  func locations(_ row: Case) throws {
    try row.check()
  }

  // MARK: Refusals

  nonisolated static let refusalCases: [Case] = [
    Case(
      "a push with a pushed screen's id", pushedAB, { [Screen(.profile, id: "a")] },
      .refused(.duplicateEntry("a"))),
    Case(
      "a push with the root's id", pushedAB,
      { [Screen(.profile, id: EntryID(generated: 2))] },
      .refused(.duplicateEntry(EntryID(generated: 2)))),
    Case(
      "a push with the id of a screen in the presented sheet", pushedABWithSheet,
      { [Screen(.profile, id: "sp")] }, .refused(.duplicateEntry("sp"))),
    Case(
      "a sheet with a pushed screen's id", pushedAB,
      { [Screen(.settings, style: .sheet, id: "a")] }, .refused(.duplicateEntry("a"))),
    Case(
      "a cover with the id of a screen inserted in the same call", pushedAB,
      {
        [
          Screen(.profile, id: "x", location: .insertAtStart),
          Screen(.settings, style: .fullScreenCover, id: "x"),
        ]
      },
      .refused(.duplicateEntry("x"))),
    Case(
      "a push with the id of in-place content", pushedABWithContentAndModal,
      { [Screen(.profile, id: "t")] }, .refused(.duplicateEntry("t"))),
    Case(
      "a sheet with the id of an overlay modal", pushedABWithContentAndModal,
      { [Screen(.settings, style: .sheet, id: "m")] }, .refused(.duplicateEntry("m"))),
    Case(
      "two screens with one id in the same call", pushedAB,
      { [Screen(.profile, id: "x"), Screen(.settings, id: "x")] },
      .refused(.duplicateEntry("x"))),
    Case(
      "a refused screen in the middle refuses the pushes and the sheet before it",
      pushedABWithSheet,
      {
        [
          Screen(.profile, id: "x"), Screen(.settings, style: .sheet, id: "new"),
          Screen(.detail(9), id: "a"), Screen(.list, id: "y"),
        ]
      },
      .refused(.duplicateEntry("a"))),
    Case(
      "a refused insert at the end refuses the whole list", pushedAB,
      {
        [
          Screen(.profile, id: "x"), Screen(.settings, style: .sheet, id: "s"),
          Screen(.list, id: "y", location: .insert(after: "a")),
        ]
      },
      .refused(.unknownEntry("a"))),
  ]

  @Test(arguments: refusalCases)
  func refusals(_ row: Case) throws {
    try row.check()
  }

  // MARK: Entries

  @Test func animatesTransitionBehaviorAndTransitionStayOnTheEntries() throws {
    let router = Router<TestRoute>(root: .home)

    try router.show(
      Screen(
        .list, id: "l", animates: false, transitionBehavior: .removePrevious,
        transition: .zoom(sourceID: "card")),
      Screen(
        .settings, style: .sheet, id: "s", animates: false, transitionBehavior: .removePrevious,
        transition: .zoom(sourceID: "gear")),
      Screen(.profile, id: "p"))

    let pushed = try #require(router.path.first)
    #expect(pushed.animates == false)
    #expect(pushed.transitionBehavior == .removePrevious)
    #expect(pushed.transition == .zoom(sourceID: "card"))
    let sheet = try #require(router.child)
    #expect(sheet.root.id == "s")
    #expect(sheet.root.animates == false)
    #expect(sheet.root.transitionBehavior == .removePrevious)
    #expect(sheet.root.transition == .zoom(sourceID: "gear"))
    #expect(sheet.presentation?.transition == .zoom(sourceID: "gear"))
    let defaulted = try #require(sheet.path.first)
    #expect(defaulted.animates == true)
    #expect(defaulted.transitionBehavior == .keepPrevious)
    #expect(defaulted.transition == nil)
  }

  @Test func callerIDsNameTheScreensForLaterCommands() throws {
    let router = Router<TestRoute>(root: .home)
    try router.show(
      Screen(.list, id: "list"), Screen(.detail(1), id: "d1"),
      Screen(.settings, style: .sheet, id: "s"), Screen(.profile, id: "p"))

    #expect(router.hierarchy.screens.map(\.id) == [EntryID(generated: 2), "list", "d1", "s", "p"])

    try router.dismissScreen(id: "d1")

    #expect(router.hierarchy.screens.map(\.id) == [EntryID(generated: 2), "list"])
    #expect(router.child == nil)
  }

  @Test func generatedIDsAreFreshAndDistinct() throws {
    let router = Router<TestRoute>(root: .home)

    try router.show(Screen(.detail(1)), Screen(.detail(1)), Screen(.detail(1), style: .sheet))
    try router.show([Screen(.detail(1))], target: .deepest)

    let ids = router.hierarchy.screens.map(\.id)
    #expect(ids.count == 5)
    #expect(Set(ids).count == 5)
  }

  // MARK: Routers and events

  @Test func showEmitsEachScreensEventInOrder() throws {
    let router = Router<TestRoute>(root: .home)
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }

    try router.show(
      Screen(.list, id: "l"), Screen(.settings, style: .sheet, id: "s"),
      Screen(.profile, id: "p"))

    let sheet = try #require(router.child)
    #expect(
      recorder.events == [
        .pushed([Entry(id: "l", route: .list)], router: router.id),
        .presented(
          Entry(id: "s", route: .settings), Presentation(style: .sheet), router: sheet.id,
          presenter: router.id),
        .pushed([Entry(id: "p", route: .profile)], router: sheet.id),
      ])
    token.cancel()
  }

  @Test func aRefusedShowEmitsNothingKeepsTheRoutersAndRegistersNoOnDismiss() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings, id: "old")
    let oldSheet = try #require(router.child)
    let before = router.hierarchy
    let recorder = Recorder()
    let token = router.observeEvents { recorder.events.append($0) }
    var ran = 0

    #expect(throws: NavigationError.duplicateEntry("x")) {
      try router.show(
        Screen(.list, id: "x", onDismiss: { ran += 1 }),
        Screen(.profile, style: .sheet, id: "new", onDismiss: { ran += 1 }),
        Screen(.detail(1), id: "y", onDismiss: { ran += 1 }),
        Screen(.detail(2), id: "x", onDismiss: { ran += 1 }))
    }

    #expect(router.hierarchy == before)
    #expect(router.child === oldSheet)
    #expect(oldSheet.isAttached)
    #expect(recorder.events.isEmpty)
    #expect(router.store.dismissActions.count == 0)

    // The same ids, shown later without actions, leave without running the refused ones.
    try router.push(.list, id: "x")
    try router.presentSheet(.profile, id: "new")
    try router.push(.detail(1), id: "y", target: .child)
    try router.dismissAllScreens()
    #expect(ran == 0)
    token.cancel()
  }

  @Test func showOnADismissedRouterIsRefused() throws {
    let router = Router<TestRoute>(root: .home)
    try router.show(Screen(.settings, style: .sheet, id: "s"))
    let sheet = try #require(router.child)
    try router.dismissChild()
    let before = router.hierarchy

    #expect(throws: NavigationError.routerDetached(sheet.id)) {
      try sheet.show(Screen(.list, id: "l"))
    }
    #expect(router.hierarchy == before)
  }

  @Test func showFromAPresentedRouterTargetsItsParent() throws {
    let router = Router<TestRoute>(root: .home)
    try router.show(Screen(.settings, style: .sheet, id: "s"))
    let sheet = try #require(router.child)

    try sheet.show(Screen(.list, id: "l"), target: .parent)

    #expect(router.path.map(\.id) == ["l"])
    #expect(sheet.path.isEmpty)
    #expect(router.child === sheet)
  }

  /// Collects the events an observer receives.
  private final class Recorder {
    var events: [NavigationEvent<TestRoute>] = []
  }
}

extension RouterCase {
  /// One row of `ShowScreensTests`: a root router brought to `start`, `screens` shown on it at
  /// `target`, and the outcome.
  fileprivate init(
    _ description: String, _ start: @escaping Step,
    _ screens: @escaping @Sendable () -> [Screen<TestRoute>],
    target: NavigationTarget = .current, _ expected: Expected
  ) {
    self.init(
      description, start,
      { router throws(NavigationError) in
        try router.show(screens(), target: target)
      }, expected)
  }
}
