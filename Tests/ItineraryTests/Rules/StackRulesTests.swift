import Testing

@testable import Itinerary

/// `RouterState.apply(_:)`: every stack action, read as start, action, expected.
@Suite("Stack rules")
struct StackRulesTests {
  typealias State = RouterState<TestRoute>
  typealias Event = NavigationEvent<TestRoute>
  typealias Case = RouterStateCase<StackAction<TestRoute>>

  /// The root router r1, its root `home`, with `path` pushed.
  static func stack(_ path: [Entry<TestRoute>]) -> State {
    State(id: r1, root: home, path: path)
  }

  /// The router r2 of a sheet showing `settings`, with `path` pushed.
  static func sheetStack(_ path: [Entry<TestRoute>] = []) -> State {
    State(id: r2, root: settings, path: path, presentation: sheet)
  }

  /// The router r2 of a bare sheet showing `workspace`: it has no stack.
  static let bare = State(id: r2, root: workspace, presentation: bareSheet)

  static let pushCases: [Case] = [
    Case(
      "push on an empty stack", stack([]), .push(list), stack([list]),
      events: [.pushed([list], router: r1)]),
    Case(
      "push on top of the stack", stack([list]), .push(d3), stack([list, d3]),
      events: [.pushed([d3], router: r1)]),
    Case(
      "push keeps the transition", stack([list]), .push(zoomedDetail5),
      stack([list, zoomedDetail5]),
      events: [.pushed([zoomedDetail5], router: r1)]),
    Case(
      "push of an equal route is a second screen", stack([list]),
      .push(Entry(id: "list-2", route: .list)),
      stack([list, Entry(id: "list-2", route: .list)]),
      events: [.pushed([Entry(id: "list-2", route: .list)], router: r1)]),
    Case(
      "push does not check ids against the hierarchy", stack([list]), .push(home),
      stack([list, home]), events: [.pushed([home], router: r1)]),
    Case(
      "push on a presented router", sheetStack(), .push(list), sheetStack([list]),
      events: [.pushed([list], router: r2)]),
    Case("push on a bare router", bare, .push(list), refused: .bareRouterHasNoStack(r2)),
  ]

  @Test(arguments: pushCases)
  func push(_ row: Case) {
    row.check()
  }

  static let popCases: [Case] = [
    Case(
      "pop 1 of 3", stack([list, d3, d4]), .pop(count: 1), stack([list, d3]),
      events: [.popped([d4], router: r1)]),
    Case(
      "pop 2 of 3, bottom first", stack([list, d3, d4]), .pop(count: 2), stack([list]),
      events: [.popped([d3, d4], router: r1)]),
    Case(
      "pop 3 of 3", stack([list, d3, d4]), .pop(count: 3), stack([]),
      events: [.popped([list, d3, d4], router: r1)]),
    Case(
      "pop 4 of 3 stops at the root", stack([list, d3, d4]), .pop(count: 4), stack([]),
      events: [.popped([list, d3, d4], router: r1)]),
    Case(
      "pop Int.max stops at the root", stack([list, d3, d4]), .pop(count: .max), stack([]),
      events: [.popped([list, d3, d4], router: r1)]),
    Case("pop 0", stack([list, d3, d4]), .pop(count: 0), stack([list, d3, d4]), events: []),
    Case("pop -1", stack([list, d3, d4]), .pop(count: -1), stack([list, d3, d4]), events: []),
    Case(
      "pop Int.min", stack([list, d3, d4]), .pop(count: .min), stack([list, d3, d4]),
      events: []),
    Case("pop 1 of an empty stack", stack([]), .pop(count: 1), stack([]), events: []),
    Case("pop 0 of an empty stack", stack([]), .pop(count: 0), stack([]), events: []),
    Case("pop on a bare router", bare, .pop(count: 1), bare, events: []),
  ]

  @Test(arguments: popCases)
  func pop(_ row: Case) {
    row.check()
  }

