import Testing

@testable import Itinerary

/// A router's dismissals, each read as start, command, expected printout of the whole
/// hierarchy; the routers a dismissal drops are detached (`RouterCase.check`).
@MainActor
@Suite("Router dismissals")
struct RouterDismissTests {
  typealias Step = RouterCase.Step
  typealias Case = RouterCase

  // MARK: Starts

  nonisolated static let lone: Step = { _ in }

  /// `list` (#3) pushed on the root router.
  nonisolated static let pushedList: Step = { router throws(NavigationError) in
    try router.push(.list)
  }

  /// A sheet (r4) at `settings` (#3) presented by the root router.
  nonisolated static let sheetAlone: Step = { router throws(NavigationError) in
    try router.presentSheet(.settings)
  }

  /// A root router, a sheet it presents (level 1) and a cover the sheet presents (level 2),
  /// each with a pushed screen but the cover, all named: `pileShown`.
  nonisolated static let pile: Step = { router throws(NavigationError) in
    try router.push(.list, id: "list")
    try router.presentSheet(.settings, id: "settings")
    try router.presented(1).push(.detail(1), id: "detail")
    try router.presented(1).presentCover(.profile, dismissButton: nil, id: "profile")
  }

  nonisolated static let pileShown = """
    router r1
      root #2 home
      push list list
      sheet r3
        root settings settings
        push detail detail(1)
        cover r4
          root profile profile
    """

  /// The pile without its cover.
  nonisolated static let pileWithoutCover = """
    router r1
      root #2 home
      push list list
      sheet r3
        root settings settings
        push detail detail(1)
    """

  /// The pile down to the sheet's root.
  nonisolated static let pileToSheetRoot = """
    router r1
      root #2 home
      push list list
      sheet r3
        root settings settings
    """

  nonisolated static let rootOnlyWithList = """
    router r1
      root #2 home
      push list list
    """

  nonisolated static let rootAlone = """
    router r1
      root #2 home
    """

  nonisolated static let rootWithPushedList = """
    router r1
      root #2 home
      push #3 list
    """

  nonisolated static let startCases: [Case] = [
    Case("the pile", lone, pile, .shows(pileShown))
  ]

  @Test(arguments: startCases)
  func starts(_ row: Case) throws {
    try row.check()
  }

  // MARK: dismissChild, dismiss, dismissOrPopToRoot

  nonisolated static let dismissCases: [Case] = [
    Case(
      "dismissChild dismisses the presentation and everything above it", pile,
      { router throws(NavigationError) in try router.dismissChild() }, .shows(rootOnlyWithList)),
    Case(
      "dismissChild on a modal dismisses only what it presents", pile,
      { router throws(NavigationError) in try router.presented(1).dismissChild() },
      .shows(pileWithoutCover)),
    Case(
      "dismissChild with nothing presented", pushedList,
      { router throws(NavigationError) in try router.dismissChild() },
      .keeps(rootWithPushedList)),
    Case(
      "dismiss removes the router's own presentation", sheetAlone,
      { router throws(NavigationError) in try router.presented(1).dismiss() }, .shows(rootAlone)),
    Case(
      "dismiss takes the modals above with it", pile,
      { router throws(NavigationError) in try router.presented(1).dismiss() },
      .shows(rootOnlyWithList)),
    Case(
      "dismiss on the root router", pile,
      { router throws(NavigationError) in try router.dismiss() }, .keeps(pileShown)),
    Case(
      "dismissOrPopToRoot dismisses a presented router", pile,
      { router throws(NavigationError) in try router.presented(1).dismissOrPopToRoot() },
      .shows(rootOnlyWithList)),
    Case(
      "dismissOrPopToRoot pops the root router",
      { router throws(NavigationError) in
        try router.push(.list)
        try router.push(.detail(1))
      },
      { router throws(NavigationError) in try router.dismissOrPopToRoot() }, .shows(rootAlone)),
    Case(
      "dismissOrPopToRoot on the root router leaves presentations", pile,
      { router throws(NavigationError) in try router.dismissOrPopToRoot() },
      .shows(
        """
        router r1
          root #2 home
          sheet r3
            root settings settings
            push detail detail(1)
            cover r4
              root profile profile
        """)),
    Case(
      "dismissOrPopToRoot with nothing to do", lone,
      { router throws(NavigationError) in try router.dismissOrPopToRoot() }, .keeps(rootAlone)),
  ]

