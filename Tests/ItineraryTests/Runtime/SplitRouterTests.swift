import Testing

@testable import Itinerary

@MainActor
@Suite("Split router")
struct SplitRouterTests {
  // MARK: Columns

  @Test func eachColumnHasItsOwnRootRouter() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)

    try split.detail.push(.detail(1))

    #expect(split.detail.rootDestination == .home)
    #expect(split.sidebar.rootDestination == .list)
    #expect(split.detail !== split.sidebar)
    #expect(split.detail.isRootRouter && split.sidebar.isRootRouter)
    #expect(split.detail.path.map(\.route) == [.detail(1)])
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
    #expect(split.detail.path.isEmpty)
    #expect(split.detail.child == nil)
  }

  @Test func theColumnsAreSeparateHierarchies() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.sidebar.presentSheet(.settings)

    #expect(split.sidebar.hierarchy.levels.count == 2)
    #expect(split.detail.hierarchy.levels.count == 1)
    #expect(split.sidebar.child?.rootRouter === split.sidebar)
  }

  @Test func bothColumnsShareOneSourceOfIDs() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.sidebar.push(.detail(1))
    try split.detail.push(.detail(1))

    #expect(split.sidebar.id != split.detail.id)
    #expect(split.sidebar.path[0].id != split.detail.path[0].id)
    #expect(split.sidebar.root.id != split.detail.root.id)
  }

  @Test func anObserverOnOneColumnSeesBothColumns() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    var events: [NavigationEvent<TestRoute>] = []
    let token = split.detail.observeEvents { events.append($0) }

    try split.sidebar.push(.detail(1), id: "left")
    try split.detail.push(.detail(2), id: "right")

    #expect(
      events == [
        .pushed([Entry(id: "left", route: .detail(1))], router: split.sidebar.id),
        .pushed([Entry(id: "right", route: .detail(2))], router: split.detail.id),
      ])
    token.cancel()
  }

  @Test func popAllToRootPopsBothColumns() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.sidebar.push(.detail(1))
    try split.sidebar.push(.detail(2))
    try split.detail.push(.detail(3))

    try split.popAllToRoot()

    #expect(split.sidebar.path.isEmpty)
    #expect(split.detail.path.isEmpty)
    #expect(split.sidebar.rootDestination == .list)
    #expect(split.detail.rootDestination == .home)
  }

  @Test func popAllToRootKeepsPresentations() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.detail.push(.detail(1))
    try split.detail.presentSheet(.settings)
    let sheet = try #require(split.detail.child)

    try split.popAllToRoot()

    #expect(split.detail.path.isEmpty)
    #expect(split.detail.child === sheet)
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
    #expect(split.layout == split.layout)
  }

  @Test func layoutChangesLeaveTheColumnsAlone() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.detail.push(.detail(1))
    let before = split.detail.hierarchy

    split.columnVisibility = .detailOnly
    split.preferredCompactColumn = .content

    #expect(split.detail.hierarchy == before)
    #expect(split.sidebar.path.isEmpty)
  }

  // MARK: Split state

  @Test func splitHoldsBothColumnsAndTheLayout() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.sidebar.push(.detail(1))
    try split.detail.presentSheet(.settings)
    split.columnVisibility = .doubleColumn

    let tree = NavigationNode(of: split.store)

    guard case .split(let node) = tree else {
      Issue.record("the tree of a split router is \(tree)")
      return
    }
    #expect(node.sidebar == NavigationNode(split.sidebar.hierarchy))
    #expect(node.detail == NavigationNode(split.detail.hierarchy))
    #expect(node.layout == SplitLayout(columnVisibility: .doubleColumn))
    #expect(
      tree
        == .split(
          SplitNode(
            id: split.nodeID, sidebar: NavigationNode(split.sidebar.hierarchy),
            detail: NavigationNode(split.detail.hierarchy),
            layout: SplitLayout(columnVisibility: .doubleColumn))))
  }

  @Test func splitPrintsBothColumnsUnderTheLayout() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.sidebar.push(.detail(1))
    try split.detail.presentCover(.settings, dismissButton: nil)
    split.isCollapsed = true
    split.preferredCompactColumn = .detail

    #expect(
      split.store.tree.description == """
        split r0 (collapsed: true, compact column: detail, visibility: automatic)
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

  // MARK: Modals

  @Test func modalsArePresentedOnAColumn() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)

    try split.detail.presentSheet(.settings, options: SheetOptions(detents: [.large]))

    let sheet = try #require(split.detail.presentedSheet)
    #expect(sheet.parent === split.detail)
    #expect(sheet.rootRouter === split.detail)
    #expect(sheet.presentation?.style == .sheet(SheetOptions(detents: [.large])))
    #expect(split.detail.hierarchy.levels.count == 2)
    #expect(split.sidebar.child == nil)
  }

  @Test func aModalOnTheDetailColumnTakesPushesWithDeepest() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.detail.presentCover(.settings)

    try split.detail.push(.detail(1), target: .deepest)

    #expect(split.detail.presentedCover?.path.map(\.route) == [.detail(1)])
    #expect(split.detail.path.isEmpty)
  }

  @Test func modalsOnTheDetailColumnDismissLikeAnyOther() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.detail.presentCover(.settings)
    try split.detail.presentSheet(.profile, target: .deepest)
    weak let deepest = split.detail.deepestRouter

    let dismissed = try split.detail.dismissAllFromRoot()

    #expect(dismissed)
    #expect(split.detail.child == nil)
    #expect(deepest == nil)
    #expect(split.detail.isFullyAtRoot)
  }

  @Test func dismissAllFromRootOnTheSidebarLeavesTheDetailColumnsModals() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.detail.presentCover(.settings)
    try split.sidebar.presentSheet(.profile)

    try split.sidebar.dismissAllFromRoot()

    #expect(split.sidebar.child == nil)
    #expect(split.detail.presentedCover?.rootDestination == .settings)
  }
}
