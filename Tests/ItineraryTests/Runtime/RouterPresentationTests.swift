import Testing

@testable import Itinerary

/// A router's presentations (sheets, covers, bare presentations, replacing one), each read as
/// start, command, expected printout of the whole hierarchy; the routers a presentation creates
/// and the ones it detaches are checked against it (`RouterCase.check`). Then the queries.
@MainActor
@Suite("Router presentations")
struct RouterPresentationTests {
  typealias Step = RouterCase.Step
  typealias Case = RouterCase

  // MARK: Starts

  nonisolated static let lone: Step = { _ in }

  /// A sheet (r4) at `settings` (#3) presented by the root router.
  nonisolated static let sheetAlone: Step = { router throws(NavigationError) in
    try router.presentSheet(.settings)
  }

  /// A bare cover (r4) at `workspace` (#3) presented by the root router: `bareShown`.
  nonisolated static let bareCover: Step = { router throws(NavigationError) in
    try router.presentCover(.workspace)
  }

  nonisolated static let bareShown = """
    router r1
      root #2 home
      cover r4 [bare]
        root #3 workspace
    """

  /// Every trait a sheet can have.
  nonisolated static let everyOption = SheetOptions(
    detents: [.medium, .large], dragIndicator: .visible, interactiveDismissDisabled: true)

  // MARK: Sheets and covers

