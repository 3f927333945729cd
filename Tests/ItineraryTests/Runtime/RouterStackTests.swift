import Testing

@testable import Itinerary

@MainActor
@Suite("Router stack")
struct RouterStackTests {
  // MARK: Push and pop

  @Test func pushAppendsScreensAboveTheRoot() throws {
    let router = Router<TestRoute>(root: .home)

    try router.push(.list)
    try router.push(.detail(1))

    #expect(router.root.route == .home)
    #expect(router.path.map(\.route) == [.list, .detail(1)])
    #expect(
      router.hierarchy.description == """
        router r1
          root #2 home
          push #3 list
          push #4 detail(1)
        """)
  }

  @Test func pushKeepsTheTransitionOnTheEntry() throws {
    let router = Router<TestRoute>(root: .home)

    try router.push(.detail(7), transition: .zoom(sourceID: "card"))

    #expect(router.path.last?.transition == .zoom(sourceID: "card"))
    #expect(router.hierarchy.description.contains(#"push #3 detail(7) (zoom(sourceID: "card"))"#))
  }

  @Test func popRemovesOnlyTheTopScreen() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list)
    try router.push(.detail(1))

    try router.pop()

    #expect(router.path.map(\.route) == [.list])
  }

  @Test func popOnAnEmptyStackDoesNothing() throws {
    let router = Router<TestRoute>(root: .home)
    let before = router.hierarchy

    try router.pop()

    #expect(router.hierarchy == before)
    #expect(router.currentDestination == .home)
  }

  @Test func popLastRemovesThatManyScreens() throws {
    let router = try Self.routerWithThreePushes()

    try router.pop(last: 2)

    #expect(router.path.map(\.route) == [.list])
  }

  @Test func popLastMoreThanTheStackStopsAtTheRoot() throws {
    let router = try Self.routerWithThreePushes()

    try router.pop(last: 10)

    #expect(router.path.isEmpty)
    #expect(router.root.route == .home)
    #expect(router.currentDestination == .home)
  }

  @Test(arguments: [0, -1, -100])
  func popLastWithoutAPositiveCountPopsNothing(count: Int) throws {
    let router = try Self.routerWithThreePushes()
    let before = router.hierarchy

    try router.pop(last: count)

    #expect(router.hierarchy == before)
    #expect(router.depth == 3)
  }

  @Test func popToRootRemovesEveryPushedScreen() throws {
    let router = try Self.routerWithThreePushes()
    let rootID = router.root.id

    try router.popToRoot()

    #expect(router.path.isEmpty)
    #expect(router.root.id == rootID)
    #expect(router.root.route == .home)
  }

  @Test func popToRootKeepsThePresentation() throws {
    let router = try Self.routerWithThreePushes()
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)

    try router.popToRoot()

    #expect(router.path.isEmpty)
    #expect(router.child === sheet)
    #expect(sheet.isAttached)
  }

  // MARK: Replacing the stack

  @Test func replaceStackSwapsThePushedScreensAndKeepsTheRoot() throws {
    let router = try Self.routerWithThreePushes()
    let rootID = router.root.id

    try router.replaceStack(with: [.settings, .profile])

    #expect(router.root.id == rootID)
    #expect(router.root.route == .home)
    #expect(router.path.map(\.route) == [.settings, .profile])
    #expect(
      router.hierarchy.description == """
        router r1
          root #2 home
          push #6 settings
          push #7 profile
        """)
  }

  @Test func replaceStackWithNoRoutesEmptiesTheStack() throws {
    let router = try Self.routerWithThreePushes()

    try router.replaceStack(with: [])

    #expect(router.path.isEmpty)
    #expect(router.currentDestination == .home)
  }

  @Test func replaceStackGivesEqualRoutesDistinctEntries() throws {
    let router = Router<TestRoute>(root: .home)

    try router.replaceStack(with: [.detail(1), .detail(1)])

    #expect(router.path.count == 2)
    #expect(router.path[0].id != router.path[1].id)
  }

  // MARK: Replacing the top screen

  @Test func replaceOnAPushedScreenKeepsItsIDAndTransition() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list)
    try router.push(.detail(1), id: "card", transition: .zoom(sourceID: "tile"))

    try router.replace(with: .detail(2))

    #expect(router.path.count == 2)
    #expect(router.path[0].route == .list)
    #expect(
      router.path.last == Entry(id: "card", route: .detail(2), transition: .zoom(sourceID: "tile")))
  }

  @Test func replaceOnAnEmptyStackSwapsTheRootInPlace() throws {
    let router = Router<TestRoute>(root: .home)
    let rootID = router.root.id

    try router.replace(with: .profile)

    #expect(router.path.isEmpty)
    #expect(router.root.id == rootID)
    #expect(router.rootDestination == .profile)
    #expect(
      router.hierarchy.description == """
        router r1
          root #2 profile
        """)
  }

  @Test func replaceOnTheRootRouterMayChangeNavigationOwnership() throws {
    let router = Router<TestRoute>(root: .home)

    try router.replace(with: .workspace)

    #expect(router.rootDestination == .workspace)
  }

  @Test func replaceOnAPresentedModalSwapsItsContentInPlace() throws {
    let router = Router<TestRoute>(root: .home)
    let options = SheetOptions(detents: [.medium], interactiveDismissDisabled: true)
    try router.presentSheet(
      .settings, options: options, dismissButton: .trailing, transition: .zoom(sourceID: "gear"))
    let sheet = try #require(router.child)
    let rootID = sheet.root.id
    let presentation = sheet.presentation

    try sheet.replace(with: .profile)

    #expect(router.child === sheet)
    #expect(sheet.isAttached)
    #expect(sheet.id == router.hierarchy.levels[1].id)
    #expect(sheet.root.id == rootID)
    #expect(sheet.rootDestination == .profile)
    #expect(sheet.root.transition == .zoom(sourceID: "gear"))
    #expect(sheet.presentation == presentation)
    #expect(
      sheet.presentation
        == Presentation(
          style: .sheet(options), dismissButton: .trailing, transition: .zoom(sourceID: "gear")))
  }

  @Test func replaceTargetingTheChildSwapsTheModalContent() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentCover(.settings)
    let cover = try #require(router.child)

    try router.replace(with: .list, target: .child)

    #expect(router.child === cover)
    #expect(cover.rootDestination == .list)
    #expect(router.rootDestination == .home)
  }

  @Test func replaceOnAModalRefusesARouteThatOwnsItsNavigation() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    let before = router.hierarchy

    #expect(throws: NavigationError.navigationOwnershipMismatch(sheet.root.id)) {
      try sheet.replace(with: .workspace)
    }
    #expect(router.hierarchy == before)
    #expect(sheet.rootDestination == .settings)
  }

  @Test func replaceOnABarePresentationRefusesARouteWithoutItsOwnNavigation() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentCover(.workspace)
    let bare = try #require(router.child)
    let before = router.hierarchy

    #expect(throws: NavigationError.navigationOwnershipMismatch(bare.root.id)) {
      try bare.replace(with: .settings)
    }
    #expect(router.hierarchy == before)
    #expect(bare.presentation?.isBare == true)
  }

  @Test func replaceLastCollapsesTheLastScreensIntoOne() throws {
    let router = try Self.routerWithThreePushes()
    let firstID = router.path[0].id

    try router.replace(last: 2, with: .settings)

    #expect(router.path.map(\.route) == [.list, .settings])
    #expect(router.path[0].id == firstID)
  }

  @Test func replaceLastMoreThanTheStackLeavesOnlyTheNewScreen() throws {
    let router = try Self.routerWithThreePushes()

    try router.replace(last: 9, with: .settings)

    #expect(router.path.map(\.route) == [.settings])
    #expect(router.root.route == .home)
  }

  @Test func replaceLastZeroPushesTheNewScreen() throws {
    let router = try Self.routerWithThreePushes()

    try router.replace(last: 0, with: .settings)

    #expect(router.path.map(\.route) == [.list, .detail(1), .detail(2), .settings])
  }

  @Test func replaceLastOnAnEmptyStackPushes() throws {
    let router = Router<TestRoute>(root: .home)

    try router.replace(last: 1, with: .settings)

    #expect(router.path.map(\.route) == [.settings])
    #expect(router.rootDestination == .home)
  }

  // MARK: Queries

  @Test func lastPathIsComparesOnlyTheLastPushedRoute() throws {
    let router = Router<TestRoute>(root: .home)
    #expect(!router.lastPathIs(.home))

    try router.push(.list)
    try router.push(.detail(3))

    #expect(router.lastPathIs(.detail(3)))
    #expect(!router.lastPathIs(.list))
    #expect(!router.lastPathIs(.detail(4)))
  }

  @Test func destinationQueriesOnAnEmptyStack() {
    let router = Router<TestRoute>(root: .home)

    #expect(router.rootDestination == .home)
    #expect(router.currentDestination == .home)
    #expect(router.previousDestination == nil)
    #expect(router.currentDestinationIs(.home))
    #expect(router.depth == 0)
  }

  @Test func destinationQueriesWithOnePushedScreen() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list)

    #expect(router.rootDestination == .home)
    #expect(router.currentDestination == .list)
    #expect(router.previousDestination == .home)
    #expect(router.currentDestinationIs(.list))
    #expect(!router.currentDestinationIs(.home))
    #expect(router.depth == 1)
  }

  @Test func destinationQueriesWithSeveralPushedScreens() throws {
    let router = try Self.routerWithThreePushes()

    #expect(router.rootDestination == .home)
    #expect(router.currentDestination == .detail(2))
    #expect(router.previousDestination == .detail(1))
    #expect(router.depth == 3)

    try router.pop()

    #expect(router.currentDestination == .detail(1))
    #expect(router.previousDestination == .list)
    #expect(router.depth == 2)
  }

  // MARK: Identity

  @Test func twoEqualRoutesAreTwoEntriesWithDistinctIDs() throws {
    let router = Router<TestRoute>(root: .home)

    try router.push(.detail(1))
    try router.push(.detail(1))

    #expect(router.path.count == 2)
    #expect(router.path[0].route == router.path[1].route)
    #expect(router.path[0].id != router.path[1].id)
    #expect(router.path[0] != router.path[1])
  }

  @Test func popOfOneOfTwoEqualRoutesKeepsTheOther() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.detail(1))
    let first = router.path[0]
    try router.push(.detail(1))

    try router.pop()

    #expect(router.path == [first])
  }

  @Test func callerGivenIDNamesThePushedScreen() throws {
    let router = Router<TestRoute>(root: .home)

    try router.push(.detail(5), id: "receipt")

    #expect(router.path.last?.id == EntryID("receipt"))
    #expect(router.hierarchy.contains("receipt"))
    #expect(
      router.hierarchy.description == """
        router r1
          root #2 home
          push receipt detail(5)
        """)
  }

  @Test func pushingATakenIDIsRefusedAndChangesNothing() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.detail(1), id: "receipt")
    try router.push(.list)
    let before = router.hierarchy

    #expect(throws: NavigationError.duplicateEntry("receipt")) {
      try router.push(.detail(2), id: "receipt")
    }
    #expect(router.hierarchy == before)
  }

  @Test func pushingAnIDTakenOnAnotherLevelIsRefused() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings, id: "settings")
    let sheet = try #require(router.child)
    let before = router.hierarchy

    #expect(throws: NavigationError.duplicateEntry("settings")) {
      try sheet.push(.list, id: "settings", target: .root)
    }
    #expect(router.hierarchy == before)
  }

  @Test func presentingAnIDTakenByAPushedScreenIsRefused() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.detail(1), id: "receipt")
    let before = router.hierarchy

    #expect(throws: NavigationError.duplicateEntry("receipt")) {
      try router.presentSheet(.settings, id: "receipt")
    }
    #expect(router.hierarchy == before)
    #expect(router.child == nil)
  }

  @Test func anIDFreedByAPopCanBeUsedAgain() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.detail(1), id: "receipt")
    try router.pop()

    try router.push(.detail(2), id: "receipt")

    #expect(router.path == [Entry(id: "receipt", route: .detail(2))])
  }

  @Test func presentingWithTheIDOfThePresentationItReplacesSucceeds() throws {
    // `present` dismisses what the router presents first, so the old sheet's id is free again.
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings, id: "modal")

    try router.presentSheet(.profile, id: "modal")

    #expect(router.child?.root == Entry(id: "modal", route: .profile))
    #expect(router.hierarchy.levels.count == 2)
  }

  @Test func replayingARecordedPushKeepsEntryIDsUniqueInTheTree() throws {
    // `perform` is documented for replaying recorded commands. A recorded entry carries the id
    // its own tree generated, which the replica's tree may generate again.
    let source = Router<TestRoute>(root: .home)
    let recorded = try source.perform(
      NavigationCommand(.stack(.push(Entry(id: "a", route: .list)))))
    try source.push(.detail(1))
    let pushed = try #require(source.path.last)
    let replica = Router<TestRoute>(root: .home)

    for event in recorded {
      guard case .pushed(let entries, _) = event else { continue }
      try replica.perform(NavigationCommand(.stack(.push(entries[0]))))
    }
    try replica.perform(NavigationCommand(.stack(.push(pushed))))
    // The replica's next generated id must not repeat the replayed one: either a fresh id or a
    // refusal keeps the tree valid.
    try? replica.push(.detail(2))

    #expect(replica.path.prefix(2).map(\.id) == ["a", pushed.id])

    let ids = replica.hierarchy.screens.map(\.id)
    #expect(Set(ids).count == ids.count)
    #expect(NavigationHierarchy.problem(in: replica.hierarchy.levels) == nil)
  }

  // MARK: Helpers

  /// A router at `home` with `list`, `detail(1)` and `detail(2)` pushed.
  private static func routerWithThreePushes() throws -> Router<TestRoute> {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list)
    try router.push(.detail(1))
    try router.push(.detail(2))
    return router
  }
}
