import Testing

@testable import Itinerary

@MainActor
@Suite("Router presentations")
struct RouterPresentationTests {
  // MARK: Sheets and covers

  @Test func presentSheetCreatesAChildRouterWithTheRouteAsItsRoot() throws {
    let router = Router<TestRoute>(root: .home)

    try router.presentSheet(.settings)

    let sheet = try #require(router.child)
    #expect(sheet.rootDestination == .settings)
    #expect(sheet.path.isEmpty)
    #expect(sheet.parent === router)
    #expect(sheet.level == 1)
    #expect(sheet.isAttached)
    #expect(sheet.presentation == Presentation(style: .sheet))
    #expect(router.presentation == nil)
    #expect(
      router.hierarchy.description == """
        router r1
          root #2 home
          sheet r4
            root #3 settings
        """)
  }

  @Test func presentSheetKeepsItsOptionsDismissButtonAndTransition() throws {
    let router = Router<TestRoute>(root: .home)
    let options = SheetOptions(
      detents: [.medium, .large], dragIndicator: .visible, interactiveDismissDisabled: true)

    try router.presentSheet(
      .settings, options: options, dismissButton: .trailing, transition: .zoom(sourceID: "gear"))

    let sheet = try #require(router.child)
    #expect(
      sheet.presentation
        == Presentation(
          style: .sheet(options), dismissButton: .trailing, transition: .zoom(sourceID: "gear")))
    #expect(sheet.root.transition == .zoom(sourceID: "gear"))
  }

  @Test func printoutListsEveryTraitOfTheSheet() throws {
    let router = Router<TestRoute>(root: .home)
    let options = SheetOptions(
      detents: [.medium, .large], dragIndicator: .visible, interactiveDismissDisabled: true)

    try router.presentSheet(
      .settings, options: options, dismissButton: .trailing, transition: .zoom(sourceID: "gear"))

    let lines = router.hierarchy.description.split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[2].hasPrefix("  sheet "))
    #expect(lines[2].contains("r4"))
    #expect(
      lines[2].contains(
        #"[medium, large, indicator: visible, no swipe, dismiss: trailing, zoom(sourceID: "gear")]"#
      ))
    #expect(lines[3] == #"    root #3 settings (zoom(sourceID: "gear"))"#)
  }

  @Test func printoutNamesTheModalsRouterBeforeItsTraits() throws {
    // The shape the doc comment of `NavigationHierarchy.description` shows.
    let router = Router<TestRoute>(root: .home)

    try router.presentSheet(.settings, options: SheetOptions(detents: [.medium, .large]))

    #expect(
      router.hierarchy.description == """
        router r1
          root #2 home
          sheet r4 [medium, large]
            root #3 settings
        """)
  }

  @Test func presentSheetHasNoDismissButtonByDefault() throws {
    let router = Router<TestRoute>(root: .home)

    try router.presentSheet(.settings)

    #expect(router.child?.presentation?.dismissButton == nil)
  }

  @Test func presentShowsACoverWithALeadingDismissButtonByDefault() throws {
    let router = Router<TestRoute>(root: .home)

    try router.presentCover(.profile)

    let cover = try #require(router.child)
    #expect(cover.presentation == Presentation(style: .fullScreenCover, dismissButton: .leading))
    #expect(cover.rootDestination == .profile)
    #expect(router.hierarchy.description.contains("[dismiss: leading]"))
  }

  @Test func presentWithoutADismissButton() throws {
    let router = Router<TestRoute>(root: .home)

    try router.presentCover(.profile, dismissButton: nil)

    #expect(router.child?.presentation == Presentation(style: .fullScreenCover))
  }

  @Test func presentWithADismissButtonOnPushedScreens() throws {
    let router = Router<TestRoute>(root: .home)
    let button = DismissButton(placement: .trailing, showsOnPushedScreens: true)

    try router.presentCover(.profile, dismissButton: button)

    #expect(router.child?.presentation?.dismissButton == button)
    #expect(router.hierarchy.description.contains("[dismiss: trailing+pushed]"))
  }

  @Test func presentInAGivenStyle() throws {
    let router = Router<TestRoute>(root: .home)

    try router.present(.list, style: .sheet, dismissButton: .leading, id: "picker")

    let sheet = try #require(router.child)
    #expect(sheet.root == Entry(id: "picker", route: .list))
    #expect(sheet.presentation == Presentation(style: .sheet, dismissButton: .leading))
  }

  @Test func aPresentedRouterHasItsOwnStack() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)

    try sheet.push(.detail(1))

    #expect(sheet.path.map(\.route) == [.detail(1)])
    #expect(router.path.map(\.route) == [.list])
  }

  @Test func presentOnAPresentedRouterStacksAnotherLevel() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)

    try sheet.presentCover(.profile)

    let cover = try #require(sheet.child)
    #expect(cover.level == 2)
    #expect(cover.parent === sheet)
    #expect(router.deepestRouter === cover)
    #expect(router.hierarchy.levels.map(\.root.route) == [.home, .settings, .profile])
  }

  // MARK: Replacing a presentation

  @Test func presentingWhilePresentingReplacesThePresentation() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let old = try #require(router.child)

    try router.presentCover(.profile, dismissButton: nil)

    let new = try #require(router.child)
    #expect(new !== old)
    #expect(new.rootDestination == .profile)
    #expect(new.presentation?.style == .fullScreenCover)
    #expect(router.hierarchy.levels.count == 2)
    #expect(
      router.hierarchy.description == """
        router r1
          root #2 home
          cover r6
            root #5 profile
        """)
  }

  @Test func aReplacedPresentationsRouterIsDetached() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let old = try #require(router.child)

    try router.presentSheet(.profile)

    #expect(!old.isAttached)
    #expect(old.parent == nil)
    #expect(old.child == nil)
  }

  @Test func aReplacedPresentationsRouterRefusesEveryVerb() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let old = try #require(router.child)
    try router.presentSheet(.profile)
    let before = router.hierarchy

    #expect(throws: NavigationError.routerDetached(old.id)) { try old.push(.list) }
    #expect(throws: NavigationError.routerDetached(old.id)) { try old.pop() }
    #expect(throws: NavigationError.routerDetached(old.id)) { try old.presentSheet(.list) }
    #expect(throws: NavigationError.routerDetached(old.id)) { try old.dismiss() }
    #expect(throws: NavigationError.routerDetached(old.id)) { try old.dismissAllFromRoot() }
    #expect(throws: NavigationError.routerDetached(old.id)) { try old.replace(with: .list) }
    #expect(router.hierarchy == before)
  }

  @Test func replacingAPresentationDetachesEveryRouterAboveIt() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    try sheet.presentCover(.profile)
    let cover = try #require(sheet.child)

    try router.presentSheet(.list)

    #expect(!sheet.isAttached)
    #expect(!cover.isAttached)
    #expect(throws: NavigationError.routerDetached(cover.id)) { try cover.push(.detail(1)) }
    #expect(router.hierarchy.levels.map(\.root.route) == [.home, .list])
  }

  @Test func presentingOnTheRootFromAModalReplacesThatModal() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)

    try sheet.presentCover(.profile, target: .root)

    #expect(!sheet.isAttached)
    #expect(router.presentedCover?.rootDestination == .profile)
    #expect(router.hierarchy.levels.count == 2)
  }

  // MARK: Bare presentations

  @Test func aRouteThatOwnsItsNavigationIsPresentedBare() throws {
    let router = Router<TestRoute>(root: .home)

    try router.presentCover(.workspace)

    let bare = try #require(router.child)
    #expect(bare.presentation == Presentation(style: .fullScreenCover, isBare: true))
    #expect(bare.presentation?.dismissButton == nil)
    #expect(bare.state.isBare)
    #expect(router.hierarchy.description.contains("[bare]"))
    #expect(router.hierarchy.description.contains("root #3 workspace"))
  }

  @Test func aBareSheetIgnoresTheDismissButtonAskedFor() throws {
    let router = Router<TestRoute>(root: .home)

    try router.presentSheet(.workspace, dismissButton: .trailing)

    #expect(router.child?.presentation?.dismissButton == nil)
    #expect(router.child?.presentation?.isBare == true)
  }

  @Test func pushOnABareRouterPresentsASheetInstead() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentCover(.workspace)
    let bare = try #require(router.child)

    try bare.push(.list, id: "list", transition: .zoom(sourceID: "row"))

    #expect(bare.path.isEmpty)
    let sheet = try #require(bare.presentedSheet)
    #expect(sheet.root == Entry(id: "list", route: .list, transition: .zoom(sourceID: "row")))
    #expect(sheet.presentation == Presentation(style: .sheet, transition: .zoom(sourceID: "row")))
    #expect(sheet.presentation?.isBare == false)
    #expect(router.hierarchy.levels.map(\.root.route) == [.home, .workspace, .list])
  }

  @Test func pushToTheDeepestRouterWhenItIsBarePresentsASheet() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.workspace)

    try router.push(.detail(1), target: .deepest)

    #expect(router.path.isEmpty)
    #expect(router.child?.path.isEmpty == true)
    #expect(router.child?.presentedSheet?.rootDestination == .detail(1))
  }

  @Test func aBareRouterStillPresentsAndDismissesLikeAnyOther() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentCover(.workspace)
    let bare = try #require(router.child)

    try bare.presentCover(.settings)
    #expect(bare.presentedCover?.rootDestination == .settings)

    try bare.dismiss()
    #expect(router.child == nil)
    #expect(!bare.isAttached)
  }

  @Test func aBareRouterRefusesStackReplacementsWithScreens() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentCover(.workspace)
    let bare = try #require(router.child)
    let before = router.hierarchy

    #expect(throws: NavigationError.bareRouterHasNoStack(bare.id)) {
      try bare.replaceStack(with: [.list])
    }
    #expect(throws: NavigationError.bareRouterHasNoStack(bare.id)) {
      try bare.replace(last: 1, with: .list)
    }
    #expect(router.hierarchy == before)
  }

  @Test func aBareRouterAcceptsStackVerbsThatAddNothing() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentCover(.workspace)
    let bare = try #require(router.child)
    let before = router.hierarchy

    try bare.pop()
    try bare.popToRoot()
    try bare.replaceStack(with: [])

    #expect(router.hierarchy == before)
  }

  // MARK: Queries

  @Test func presentedSheetAndPresentedCoverWithNothingPresented() {
    let router = Router<TestRoute>(root: .home)

    #expect(router.presentedSheet == nil)
    #expect(router.presentedCover == nil)
    #expect(!router.isPresenting)
  }

  @Test func presentedSheetNamesTheSheetsRouterOnly() throws {
    let router = Router<TestRoute>(root: .home)

    try router.presentSheet(.settings)

    #expect(router.presentedSheet === router.child)
    #expect(router.presentedSheet != nil)
    #expect(router.presentedCover == nil)
    #expect(router.isPresenting)
  }

  @Test func presentedCoverNamesTheCoversRouterOnly() throws {
    let router = Router<TestRoute>(root: .home)

    try router.presentCover(.settings)

    #expect(router.presentedCover === router.child)
    #expect(router.presentedCover != nil)
    #expect(router.presentedSheet == nil)
    #expect(router.isPresenting)
  }

  @Test func isPresentingIsPerRouter() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)

    #expect(router.isPresenting)
    #expect(!sheet.isPresenting)

    try router.dismissChild()

    #expect(!router.isPresenting)
  }

  @Test func isRootRouterOnlyForTheHierarchysRoot() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    try sheet.presentCover(.profile)
    let cover = try #require(sheet.child)

    #expect(router.isRootRouter)
    #expect(!sheet.isRootRouter)
    #expect(!cover.isRootRouter)
    #expect(cover.rootRouter === router)
    #expect(sheet.rootRouter === router)
  }

  @Test func isFullyAtRootOnAFreshRouter() {
    let router = Router<TestRoute>(root: .home)

    #expect(router.isFullyAtRoot)
  }

  @Test func isFullyAtRootIsFalseWhileAScreenIsPushed() throws {
    let router = Router<TestRoute>(root: .home)

    try router.push(.list)
    #expect(!router.isFullyAtRoot)

    try router.pop()
    #expect(router.isFullyAtRoot)
  }

  @Test func isFullyAtRootIsFalseWhileAModalIsUpFromEveryRouter() throws {
    let router = Router<TestRoute>(root: .home)

    try router.presentSheet(.settings)
    let sheet = try #require(router.child)

    #expect(!router.isFullyAtRoot)
    #expect(!sheet.isFullyAtRoot)

    try sheet.dismiss()
    #expect(router.isFullyAtRoot)
  }
}
