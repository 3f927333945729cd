import Testing

@testable import Itinerary

/// `NavigationHierarchy.apply(_:from:)`: every hierarchy action, target resolution and the
/// duplicate-id check, read as start, command, expected. A refused command must leave the
/// hierarchy equal to its start.
@Suite("Hierarchy rules")
struct HierarchyRulesTests {
  typealias Hierarchy = NavigationHierarchy<TestRoute>
  typealias State = RouterState<TestRoute>
  typealias Event = NavigationEvent<TestRoute>

  /// One row: a hierarchy, a command issued on router `origin`, and the hierarchy and events
  /// it gives.
  struct Case: CustomStringConvertible, Sendable {
    let description: String
    let start: Hierarchy
    let command: NavigationCommand<TestRoute>
    let origin: RouterID
    let expected: Hierarchy
    let outcome: Result<[Event], NavigationError>

    init(
      _ description: String, _ start: Hierarchy, _ action: NavigationAction<TestRoute>,
      target: NavigationTarget = .current, from origin: RouterID = r1, _ expected: Hierarchy,
      events: [Event]
    ) {
      self.description = description
      self.start = start
      self.command = NavigationCommand(action, target: target)
      self.origin = origin
      self.expected = expected
      self.outcome = .success(events)
    }

    /// A refused command: it throws `error` and leaves the hierarchy as it was.
    init(
      _ description: String, _ start: Hierarchy, _ action: NavigationAction<TestRoute>,
      target: NavigationTarget = .current, from origin: RouterID = r1,
      refused error: NavigationError
    ) {
      self.description = description
      self.start = start
      self.command = NavigationCommand(action, target: target)
      self.origin = origin
      self.expected = start
      self.outcome = .failure(error)
    }

    func check() {
      var hierarchy = start
      let outcome = Result { () throws(NavigationError) in
        try hierarchy.apply(command, from: origin)
      }
      #expect(outcome == self.outcome)
      #expect(hierarchy == expected)
    }
  }

  // MARK: Fixtures (beside the shared ids, entries and presentations of Support/Fixtures.swift)

  /// Root router r1: `home`, then `list` and `d3` pushed.
  static let root = State(id: r1, root: home, path: [list, d3])
  /// Root router r1 popped to `home`.
  static let rootAlone = State(id: r1, root: home)
  /// Root router r1 with only `list` pushed.
  static let rootList = State(id: r1, root: home, path: [list])
  /// Sheet router r2: `settings`, then `profile` pushed.
  static let sheetLevel = State(id: r2, root: settings, path: [profile], presentation: sheet)
  /// Sheet router r2 popped to `settings`.
  static let sheetAlone = State(id: r2, root: settings, presentation: sheet)
  /// Cover router r3: `d6`, nothing pushed.
  static let coverLevel = State(id: r3, root: d6, presentation: cover)
  /// Bare sheet router r2: `workspace`, no stack.
  static let bareLevel = State(id: r2, root: workspace, presentation: bareSheet)

  static func chain(_ levels: State...) -> Hierarchy {
    Hierarchy(checkedLevels: levels)
  }

  /// The lone root router with two pushes.
  static let one = chain(root)
  /// The root router and its sheet.
  static let two = chain(root, sheetLevel)
  /// home list d3 | sheet: settings profile | cover: d6.
  static let full = chain(root, sheetLevel, coverLevel)

  static let dismissedCover = Event.dismissed(router: r3, screens: [d6])
  static let dismissedSheet = Event.dismissed(router: r2, screens: [settings, profile])

  // MARK: Present

