import Testing

@testable import Itinerary

/// The lane's stack shortcut (`NavigationLane.stackChanged`: the step
/// `RouterState.stackStep(after:)` gives for the ruled slice, shown with
/// `NavigationTree.showStackStep(_:atLevel:)`) plans exactly what the planner plans, for every
/// stack action and both platform capabilities.
///
/// Each row reads as the tree on screen, the router and the stack action, and the one step that
/// draws it. The check applies the action with the rules, as `Router` does (the ids it brings in
/// checked against the hierarchy, then the router's slice), and expects:
/// - the shortcut's step to be the row's step, and the planner's steps from the displayed tree
///   to the ruled one to be exactly that step, leaving the same tree as the shortcut;
/// - for an action that changes nothing, no events, so the router never tells the lane, and no
///   step planned;
/// - for a refused action, the row's error, so the lane never hears of it, and no step planned.
@Suite("Stack shortcut")
struct StackShortcutTests {
  typealias Tree = NavigationNode<TestRoute>
  typealias State = RouterState<TestRoute>
  typealias Step = NavigationStep<TestRoute>

  /// A router in a tree on screen: the tree, the router and its level.
  struct Place: Sendable {
    let tree: Tree
    let router: RouterID
    let level: Int
  }

  /// What the action gives.
  enum Outcome: Sendable {
    /// The stack changes; the shortcut renders this one step.
    case step(Step)
    /// The stack stays as it was: the rules give no events.
    case unchanged
    /// The rules refuse the action.
    case refused(NavigationError)
  }

  /// One row: where, which stack action, and what it gives.
  struct Case: CustomTestStringConvertible, Sendable {
    let testDescription: String
    let place: Place
    let action: StackAction<TestRoute>
    let outcome: Outcome

    init(
      _ description: String, _ place: Place, _ action: StackAction<TestRoute>, _ outcome: Outcome
    ) {
      self.testDescription = description
      self.place = place
      self.action = action
      self.outcome = outcome
    }
  }

  /// Both platform capabilities, named for the table.
  enum Platform: CaseIterable, Sendable, CustomTestStringConvertible {
    case severalLevelsAtOnce
    case oneLevelPerUpdate

    var capabilities: PlatformCapabilities {
      switch self {
      case .severalLevelsAtOnce: .current
      case .oneLevelPerUpdate: .oneLevelPerUpdate
      }
    }

    var testDescription: String {
      switch self {
      case .severalLevelsAtOnce: "several levels at once"
      case .oneLevelPerUpdate: "one level per update"
      }
    }
  }

  // MARK: Fixtures (beside the shared ids, entries and presentations of Support/Fixtures.swift)

  /// `entry` showing another route, keeping its id and transition.
  static func entry(_ entry: Entry<TestRoute>, showing route: TestRoute) -> Entry<TestRoute> {
    var entry = entry
    entry.route = route
    return entry
  }

  /// The root router r1 at `home`, with `path` pushed, alone.
  static func root(_ path: [Entry<TestRoute>]) -> Place {
    Place(tree: Tree(Self.chain(State(id: r1, root: home, path: path))), router: r1, level: 0)
  }

  /// The router r2 of a sheet at `settings`, with `path` pushed, over r1 with `list` pushed.
  static func sheet(_ path: [Entry<TestRoute>]) -> Place {
    let tree = Tree(
      chain(
        State(id: r1, root: home, path: [list]),
        State(id: r2, root: settings, path: path, presentation: Presentation(style: .sheet))))
    return Place(tree: tree, router: r2, level: 1)
  }

  /// The root router r1 at `home`, with `path` pushed, under the sheet r2 at `settings`.
  static func underSheet(_ path: [Entry<TestRoute>]) -> Place {
    let tree = Tree(
      chain(
        State(id: r1, root: home, path: path),
        State(id: r2, root: settings, presentation: Presentation(style: .sheet))))
    return Place(tree: tree, router: r1, level: 0)
  }