  static let popToRootCases: [Case] = [
    Case(
      "popToRoot pops every pushed screen", stack([list, d3, d4]), .popToRoot, stack([]),
      events: [.popped([list, d3, d4], router: r1)]),
    Case(
      "popToRoot of one screen", stack([list]), .popToRoot, stack([]),
      events: [.popped([list], router: r1)]),
    Case("popToRoot of an empty stack", stack([]), .popToRoot, stack([]), events: []),
    Case(
      "popToRoot on a presented router keeps the presentation", sheetStack([list, d3]),
      .popToRoot, sheetStack(), events: [.popped([list, d3], router: r2)]),
    Case("popToRoot on a bare router", bare, .popToRoot, bare, events: []),
  ]

  @Test(arguments: popToRootCases)
  func popToRoot(_ row: Case) {
    row.check()
  }

  static let replaceStackCases: [Case] = [
    Case(
      "replaceStack swaps the pushed screens", stack([list]), .replaceStack([d3, d4]),
      stack([d3, d4]), events: [.replaced(removed: [list], inserted: [d3, d4], router: r1)]),
    Case(
      "replaceStack on an empty stack", stack([]), .replaceStack([list]), stack([list]),
      events: [.replaced(removed: [], inserted: [list], router: r1)]),
    Case(
      "replaceStack with nothing empties the stack", stack([list, d3]), .replaceStack([]),
      stack([]), events: [.replaced(removed: [list, d3], inserted: [], router: r1)]),
    Case(
      "replaceStack with the same entries", stack([list, d3]), .replaceStack([list, d3]),
      stack([list, d3]), events: []),
    Case(
      "replaceStack of nothing with nothing", stack([]), .replaceStack([]), stack([]), events: []),
    Case(
      "replaceStack reordering the same entries", stack([list, d3]), .replaceStack([d3, list]),
      stack([d3, list]),
      events: [.replaced(removed: [list, d3], inserted: [d3, list], router: r1)]),
    Case(
      "replaceStack with equal routes under new ids", stack([list]),
      .replaceStack([Entry(id: "list-2", route: .list)]),
      stack([Entry(id: "list-2", route: .list)]),
      events: [
        .replaced(removed: [list], inserted: [Entry(id: "list-2", route: .list)], router: r1)
      ]),
    Case(
      "replaceStack keeps the root", sheetStack([list]), .replaceStack([d3]), sheetStack([d3]),
      events: [.replaced(removed: [list], inserted: [d3], router: r2)]),
    Case("replaceStack of a bare router with nothing", bare, .replaceStack([]), bare, events: []),
    Case(
      "replaceStack of a bare router with screens", bare, .replaceStack([list]),
      refused: .bareRouterHasNoStack(r2)),
  ]

  @Test(arguments: replaceStackCases)
  func replaceStack(_ row: Case) {
    row.check()
  }

  static let replaceCurrentCases: [Case] = [
    Case(
      "replaceCurrent swaps the pushed top, keeping its id", stack([list, d3]),
      .replaceCurrent(.profile), stack([list, Entry(id: "d3", route: .profile)]),
      events: [
        .replaced(removed: [d3], inserted: [Entry(id: "d3", route: .profile)], router: r1)
      ]),
    Case(
      "replaceCurrent keeps the transition", stack([zoomedDetail5]), .replaceCurrent(.settings),
      stack([Entry(id: "zoomed", route: .settings, transition: .zoom(sourceID: "card"))]),
      events: [
        .replaced(
          removed: [zoomedDetail5],
          inserted: [Entry(id: "zoomed", route: .settings, transition: .zoom(sourceID: "card"))],
          router: r1)
      ]),
    Case(
      "replaceCurrent on an empty path swaps the root", stack([]), .replaceCurrent(.settings),
      State(id: r1, root: Entry(id: "home", route: .settings)),
      events: [
        .replaced(removed: [home], inserted: [Entry(id: "home", route: .settings)], router: r1)
      ]),
    Case(
      "replaceCurrent on a root router may change ownership", stack([]),
      .replaceCurrent(.workspace), State(id: r1, root: Entry(id: "home", route: .workspace)),
      events: [
        .replaced(removed: [home], inserted: [Entry(id: "home", route: .workspace)], router: r1)
      ]),
    Case(
      "replaceCurrent on a presented root keeps the presentation", sheetStack(),
      .replaceCurrent(.profile),
      State(id: r2, root: Entry(id: "settings", route: .profile), presentation: sheet),
      events: [
        .replaced(
          removed: [settings], inserted: [Entry(id: "settings", route: .profile)], router: r2)
      ]),
    Case(
      "replaceCurrent of a pushed top above a presented root", sheetStack([list]),
      .replaceCurrent(.workspace), sheetStack([Entry(id: "list", route: .workspace)]),
      events: [
        .replaced(removed: [list], inserted: [Entry(id: "list", route: .workspace)], router: r2)
      ]),
    Case(
      "replaceCurrent of a presented root by a route that owns its navigation", sheetStack(),
      .replaceCurrent(.workspace), refused: .navigationOwnershipMismatch("settings")),
    Case(
      "replaceCurrent of a bare root by a route with a stack", bare, .replaceCurrent(.settings),
      refused: .navigationOwnershipMismatch("ws")),
  ]