  static let presentCases: [Case] = [
    Case(
      "present on a lone root appends a level", one,
      .present(d7, sheet, router: r4), from: r1,
      chain(root, State(id: r4, root: d7, presentation: sheet)),
      events: [.presented(d7, sheet, router: r4, presenter: r1)]),
    Case(
      "present on the root replaces its presentations, deepest first", full,
      .present(d7, cover, router: r4), from: r1,
      chain(root, State(id: r4, root: d7, presentation: cover)),
      events: [
        dismissedCover, dismissedSheet, .presented(d7, cover, router: r4, presenter: r1),
      ]),
    Case(
      "present from the middle replaces only what is above it", full,
      .present(d7, sheet, router: r4), from: r2,
      chain(root, sheetLevel, State(id: r4, root: d7, presentation: sheet)),
      events: [dismissedCover, .presented(d7, sheet, router: r4, presenter: r2)]),
    Case(
      "present on the deepest router appends", two, .present(d7, cover, router: r4), from: r2,
      chain(root, sheetLevel, State(id: r4, root: d7, presentation: cover)),
      events: [.presented(d7, cover, router: r4, presenter: r2)]),
    Case(
      "present on .deepest from the root", full, .present(d7, sheet, router: r4),
      target: .deepest, from: r1,
      chain(root, sheetLevel, coverLevel, State(id: r4, root: d7, presentation: sheet)),
      events: [.presented(d7, sheet, router: r4, presenter: r3)]),
    Case(
      "present on a bare router", chain(root, bareLevel), .present(d7, sheet, router: r4),
      from: r2, chain(root, bareLevel, State(id: r4, root: d7, presentation: sheet)),
      events: [.presented(d7, sheet, router: r4, presenter: r2)]),
    Case(
      "present with the id of a pushed screen", full,
      .present(Entry(id: "list", route: .settings), sheet, router: r4), from: r3,
      refused: .duplicateEntry("list")),
    Case(
      "present with the id of the hierarchy root", one,
      .present(Entry(id: "home", route: .settings), sheet, router: r4),
      refused: .duplicateEntry("home")),
    Case(
      "present with the id of a screen it replaces frees that id", full,
      .present(Entry(id: "d6", route: .settings), sheet, router: r4), from: r1,
      chain(root, State(id: r4, root: Entry(id: "d6", route: .settings), presentation: sheet)),
      events: [
        dismissedCover, dismissedSheet,
        .presented(Entry(id: "d6", route: .settings), sheet, router: r4, presenter: r1),
      ]),
  ]

  @Test(arguments: presentCases)
  func present(_ row: Case) {
    row.check()
  }

  /// `RouterID`: every router "has an id that is unique in its tree", and a hierarchy with a
  /// repeated router id is one its decoder rejects. Presenting on a router id that stays in the
  /// hierarchy must be refused (unchanged) or at least not yield such a hierarchy.
  @Test(arguments: [r1, r2, r3])
  func presentKeepsRouterIDsUnique(_ router: RouterID) {
    var hierarchy = Self.full
    do {
      _ = try hierarchy.apply(
        NavigationCommand(.present(d7, sheet, router: router)), from: r3)
    } catch {
      #expect(hierarchy == Self.full)
    }
    #expect(Hierarchy.problem(in: hierarchy.levels) == nil)
  }

  // MARK: Dismissals by router

  static let dismissChildCases: [Case] = [
    Case(
      "dismissChild on the root", full, .dismissChild, from: r1, chain(root),
      events: [dismissedCover, dismissedSheet]),
    Case(
      "dismissChild in the middle", full, .dismissChild, from: r2, chain(root, sheetLevel),
      events: [dismissedCover]),
    Case(
      "dismissChild on the deepest router", full, .dismissChild, from: r3, full, events: []),
    Case("dismissChild on a lone root", one, .dismissChild, from: r1, one, events: []),
  ]

  @Test(arguments: dismissChildCases)
  func dismissChild(_ row: Case) {
    row.check()
  }