  /// The router r2 of a sheet at `settings`, with `path` pushed, over r1 and under the cover
  /// r5 at `d5`.
  static func sheetUnderCover(_ path: [Entry<TestRoute>]) -> Place {
    let tree = Tree(
      chain(
        State(id: r1, root: home),
        State(id: r2, root: settings, path: path, presentation: Presentation(style: .sheet)),
        State(id: r5, root: d5, presentation: Presentation(style: .fullScreenCover))))
    return Place(tree: tree, router: r2, level: 1)
  }

  /// The router r3 of a bare sheet at `ws` over r1: it hosts no stack.
  static let bare = Place(
    tree: Tree(
      chain(
        State(id: r1, root: home),
        State(id: r3, root: workspace, presentation: Presentation(style: .sheet, isBare: true)))),
    router: r3, level: 1)

  /// The root router r4 of the second of two tabs, selected, at `search` with `path` pushed;
  /// the first tab's r1 has `list` pushed.
  static func secondTab(_ path: [Entry<TestRoute>]) -> Place {
    let tree = Tree.tabs(
      TabsNode(
        id: RouterID(rawValue: 100), selected: "second",
        tabs: [
          TabsNode.Tab("first", Tree(chain(State(id: r1, root: home, path: [list])))),
          TabsNode.Tab("second", Tree(chain(State(id: r4, root: search, path: path)))),
        ]))
    return Place(tree: tree, router: r4, level: 0)
  }

  static func chain(_ levels: State...) -> NavigationHierarchy<TestRoute> {
    NavigationHierarchy(checkedLevels: levels)
  }

  // MARK: Push

  static let pushCases: [Case] = [
    Case("push on an empty root stack", root([]), .push(d3), .step(.setPath([d3], router: r1))),
    Case(
      "push on a root stack of 2", root([list, d3]), .push(d4),
      .step(.setPath([list, d3, d4], router: r1))),
    Case("push on a sheet's empty stack", sheet([]), .push(d3), .step(.setPath([d3], router: r2))),
    Case(
      "push on a sheet's stack of 1", sheet([d4]), .push(d3),
      .step(.setPath([d4, d3], router: r2))),
    Case(
      "push on the root under a sheet", underSheet([list]), .push(d3),
      .step(.setPath([list, d3], router: r1))),
    Case(
      "push on the second tab", secondTab([d4]), .push(d3),
      .step(.setPath([d4, d3], router: r4))),
    Case(
      "push on a sheet under a cover", sheetUnderCover([d3]), .push(d4),
      .step(.setPath([d3, d4], router: r2))),
    Case("push on a bare sheet", bare, .push(d3), .refused(.bareRouterHasNoStack(r3))),
    Case(
      "push of an id the hierarchy holds", sheet([]), .push(Entry(id: "list", route: .detail(1))),
      .refused(.duplicateEntry("list"))),
  ]

  // MARK: Pop

  static let popCases: [Case] = [
    Case("pop 1 of 1", root([list]), .pop(count: 1), .step(.setPath([], router: r1))),
    Case(
      "pop 1 of 3", root([list, d3, d4]), .pop(count: 1), .step(.setPath([list, d3], router: r1))),
    Case("pop 2 of 3", root([list, d3, d4]), .pop(count: 2), .step(.setPath([list], router: r1))),
    Case("pop 3 of 3", root([list, d3, d4]), .pop(count: 3), .step(.setPath([], router: r1))),
    Case(
      "pop 5 of 3 stops at the root", root([list, d3, d4]), .pop(count: 5),
      .step(.setPath([], router: r1))),
    Case("pop 0 of 2", root([list, d3]), .pop(count: 0), .unchanged),
    Case("pop -1 of 2", root([list, d3]), .pop(count: -1), .unchanged),
    Case("pop 1 of an empty stack", root([]), .pop(count: 1), .unchanged),
    Case(
      "pop 1 of 2 on a sheet", sheet([d3, d4]), .pop(count: 1), .step(.setPath([d3], router: r2))),
    Case(
      "pop 4 of 2 on a sheet stops at its root", sheet([d3, d4]), .pop(count: 4),
      .step(.setPath([], router: r2))),
    Case(
      "pop 1 of 2 on the root under a sheet", underSheet([list, d3]), .pop(count: 1),
      .step(.setPath([list], router: r1))),
    Case(
      "pop 1 of 1 on the second tab", secondTab([d3]), .pop(count: 1),
      .step(.setPath([], router: r4))),
    Case(
      "pop 2 of 2 on a sheet under a cover", sheetUnderCover([d3, d4]), .pop(count: 2),
      .step(.setPath([], router: r2))),
    Case("pop 1 on a bare sheet", bare, .pop(count: 1), .unchanged),
  ]

