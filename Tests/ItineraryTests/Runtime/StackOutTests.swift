import Testing

@testable import Itinerary

/// The stack a stack action changes stays out of the store's tree until anything else reads
/// or changes the tree: the tree read is always the whole tree, the stack's routers read
/// their stack while it is out, and every command that is not a stack action finds it put
/// back.
@MainActor
@Suite("Stack out of the tree")
struct StackOutTests {
  @Test func aStackOutOfTheTreeIsPutBackBeforeTheTreeIsRead() throws {
    let store = try makeAppTreeStore()
    let column = try #require(store.router(r7))

    try column.push(.profile, id: "profile")

    let expected = appTreeWithTabs { tabs in
      var split = inboxSplit
      split.detail = stackNode(r7, detail, profile)
      tabs.tabs[1].node = .split(split)
    }
    // The column's stack is out, and the tree holds an empty stack in its place.
    #expect(store.holdsStack(of: column))
    #expect(store.storedRoot != expected)
    #expect(column.state.path.map(\.id) == ["profile"])
    #expect(store.holdsStack(of: column))
    // Reading the tree puts it back.
    #expect(store.root == expected)
    #expect(!store.holdsStack(of: column))
    #expect(store.storedRoot == expected)
  }

  @Test func noStackIsTakenOutWhereNoneLies() throws {
    let store = try makeAppTreeStore()
    let column = try #require(store.router(r7))
    try column.push(.profile, id: "profile")
    let before = store.root

    // Past the last tab, and inside a stack that presents nothing.
    #expect(!store.takeOutStack(at: [1, 9]))
    #expect(store.stackOutLocation == nil)
    #expect(!store.takeOutStack(at: column.location + [0]))
    #expect(store.stackOutLocation == nil)
    #expect(store.storedRoot == before)
    #expect(store.takeOutStack(at: column.location))
    #expect(store.stackOutLocation == column.location)
    #expect(store.root == before)
  }

  @Test func stackActionsOnTwoStacksInTurnKeepBoth() throws {
    let store = try makeAppTreeStore()
    let home = try #require(store.router(r4))
    let column = try #require(store.router(r7))

    try home.push(.detail(2), id: "d2")
    try column.push(.profile, id: "profile")
    try home.push(.detail(3), id: "d3")
    #expect(column.state.path.map(\.id) == ["profile"])
    try column.push(.settings, id: "settings")
    try home.pop()

    #expect(home.state.path.map(\.id) == ["list", "d2"])
    #expect(column.state.path.map(\.id) == ["profile", "settings"])
    let expected = appTreeWithTabs { tabs in
      tabs.tabs[0].node = stackNode(r4, home.state.root, list, Entry(id: "d2", route: .detail(2)))
      var split = inboxSplit
      split.detail = stackNode(
        r7, detail, profile, Entry(id: "settings", route: .settings))
      tabs.tabs[1].node = .split(split)
    }
    #expect(store.root == expected)
  }

  @Test func aRefusedBatchPutsBackTheTreeWithTheStackChangedBeforeIt() throws {
    let store = try makeAppTreeStore()
    let home = try #require(store.router(r4))
    try home.push(.detail(2), id: "d2")
    let before = store.root
    try home.push(.detail(3), id: "d3")

    #expect(throws: NavigationError.unknownEntry("missing")) {
      try home.batch { router throws(NavigationError) in
        try router.pop()
        try router.push(.detail(9))
        try router.dismissScreen(id: "missing")
      }
    }

    #expect(home.state.path.map(\.id) == ["list", "d2", "d3"])
    try home.pop()
    #expect(store.root == before)
  }

  @Test func aSheetPresentedFromTheStackOutAndItsPushesLandInTheTree() throws {
    let store = try makeAppTreeStore()
    let sidebar = try #require(store.router(r6))

    try sidebar.push(.detail(2), id: "d2")
    try sidebar.presentSheet(.settings, id: "sheet")
    let sheet = try #require(sidebar.child)
    try sheet.push(.profile, id: "sheet-profile")
    try sidebar.push(.detail(3), id: "d3")

    let hierarchy = try #require(store.root.stack(holding: r6)?.stack.hierarchy)
    #expect(hierarchy.levels.map { $0.path.map(\.id) } == [["d2", "d3"], ["sheet-profile"]])
    #expect(hierarchy.levels[1].root.id == "sheet")
    #expect(sheet.state.path.map(\.id) == ["sheet-profile"])
  }

  @Test func aTreeReplacedWhileAStackIsOutDropsIt() throws {
    let store = try makeAppTreeStore()
    let home = try #require(store.router(r4))
    try home.push(.detail(2), id: "d2")

    store.start(with: appTree)

    #expect(store.stackOutLocation == nil)
    #expect(store.root == appTree)
  }
}
