import Testing

@testable import Itinerary

/// A router's stack verbs (push, pop, replace) and the ids they give, each read as start,
/// command, expected printout of the whole hierarchy; then the stack queries.
@MainActor
@Suite("Router stack")
struct RouterStackTests {
  typealias Step = RouterCase.Step
  typealias Case = RouterCase

  // MARK: Starts

  nonisolated static let lone: Step = { _ in }

  /// `list` (#3) pushed on the root router.
  nonisolated static let pushedList: Step = { router throws(NavigationError) in
    try router.push(.list)
  }

  /// `list` (#3) and `detail(1)` (#4) pushed on the root router.
  nonisolated static let pushedTwo: Step = { router throws(NavigationError) in
    try router.push(.list)
    try router.push(.detail(1))
  }

  /// `list` (#3), `detail(1)` (#4) and `detail(2)` (#5) pushed on the root router.
  nonisolated static let pushedThree: Step = { router throws(NavigationError) in
    try router.push(.list)
    try router.push(.detail(1))
    try router.push(.detail(2))
  }

  /// A sheet (r4) at `settings` (#3) presented by the root router.
  nonisolated static let sheetAlone: Step = { router throws(NavigationError) in
    try router.presentSheet(.settings)
  }

  nonisolated static let rootAlone = """
    router r1
      root #2 home
    """

  nonisolated static let rootThree = """
    router r1
      root #2 home
      push #3 list
      push #4 detail(1)
      push #5 detail(2)
    """

  // MARK: Push and pop

  nonisolated static let pushPopCases: [Case] = [
    Case(
      "push on the root", lone,
      { router throws(NavigationError) in try router.push(.list) },
      .shows(
        """
        router r1
          root #2 home
          push #3 list
        """)),
    Case(
      "push above the last push", pushedList,
      { router throws(NavigationError) in try router.push(.detail(1)) },
      .shows(
        """
        router r1
          root #2 home
          push #3 list
          push #4 detail(1)
        """)),
    Case(
      "push keeps the transition on the entry", lone,
      { router throws(NavigationError) in
        try router.push(.detail(7), transition: .zoom(sourceID: "card"))
      },
      .shows(
        """
        router r1
          root #2 home
          push #3 detail(7) (zoom(sourceID: "card"))
        """)),
    Case(
      "pop removes only the top screen", pushedTwo,
      { router throws(NavigationError) in try router.pop() },
      .shows(
        """
        router r1
          root #2 home
          push #3 list
        """)),
    Case(
      "pop on an empty stack", lone,
      { router throws(NavigationError) in try router.pop() }, .keeps(rootAlone)),
    Case(
      "pop(last: 2)", pushedThree,
      { router throws(NavigationError) in try router.pop(last: 2) },
      .shows(
        """
        router r1
          root #2 home
          push #3 list
        """)),
    Case(
      "pop(last:) more than the stack stops at the root", pushedThree,
      { router throws(NavigationError) in try router.pop(last: 10) }, .shows(rootAlone)),
    Case(
      "pop(last: 0) pops nothing", pushedThree,
      { router throws(NavigationError) in try router.pop(last: 0) }, .keeps(rootThree)),
    Case(
      "pop(last: -1) pops nothing", pushedThree,
      { router throws(NavigationError) in try router.pop(last: -1) }, .keeps(rootThree)),
    Case(
      "pop(last: -100) pops nothing", pushedThree,
      { router throws(NavigationError) in try router.pop(last: -100) }, .keeps(rootThree)),
    Case(
      "popToRoot removes every pushed screen and keeps the root", pushedThree,
      { router throws(NavigationError) in try router.popToRoot() }, .shows(rootAlone)),
    Case(
      "popToRoot keeps the presentation and its router",
      { router throws(NavigationError) in
        try pushedThree(router)
        try router.presentSheet(.settings)
      },
      { router throws(NavigationError) in try router.popToRoot() },
      .shows(
        """
        router r1
          root #2 home
          sheet r7
            root #6 settings
        """)),
  ]

  @Test(arguments: pushPopCases)
  func pushAndPop(_ row: Case) throws {
    try row.check()
  }