  // MARK: Pop to root

  static let popToRootCases: [Case] = [
    Case("pop to root from 3", root([list, d3, d4]), .popToRoot, .step(.setPath([], router: r1))),
    Case("pop to root from 1 on a sheet", sheet([d3]), .popToRoot, .step(.setPath([], router: r2))),
    Case(
      "pop to root from 2 under a sheet", underSheet([list, d3]), .popToRoot,
      .step(.setPath([], router: r1))),
    Case(
      "pop to root from 2 on the second tab", secondTab([d3, d4]), .popToRoot,
      .step(.setPath([], router: r4))),
    Case(
      "pop to root from 1 on a sheet under a cover", sheetUnderCover([d3]), .popToRoot,
      .step(.setPath([], router: r2))),
    Case("pop to root of an empty stack", root([]), .popToRoot, .unchanged),
    Case("pop to root on a bare sheet", bare, .popToRoot, .unchanged),
  ]

  // MARK: Replace the stack

  static let replaceStackCases: [Case] = [
    Case(
      "replace an empty stack with 2", root([]), .replaceStack([list, d3]),
      .step(.setPath([list, d3], router: r1))),
    Case(
      "replace 2 with 1 other: pops and pushes at once", root([list, d3]), .replaceStack([d4]),
      .step(.setPath([d4], router: r1))),
    Case(
      "replace 3 with the first: pops only", root([list, d3, d4]), .replaceStack([list]),
      .step(.setPath([list], router: r1))),
    Case(
      "replace 1 with it and 1 more: pushes only", root([list]), .replaceStack([list, d3]),
      .step(.setPath([list, d3], router: r1))),
    Case(
      "replace 2 with nothing", root([list, d3]), .replaceStack([]),
      .step(.setPath([], router: r1))),
    Case(
      "replace 2 with the same 2 reordered", root([list, d3]), .replaceStack([d3, list]),
      .step(.setPath([d3, list], router: r1))),
    Case("replace 2 with the same 2", root([list, d3]), .replaceStack([list, d3]), .unchanged),
    Case(
      "replace a sheet's stack", sheet([d3]), .replaceStack([d4, d5]),
      .step(.setPath([d4, d5], router: r2))),
    Case(
      "replace the stack of the root under a sheet", underSheet([list]), .replaceStack([d3]),
      .step(.setPath([d3], router: r1))),
    Case(
      "replace the second tab's stack", secondTab([]), .replaceStack([d3]),
      .step(.setPath([d3], router: r4))),
    Case(
      "replace the stack of a sheet under a cover", sheetUnderCover([d3]), .replaceStack([d4]),
      .step(.setPath([d4], router: r2))),
    Case("replace a bare sheet's stack with nothing", bare, .replaceStack([]), .unchanged),
    Case(
      "replace a bare sheet's stack with 1", bare, .replaceStack([d3]),
      .refused(.bareRouterHasNoStack(r3))),
    Case(
      "replace with an id twice", root([]), .replaceStack([d3, d3]),
      .refused(.duplicateEntry("d3"))),
    Case(
      "replace with the root's id", root([list]), .replaceStack([Entry(id: "home", route: .list)]),
      .refused(.duplicateEntry("home"))),
  ]

  // MARK: Replace the current screen