  static let dismissCases: [Case] = [
    Case(
      "dismiss the deepest router", full, .dismiss, from: r3, chain(root, sheetLevel),
      events: [dismissedCover]),
    Case(
      "dismiss the middle router takes the one above", full, .dismiss, from: r2, chain(root),
      events: [dismissedCover, dismissedSheet]),
    Case("dismiss on the root does nothing", full, .dismiss, from: r1, full, events: []),
    Case("dismiss on a lone root does nothing", one, .dismiss, from: r1, one, events: []),
  ]

  @Test(arguments: dismissCases)
  func dismiss(_ row: Case) {
    row.check()
  }

  static let dismissOrPopToRootCases: [Case] = [
    Case(
      "dismissOrPopToRoot on a presented router dismisses it", full, .dismissOrPopToRoot,
      from: r2, chain(root), events: [dismissedCover, dismissedSheet]),
    Case(
      "dismissOrPopToRoot on the deepest router", full, .dismissOrPopToRoot, from: r3,
      chain(root, sheetLevel), events: [dismissedCover]),
    Case(
      "dismissOrPopToRoot on the root pops it and keeps its presentations", full,
      .dismissOrPopToRoot, from: r1, chain(rootAlone, sheetLevel, coverLevel),
      events: [.popped([list, d3], router: r1)]),
    Case(
      "dismissOrPopToRoot on a root at its root", chain(rootAlone), .dismissOrPopToRoot,
      from: r1, chain(rootAlone), events: []),
  ]

  @Test(arguments: dismissOrPopToRootCases)
  func dismissOrPopToRoot(_ row: Case) {
    row.check()
  }

  /// Four levels: `full` and one more sheet, r4 showing `d8`.
  static let four = chain(
    root, sheetLevel, coverLevel, State(id: r4, root: d8, presentation: sheet))

  static let dismissSelfAndParentCases: [Case] = [
    Case(
      "dismissSelfAndParent at level 3 dismisses levels 2 and 3", four, .dismissSelfAndParent,
      from: r4, chain(root, sheetLevel),
      events: [.dismissed(router: r4, screens: [d8]), dismissedCover]),
    Case(
      "dismissSelfAndParent at level 2 dismisses levels 1 and 2", full, .dismissSelfAndParent,
      from: r3, chain(root), events: [dismissedCover, dismissedSheet]),
    Case(
      "dismissSelfAndParent at level 1 dismisses only its own", two, .dismissSelfAndParent,
      from: r2, chain(root), events: [dismissedSheet]),
    Case(
      "dismissSelfAndParent on the root does nothing", full, .dismissSelfAndParent, from: r1,
      full, events: []),
  ]

  @Test(arguments: dismissSelfAndParentCases)
  func dismissSelfAndParent(_ row: Case) {
    row.check()
  }

  static let dismissAllFromRootCases: [Case] = [
    Case(
      "dismissAllFromRoot from the deepest router keeps the root's pushes", full,
      .dismissAllFromRoot, from: r3, chain(root), events: [dismissedCover, dismissedSheet]),
    Case(
      "dismissAllFromRoot from the root", full, .dismissAllFromRoot, from: r1, chain(root),
      events: [dismissedCover, dismissedSheet]),
    Case(
      "dismissAllFromRoot with nothing presented", one, .dismissAllFromRoot, from: r1, one,
      events: []),
  ]

  @Test(arguments: dismissAllFromRootCases)
  func dismissAllFromRoot(_ row: Case) {
    row.check()
  }

  // MARK: Dismissals by screen

