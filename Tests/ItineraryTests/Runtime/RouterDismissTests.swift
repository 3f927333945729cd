import Testing

@testable import Itinerary

@MainActor
@Suite("Router dismissals")
struct RouterDismissTests {
  /// A root router, a sheet it presents and a cover the sheet presents, each with a pushed
  /// screen but the cover, all named:
  ///
  /// ```
  /// router r1
  ///   root #2 home
  ///   push list list
  ///   sheet r3
  ///     root settings settings
  ///     push detail detail(1)
  ///     cover r4
  ///       root profile profile
  /// ```
  @MainActor
  private struct Pile {
    let root: Router<TestRoute>
    let sheet: Router<TestRoute>
    let cover: Router<TestRoute>

    init() throws {
      root = Router(root: .home)
      try root.push(.list, id: "list")
      try root.presentSheet(.settings, id: "settings")
      sheet = try #require(root.child)
      try sheet.push(.detail(1), id: "detail")
      try sheet.presentCover(.profile, dismissButton: nil, id: "profile")
      cover = try #require(sheet.child)
    }
  }

  private static let rootOnlyWithList = """
    router r1
      root #2 home
      push list list
    """

  // MARK: dismissChild

  @Test func pileStartsAsDescribed() throws {
    let pile = try Pile()

    #expect(
      pile.root.hierarchy.description == """
        router r1
          root #2 home
          push list list
          sheet r3
            root settings settings
            push detail detail(1)
            cover r4
              root profile profile
        """)
  }

  @Test func dismissChildDismissesThePresentationAndEverythingAboveIt() throws {
    let pile = try Pile()

    try pile.root.dismissChild()

    #expect(pile.root.child == nil)
    #expect(!pile.sheet.isAttached)
    #expect(!pile.cover.isAttached)
    #expect(pile.root.hierarchy.description == Self.rootOnlyWithList)
  }

  @Test func dismissChildOnAModalDismissesOnlyWhatItPresents() throws {
    let pile = try Pile()

    try pile.sheet.dismissChild()

    #expect(pile.sheet.isAttached)
    #expect(pile.sheet.child == nil)
    #expect(!pile.cover.isAttached)
    #expect(pile.sheet.path.map(\.route) == [.detail(1)])
    #expect(pile.root.hierarchy.levels.count == 2)
  }

  @Test func dismissChildWithNothingPresentedDoesNothing() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list)
    let before = router.hierarchy

    try router.dismissChild()

    #expect(router.hierarchy == before)
  }

  // MARK: dismiss

  @Test func dismissRemovesTheRoutersOwnPresentation() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)

    try sheet.dismiss()

    #expect(router.child == nil)
    #expect(!sheet.isAttached)
    #expect(
      router.hierarchy.description == """
        router r1
          root #2 home
        """)
  }

  @Test func dismissTakesTheModalsAboveWithIt() throws {
    let pile = try Pile()

    try pile.sheet.dismiss()

    #expect(!pile.cover.isAttached)
    #expect(pile.root.hierarchy.description == Self.rootOnlyWithList)
  }

  @Test func dismissOnTheRootRouterDoesNothing() throws {
    let pile = try Pile()
    let before = pile.root.hierarchy

    try pile.root.dismiss()

    #expect(pile.root.hierarchy == before)
    #expect(pile.cover.isAttached)
  }

  // MARK: dismissOrPopToRoot

  @Test func dismissOrPopToRootDismissesAPresentedRouter() throws {
    let pile = try Pile()

    try pile.sheet.dismissOrPopToRoot()

    #expect(!pile.sheet.isAttached)
    #expect(pile.root.hierarchy.description == Self.rootOnlyWithList)
  }

  @Test func dismissOrPopToRootPopsTheRootRouter() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list)
    try router.push(.detail(1))

    try router.dismissOrPopToRoot()

    #expect(router.path.isEmpty)
    #expect(router.rootDestination == .home)
  }

  @Test func dismissOrPopToRootOnTheRootRouterLeavesPresentations() throws {
    let pile = try Pile()

    try pile.root.dismissOrPopToRoot()

    #expect(pile.root.path.isEmpty)
    #expect(pile.root.child === pile.sheet)
    #expect(pile.cover.isAttached)
  }

  @Test func dismissOrPopToRootWithNothingToDoChangesNothing() throws {
    let router = Router<TestRoute>(root: .home)
    let before = router.hierarchy

    try router.dismissOrPopToRoot()

    #expect(router.hierarchy == before)
  }

  // MARK: dismissSelfAndParent

  @Test func dismissSelfAndParentFromTheFirstModalDismissesOnlyItself() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list, id: "list")
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)

    try sheet.dismissSelfAndParent()

    #expect(!sheet.isAttached)
    #expect(router.hierarchy.description == Self.rootOnlyWithList)
  }

  @Test func dismissSelfAndParentFromTheSecondModalDismissesBoth() throws {
    let pile = try Pile()

    try pile.cover.dismissSelfAndParent()

    #expect(!pile.sheet.isAttached)
    #expect(!pile.cover.isAttached)
    #expect(pile.root.hierarchy.description == Self.rootOnlyWithList)
  }

  @Test func dismissSelfAndParentFromTheThirdModalKeepsTheFirst() throws {
    let pile = try Pile()
    try pile.cover.presentSheet(.detail(9))
    let third = try #require(pile.cover.child)

    try third.dismissSelfAndParent()

    #expect(pile.sheet.isAttached)
    #expect(!pile.cover.isAttached)
    #expect(!third.isAttached)
    #expect(pile.root.deepestRouter === pile.sheet)
    #expect(pile.sheet.path.map(\.route) == [.detail(1)])
  }

  @Test func dismissSelfAndParentOnTheRootRouterDoesNothing() throws {
    let pile = try Pile()
    let before = pile.root.hierarchy

    try pile.root.dismissSelfAndParent()

    #expect(pile.root.hierarchy == before)
  }

  // MARK: dismissAllFromRoot

  @Test func dismissAllFromRootDismissesEveryPresentationAndReportsIt() throws {
    let pile = try Pile()

    let dismissed = try pile.cover.dismissAllFromRoot()

    #expect(dismissed)
    #expect(!pile.sheet.isAttached)
    #expect(!pile.cover.isAttached)
    #expect(pile.root.hierarchy.description == Self.rootOnlyWithList)
  }

  @Test func dismissAllFromRootKeepsTheRootStack() throws {
    let pile = try Pile()

    try pile.root.dismissAllFromRoot()

    #expect(pile.root.path.map(\.id) == ["list"])
  }

  @Test func dismissAllFromRootWithNothingPresentedReturnsFalse() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list)
    let before = router.hierarchy

    let dismissed = try router.dismissAllFromRoot()

    #expect(!dismissed)
    #expect(router.hierarchy == before)
  }

  // MARK: dismissScreen(id:)

  @Test func dismissScreenOfAPushedScreenRemovesItAndEverythingAbove() throws {
    let pile = try Pile()

    try pile.root.dismissScreen(id: "detail")

    #expect(!pile.cover.isAttached)
    #expect(pile.sheet.isAttached)
    #expect(
      pile.root.hierarchy.description == """
        router r1
          root #2 home
          push list list
          sheet r3
            root settings settings
        """)
  }

  @Test func dismissScreenOfARootPushDismissesEveryPresentation() throws {
    let pile = try Pile()

    try pile.cover.dismissScreen(id: "list")

    #expect(!pile.sheet.isAttached)
    #expect(
      pile.root.hierarchy.description == """
        router r1
          root #2 home
        """)
  }

  @Test func dismissScreenOfAPresentedRootDismissesItsPresentation() throws {
    let pile = try Pile()

    try pile.root.dismissScreen(id: "settings")

    #expect(!pile.sheet.isAttached)
    #expect(!pile.cover.isAttached)
    #expect(pile.root.hierarchy.description == Self.rootOnlyWithList)
  }

  @Test func dismissScreenOfTheTopScreenDismissesOnlyIt() throws {
    let pile = try Pile()

    try pile.root.dismissScreen(id: "profile")

    #expect(!pile.cover.isAttached)
    #expect(pile.root.deepestRouter === pile.sheet)
    #expect(pile.sheet.path.map(\.id) == ["detail"])
  }

  @Test func dismissScreenWithAnUnknownIDIsRefused() throws {
    let pile = try Pile()
    let before = pile.root.hierarchy

    #expect(throws: NavigationError.unknownEntry("x")) {
      try pile.sheet.dismissScreen(id: "x")
    }
    #expect(pile.root.hierarchy == before)
    #expect(pile.cover.isAttached)
  }

  @Test func dismissScreenOfTheHierarchysRootIsRefused() throws {
    let pile = try Pile()
    let rootID = pile.root.root.id
    let before = pile.root.hierarchy

    #expect(throws: NavigationError.cannotDismissRoot(rootID)) {
      try pile.cover.dismissScreen(id: rootID)
    }
    #expect(pile.root.hierarchy == before)
  }

  // MARK: dismissScreens(above:)

  @Test func dismissScreensAboveAPushedScreenKeepsIt() throws {
    let pile = try Pile()

    try pile.root.dismissScreens(above: "list")

    #expect(!pile.sheet.isAttached)
    #expect(pile.root.hierarchy.description == Self.rootOnlyWithList)
  }

  @Test func dismissScreensAboveAPresentedRootKeepsThePresentation() throws {
    let pile = try Pile()

    try pile.root.dismissScreens(above: "settings")

    #expect(pile.sheet.isAttached)
    #expect(!pile.cover.isAttached)
    #expect(
      pile.root.hierarchy.description == """
        router r1
          root #2 home
          push list list
          sheet r3
            root settings settings
        """)
  }

  @Test func dismissScreensAboveTheTopScreenDoesNothing() throws {
    let pile = try Pile()
    let before = pile.root.hierarchy

    try pile.root.dismissScreens(above: "profile")

    #expect(pile.root.hierarchy == before)
  }

  @Test func dismissScreensAboveTheHierarchysRootLeavesOnlyIt() throws {
    let pile = try Pile()

    try pile.root.dismissScreens(above: pile.root.root.id)

    #expect(pile.root.hierarchy == NavigationHierarchy(root: pile.root.state))
    #expect(pile.root.path.isEmpty)
    #expect(pile.root.child == nil)
  }

  @Test func dismissScreensAboveAnUnknownIDIsRefused() throws {
    let pile = try Pile()
    let before = pile.root.hierarchy

    #expect(throws: NavigationError.unknownEntry("x")) {
      try pile.root.dismissScreens(above: "x")
    }
    #expect(pile.root.hierarchy == before)
  }

  // MARK: dismissScreens(count:)

  @Test func dismissScreensCountRemovesScreensFromTheTopOfThePile() throws {
    let pile = try Pile()

    try pile.root.dismissScreens(count: 2)

    #expect(!pile.cover.isAttached)
    #expect(pile.sheet.isAttached)
    #expect(
      pile.root.hierarchy.description == """
        router r1
          root #2 home
          push list list
          sheet r3
            root settings settings
        """)
  }

  @Test func dismissScreensCountOfOneDismissesTheTopModal() throws {
    let pile = try Pile()

    try pile.root.dismissScreens(count: 1)

    #expect(!pile.cover.isAttached)
    #expect(pile.sheet.path.map(\.id) == ["detail"])
  }

  @Test func dismissScreensCountOfZeroDoesNothing() throws {
    let pile = try Pile()
    let before = pile.root.hierarchy

    try pile.root.dismissScreens(count: 0)

    #expect(pile.root.hierarchy == before)
  }

  @Test func dismissScreensCountWithANegativeCountDoesNothing() throws {
    let pile = try Pile()
    let before = pile.root.hierarchy

    try pile.root.dismissScreens(count: -3)

    #expect(pile.root.hierarchy == before)
  }

  @Test(arguments: [5, 6, 100])
  func dismissScreensCountOfAllOrMoreKeepsTheFirstScreen(count: Int) throws {
    let pile = try Pile()

    try pile.root.dismissScreens(count: count)

    #expect(!pile.sheet.isAttached)
    #expect(
      pile.root.hierarchy.description == """
        router r1
          root #2 home
        """)
  }

  // MARK: dismissLastPushStack

  @Test func dismissLastPushStackDismissesTheLastPushesAndEverythingAbove() throws {
    let pile = try Pile()

    try pile.root.dismissLastPushStack()

    #expect(pile.sheet.isAttached)
    #expect(!pile.cover.isAttached)
    #expect(
      pile.root.hierarchy.description == """
        router r1
          root #2 home
          push list list
          sheet r3
            root settings settings
        """)
  }

  @Test func dismissLastPushStackTwiceReachesTheRootRoutersPushes() throws {
    let pile = try Pile()

    try pile.root.dismissLastPushStack()
    try pile.root.dismissLastPushStack()

    #expect(!pile.sheet.isAttached)
    #expect(
      pile.root.hierarchy.description == """
        router r1
          root #2 home
        """)
  }

  @Test func dismissLastPushStackWithNoPushesDoesNothing() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let before = router.hierarchy

    try router.dismissLastPushStack()

    #expect(router.hierarchy == before)
  }

  // MARK: dismissLastPresentation

  @Test func dismissLastPresentationDismissesOnlyTheModalOnScreen() throws {
    let pile = try Pile()

    try pile.root.dismissLastPresentation()

    #expect(!pile.cover.isAttached)
    #expect(pile.sheet.isAttached)
    #expect(pile.root.deepestRouter === pile.sheet)
    #expect(pile.sheet.path.map(\.id) == ["detail"])
  }

  @Test func dismissLastPresentationWithNothingPresentedDoesNothing() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list)
    let before = router.hierarchy

    try router.dismissLastPresentation()

    #expect(router.hierarchy == before)
  }

  // MARK: dismissAllScreens

  @Test func dismissAllScreensLeavesOnlyTheHierarchysFirstScreen() throws {
    let pile = try Pile()

    try pile.sheet.dismissAllScreens()

    #expect(!pile.sheet.isAttached)
    #expect(!pile.cover.isAttached)
    #expect(
      pile.root.hierarchy.description == """
        router r1
          root #2 home
        """)
  }

  @Test func dismissAllScreensOnAFreshRouterDoesNothing() throws {
    let router = Router<TestRoute>(root: .home)
    let before = router.hierarchy

    try router.dismissAllScreens()

    #expect(router.hierarchy == before)
  }
}
