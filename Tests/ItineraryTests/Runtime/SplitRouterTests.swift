import Testing

@testable import Itinerary

@MainActor
@Suite("Split router")
struct SplitRouterTests {
  // MARK: Columns

  @Test func theDetailColumnIsTheSplitRouterItself() {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)

    #expect(split.detail === split)
    #expect(split.rootDestination == .home)
    #expect(split.sidebar.rootDestination == .list)
    #expect(split.sidebar !== split)
  }

  @Test func pushOnTheSplitRouterGoesToTheDetailColumn() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)

    try split.push(.detail(1))
    try split.detail.push(.detail(2))

    #expect(split.path.map(\.route) == [.detail(1), .detail(2)])
    #expect(split.sidebar.path.isEmpty)
  }

  @Test func theSidebarIsAFullRouter() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    let sidebar = split.sidebar

    try sidebar.push(.detail(1))
    try sidebar.push(.detail(2))
    try sidebar.pop(last: 5)
    try sidebar.replaceStack(with: [.detail(3), .detail(4)])
    try sidebar.presentSheet(.settings)

    #expect(sidebar.isRootRouter)
    #expect(sidebar.path.map(\.route) == [.detail(3), .detail(4)])
    #expect(sidebar.presentedSheet?.rootDestination == .settings)
    #expect(split.path.isEmpty)
    #expect(split.child == nil)
  }

  @Test func theColumnsAreSeparateHierarchies() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.sidebar.presentSheet(.settings)

    #expect(split.sidebar.hierarchy.levels.count == 2)
    #expect(split.hierarchy.levels.count == 1)
    #expect(split.sidebar.child?.rootRouter === split.sidebar)
  }

  @Test func bothColumnsShareOneSourceOfIDs() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.sidebar.push(.detail(1))
    try split.push(.detail(1))

    #expect(split.sidebar.id != split.id)
    #expect(split.sidebar.path[0].id != split.path[0].id)
    #expect(split.sidebar.root.id != split.root.id)
  }

  @Test func anObserverOnTheSplitRouterSeesBothColumns() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    var events: [NavigationEvent<TestRoute>] = []
    let token = split.observeEvents { events.append($0) }

    try split.sidebar.push(.detail(1), id: "left")
    try split.push(.detail(2), id: "right")

    #expect(
      events == [
        .pushed([Entry(id: "left", route: .detail(1))], router: split.sidebar.id),
        .pushed([Entry(id: "right", route: .detail(2))], router: split.id),
      ])
    token.cancel()
  }

  @Test func popAllToRootPopsBothColumns() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.sidebar.push(.detail(1))
    try split.sidebar.push(.detail(2))
    try split.push(.detail(3))

    try split.popAllToRoot()

    #expect(split.sidebar.path.isEmpty)
    #expect(split.path.isEmpty)
    #expect(split.sidebar.rootDestination == .list)
    #expect(split.rootDestination == .home)
  }

  @Test func popAllToRootKeepsPresentations() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.push(.detail(1))
    try split.presentSheet(.settings)
    let sheet = try #require(split.child)

    try split.popAllToRoot()

    #expect(split.path.isEmpty)
    #expect(split.child === sheet)
  }

  // MARK: Layout

  @Test func layoutDefaultsAreSwiftUIs() {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)

    #expect(!split.isCollapsed)
    #expect(split.preferredCompactColumn == .sidebar)
    #expect(split.columnVisibility == .automatic)
    #expect(split.layout == SplitLayout())
    #expect(
      split.layout
        == SplitLayout(
          isCollapsed: false, preferredCompactColumn: .sidebar, columnVisibility: .automatic))
  }

  @Test func layoutReflectsChanges() {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)

    split.isCollapsed = true
    split.preferredCompactColumn = .detail
    split.columnVisibility = .all

    #expect(
      split.layout
        == SplitLayout(isCollapsed: true, preferredCompactColumn: .detail, columnVisibility: .all))
    #expect(split.split.layout == split.layout)
  }

  @Test func layoutChangesLeaveTheColumnsAlone() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.push(.detail(1))
    let before = split.hierarchy

    split.columnVisibility = .detailOnly
    split.preferredCompactColumn = .content

    #expect(split.hierarchy == before)
    #expect(split.sidebar.path.isEmpty)
  }

  // MARK: Split state

  @Test func splitHoldsBothColumnsAndTheLayout() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.sidebar.push(.detail(1))
    try split.presentSheet(.settings)
    split.columnVisibility = .doubleColumn

    let state = split.split

    #expect(state.sidebar == split.sidebar.hierarchy)
    #expect(state.detail == split.hierarchy)
    #expect(state.layout == SplitLayout(columnVisibility: .doubleColumn))
    #expect(
      state
        == SplitState(
          sidebar: split.sidebar.hierarchy, detail: split.hierarchy,
          layout: SplitLayout(columnVisibility: .doubleColumn)))
  }

  @Test func splitPrintsBothColumnsUnderTheLayout() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.sidebar.push(.detail(1))
    try split.presentCover(.settings, dismissButton: nil)
    split.isCollapsed = true
    split.preferredCompactColumn = .detail

    #expect(
      split.split.description == """
        split (collapsed: true, compact column: detail, visibility: automatic)
          sidebar
            router r1
              root #2 list
              push #5 detail(1)
          detail
            router r3
              root #4 home
              cover r7
                root #6 settings
        """)
  }

  // MARK: Collapsed stack

  @Test func collapsedStackWithoutPushesIsTheSidebarRootThenTheDetailRoot() {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)

    #expect(split.split.collapsedStack == [split.sidebar.root, split.root])
  }

  @Test func collapsedStackConcatenatesBothColumnsInOrder() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.sidebar.push(.detail(1))
    try split.sidebar.push(.detail(2))
    try split.push(.detail(3))
    try split.push(.detail(4))

    let stack = split.split.collapsedStack

    #expect(stack.map(\.route) == [.list, .detail(1), .detail(2), .home, .detail(3), .detail(4)])
    #expect(stack == [split.sidebar.root] + split.sidebar.path + [split.root] + split.path)
  }

  @Test func collapsedStackWithOnlyDetailPushesKeepsTheDetailRoot() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.push(.detail(1))

    #expect(split.split.collapsedStack.map(\.route) == [.list, .home, .detail(1)])
  }

  @Test func collapsedStackWithOnlySidebarPushes() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.sidebar.push(.detail(1))

    #expect(split.split.collapsedStack.map(\.route) == [.list, .detail(1), .home])
  }

  @Test func collapsedStackLeavesModalsOut() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.presentSheet(.settings)
    try split.push(.detail(1), target: .deepest)

    #expect(split.split.collapsedStack.map(\.route) == [.list, .home])
  }

  // MARK: Modals

  @Test func modalsArePresentedOnTheSplitRouter() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)

    try split.presentSheet(.settings, options: SheetOptions(detents: [.large]))

    let sheet = try #require(split.presentedSheet)
    #expect(sheet.parent === split)
    #expect(sheet.rootRouter === split)
    #expect(sheet.presentation?.style == .sheet(SheetOptions(detents: [.large])))
    #expect(split.split.detail.levels.count == 2)
    #expect(split.sidebar.child == nil)
  }

  @Test func aModalOnTheSplitRouterTakesPushesWithDeepest() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.presentCover(.settings)

    try split.push(.detail(1), target: .deepest)

    #expect(split.presentedCover?.path.map(\.route) == [.detail(1)])
    #expect(split.path.isEmpty)
  }

  @Test func modalsOnTheSplitRouterDismissLikeAnyOther() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.presentCover(.settings)
    try split.presentSheet(.profile, target: .deepest)
    weak let deepest = split.deepestRouter

    let dismissed = try split.dismissAllFromRoot()

    #expect(dismissed)
    #expect(split.child == nil)
    #expect(deepest == nil)
    #expect(split.isFullyAtRoot)
  }

  @Test func dismissAllFromRootOnTheSidebarLeavesTheSplitRoutersModals() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.presentCover(.settings)
    try split.sidebar.presentSheet(.profile)

    try split.sidebar.dismissAllFromRoot()

    #expect(split.sidebar.child == nil)
    #expect(split.presentedCover?.rootDestination == .settings)
  }
}