  static let dismissScreenCases: [Case] = [
    Case(
      "dismissScreen of a cover's root dismisses the cover", full, .dismissScreen("d6"),
      chain(root, sheetLevel), events: [dismissedCover]),
    Case(
      "dismissScreen of a sheet's root dismisses the sheet and above", full,
      .dismissScreen("settings"), chain(root), events: [dismissedCover, dismissedSheet]),
    Case(
      "dismissScreen of a push in a sheet", full, .dismissScreen("profile"),
      chain(root, sheetAlone), events: [dismissedCover, .popped([profile], router: r2)]),
    Case(
      "dismissScreen of the root's first push", full, .dismissScreen("list"), chain(rootAlone),
      events: [dismissedCover, dismissedSheet, .popped([list, d3], router: r1)]),
    Case(
      "dismissScreen of the root's last push", full, .dismissScreen("d3"), chain(rootList),
      events: [dismissedCover, dismissedSheet, .popped([d3], router: r1)]),
    Case(
      "dismissScreen from the deepest router", full, .dismissScreen("d3"), from: r3,
      chain(rootList),
      events: [dismissedCover, dismissedSheet, .popped([d3], router: r1)]),
    Case(
      "dismissScreen of the hierarchy root", full, .dismissScreen("home"),
      refused: .cannotDismissRoot("home")),
    Case(
      "dismissScreen of an unknown id", full, .dismissScreen("nope"),
      refused: .unknownEntry("nope")),
  ]

  @Test(arguments: dismissScreenCases)
  func dismissScreen(_ row: Case) {
    row.check()
  }

  static let dismissScreensAboveCases: [Case] = [
    Case(
      "dismissScreensAbove the top screen does nothing", full, .dismissScreensAbove("d6"), full,
      events: []),
    Case(
      "dismissScreensAbove a sheet's root", full, .dismissScreensAbove("settings"),
      chain(root, sheetAlone), events: [dismissedCover, .popped([profile], router: r2)]),
    Case(
      "dismissScreensAbove a push of the root", full, .dismissScreensAbove("list"),
      chain(rootList), events: [dismissedCover, dismissedSheet, .popped([d3], router: r1)]),
    Case(
      "dismissScreensAbove the hierarchy root", full, .dismissScreensAbove("home"),
      chain(rootAlone),
      events: [dismissedCover, dismissedSheet, .popped([list, d3], router: r1)]),
    Case(
      "dismissScreensAbove an unknown id", full, .dismissScreensAbove("nope"),
      refused: .unknownEntry("nope")),
  ]

  @Test(arguments: dismissScreensAboveCases)
  func dismissScreensAbove(_ row: Case) {
    row.check()
  }

  /// `full` holds 6 screens: home list d3 | settings profile | d6.
  static let dismissLastScreensCases: [Case] = [
    Case("dismissLastScreens 0", full, .dismissLastScreens(count: 0), full, events: []),
    Case("dismissLastScreens -1", full, .dismissLastScreens(count: -1), full, events: []),
    Case("dismissLastScreens Int.min", full, .dismissLastScreens(count: .min), full, events: []),
    Case(
      "dismissLastScreens 1", full, .dismissLastScreens(count: 1), chain(root, sheetLevel),
      events: [dismissedCover]),
    Case(
      "dismissLastScreens 2", full, .dismissLastScreens(count: 2), chain(root, sheetAlone),
      events: [dismissedCover, .popped([profile], router: r2)]),
    Case(
      "dismissLastScreens 3", full, .dismissLastScreens(count: 3), chain(root),
      events: [dismissedCover, dismissedSheet]),
    Case(
      "dismissLastScreens 4", full, .dismissLastScreens(count: 4), chain(rootList),
      events: [dismissedCover, dismissedSheet, .popped([d3], router: r1)]),
    Case(
      "dismissLastScreens 5 keeps only the root", full, .dismissLastScreens(count: 5),
      chain(rootAlone),
      events: [dismissedCover, dismissedSheet, .popped([list, d3], router: r1)]),
    Case(
      "dismissLastScreens 6 (all) keeps the root", full, .dismissLastScreens(count: 6),
      chain(rootAlone),
      events: [dismissedCover, dismissedSheet, .popped([list, d3], router: r1)]),
    Case(
      "dismissLastScreens Int.max keeps the root", full, .dismissLastScreens(count: .max),
      chain(rootAlone),
      events: [dismissedCover, dismissedSheet, .popped([list, d3], router: r1)]),
    Case(
      "dismissLastScreens on a root at its root", chain(rootAlone),
      .dismissLastScreens(count: 1), chain(rootAlone), events: []),
  ]