  @Test(arguments: replaceCurrentCases)
  func replaceCurrent(_ row: Case) {
    row.check()
  }

  static let replaceLastCases: [Case] = [
    Case(
      "replaceLast 1 of 3", stack([list, d3, d4]), .replaceLast(count: 1, with: d7),
      stack([list, d3, d7]), events: [.replaced(removed: [d4], inserted: [d7], router: r1)]),
    Case(
      "replaceLast 2 of 3", stack([list, d3, d4]), .replaceLast(count: 2, with: d7),
      stack([list, d7]), events: [.replaced(removed: [d3, d4], inserted: [d7], router: r1)]),
    Case(
      "replaceLast 3 of 3", stack([list, d3, d4]), .replaceLast(count: 3, with: d7),
      stack([d7]), events: [.replaced(removed: [list, d3, d4], inserted: [d7], router: r1)]),
    Case(
      "replaceLast 5 of 3 stops at the root", stack([list, d3, d4]),
      .replaceLast(count: 5, with: d7), stack([d7]),
      events: [.replaced(removed: [list, d3, d4], inserted: [d7], router: r1)]),
    Case(
      "replaceLast Int.max stops at the root", stack([list, d3, d4]),
      .replaceLast(count: .max, with: d7), stack([d7]),
      events: [.replaced(removed: [list, d3, d4], inserted: [d7], router: r1)]),
    Case(
      "replaceLast 0 only pushes", stack([list, d3, d4]), .replaceLast(count: 0, with: d7),
      stack([list, d3, d4, d7]), events: [.replaced(removed: [], inserted: [d7], router: r1)]),
    Case(
      "replaceLast -2 only pushes", stack([list, d3, d4]), .replaceLast(count: -2, with: d7),
      stack([list, d3, d4, d7]), events: [.replaced(removed: [], inserted: [d7], router: r1)]),
    Case(
      "replaceLast on an empty stack", stack([]), .replaceLast(count: 1, with: d7), stack([d7]),
      events: [.replaced(removed: [], inserted: [d7], router: r1)]),
    Case(
      "replaceLast keeps a presented root", sheetStack([list]), .replaceLast(count: 1, with: d7),
      sheetStack([d7]), events: [.replaced(removed: [list], inserted: [d7], router: r2)]),
    Case(
      "replaceLast on a bare router", bare, .replaceLast(count: 1, with: d7),
      refused: .bareRouterHasNoStack(r2)),
    Case(
      "replaceLast 0 on a bare router", bare, .replaceLast(count: 0, with: d7),
      refused: .bareRouterHasNoStack(r2)),
  ]

  @Test(arguments: replaceLastCases)
  func replaceLast(_ row: Case) {
    row.check()
  }

  /// `NavigationEvent`: "A command that changes nothing emits nothing." These actions leave
  /// the slice exactly as it was.
  static let noChangeCases: [Case] = [
    Case(
      "replaceCurrent of the top by the same route", stack([list, d3]),
      .replaceCurrent(.detail(3)), stack([list, d3]), events: []),
    Case(
      "replaceCurrent of the root by the same route", stack([]), .replaceCurrent(.home),
      stack([]), events: []),
    Case(
      "replaceCurrent of a bare root by the same route", bare, .replaceCurrent(.workspace),
      bare, events: []),
    Case(
      "replaceLast 1 by the entry on top", stack([list, d3]), .replaceLast(count: 1, with: d3),
      stack([list, d3]), events: []),
  ]

  @Test(arguments: noChangeCases)
  func changingNothingEmitsNothing(_ row: Case) {
    row.check()
  }
}