  static let replaceCurrentCases: [Case] = [
    Case(
      "replace the top of 2", root([list, d3]), .replaceCurrent(.detail(9)),
      .step(.setPath([list, entry(d3, showing: .detail(9))], router: r1))),
    Case(
      "replace the top keeping its transition", root([zoomedDetail6]), .replaceCurrent(.detail(9)),
      .step(.setPath([entry(zoomedDetail6, showing: .detail(9))], router: r1))),
    Case(
      "replace the root of an empty stack", root([]), .replaceCurrent(.settings),
      .step(.setRoot(entry(home, showing: .settings), router: r1))),
    Case(
      "replace a root router's root with a route that owns its navigation", root([]),
      .replaceCurrent(.workspace), .step(.setRoot(entry(home, showing: .workspace), router: r1))),
    Case(
      "replace the top with its own route", root([list, d3]), .replaceCurrent(.detail(3)),
      .unchanged),
    Case("replace the root with its own route", root([]), .replaceCurrent(.home), .unchanged),
    Case(
      "replace a sheet's root", sheet([]), .replaceCurrent(.profile),
      .step(.setRoot(entry(settings, showing: .profile), router: r2))),
    Case(
      "replace the top of a sheet's stack", sheet([d4]), .replaceCurrent(.profile),
      .step(.setPath([entry(d4, showing: .profile)], router: r2))),
    Case(
      "replace a sheet's root with a route that owns its navigation", sheet([]),
      .replaceCurrent(.workspace), .refused(.navigationOwnershipMismatch("settings"))),
    Case(
      "replace the root of a sheet under a cover", sheetUnderCover([]), .replaceCurrent(.list),
      .step(.setRoot(entry(settings, showing: .list), router: r2))),
    Case(
      "replace the root of the root under a sheet", underSheet([]), .replaceCurrent(.list),
      .step(.setRoot(entry(home, showing: .list), router: r1))),
    Case(
      "replace the top of the second tab", secondTab([d3]), .replaceCurrent(.profile),
      .step(.setPath([entry(d3, showing: .profile)], router: r4))),
    Case(
      "replace a bare sheet's root with a stack route", bare, .replaceCurrent(.list),
      .refused(.navigationOwnershipMismatch("ws"))),
    Case(
      "replace a bare sheet's root with its own route", bare, .replaceCurrent(.workspace),
      .unchanged),
  ]

  // MARK: Replace the last screens

  static let replaceLastCases: [Case] = [
    Case(
      "replace the last 1 of 2", root([list, d3]), .replaceLast(count: 1, with: d4),
      .step(.setPath([list, d4], router: r1))),
    Case(
      "replace the last 2 of 3", root([list, d3, d4]), .replaceLast(count: 2, with: d5),
      .step(.setPath([list, d5], router: r1))),
    Case(
      "replace the last 0: a push", root([list]), .replaceLast(count: 0, with: d3),
      .step(.setPath([list, d3], router: r1))),
    Case(
      "replace the last -1: a push", root([list]), .replaceLast(count: -1, with: d3),
      .step(.setPath([list, d3], router: r1))),
    Case(
      "replace the last 5 of 2 stops at the root", root([list, d3]),
      .replaceLast(count: 5, with: d4), .step(.setPath([d4], router: r1))),
    Case(
      "replace the last 1 of an empty stack: a push", root([]), .replaceLast(count: 1, with: d3),
      .step(.setPath([d3], router: r1))),
    Case(
      "replace the last 1 with the same screen", root([list, d3]),
      .replaceLast(count: 1, with: d3), .unchanged),
    Case(
      "replace the last 1 with its id on another route", root([list, d3]),
      .replaceLast(count: 1, with: entry(d3, showing: .detail(4))),
      .step(.setPath([list, entry(d3, showing: .detail(4))], router: r1))),
    Case(
      "replace the last 1 of 2 on a sheet", sheet([d3, d4]), .replaceLast(count: 1, with: d5),
      .step(.setPath([d3, d5], router: r2))),
    Case(
      "replace the last 1 of the root under a sheet", underSheet([list]),
      .replaceLast(count: 1, with: d3), .step(.setPath([d3], router: r1))),
    Case(
      "replace the last 2 of 1 on the second tab", secondTab([d3]),
      .replaceLast(count: 2, with: d4), .step(.setPath([d4], router: r4))),
    Case(
      "replace the last 1 of a sheet under a cover", sheetUnderCover([d3]),
      .replaceLast(count: 1, with: d4), .step(.setPath([d4], router: r2))),
    Case(
      "replace the last on a bare sheet", bare, .replaceLast(count: 1, with: d3),
      .refused(.bareRouterHasNoStack(r3))),
    Case(
      "replace the last 1 with an id that stays", root([list, d3]),
      .replaceLast(count: 1, with: Entry(id: "list", route: .detail(1))),
      .refused(.duplicateEntry("list"))),
  ]