  @Test(arguments: dismissLastScreensCases)
  func dismissLastScreens(_ row: Case) {
    row.check()
  }

  static let dismissLastPushStackCases: [Case] = [
    Case(
      "dismissLastPushStack skips a level without pushes", full, .dismissLastPushStack,
      chain(root, sheetAlone), events: [dismissedCover, .popped([profile], router: r2)]),
    Case(
      "dismissLastPushStack reaches down to the root", chain(root, sheetAlone),
      .dismissLastPushStack, chain(rootAlone),
      events: [
        .dismissed(router: r2, screens: [settings]), .popped([list, d3], router: r1),
      ]),
    Case(
      "dismissLastPushStack above a bare router", chain(root, bareLevel),
      .dismissLastPushStack, chain(rootAlone),
      events: [.dismissed(router: r2, screens: [workspace]), .popped([list, d3], router: r1)]),
    Case(
      "dismissLastPushStack with no pushes anywhere", chain(rootAlone, sheetAlone),
      .dismissLastPushStack, chain(rootAlone, sheetAlone), events: []),
    Case(
      "dismissLastPushStack on a lone root", one, .dismissLastPushStack, chain(rootAlone),
      events: [.popped([list, d3], router: r1)]),
  ]

  @Test(arguments: dismissLastPushStackCases)
  func dismissLastPushStack(_ row: Case) {
    row.check()
  }

  static let dismissLastPresentationCases: [Case] = [
    Case(
      "dismissLastPresentation of three levels", full, .dismissLastPresentation,
      chain(root, sheetLevel), events: [dismissedCover]),
    Case(
      "dismissLastPresentation of two levels", two, .dismissLastPresentation, from: r2,
      chain(root), events: [dismissedSheet]),
    Case(
      "dismissLastPresentation with nothing presented", one, .dismissLastPresentation, one,
      events: []),
  ]

  @Test(arguments: dismissLastPresentationCases)
  func dismissLastPresentation(_ row: Case) {
    row.check()
  }

  static let dismissAllScreensCases: [Case] = [
    Case(
      "dismissAllScreens", full, .dismissAllScreens, from: r2, chain(rootAlone),
      events: [dismissedCover, dismissedSheet, .popped([list, d3], router: r1)]),
    Case(
      "dismissAllScreens of a lone root", one, .dismissAllScreens, chain(rootAlone),
      events: [.popped([list, d3], router: r1)]),
    Case(
      "dismissAllScreens of a root at its root", chain(rootAlone), .dismissAllScreens,
      chain(rootAlone), events: []),
  ]

  @Test(arguments: dismissAllScreensCases)
  func dismissAllScreens(_ row: Case) {
    row.check()
  }

  // MARK: Target resolution

