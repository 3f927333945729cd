import Testing

@testable import Itinerary

@MainActor
@Suite("Tab router")
struct TabRouterTests {
  /// The tabs these tests switch between.
  private enum Tab: Hashable, Sendable, CaseIterable {
    case home
    case search
    case profile
  }

  /// A tab router over every tab, each tab starting at its own root.
  private func makeTabs(
    selectedTab: Tab? = nil, reselectionPopsToRoot: Bool = true
  ) throws -> TabRouter<Tab, TestRoute> {
    try TabRouter(
      tabs: Tab.allCases, selectedTab: selectedTab, reselectionPopsToRoot: reselectionPopsToRoot
    ) { tab in
      switch tab {
      case .home: .home
      case .search: .list
      case .profile: .profile
      }
    }
  }

  // MARK: Creation

  @Test func initSelectsTheFirstTabByDefault() throws {
    let tabs = try makeTabs()

    #expect(tabs.tabs == [.home, .search, .profile])
    #expect(tabs.selectedTab == .home)
    #expect(tabs.reselectionPopsToRoot)
    #expect(tabs.selectedRouter === tabs[.home])
  }

  @Test func initGivesEachTabItsOwnRootRouter() throws {
    let tabs = try makeTabs(selectedTab: .search)

    #expect(tabs.selectedTab == .search)
    #expect(tabs[.home]?.rootDestination == .home)
    #expect(tabs[.search]?.rootDestination == .list)
    #expect(tabs[.profile]?.rootDestination == .profile)
    #expect(tabs[.home] !== tabs[.search])
    #expect(tabs[.search]?.isRootRouter == true)
  }

