import Itinerary
import ItineraryRendering
import Testing

/// What one router shows, read from trees built by the routers themselves: a lone router, its
/// presentations, tabs, split columns and modules.
@MainActor
@Suite("DisplayedRouter")
struct DisplayedRouterTests {
  typealias Shown = DisplayedRouter<ScreenRoute>

  @Test func aRouterShowsItsRootAndPath() throws {
    let router = Router<ScreenRoute>(root: .home)
    try router.push(.list)
    try router.push(.detail(1), id: "one")

    let shown = try #require(Shown(router.id, in: tree(of: router)))

    #expect(shown.id == router.id)
    #expect(shown.root == router.root)
    #expect(shown.path == router.path)
    #expect(shown.pathIDs == [router.path[0].id, "one"])
    #expect(shown.current.route == .detail(1))
    #expect(shown.entry("one")?.route == .detail(1))
    #expect(shown.entry(router.root.id) == router.root)
    #expect(shown.entry("nowhere") == nil)
    #expect(shown.presented == nil)
    #expect(shown.sheet == nil)
    #expect(shown.cover == nil)
    #expect(shown.presentation == nil)
    #expect(!shown.isBare)
  }

  @Test func anUnknownRouterShowsNothing() {
    let router = Router<ScreenRoute>(root: .home)

    #expect(Shown(RouterID(rawValue: 99), in: tree(of: router)) == nil)
  }

  enum PresentationKind: String, Sendable, CaseIterable {
    case sheet, cover, bareSheet, bareCover
  }

  @Test(arguments: PresentationKind.allCases)
  func aPresentationShowsAsASheetOrACover(_ kind: PresentationKind) throws {
    let router = Router<ScreenRoute>(root: .home)
    switch kind {
    case .sheet: try router.presentSheet(.settings)
    case .cover: try router.presentCover(.settings)
    case .bareSheet: try router.presentSheet(.workspace)
    case .bareCover: try router.presentCover(.workspace)
    }
    let child = try #require(router.child)
    let isSheet = kind == .sheet || kind == .bareSheet
    let isBare = kind == .bareSheet || kind == .bareCover

    let presenter = try #require(Shown(router.id, in: tree(of: router)))
    let presented = try #require(Shown(child.id, in: tree(of: router)))

    #expect(presenter.presented == child.state)
    #expect(presenter.sheet == (isSheet ? child.state : nil))
    #expect(presenter.cover == (isSheet ? nil : child.state))
    #expect(presented.presentation == child.presentation)
    #expect(presented.isBare == isBare)
    #expect(presented.root == child.root)
    #expect(presented.presented == nil)
  }

  @Test func aCoversDismissButtonShowsInItsPresentation() throws {
    let router = Router<ScreenRoute>(root: .home)
    try router.presentCover(.settings, dismissButton: .leading)
    let child = try #require(router.child)

    let presented = try #require(Shown(child.id, in: tree(of: router)))

    #expect(presented.presentation?.dismissButton == .leading)
    #expect(presented.presentation?.style == .fullScreenCover)
  }

  @Test func aPresentationsDismissButtonShowsOnItsFirstScreenUnlessItAsksForMore() throws {
    let router = Router<ScreenRoute>(root: .home)
    try router.presentSheet(.settings, dismissButton: .trailing)
    let child = try #require(router.child)
    try child.push(.list)
    let pushed = child.path[0].id

    let shown = try #require(Shown(child.id, in: tree(of: router)))

    for holdsPerson in [false, true] {
      #expect(shown.dismissButton(on: child.root.id, holdsPerson: holdsPerson) == .trailing)
      #expect(shown.dismissButton(on: pushed, holdsPerson: holdsPerson) == nil)
    }
    let onEveryScreen = DismissButton(placement: .leading, showsOnPushedScreens: true)
    try router.dismissChild()
    try router.presentCover(.settings, dismissButton: onEveryScreen)
    let cover = try #require(router.child)
    try cover.push(.list)
    let covering = try #require(Shown(cover.id, in: tree(of: router)))
    #expect(covering.dismissButton(on: cover.path[0].id, holdsPerson: false) == onEveryScreen)
    let home = try #require(Shown(router.id, in: tree(of: router)))
    #expect(home.dismissButton(on: router.root.id, holdsPerson: true) == nil)
  }

  /// A guarded sheet cannot be swiped away, so one that asks for no button gets one that asks
  /// the guard: otherwise the person could not leave it at all. A cover and a bare sheet get
  /// none, as a cover never had a swipe and a bare sheet has no bar of ours.
  @Test(arguments: PresentationKind.allCases)
  func aSheetThatHoldsThePersonShowsALeadingButtonWhenItAsksForNone(
    _ kind: PresentationKind
  ) throws {
    let router = Router<ScreenRoute>(root: .home)
    switch kind {
    case .sheet: try router.presentSheet(.settings)
    case .cover: try router.presentCover(.settings, dismissButton: nil)
    case .bareSheet: try router.presentSheet(.workspace)
    case .bareCover: try router.presentCover(.workspace)
    }
    let child = try #require(router.child)
    try? child.push(.list)

    let shown = try #require(Shown(child.id, in: tree(of: router)))

    let expected: DismissButton? = kind == .sheet ? .leading : nil
    #expect(shown.dismissButton(on: child.root.id, holdsPerson: true) == expected)
    #expect(shown.dismissButton(on: child.root.id, holdsPerson: false) == nil)
    for entry in child.path {
      #expect(shown.dismissButton(on: entry.id, holdsPerson: true) == nil)
    }
  }