  static let targetCases: [Case] = [
    Case(
      "an unknown origin is detached", full, .dismissChild, from: r9,
      refused: .routerDetached(r9)),
    Case(
      "an unknown origin is detached for a stack action", full, .stack(.pop(count: 1)),
      from: r9, refused: .routerDetached(r9)),
    Case(
      "the parent of the root", full, .dismissChild, target: .parent, from: r1,
      refused: .targetUnavailable(.parent, from: r1)),
    Case(
      "the child of the deepest router", full, .dismiss, target: .child, from: r3,
      refused: .targetUnavailable(.child, from: r3)),
    Case(
      "the child of a lone root", one, .stack(.popToRoot), target: .child, from: r1,
      refused: .targetUnavailable(.child, from: r1)),
    Case(
      "a hierarchy-wide action still resolves its target", full, .dismissAllFromRoot,
      target: .parent, from: r1, refused: .targetUnavailable(.parent, from: r1)),
    Case(
      "push on .deepest from the root", full, .stack(.push(d7)), target: .deepest, from: r1,
      chain(root, sheetLevel, State(id: r3, root: d6, path: [d7], presentation: cover)),
      events: [.pushed([d7], router: r3)]),
    Case(
      "pop on .root from the deepest router", full, .stack(.pop(count: 1)), target: .root,
      from: r3, chain(rootList, sheetLevel, coverLevel), events: [.popped([d3], router: r1)]),
    Case(
      "pop on .parent from the deepest router", full, .stack(.pop(count: 1)), target: .parent,
      from: r3, chain(root, sheetAlone, coverLevel), events: [.popped([profile], router: r2)]),
    Case(
      "pop on .child from the root", full, .stack(.popToRoot), target: .child, from: r1,
      chain(root, sheetAlone, coverLevel), events: [.popped([profile], router: r2)]),
    Case(
      "dismiss .parent from the deepest router", full, .dismiss, target: .parent, from: r3,
      chain(root), events: [dismissedCover, dismissedSheet]),
    Case(
      "dismissChild of .child from the root", full, .dismissChild, target: .child, from: r1,
      chain(root, sheetLevel), events: [dismissedCover]),
    Case(
      "dismiss .deepest from the root", full, .dismiss, target: .deepest, from: r1,
      chain(root, sheetLevel), events: [dismissedCover]),
    Case(
      "dismiss .root from the deepest router does nothing", full, .dismiss, target: .root,
      from: r3, full, events: []),
    Case(
      "push on a bare router", chain(root, bareLevel), .stack(.push(d7)), from: r2,
      refused: .bareRouterHasNoStack(r2)),
    Case(
      "push on a bare .deepest from the root", chain(root, bareLevel), .stack(.push(d7)),
      target: .deepest, from: r1, refused: .bareRouterHasNoStack(r2)),
    Case(
      "pop on a bare router does nothing", chain(root, bareLevel), .stack(.pop(count: 1)),
      from: r2, chain(root, bareLevel), events: []),
  ]

  @Test(arguments: targetCases)
  func target(_ row: Case) {
    row.check()
  }

  // MARK: Duplicate ids

  /// The same as `one`, with generated ids: `#1` root, `#2` pushed.
  static let generated = chain(
    State(
      id: r1, root: Entry(id: EntryID(generated: 1), route: .home),
      path: [Entry(id: EntryID(generated: 2), route: .list)]))