  // MARK: Replacing the stack

  nonisolated static let replaceStackCases: [Case] = [
    Case(
      "replaceStack swaps the pushed screens and keeps the root", pushedThree,
      { router throws(NavigationError) in try router.replaceStack(with: [.settings, .profile]) },
      .shows(
        """
        router r1
          root #2 home
          push #6 settings
          push #7 profile
        """)),
    Case(
      "replaceStack with no routes empties the stack", pushedThree,
      { router throws(NavigationError) in try router.replaceStack(with: []) }, .shows(rootAlone)),
    Case(
      "replaceStack gives equal routes distinct entries", lone,
      { router throws(NavigationError) in try router.replaceStack(with: [.detail(1), .detail(1)]) },
      .shows(
        """
        router r1
          root #2 home
          push #3 detail(1)
          push #4 detail(1)
        """)),
  ]

  @Test(arguments: replaceStackCases)
  func replaceStack(_ row: Case) throws {
    try row.check()
  }

  // MARK: Replacing the top screen

  /// A sheet with every option, a dismiss button and a zoom, whose content a row replaces.
  nonisolated static let dressedSheet: Step = { router throws(NavigationError) in
    let options = SheetOptions(detents: [.medium], interactiveDismissDisabled: true)
    try router.presentSheet(
      .settings, options: options, dismissButton: .trailing, transition: .zoom(sourceID: "gear"))
  }

