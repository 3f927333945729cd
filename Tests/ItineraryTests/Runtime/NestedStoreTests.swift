import Testing

@testable import Itinerary

/// Router handles onto the stacks of a nested tree in one store: onboarding covered by a main
/// module whose tabs hold a stack and a split view. What the handles of the tab, split and
/// module routers do not reach yet, the store and its router handles already do at any depth.
@MainActor
@Suite("Nested store")
struct NestedStoreTests {
  @Test func aHandleOfAStackInATabOfAModuleChangesItsLevelInPlace() throws {
    let store = try makeAppTreeStore()
    let column = try #require(store.router(r7))

    try column.push(.profile, id: "profile")
    try column.push(.settings, id: "settings")
    try column.pop()

    let expected = appTreeWithTabs { tabs in
      var split = inboxSplit
      split.detail = stackNode(r7, detail, profile)
      tabs.tabs[1].node = .split(split)
    }
    #expect(store.root == expected)
    #expect(column.state.path.map(\.id) == ["profile"])
  }

  @Test func aCoveredModulesRoutersHaveNoHandle() throws {
    let store = try makeAppTreeStore()

    #expect(store.router(r2) == nil)
    #expect(store.router(r4)?.state.root.id == "home")
    #expect(store.router(r6)?.state.root.id == "search")
  }

  @Test func aSheetPresentedInASplitColumnIsACommitOfTheWholeValue() throws {
    let store = try makeAppTreeStore()
    let sidebar = try #require(store.router(r6))

    try sidebar.presentSheet(.settings, id: "sheet")

    let sheet = try #require(sidebar.child)
    #expect(sheet.state.root.id == "sheet")
    #expect(sheet.parent === sidebar)
    #expect(store.root.allIDs.contains("sheet"))
    #expect(throws: NavigationError.duplicateEntry("home")) {
      try sheet.push(.list, id: "home")
    }
  }

  @Test func aRefusedBatchOnANestedStackCommitsTheValueFromBefore() throws {
    let store = try makeAppTreeStore()
    let home = try #require(store.router(r4))

    #expect(throws: NavigationError.unknownEntry("missing")) {
      try home.batch { router throws(NavigationError) in
        try router.push(.detail(9))
        try router.presentSheet(.settings)
        try router.dismissScreen(id: "missing")
      }
    }

    #expect(store.root == appTree)
    #expect(home.child == nil)
  }
}