  static let duplicateCases: [Case] = [
    Case(
      "push of the id of the hierarchy root", full, .stack(.push(Entry(id: "home", route: .list))),
      refused: .duplicateEntry("home")),
    Case(
      "push of the id of a screen on the same stack", full,
      .stack(.push(Entry(id: "list", route: .list))), refused: .duplicateEntry("list")),
    Case(
      "push of the id of a presented screen", full,
      .stack(.push(Entry(id: "settings", route: .list))), refused: .duplicateEntry("settings")),
    Case(
      "push of the id of a screen below", full,
      .stack(.push(Entry(id: "profile", route: .list))), from: r3,
      refused: .duplicateEntry("profile")),
    Case(
      "push of a generated id already in the hierarchy", generated,
      .stack(.push(Entry(id: EntryID(generated: 2), route: .detail(2)))),
      refused: .duplicateEntry(EntryID(generated: 2))),
    Case(
      "push of a named id spelled like a generated one", generated,
      .stack(.push(Entry(id: "2", route: .detail(2)))),
      chain(
        State(
          id: r1, root: Entry(id: EntryID(generated: 1), route: .home),
          path: [
            Entry(id: EntryID(generated: 2), route: .list), Entry(id: "2", route: .detail(2)),
          ])),
      events: [.pushed([Entry(id: "2", route: .detail(2))], router: r1)]),
    Case(
      "replaceStack may reuse the ids it replaces", full, .stack(.replaceStack([d3, list])),
      chain(State(id: r1, root: home, path: [d3, list]), sheetLevel, coverLevel),
      events: [.replaced(removed: [list, d3], inserted: [d3, list], router: r1)]),
    Case(
      "replaceStack may reuse an id for another route", full,
      .stack(.replaceStack([Entry(id: "d3", route: .profile), d7])),
      chain(
        State(id: r1, root: home, path: [Entry(id: "d3", route: .profile), d7]), sheetLevel,
        coverLevel),
      events: [
        .replaced(
          removed: [list, d3], inserted: [Entry(id: "d3", route: .profile), d7], router: r1)
      ]),
    Case(
      "replaceStack with the id of its own root", full, .stack(.replaceStack([list, home])),
      refused: .duplicateEntry("home")),
    Case(
      "replaceStack with the id of another router's screen", full,
      .stack(.replaceStack([profile])), refused: .duplicateEntry("profile")),
    Case(
      "replaceStack on a sheet with the id of a screen below", full,
      .stack(.replaceStack([list])), from: r2, refused: .duplicateEntry("list")),
    Case(
      "replaceStack with a repeated id", full, .stack(.replaceStack([d7, d7])),
      refused: .duplicateEntry("d7")),
    Case(
      "replaceStack with a repeated replaced id", full,
      .stack(.replaceStack([list, Entry(id: "list", route: .profile)])),
      refused: .duplicateEntry("list")),
    Case(
      "replaceLast 1 may reuse the id of the popped top", full,
      .stack(.replaceLast(count: 1, with: Entry(id: "d3", route: .profile))),
      chain(
        State(id: r1, root: home, path: [list, Entry(id: "d3", route: .profile)]), sheetLevel,
        coverLevel),
      events: [
        .replaced(removed: [d3], inserted: [Entry(id: "d3", route: .profile)], router: r1)
      ]),
    Case(
      "replaceLast 2 may reuse the id of a popped screen", full,
      .stack(.replaceLast(count: 2, with: Entry(id: "list", route: .profile))),
      chain(
        State(id: r1, root: home, path: [Entry(id: "list", route: .profile)]), sheetLevel,
        coverLevel),
      events: [
        .replaced(removed: [list, d3], inserted: [Entry(id: "list", route: .profile)], router: r1)
      ]),
    Case(
      "replaceLast 99 may reuse the id of any pushed screen", full,
      .stack(.replaceLast(count: 99, with: Entry(id: "list", route: .profile))),
      chain(
        State(id: r1, root: home, path: [Entry(id: "list", route: .profile)]), sheetLevel,
        coverLevel),
      events: [
        .replaced(removed: [list, d3], inserted: [Entry(id: "list", route: .profile)], router: r1)
      ]),
    Case(
      "replaceLast 1 with the id of a screen that stays", full,
      .stack(.replaceLast(count: 1, with: Entry(id: "list", route: .profile))),
      refused: .duplicateEntry("list")),
    Case(
      "replaceLast 0 with the id of the top", full,
      .stack(.replaceLast(count: 0, with: Entry(id: "d3", route: .profile))),
      refused: .duplicateEntry("d3")),
    Case(
      "replaceLast -3 with the id of the top", full,
      .stack(.replaceLast(count: -3, with: Entry(id: "d3", route: .profile))),
      refused: .duplicateEntry("d3")),
    Case(
      "replaceLast 99 with the id of the root", full,
      .stack(.replaceLast(count: 99, with: Entry(id: "home", route: .profile))),
      refused: .duplicateEntry("home")),
    Case(
      "replaceCurrent keeps the id it swaps", full, .stack(.replaceCurrent(.profile)), from: r3,
      chain(
        root, sheetLevel,
        State(id: r3, root: Entry(id: "d6", route: .profile), presentation: cover)),
      events: [
        .replaced(removed: [d6], inserted: [Entry(id: "d6", route: .profile)], router: r3)
      ]),
  ]

  @Test(arguments: duplicateCases)
  func duplicateIDs(_ row: Case) {
    row.check()
  }
}