  @Test func initWithoutTabsIsRefused() {
    #expect(throws: NavigationError.noTabs) {
      _ = try TabRouter<Tab, TestRoute>(tabs: []) { _ in .home }
    }
  }

  @Test func initWithARepeatedTabIsRefused() {
    #expect(throws: NavigationError.duplicateTab("search")) {
      _ = try TabRouter<Tab, TestRoute>(tabs: [.home, .search, .search]) { _ in .home }
    }
  }

  @Test func initSelectingATabNotAmongTheTabsIsRefused() {
    #expect(throws: NavigationError.unknownTab("profile", among: ["home", "search"])) {
      _ = try TabRouter<Tab, TestRoute>(tabs: [.home, .search], selectedTab: .profile) { _ in
        .home
      }
    }
  }

  @Test func subscriptOfATabNotAmongTheTabsIsNil() throws {
    let tabs = try TabRouter<Tab, TestRoute>(tabs: [.home]) { _ in .home }

    #expect(tabs[.home] != nil)
    #expect(tabs[.search] == nil)
  }

  // MARK: Selection

  @Test func selectChangesTheSelectedTabAndRouter() throws {
    let tabs = try makeTabs()

    try tabs.select(.profile)

    #expect(tabs.selectedTab == .profile)
    #expect(tabs.selectedRouter === tabs[.profile])
  }

  @Test func selectKeepsEachTabsStack() throws {
    let tabs = try makeTabs()
    try tabs.push(.detail(1))

    try tabs.select(.search)
    try tabs.select(.home)

    #expect(tabs[.home]?.path.map(\.route) == [.detail(1)])
  }

  @Test func selectingATabNotAmongTheTabsIsRefused() throws {
    let tabs = try TabRouter<Tab, TestRoute>(tabs: [.home, .search]) { _ in .home }

    #expect(throws: NavigationError.unknownTab("profile", among: ["home", "search"])) {
      try tabs.select(.profile)
    }
    #expect(tabs.selectedTab == .home)
  }

  @Test func reselectingTheSelectedTabPopsItToItsRoot() throws {
    let tabs = try makeTabs()
    try tabs.push(.list)
    try tabs.push(.detail(1))

    try tabs.select(.home)

    #expect(tabs.selectedTab == .home)
    #expect(tabs[.home]?.path.isEmpty == true)
  }

  @Test func reselectingKeepsTheTabsStackWhenReselectionPopsToRootIsOff() throws {
    let tabs = try makeTabs(reselectionPopsToRoot: false)
    try tabs.push(.list)

    try tabs.select(.home)

    #expect(tabs[.home]?.path.map(\.route) == [.list])
  }

  @Test func reselectionPopsToRootCanBeTurnedOffLater() throws {
    let tabs = try makeTabs()
    tabs.reselectionPopsToRoot = false
    try tabs.push(.list)

    try tabs.select(.home)

    #expect(tabs[.home]?.depth == 1)
  }

  @Test func selectingAnotherTabDoesNotPopTheStacks() throws {
    let tabs = try makeTabs()
    try tabs.push(.list, in: .search)

    try tabs.select(.search)

    #expect(tabs[.search]?.path.map(\.route) == [.list])
  }

  // MARK: Stacks in a given tab

  @Test func pushInAGivenTabDoesNotSelectIt() throws {
    let tabs = try makeTabs()

    try tabs.push(.detail(1), in: .search)

    #expect(tabs.selectedTab == .home)
    #expect(tabs[.search]?.path.map(\.route) == [.detail(1)])
    #expect(tabs[.home]?.path.isEmpty == true)
  }

  @Test func pushWithoutATabGoesToTheSelectedOne() throws {
    let tabs = try makeTabs(selectedTab: .profile)

    try tabs.push(.detail(2), id: "detail", transition: .zoom(sourceID: "row"))

    #expect(
      tabs[.profile]?.path == [
        Entry(id: "detail", route: .detail(2), transition: .zoom(sourceID: "row"))
      ])
  }

  @Test func popInAGivenTabLeavesTheOthers() throws {
    let tabs = try makeTabs()
    try tabs.push(.detail(1))
    try tabs.push(.detail(2), in: .search)
    try tabs.push(.detail(3), in: .search)

    try tabs.pop(in: .search)

    #expect(tabs[.search]?.path.map(\.route) == [.detail(2)])
    #expect(tabs[.home]?.path.map(\.route) == [.detail(1)])
    #expect(tabs.selectedTab == .home)
  }

  @Test func popWithoutATabPopsTheSelectedOne() throws {
    let tabs = try makeTabs()
    try tabs.push(.detail(1))
    try tabs.push(.detail(2), in: .search)

    try tabs.pop()

    #expect(tabs[.home]?.path.isEmpty == true)
    #expect(tabs[.search]?.depth == 1)
  }

  @Test func popToRootInAGivenTabLeavesTheOthers() throws {
    let tabs = try makeTabs()
    try tabs.push(.detail(1))
    try tabs.push(.detail(2), in: .profile)
    try tabs.push(.detail(3), in: .profile)

    try tabs.popToRoot(in: .profile)

    #expect(tabs[.profile]?.path.isEmpty == true)
    #expect(tabs[.home]?.depth == 1)
    #expect(tabs.selectedTab == .home)
  }

  @Test func popToRootWithoutATabPopsTheSelectedOne() throws {
    let tabs = try makeTabs(selectedTab: .search)
    try tabs.push(.detail(1))
    try tabs.push(.detail(2))

    try tabs.popToRoot()

    #expect(tabs[.search]?.path.isEmpty == true)
  }

  @Test func stackVerbsInATabNotAmongTheTabsAreRefused() throws {
    let tabs = try TabRouter<Tab, TestRoute>(tabs: [.home, .search]) { _ in .home }
    let before = tabs.store.tree

    #expect(throws: NavigationError.unknownTab("profile", among: ["home", "search"])) {
      try tabs.push(.list, in: .profile)
    }
    #expect(throws: NavigationError.unknownTab("profile", among: ["home", "search"])) {
      try tabs.pop(in: .profile)
    }
    #expect(throws: NavigationError.unknownTab("profile", among: ["home", "search"])) {
      try tabs.popToRoot(in: .profile)
    }
    #expect(throws: NavigationError.unknownTab("profile", among: ["home", "search"])) {
      try tabs.presentSheet(.list, in: .profile)
    }
    #expect(tabs.store.tree == before)
  }

  // MARK: Presentations in a tab

  @Test func presentSheetInAGivenTab() throws {
    let tabs = try makeTabs()
    let options = SheetOptions(detents: [.medium])

    try tabs.presentSheet(.settings, options: options, dismissButton: .trailing, in: .search)

    let sheet = try #require(tabs[.search]?.presentedSheet)
    #expect(sheet.rootDestination == .settings)
    #expect(sheet.presentation == Presentation(style: .sheet(options), dismissButton: .trailing))
    #expect(tabs[.home]?.isPresenting == false)
    #expect(tabs.selectedTab == .home)
  }

  @Test func presentShowsACoverOnTheSelectedTab() throws {
    let tabs = try makeTabs(selectedTab: .profile)

    try tabs.presentCover(.settings)

    let cover = try #require(tabs[.profile]?.presentedCover)
    #expect(cover.presentation == Presentation(style: .fullScreenCover, dismissButton: .leading))
  }

  @Test func presentInAGivenTabWithoutADismissButton() throws {
    let tabs = try makeTabs()

    try tabs.presentCover(.settings, dismissButton: nil, in: .search)

    #expect(tabs[.search]?.presentedCover?.presentation == Presentation(style: .fullScreenCover))
  }

  @Test func eachTabKeepsItsOwnPresentations() throws {
    let tabs = try makeTabs()
    try tabs.presentSheet(.settings, in: .home)
    try tabs.presentCover(.profile, in: .search)

    #expect(tabs[.home]?.presentedSheet?.rootDestination == .settings)
    #expect(tabs[.search]?.presentedCover?.rootDestination == .profile)

    try tabs[.home]?.dismissAllFromRoot()

    #expect(tabs[.home]?.isPresenting == false)
    #expect(tabs[.search]?.isPresenting == true)
  }

  // MARK: Tab bar

  @Test func theTabBarShowsByDefault() throws {
    let tabs = try makeTabs()

    #expect(!tabs.isTabBarHidden)
  }

  @Test func aRouteThatHidesTheTabBarHidesItOnTopOfTheSelectedTab() throws {
    let tabs = try makeTabs()

    try tabs.push(.player)
    #expect(tabs.isTabBarHidden)

    try tabs.push(.detail(1))
    #expect(!tabs.isTabBarHidden)

    try tabs.pop()
    #expect(tabs.isTabBarHidden)

    try tabs.pop()
    #expect(!tabs.isTabBarHidden)
  }

  @Test func theTabBarFollowsTheSelectedTab() throws {
    let tabs = try makeTabs()
    try tabs.push(.player, in: .search)

    #expect(!tabs.isTabBarHidden)

    try tabs.select(.search)
    #expect(tabs.isTabBarHidden)

    try tabs.select(.home)
    #expect(!tabs.isTabBarHidden)
  }

  @Test func reselectingATabThatHidesTheTabBarShowsItAgain() throws {
    let tabs = try makeTabs()
    try tabs.push(.player)

    try tabs.select(.home)

    #expect(!tabs.isTabBarHidden)
  }

  // MARK: State

  @Test func stateHoldsTheSelectedTabAndEveryTabsHierarchy() throws {
    let tabs = try makeTabs()
    try tabs.push(.detail(1), in: .search)
    try tabs.select(.search)

    let tree = NavigationNode(of: tabs.store)

    guard case .tabs(let node) = tree else {
      Issue.record("the tree of a tab router is \(tree)")
      return
    }
    #expect(node.selected == "search")
    #expect(node.tabs.map(\.name) == ["home", "search", "profile"])
    let expected = try Tab.allCases.map { tab in
      TabsNode.Tab("\(tab)", NavigationNode(try #require(tabs[tab]).hierarchy))
    }
    #expect(tree == .tabs(TabsNode(id: tabs.nodeID, selected: "search", tabs: expected)))
    #expect(tabs[.search]?.hierarchy.root.path.map(\.route) == [.detail(1)])
  }

  @Test func statePrintsEveryTabWithTheSelectedOneMarked() throws {
    let tabs = try makeTabs(selectedTab: .search)
    try tabs.push(.detail(1), in: .search)
    try tabs.presentSheet(.settings, in: .profile)

    #expect(
      tabs.store.tree.description == """
        tabs r0
          tab home
            router r1
              root #2 home
          tab search *
            router r3
              root #4 list
              push #7 detail(1)
          tab profile
            router r5
              root #6 profile
              sheet r9
                root #8 settings
        """)
  }

  // MARK: Events

  @Test(.timeLimit(.minutes(1)))
  func selectingATabEmitsSelectedTab() async throws {
    let tabs = try makeTabs()
    var iterator = tabs.events.makeAsyncIterator()

    try tabs.select(.search)
    try tabs.select(.profile)

    #expect(await iterator.next(isolation: #isolation) == .selectedTab(index: 1, name: "search"))
    #expect(await iterator.next(isolation: #isolation) == .selectedTab(index: 2, name: "profile"))
  }

  @Test(.timeLimit(.minutes(1)))
  func reselectingEmitsOnlyThePop() async throws {
    let tabs = try makeTabs()
    try tabs.push(.list, id: "list")
    let home = try #require(tabs[.home])
    var iterator = tabs.events.makeAsyncIterator()

    try tabs.select(.home)
    try tabs.select(.search)

    #expect(
      await iterator.next(isolation: #isolation)
        == .popped([Entry(id: "list", route: .list)], router: home.id))
    #expect(await iterator.next(isolation: #isolation) == .selectedTab(index: 1, name: "search"))
  }

  @Test(.timeLimit(.minutes(1)))
  func theTabRoutersStreamCarriesEveryTabsEvents() async throws {
    let tabs = try makeTabs()
    let search = try #require(tabs[.search])
    var iterator = tabs.events.makeAsyncIterator()

    try tabs.push(.detail(1), in: .search, id: "detail")

    #expect(
      await iterator.next(isolation: #isolation)
        == .pushed([Entry(id: "detail", route: .detail(1))], router: search.id))
  }

  @Test func aTabRoutersObserverSeesSelections() throws {
    let tabs = try makeTabs()
    let home = try #require(tabs[.home])
    var selections: [NavigationEvent<TestRoute>] = []
    let token = home.observeEvents { selections.append($0) }

    try tabs.select(.profile)

    #expect(selections == [.selectedTab(index: 2, name: "profile")])
    token.cancel()
  }
}