  nonisolated static let replaceCases: [Case] = [
    Case(
      "replace on a pushed screen keeps its id and transition",
      { router throws(NavigationError) in
        try router.push(.list)
        try router.push(.detail(1), id: "card", transition: .zoom(sourceID: "tile"))
      },
      { router throws(NavigationError) in try router.replace(with: .detail(2)) },
      .shows(
        """
        router r1
          root #2 home
          push #3 list
          push card detail(2) (zoom(sourceID: "tile"))
        """),
      also: { router in
        #expect(
          router.path.last
            == Entry(id: "card", route: .detail(2), transition: .zoom(sourceID: "tile")))
      }),
    Case(
      "replace on an empty stack swaps the root in place", lone,
      { router throws(NavigationError) in try router.replace(with: .profile) },
      .shows(
        """
        router r1
          root #2 profile
        """)),
    Case(
      "replace on the root router may change navigation ownership", lone,
      { router throws(NavigationError) in try router.replace(with: .workspace) },
      .shows(
        """
        router r1
          root #2 workspace
        """)),
    Case(
      "replace on a presented modal swaps its content and keeps its presentation", dressedSheet,
      { router throws(NavigationError) in try router.presented(1).replace(with: .profile) },
      .shows(
        """
        router r1
          root #2 home
          sheet r4 [medium, no swipe, dismiss: trailing, zoom(sourceID: "gear")]
            root #3 profile (zoom(sourceID: "gear"))
        """)),
    Case(
      "replace targeting the child swaps the modal's content",
      { router throws(NavigationError) in try router.presentCover(.settings) },
      { router throws(NavigationError) in try router.replace(with: .list, target: .child) },
      .shows(
        """
        router r1
          root #2 home
          cover r4 [dismiss: leading]
            root #3 list
        """)),
    Case(
      "replace on a modal with a route that owns its navigation", sheetAlone,
      { router throws(NavigationError) in try router.presented(1).replace(with: .workspace) },
      .refused(.navigationOwnershipMismatch(EntryID(generated: 3)))),
    Case(
      "replace on a bare presentation with a route without its own navigation",
      { router throws(NavigationError) in try router.presentCover(.workspace) },
      { router throws(NavigationError) in try router.presented(1).replace(with: .settings) },
      .refused(.navigationOwnershipMismatch(EntryID(generated: 3)))),
    Case(
      "replace(last: 2) collapses the last screens into one", pushedThree,
      { router throws(NavigationError) in try router.replace(last: 2, with: .settings) },
      .shows(
        """
        router r1
          root #2 home
          push #3 list
          push #6 settings
        """)),
    Case(
      "replace(last:) more than the stack leaves only the new screen", pushedThree,
      { router throws(NavigationError) in try router.replace(last: 9, with: .settings) },
      .shows(
        """
        router r1
          root #2 home
          push #6 settings
        """)),
    Case(
      "replace(last: 0) pushes the new screen", pushedThree,
      { router throws(NavigationError) in try router.replace(last: 0, with: .settings) },
      .shows(rootThree + "\n  push #6 settings")),
    Case(
      "replace(last: 1) on an empty stack pushes", lone,
      { router throws(NavigationError) in try router.replace(last: 1, with: .settings) },
      .shows(
        """
        router r1
          root #2 home
          push #3 settings
        """)),
  ]

  @Test(arguments: replaceCases)
  func replace(_ row: Case) throws {
    try row.check()
  }

  // MARK: Identity

  nonisolated static let identityCases: [Case] = [
    Case(
      "two equal routes are two entries with distinct ids",
      { router throws(NavigationError) in try router.push(.detail(1)) },
      { router throws(NavigationError) in try router.push(.detail(1)) },
      .shows(
        """
        router r1
          root #2 home
          push #3 detail(1)
          push #4 detail(1)
        """)),
    Case(
      "pop of one of two equal routes keeps the other",
      { router throws(NavigationError) in
        try router.push(.detail(1))
        try router.push(.detail(1))
      },
      { router throws(NavigationError) in try router.pop() },
      .shows(
        """
        router r1
          root #2 home
          push #3 detail(1)
        """),
      also: { router in
        #expect(router.path == [Entry(id: EntryID(generated: 3), route: .detail(1))])
      }),
    Case(
      "a caller-given id names the pushed screen", lone,
      { router throws(NavigationError) in try router.push(.detail(5), id: "receipt") },
      .shows(
        """
        router r1
          root #2 home
          push receipt detail(5)
        """)),
    Case(
      "pushing a taken id",
      { router throws(NavigationError) in
        try router.push(.detail(1), id: "receipt")
        try router.push(.list)
      },
      { router throws(NavigationError) in try router.push(.detail(2), id: "receipt") },
      .refused(.duplicateEntry("receipt"))),
    Case(
      "pushing an id taken on another level",
      { router throws(NavigationError) in try router.presentSheet(.settings, id: "settings") },
      { router throws(NavigationError) in
        try router.presented(1).push(.list, id: "settings", target: .root)
      },
      .refused(.duplicateEntry("settings"))),
    Case(
      "presenting an id taken by a pushed screen",
      { router throws(NavigationError) in try router.push(.detail(1), id: "receipt") },
      { router throws(NavigationError) in try router.presentSheet(.settings, id: "receipt") },
      .refused(.duplicateEntry("receipt"))),
    Case(
      "an id freed by a pop can be used again",
      { router throws(NavigationError) in
        try router.push(.detail(1), id: "receipt")
        try router.pop()
      },
      { router throws(NavigationError) in try router.push(.detail(2), id: "receipt") },
      .shows(
        """
        router r1
          root #2 home
          push receipt detail(2)
        """),
      also: { router in #expect(router.path == [Entry(id: "receipt", route: .detail(2))]) }),
    // `present` dismisses what the router presents first, so the old sheet's id is free again.
    Case(
      "presenting with the id of the presentation it replaces",
      { router throws(NavigationError) in try router.presentSheet(.settings, id: "modal") },
      { router throws(NavigationError) in try router.presentSheet(.profile, id: "modal") },
      .shows(
        """
        router r1
          root #2 home
          sheet r4
            root modal profile
        """),
      also: { router in #expect(router.child?.root == Entry(id: "modal", route: .profile)) }),
  ]

  @Test(arguments: identityCases)
  func identity(_ row: Case) throws {
    try row.check()
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
    let router = Router<TestRoute>(root: .home)
    try Self.pushedThree(router)

    #expect(router.rootDestination == .home)
    #expect(router.currentDestination == .detail(2))
    #expect(router.previousDestination == .detail(1))
    #expect(router.depth == 3)

    try router.pop()

    #expect(router.currentDestination == .detail(1))
    #expect(router.previousDestination == .list)
    #expect(router.depth == 2)
  }

  // MARK: Replaying

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
}