  @Test func eachLevelShowsOnlyTheNextLevel() throws {
    let router = Router<ScreenRoute>(root: .home)
    try router.presentSheet(.settings)
    try router.presentCover(.detail(1), target: .deepest)
    let sheet = try #require(router.child)
    let cover = try #require(sheet.child)

    let root = try #require(Shown(router.id, in: tree(of: router)))
    let middle = try #require(Shown(sheet.id, in: tree(of: router)))

    #expect(root.presented?.id == sheet.id)
    #expect(middle.presented?.id == cover.id)
    #expect(middle.cover?.id == cover.id)
  }

  @Test func modalsAndAlertsShowOnTheirRouter() throws {
    let router = Router<ScreenRoute>(root: .home)
    try router.showModal(.list, id: "toast")
    try router.showModal(.detail(1), id: "card")
    try router.showAlert(title: "First", id: "first")
    try router.showAlert(title: "Second", id: "second")

    let shown = try #require(Shown(router.id, in: tree(of: router)))

    #expect(shown.modals.map(\.id) == ["toast", "card"])
    #expect(shown.alerts.map(\.id) == ["first", "second"])
    #expect(shown.alerts.first?.title == "First")
  }

  @Test func inPlaceTransitionsAreThoseOfTheTopScreen() throws {
    let router = Router<ScreenRoute>(root: .home)
    try router.showTransition(.settings, id: "on-root")
    try router.push(.list)
    try router.showTransition(.detail(1), edge: .bottom, allowsSwipeBack: true, id: "on-list")

    let shown = try #require(Shown(router.id, in: tree(of: router)))

    #expect(shown.inPlaceTransitions.map(\.id) == ["on-list"])
    #expect(shown.inPlaceTransitions.first?.edge == .bottom)
    #expect(shown.inPlaceTransitions.first?.allowsSwipeBack == true)
    #expect(shown.root.inPlaceTransitions.map(\.id) == ["on-root"])
  }

  @Test func eachTabsRouterShowsItsOwnStack() throws {
    let tabs = try TabRouter<String, ScreenRoute>(tabs: ["a", "b"]) { tab in
      tab == "a" ? .home : .list
    }
    let firstRouter = try #require(tabs["a"])
    let second = try #require(tabs["b"])
    _ = makeRenderer(of: tabs.lane, completesAtOnce: true)
    try tabs.push(.detail(1), in: "b")
    let tree = try #require(tabs.lane.displayed)

    let shown = try #require(Shown(second.id, in: tree))
    let first = try #require(Shown(firstRouter.id, in: tree))

    #expect(shown.root.route == .list)
    #expect(shown.path.map(\.route) == [.detail(1)])
    #expect(first.path.isEmpty)
    #expect(selectedTab(of: tree) == "a")
  }

  @Test func bothSplitColumnsShow() throws {
    let split = SplitRouter<ScreenRoute>(sidebar: .list, detail: .home)
    _ = makeRenderer(of: split.lane, completesAtOnce: true)
    try split.detail.push(.detail(1))
    let tree = try #require(split.lane.displayed)

    let sidebar = try #require(Shown(split.sidebar.id, in: tree))
    let detail = try #require(Shown(split.detail.id, in: tree))

    #expect(sidebar.root.route == .list)
    #expect(detail.path.map(\.route) == [.detail(1)])
    #expect(selectedTab(of: tree) == nil)
  }

  @Test func aSwappedOutModulesRouterShowsNothing() throws {
    let modules = try ModuleRouter<ScreenRoute>(
      catalog: [Module(id: "onboarding", root: .home), Module(id: "main", root: .list)],
      initial: "onboarding")
    let onboarding = modules.current.id
    _ = makeRenderer(of: modules.lane, completesAtOnce: true)

    try modules.showModule(id: "main")

    let displayed = try #require(modules.lane.displayed)
    #expect(Shown(onboarding, in: displayed) == nil)
    #expect(Shown(modules.current.id, in: displayed)?.root.route == .list)
  }

  @Test func aRoutersStateAndItsNextLevelMakeTheSameValue() throws {
    let router = Router<ScreenRoute>(root: .home)
    try router.push(.list)
    try router.presentSheet(.settings)
    let child = try #require(router.child)

    let fromTree = try #require(Shown(router.id, in: tree(of: router)))

    #expect(Shown(state: router.state, presented: child.state) == fromTree)
  }
}