  @Test(arguments: dismissCases)
  func dismiss(_ row: Case) throws {
    try row.check()
  }

  // MARK: dismissSelfAndParent, dismissAllFromRoot

  nonisolated static let selfAndParentCases: [Case] = [
    Case(
      "dismissSelfAndParent from the first modal dismisses only itself",
      { router throws(NavigationError) in
        try router.push(.list, id: "list")
        try router.presentSheet(.settings)
      },
      { router throws(NavigationError) in try router.presented(1).dismissSelfAndParent() },
      .shows(rootOnlyWithList)),
    Case(
      "dismissSelfAndParent from the second modal dismisses both", pile,
      { router throws(NavigationError) in try router.presented(2).dismissSelfAndParent() },
      .shows(rootOnlyWithList)),
    Case(
      "dismissSelfAndParent from the third modal keeps the first",
      { router throws(NavigationError) in
        try pile(router)
        try router.presented(2).presentSheet(.detail(9))
      },
      { router throws(NavigationError) in try router.presented(3).dismissSelfAndParent() },
      .shows(pileWithoutCover)),
    Case(
      "dismissSelfAndParent on the root router", pile,
      { router throws(NavigationError) in try router.dismissSelfAndParent() }, .keeps(pileShown)),
    Case(
      "dismissAllFromRoot dismisses every presentation", pile,
      { router throws(NavigationError) in try router.presented(2).dismissAllFromRoot() },
      .shows(rootOnlyWithList)),
    Case(
      "dismissAllFromRoot keeps the root stack", pile,
      { router throws(NavigationError) in try router.dismissAllFromRoot() },
      .shows(rootOnlyWithList)),
    Case(
      "dismissAllFromRoot with nothing presented", pushedList,
      { router throws(NavigationError) in try router.dismissAllFromRoot() },
      .keeps(rootWithPushedList)),
  ]

  @Test(arguments: selfAndParentCases)
  func dismissSelfAndParentAndAllFromRoot(_ row: Case) throws {
    try row.check()
  }

  @Test func dismissAllFromRootReportsWhetherItDismissed() throws {
    let pileRouter = Router<TestRoute>(root: .home)
    try Self.pile(pileRouter)
    let lone = Router<TestRoute>(root: .home)
    try lone.push(.list)

    #expect(try pileRouter.presented(2).dismissAllFromRoot())
    #expect(try !lone.dismissAllFromRoot())
  }

  // MARK: dismissScreen(id:), dismissScreens(above:)