  // MARK: Tests

  @Test(arguments: pushCases, Platform.allCases)
  func push(_ row: Case, on platform: Platform) {
    check(row, on: platform)
  }

  @Test(arguments: popCases, Platform.allCases)
  func pop(_ row: Case, on platform: Platform) {
    check(row, on: platform)
  }

  @Test(arguments: popToRootCases, Platform.allCases)
  func popToRoot(_ row: Case, on platform: Platform) {
    check(row, on: platform)
  }

  @Test(arguments: replaceStackCases, Platform.allCases)
  func replaceStack(_ row: Case, on platform: Platform) {
    check(row, on: platform)
  }

  @Test(arguments: replaceCurrentCases, Platform.allCases)
  func replaceCurrent(_ row: Case, on platform: Platform) {
    check(row, on: platform)
  }

  @Test(arguments: replaceLastCases, Platform.allCases)
  func replaceLast(_ row: Case, on platform: Platform) {
    check(row, on: platform)
  }

  /// Applies the row's action with the rules and with the shortcut, plans the change, and
  /// expects the row's outcome from all three.
  func check(_ row: Case, on platform: Platform) {
    let displayed = row.place.tree
    let (router, level) = (row.place.router, row.place.level)
    // proven: every place names a router of its tree.
    let path = displayed.path(toStackHolding: router)![...]
    // The rules, as `Router` applies a stack action before it tells the lane.
    var wanted = displayed
    let ruled = Result { () throws(NavigationError) -> [NavigationEvent<TestRoute>] in
      try wanted.withStack(at: path) { stack throws(NavigationError) in
        try stack.hierarchy.checkInserted(row.action, at: level)
        return try stack.hierarchy.levels[level].apply(row.action)
      } ?? []
    }
    let planned = NavigationPlanner(capabilities: platform.capabilities)
      .steps(from: displayed, to: wanted)
    var plannedTree = displayed
    for step in planned { plannedTree.show(step) }
    #expect(plannedTree == wanted)

    // The shortcut, as the lane takes it: the step that draws the ruled slice, shown on the
    // tree as it was. The lane keeps no copy of what the screen shows meanwhile: it takes the
    // screen to show the ruled tree, which holds when showing the step gives that tree.
    var shortcutTree = displayed
    // proven: the action changes no router's place, so the path leads to the stack still.
    let shortcut = wanted.stack(at: path)!.hierarchy.levels[level].stackStep(after: row.action)
    shortcutTree.show(shortcut)
    let events = try? ruled.get()

    switch row.outcome {
    case .step(let expected):
      #expect(events?.isEmpty == false)
      #expect(shortcutTree == wanted)
      #expect(shortcut == expected)
      #expect(planned == [expected])
      #expect(shortcutTree == plannedTree)
    case .unchanged:
      // No events: `Router` returns before it tells the lane, so the shortcut never runs. Were
      // it run, it would still return a step (the same path or root again) that the planner
      // does not plan, though one that leaves the tree as it is.
      #expect(events == [])
      #expect(wanted == displayed)
      #expect(planned == [])
      #expect(shortcutTree == displayed)
    case .refused(let error):
      // Thrown: `Router` refuses the command before it tells the lane.
      #expect(ruled.failure == error)
      #expect(wanted == displayed)
      #expect(planned == [])
    }
  }
}

extension Result {
  /// The error, or `nil` on success.
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { error } else { nil }
  }
}
