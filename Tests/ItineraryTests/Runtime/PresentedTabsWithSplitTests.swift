import Foundation
import ItineraryTesting
import Testing

@testable import Itinerary

/// A tab bar presented as a sheet whose tabs are a module's kind of tabs
/// (`Router.presentTabs(_: [ModuleTab])`): one holds a split view, reached with
/// `TabRouter.split(inTab:)` or, from the presenter, `Router.presentedSplit(inTab:)`.
@MainActor
@Suite("A presented tab bar with a split view in a tab")
struct PresentedTabsWithSplitTests {
  nonisolated static let tabs = [
    ModuleTab<TestRoute>("library", sidebar: .list, detail: .detail(1)),
    ModuleTab<TestRoute>("settings", root: .settings),
  ]

  nonisolated static let presentedTree = """
    router r1
      root #2 home
      sheet
        tabs r3
          tab library *
            split r4 (collapsed: false, compact column: sidebar, visibility: automatic)
              sidebar
                router r5
                  root #6 list
              detail
                router r7
                  root #8 detail(1)
          tab settings
            router r9
              root #10 settings
    """

  @Test func aRouterPresentsTabsOfWhichOneHoldsASplitView() throws {
    let router = Router<TestRoute>(root: .home)

    let tabs = try router.presentTabs(Self.tabs)

    #expect("\(router.store.tree)" == Self.presentedTree)
    #expect(tabs.tabs == ["library", "settings"])
    #expect(tabs.selectedTab == "library")
    // A tab's router is its detail column's root, as in a module's tabs.
    #expect(tabs["library"]?.root.route == .detail(1))
    #expect(try router.presentedTabs(["library", "settings"]) === tabs)
  }

  @Test func theSplitOfATabIsOneHandleFromTheTabBarAndFromThePresenter() throws {
    let router = Router<TestRoute>(root: .home)
    let tabs = try router.presentTabs(Self.tabs, selectedTab: "settings")

    let split = try tabs.split(inTab: "library")
    try split.detail.push(.detail(2))
    try split.sidebar.push(.profile)

    #expect(tabs.selectedTab == "settings")
    #expect(try tabs.split(inTab: "library") === split)
    #expect(try router.presentedSplit(inTab: "library") === split)
    #expect(split.detail.path.map(\.route) == [.detail(2)])
    #expect(split.sidebar.path.map(\.route) == [.profile])
    #expect(split.isAttached)
  }

  @Test func theLaneDrawsTheSplitInTheSheetStepByStep() async throws {
    let router = Router<TestRoute>(root: .home)
    HeadlessRenderer<TestRoute>().attach(to: router.lane)

    let split = try router.presentTabs(Self.tabs).split(inTab: "library")
    try split.detail.push(.detail(2))
    await router.lane.waitUntilDisplayed()

    #expect(router.lane.displayed == router.store.tree)
    try split.detail.dismiss()
    await router.lane.waitUntilDisplayed()
    #expect(router.lane.displayed == router.store.tree)
  }

  @Test func aColumnsRootDismissesTheWholeTabBar() throws {
    let router = Router<TestRoute>(root: .home)
    let tabs = try router.presentTabs(Self.tabs)
    let split = try tabs.split(inTab: "library")

    try split.detail.dismiss()

    #expect("\(router.store.tree)" == "router r1\n  root #2 home")
    #expect(!tabs.isAttached)
    #expect(!split.isAttached)
    #expect(throws: NavigationError.routerDetached(tabs.nodeID)) {
      try tabs.split(inTab: "library")
    }
  }

  @Test(arguments: [
    ([ModuleTab<TestRoute>](), nil, NavigationError.noTabs),
    ([tabs[1], tabs[1]], nil, .duplicateTab("settings")),
    (tabs, "search", .unknownTab("search", among: ["library", "settings"])),
  ])
  func badTabsAreRefusedAndChangeNothing(
    tabs: [ModuleTab<TestRoute>], selected: String?, error: NavigationError
  ) throws {
    let router = Router<TestRoute>(root: .home)
    let before = router.store.tree

    #expect(throws: error) { try router.presentTabs(tabs, selectedTab: selected) }
    #expect(router.store.tree == before)
  }

  @Test func aSplitIsAskedOfATabThatHoldsOne() throws {
    let router = Router<TestRoute>(root: .home)
    let tabs = try router.presentTabs(Self.tabs)

    #expect(throws: NavigationError.notANode(RouterID(rawValue: 9), kind: "split")) {
      try tabs.split(inTab: "settings")
    }
    #expect(throws: NavigationError.unknownTab("search", among: ["library", "settings"])) {
      try router.presentedSplit(inTab: "search")
    }
    #expect(throws: NavigationError.notANode(router.id, kind: "presented tabs")) {
      try Router<TestRoute>(root: .home).presentedSplit(inTab: "library")
    }
  }

  @Test func aSnapshotBringsTheSplitTabBack() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentTabs(Self.tabs).split(inTab: "library").detail.push(.detail(2))
    let data = try NavigationSnapshot(NavigationNode(of: router.store)).data()

    let relaunched = Router<TestRoute>(root: .home)
    try NavigationSnapshot<TestRoute>(data: data).restore(into: relaunched.store)

    #expect("\(relaunched.store.tree)" == "\(router.store.tree)")
    let split = try relaunched.presentedSplit(inTab: "library")
    #expect(split.detail.path.map(\.route) == [.detail(2)])
    try split.detail.pop()
    #expect(split.detail.path.isEmpty)
  }

  @Test func theRouterOnScreenIsInsideThePresentedTabBar() throws {
    let router = Router<TestRoute>(root: .home)
    #expect(router.routerOnScreen === router)
    let tabs = try router.presentTabs(Self.tabs)
    let split = try tabs.split(inTab: "library")

    #expect(router.routerOnScreen === split.detail)
    try split.detail.present(.profile, style: .sheet(SheetOptions()), dismissButton: nil)
    #expect(router.routerOnScreen === split.detail.child)
    try tabs.select("settings")
    #expect(router.routerOnScreen === tabs["settings"])
    // The targets stay within the presenter's hierarchy.
    #expect(router.deepestRouter === router)
  }
}