  nonisolated static let screenCases: [Case] = [
    Case(
      "dismissScreen of a pushed screen removes it and everything above", pile,
      { router throws(NavigationError) in try router.dismissScreen(id: "detail") },
      .shows(pileToSheetRoot)),
    Case(
      "dismissScreen of a root push dismisses every presentation", pile,
      { router throws(NavigationError) in try router.presented(2).dismissScreen(id: "list") },
      .shows(rootAlone)),
    Case(
      "dismissScreen of a presented root dismisses its presentation", pile,
      { router throws(NavigationError) in try router.dismissScreen(id: "settings") },
      .shows(rootOnlyWithList)),
    Case(
      "dismissScreen of the top screen dismisses only it", pile,
      { router throws(NavigationError) in try router.dismissScreen(id: "profile") },
      .shows(pileWithoutCover)),
    Case(
      "dismissScreen with an unknown id", pile,
      { router throws(NavigationError) in try router.presented(1).dismissScreen(id: "x") },
      .refused(.unknownEntry("x"))),
    Case(
      "dismissScreen of the hierarchy's root", pile,
      { router throws(NavigationError) in
        try router.presented(2).dismissScreen(id: EntryID(generated: 2))
      },
      .refused(.cannotDismissRoot(EntryID(generated: 2)))),
    Case(
      "dismissScreens(above:) a pushed screen keeps it", pile,
      { router throws(NavigationError) in try router.dismissScreens(above: "list") },
      .shows(rootOnlyWithList)),
    Case(
      "dismissScreens(above:) a presented root keeps the presentation", pile,
      { router throws(NavigationError) in try router.dismissScreens(above: "settings") },
      .shows(pileToSheetRoot)),
    Case(
      "dismissScreens(above:) the top screen", pile,
      { router throws(NavigationError) in try router.dismissScreens(above: "profile") },
      .keeps(pileShown)),
    Case(
      "dismissScreens(above:) the hierarchy's root leaves only it", pile,
      { router throws(NavigationError) in try router.dismissScreens(above: EntryID(generated: 2))
      },
      .shows(rootAlone)),
    Case(
      "dismissScreens(above:) an unknown id", pile,
      { router throws(NavigationError) in try router.dismissScreens(above: "x") },
      .refused(.unknownEntry("x"))),
  ]

  @Test(arguments: screenCases)
  func dismissScreen(_ row: Case) throws {
    try row.check()
  }

  // MARK: dismissScreens(count:)

  nonisolated static func dismissingScreens(_ count: Int, _ expected: Case.Expected) -> Case {
    Case(
      "dismissScreens(count: \(count))", pile,
      { router throws(NavigationError) in try router.dismissScreens(count: count) }, expected)
  }

  nonisolated static let countCases: [Case] = [
    // From the top of the pile: the cover, then the sheet's push.
    dismissingScreens(2, .shows(pileToSheetRoot)),
    dismissingScreens(1, .shows(pileWithoutCover)),
    dismissingScreens(0, .keeps(pileShown)),
    dismissingScreens(-3, .keeps(pileShown)),
    // All or more keep the first screen.
    dismissingScreens(5, .shows(rootAlone)),
    dismissingScreens(6, .shows(rootAlone)),
    dismissingScreens(100, .shows(rootAlone)),
  ]

  @Test(arguments: countCases)
  func dismissScreensCount(_ row: Case) throws {
    try row.check()
  }

  // MARK: dismissLastPushStack, dismissLastPresentation, dismissAllScreens

  nonisolated static let lastCases: [Case] = [
    Case(
      "dismissLastPushStack dismisses the last pushes and everything above", pile,
      { router throws(NavigationError) in try router.dismissLastPushStack() },
      .shows(pileToSheetRoot)),
    Case(
      "dismissLastPushStack twice reaches the root router's pushes", pile,
      { router throws(NavigationError) in
        try router.dismissLastPushStack()
        try router.dismissLastPushStack()
      },
      .shows(rootAlone)),
    Case(
      "dismissLastPushStack with no pushes", sheetAlone,
      { router throws(NavigationError) in try router.dismissLastPushStack() },
      .keeps(
        """
        router r1
          root #2 home
          sheet r4
            root #3 settings
        """)),
    Case(
      "dismissLastPresentation dismisses only the modal on screen", pile,
      { router throws(NavigationError) in try router.dismissLastPresentation() },
      .shows(pileWithoutCover)),
    Case(
      "dismissLastPresentation with nothing presented", pushedList,
      { router throws(NavigationError) in try router.dismissLastPresentation() },
      .keeps(rootWithPushedList)),
    Case(
      "dismissAllScreens leaves only the hierarchy's first screen", pile,
      { router throws(NavigationError) in try router.presented(1).dismissAllScreens() },
      .shows(rootAlone)),
    Case(
      "dismissAllScreens on a fresh router", lone,
      { router throws(NavigationError) in try router.dismissAllScreens() }, .keeps(rootAlone)),
  ]

  @Test(arguments: lastCases)
  func dismissLast(_ row: Case) throws {
    try row.check()
  }
}