  nonisolated static let presentCases: [Case] = [
    Case(
      "presentSheet: a child router with the route as its root, no traits", lone,
      { router throws(NavigationError) in try router.presentSheet(.settings) },
      .shows(
        """
        router r1
          root #2 home
          sheet r4
            root #3 settings
        """)),
    Case(
      "presentSheet keeps its options, dismiss button and transition", lone,
      { router throws(NavigationError) in
        try router.presentSheet(
          .settings, options: everyOption, dismissButton: .trailing,
          transition: .zoom(sourceID: "gear"))
      },
      .shows(
        """
        router r1
          root #2 home
          sheet r4 [medium, large, indicator: visible, no swipe, dismiss: trailing, zoom(sourceID: "gear")]
            root #3 settings (zoom(sourceID: "gear"))
        """)),
    // The shape the doc comment of `NavigationHierarchy.description` shows.
    Case(
      "the printout names the modal's router before its traits", lone,
      { router throws(NavigationError) in
        try router.presentSheet(.settings, options: SheetOptions(detents: [.medium, .large]))
      },
      .shows(
        """
        router r1
          root #2 home
          sheet r4 [medium, large]
            root #3 settings
        """)),
    Case(
      "presentCover has a leading dismiss button by default", lone,
      { router throws(NavigationError) in try router.presentCover(.profile) },
      .shows(
        """
        router r1
          root #2 home
          cover r4 [dismiss: leading]
            root #3 profile
        """)),
    Case(
      "presentCover without a dismiss button", lone,
      { router throws(NavigationError) in try router.presentCover(.profile, dismissButton: nil) },
      .shows(
        """
        router r1
          root #2 home
          cover r4
            root #3 profile
        """)),
    Case(
      "presentCover with a dismiss button on pushed screens", lone,
      { router throws(NavigationError) in
        try router.presentCover(
          .profile, dismissButton: DismissButton(placement: .trailing, showsOnPushedScreens: true))
      },
      .shows(
        """
        router r1
          root #2 home
          cover r4 [dismiss: trailing+pushed]
            root #3 profile
        """)),
    Case(
      "present in a given style", lone,
      { router throws(NavigationError) in
        try router.present(.list, style: .sheet, dismissButton: .leading, id: "picker")
      },
      .shows(
        """
        router r1
          root #2 home
          sheet r3 [dismiss: leading]
            root picker list
        """),
      also: { router in #expect(router.child?.root == Entry(id: "picker", route: .list)) }),
    Case(
      "a presented router has its own stack",
      { router throws(NavigationError) in
        try router.push(.list)
        try router.presentSheet(.settings)
      },
      { router throws(NavigationError) in try router.presented(1).push(.detail(1)) },
      .shows(
        """
        router r1
          root #2 home
          push #3 list
          sheet r5
            root #4 settings
            push #6 detail(1)
        """)),
    Case(
      "present on a presented router stacks another level", sheetAlone,
      { router throws(NavigationError) in try router.presented(1).presentCover(.profile) },
      .shows(
        """
        router r1
          root #2 home
          sheet r4
            root #3 settings
            cover r6 [dismiss: leading]
              root #5 profile
        """)),
  ]

  @Test(arguments: presentCases)
  func present(_ row: Case) throws {
    try row.check()
  }

  // MARK: Replacing a presentation

  nonisolated static let replacingCases: [Case] = [
    Case(
      "presenting while presenting replaces the presentation and detaches its router",
      sheetAlone,
      { router throws(NavigationError) in try router.presentCover(.profile, dismissButton: nil) },
      .shows(
        """
        router r1
          root #2 home
          cover r6
            root #5 profile
        """)),
    Case(
      "a sheet replacing a sheet gets a new router", sheetAlone,
      { router throws(NavigationError) in try router.presentSheet(.profile) },
      .shows(
        """
        router r1
          root #2 home
          sheet r6
            root #5 profile
        """)),
    Case(
      "replacing a presentation detaches every router above it",
      { router throws(NavigationError) in
        try router.presentSheet(.settings)
        try router.presented(1).presentCover(.profile)
      },
      { router throws(NavigationError) in try router.presentSheet(.list) },
      .shows(
        """
        router r1
          root #2 home
          sheet r8
            root #7 list
        """)),
    Case(
      "presenting on the root from a modal replaces that modal", sheetAlone,
      { router throws(NavigationError) in
        try router.presented(1).presentCover(.profile, target: .root)
      },
      .shows(
        """
        router r1
          root #2 home
          cover r6 [dismiss: leading]
            root #5 profile
        """)),
  ]

  @Test(arguments: replacingCases)
  func replacing(_ row: Case) throws {
    try row.check()
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

  @Test func aRouterAboveAReplacedPresentationRefusesVerbs() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    try sheet.presentCover(.profile)
    let cover = try #require(sheet.child)

    try router.presentSheet(.list)

    #expect(throws: NavigationError.routerDetached(cover.id)) { try cover.push(.detail(1)) }
  }

  // MARK: Bare presentations

  nonisolated static let bareCases: [Case] = [
    Case(
      "a route that owns its navigation is presented bare, without a dismiss button", lone,
      bareCover, .shows(bareShown)),
    Case(
      "a bare sheet ignores the dismiss button asked for", lone,
      { router throws(NavigationError) in
        try router.presentSheet(.workspace, dismissButton: .trailing)
      },
      .shows(
        """
        router r1
          root #2 home
          sheet r4 [bare]
            root #3 workspace
        """)),
    Case(
      "push on a bare router presents a sheet instead", bareCover,
      { router throws(NavigationError) in
        try router.presented(1).push(.list, id: "list", transition: .zoom(sourceID: "row"))
      },
      .shows(
        """
        router r1
          root #2 home
          cover r4 [bare]
            root #3 workspace
            sheet r5 [zoom(sourceID: "row")]
              root list list (zoom(sourceID: "row"))
        """),
      also: { router in
        #expect(
          router.child?.presentedSheet?.root
            == Entry(id: "list", route: .list, transition: .zoom(sourceID: "row")))
      }),
    Case(
      "push to the deepest router when it is bare presents a sheet",
      { router throws(NavigationError) in try router.presentSheet(.workspace) },
      { router throws(NavigationError) in try router.push(.detail(1), target: .deepest) },
      .shows(
        """
        router r1
          root #2 home
          sheet r4 [bare]
            root #3 workspace
            sheet r6
              root #5 detail(1)
        """)),
    Case(
      "a bare router presents like any other", bareCover,
      { router throws(NavigationError) in try router.presented(1).presentCover(.settings) },
      .shows(
        """
        router r1
          root #2 home
          cover r4 [bare]
            root #3 workspace
            cover r6 [dismiss: leading]
              root #5 settings
        """)),
    Case(
      "a bare router dismisses like any other",
      { router throws(NavigationError) in
        try bareCover(router)
        try router.presented(1).presentCover(.settings)
      },
      { router throws(NavigationError) in try router.presented(1).dismiss() },
      .shows(
        """
        router r1
          root #2 home
        """)),
    Case(
      "a bare router refuses replaceStack with screens", bareCover,
      { router throws(NavigationError) in try router.presented(1).replaceStack(with: [.list]) },
      .refused(.bareRouterHasNoStack(r4))),
    Case(
      "a bare router refuses replace(last:) with a screen", bareCover,
      { router throws(NavigationError) in try router.presented(1).replace(last: 1, with: .list) },
      .refused(.bareRouterHasNoStack(r4))),
    Case(
      "a bare router accepts pop", bareCover,
      { router throws(NavigationError) in try router.presented(1).pop() }, .keeps(bareShown)),
    Case(
      "a bare router accepts popToRoot", bareCover,
      { router throws(NavigationError) in try router.presented(1).popToRoot() },
      .keeps(bareShown)),
    Case(
      "a bare router accepts replaceStack with nothing", bareCover,
      { router throws(NavigationError) in try router.presented(1).replaceStack(with: []) },
      .keeps(bareShown)),
  ]

  @Test(arguments: bareCases)
  func bare(_ row: Case) throws {
    try row.check()
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
