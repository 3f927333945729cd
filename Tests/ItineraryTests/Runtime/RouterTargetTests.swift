import Testing

@testable import Itinerary

/// Which router a target names (`resolve`), then each verb issued with a target, read as
/// start, command, expected printout of the whole hierarchy.
@MainActor
@Suite("Router navigation targets")
struct RouterTargetTests {
  typealias Step = RouterCase.Step
  typealias Case = RouterCase

  /// A root router and three modals above it: a sheet, a cover on the sheet, a sheet on the
  /// cover.
  @MainActor
  private struct Chain {
    let root: Router<TestRoute>
    let first: Router<TestRoute>
    let second: Router<TestRoute>
    let third: Router<TestRoute>

    init() throws {
      root = Router(root: .home)
      try root.presentSheet(.settings)
      first = try #require(root.child)
      try first.presentCover(.profile)
      second = try #require(first.child)
      try second.presentSheet(.list)
      third = try #require(second.child)
    }

    var routers: [Router<TestRoute>] { [root, first, second, third] }
  }

  // MARK: Resolution

  @Test func targetsFromTheRoot() throws {
    let chain = try Chain()

    #expect(try chain.root.resolve(.current) === chain.root)
    #expect(try chain.root.resolve(.child) === chain.first)
    #expect(try chain.root.resolve(.root) === chain.root)
    #expect(try chain.root.resolve(.deepest) === chain.third)
  }

  @Test func targetsFromTheFirstModal() throws {
    let chain = try Chain()

    #expect(try chain.first.resolve(.current) === chain.first)
    #expect(try chain.first.resolve(.parent) === chain.root)
    #expect(try chain.first.resolve(.child) === chain.second)
    #expect(try chain.first.resolve(.root) === chain.root)
    #expect(try chain.first.resolve(.deepest) === chain.third)
  }

  @Test func targetsFromTheSecondModal() throws {
    let chain = try Chain()

    #expect(try chain.second.resolve(.current) === chain.second)
    #expect(try chain.second.resolve(.parent) === chain.first)
    #expect(try chain.second.resolve(.child) === chain.third)
    #expect(try chain.second.resolve(.root) === chain.root)
    #expect(try chain.second.resolve(.deepest) === chain.third)
  }

  @Test func targetsFromTheDeepestModal() throws {
    let chain = try Chain()

    #expect(try chain.third.resolve(.current) === chain.third)
    #expect(try chain.third.resolve(.parent) === chain.second)
    #expect(try chain.third.resolve(.root) === chain.root)
    #expect(try chain.third.resolve(.deepest) === chain.third)
  }

  @Test func parentOfTheRootIsUnavailable() throws {
    let chain = try Chain()

    #expect(throws: NavigationError.targetUnavailable(.parent, from: chain.root.id)) {
      try chain.root.resolve(.parent)
    }
  }

  @Test func childOfTheDeepestRouterIsUnavailable() throws {
    let chain = try Chain()

    #expect(throws: NavigationError.targetUnavailable(.child, from: chain.third.id)) {
      try chain.third.resolve(.child)
    }
  }

  @Test func targetsOnALoneRouter() throws {
    let router = Router<TestRoute>(root: .home)

    #expect(try router.resolve(.current) === router)
    #expect(try router.resolve(.root) === router)
    #expect(try router.resolve(.deepest) === router)
    #expect(throws: NavigationError.targetUnavailable(.child, from: router.id)) {
      try router.resolve(.child)
    }
  }

  // MARK: Verbs with targets

  /// The `Chain` as a start: a sheet (r4) on the root, a cover (r6) on the sheet, a sheet (r8)
  /// on the cover, `chainShown`.
  nonisolated static let chain: Step = { router throws(NavigationError) in
    try router.presentSheet(.settings)
    try router.presented(1).presentCover(.profile)
    try router.presented(2).presentSheet(.list)
  }

  /// The printout of `chain`, one line a screen or presentation.
  nonisolated static let chainLines = [
    "router r1",
    "  root #2 home",
    "  sheet r4",
    "    root #3 settings",
    "    cover r6 [dismiss: leading]",
    "      root #5 profile",
    "      sheet r8",
    "        root #7 list",
  ]

  nonisolated static let chainShown = chainLines.joined(separator: "\n")

  /// `chainShown` with `line` pushed on the router at `level`: after that level's root.
  nonisolated static func chainShown(pushing line: String, onLevel level: Int) -> String {
    var lines = chainLines
    let rootLine = 1 + 2 * level
    lines.insert(String(repeating: "  ", count: level + 1) + line, at: rootLine + 1)
    return lines.joined(separator: "\n")
  }

  /// `chainShown` up to and with `level`: the levels above it dismissed.
  nonisolated static func chainShown(upTo level: Int) -> String {
    chainLines.prefix(2 + 2 * level).joined(separator: "\n")
  }

  /// A push of `route` issued on the router at `level` of the chain toward `target`, which
  /// lands on the router at `landing`.
  nonisolated static func push(
    _ route: TestRoute, from level: Int, toward target: NavigationTarget, landsOn landing: Int
  ) -> Case {
    Case(
      "push from level \(level) toward \(target)", chain,
      { router throws(NavigationError) in
        try router.presented(level).push(route, target: target)
      },
      .shows(chainShown(pushing: "push #9 \(route)", onLevel: landing)))
  }

  nonisolated static let pushCases: [Case] = [
    push(.detail(1), from: 0, toward: .current, landsOn: 0),
    push(.detail(1), from: 0, toward: .child, landsOn: 1),
    push(.detail(1), from: 0, toward: .root, landsOn: 0),
    push(.detail(1), from: 0, toward: .deepest, landsOn: 3),
    push(.detail(2), from: 2, toward: .current, landsOn: 2),
    push(.detail(2), from: 2, toward: .parent, landsOn: 1),
    push(.detail(2), from: 2, toward: .child, landsOn: 3),
    push(.detail(2), from: 2, toward: .root, landsOn: 0),
    push(.detail(2), from: 2, toward: .deepest, landsOn: 3),
    push(.detail(3), from: 3, toward: .current, landsOn: 3),
    push(.detail(3), from: 3, toward: .parent, landsOn: 2),
    push(.detail(3), from: 3, toward: .root, landsOn: 0),
    push(.detail(3), from: 3, toward: .deepest, landsOn: 3),
  ]

  @Test(arguments: pushCases)
  func pushLandsOnTheTarget(_ row: Case) throws {
    try row.check()
  }

  nonisolated static let verbCases: [Case] = [
    Case(
      "presentSheet on the deepest stacks a modal", chain,
      { router throws(NavigationError) in try router.presentSheet(.profile, target: .deepest) },
      .shows(
        """
        router r1
          root #2 home
          sheet r4
            root #3 settings
            cover r6 [dismiss: leading]
              root #5 profile
              sheet r8
                root #7 list
                sheet r10
                  root #9 profile
        """)),
    Case(
      "present on the parent replaces the current modal", chain,
      { router throws(NavigationError) in
        try router.presented(3).presentCover(.detail(4), target: .parent)
      },
      .shows(
        """
        router r1
          root #2 home
          sheet r4
            root #3 settings
            cover r6 [dismiss: leading]
              root #5 profile
              cover r10 [dismiss: leading]
                root #9 detail(4)
        """)),
    Case(
      "dismiss the child from the root", chain,
      { router throws(NavigationError) in try router.dismiss(target: .child) },
      .shows(chainShown(upTo: 0))),
    Case(
      "dismiss the deepest from the root", chain,
      { router throws(NavigationError) in try router.dismiss(target: .deepest) },
      .shows(chainShown(upTo: 2))),
    Case(
      "dismiss the parent from the deepest", chain,
      { router throws(NavigationError) in try router.presented(3).dismiss(target: .parent) },
      .shows(chainShown(upTo: 1))),
    Case(
      "dismissChild of the root from the deepest", chain,
      { router throws(NavigationError) in try router.presented(3).dismissChild(target: .root) },
      .shows(chainShown(upTo: 0))),
    Case(
      "popToRoot of the parent from a modal",
      { router throws(NavigationError) in
        try chain(router)
        try router.presented(1).push(.list)
        try router.presented(1).push(.detail(1))
      },
      { router throws(NavigationError) in try router.presented(2).popToRoot(target: .parent) },
      .shows(chainShown)),
    Case(
      "replace on the root from the deepest", chain,
      { router throws(NavigationError) in
        try router.presented(3).replace(with: .profile, target: .root)
      },
      .shows(
        """
        router r1
          root #2 profile
          sheet r4
            root #3 settings
            cover r6 [dismiss: leading]
              root #5 profile
              sheet r8
                root #7 list
        """)),
    Case(
      "deepest follows the tree after each command", chain,
      { router throws(NavigationError) in
        try router.dismiss(target: .deepest)
        try router.push(.detail(1), target: .deepest)
      },
      .shows(chainShown(upTo: 2) + "\n      push #9 detail(1)")),
  ]

  @Test(arguments: verbCases)
  func verbWithATarget(_ row: Case) throws {
    try row.check()
  }

  // MARK: Unavailable targets

  /// A verb issued on the router at `level` of the chain toward a router that does not exist.
  nonisolated static func unavailable(
    _ verb: String, from level: Int, _ target: NavigationTarget, of id: RouterID,
    _ command: @escaping @MainActor @Sendable (Router<TestRoute>) throws(NavigationError) -> Void
  ) -> Case {
    Case(
      "\(verb) toward the \(target) of \(id)", chain,
      { router throws(NavigationError) in try command(router.presented(level)) },
      .refused(.targetUnavailable(target, from: id)))
  }

  nonisolated static let unavailableCases: [Case] = [
    // The parent of the root.
    unavailable("push", from: 0, .parent, of: r1) { router throws(NavigationError) in
      try router.push(.list, target: .parent)
    },
    unavailable("pop", from: 0, .parent, of: r1) { router throws(NavigationError) in
      try router.pop(target: .parent)
    },
    unavailable("popToRoot", from: 0, .parent, of: r1) { router throws(NavigationError) in
      try router.popToRoot(target: .parent)
    },
    unavailable("replace", from: 0, .parent, of: r1) { router throws(NavigationError) in
      try router.replace(with: .list, target: .parent)
    },
    unavailable("replaceStack", from: 0, .parent, of: r1) { router throws(NavigationError) in
      try router.replaceStack(with: [.list], target: .parent)
    },
    unavailable("presentSheet", from: 0, .parent, of: r1) { router throws(NavigationError) in
      try router.presentSheet(.list, target: .parent)
    },
    unavailable("dismissChild", from: 0, .parent, of: r1) { router throws(NavigationError) in
      try router.dismissChild(target: .parent)
    },
    unavailable("dismiss", from: 0, .parent, of: r1) { router throws(NavigationError) in
      try router.dismiss(target: .parent)
    },
    // The child of the deepest router, which presents nothing.
    unavailable("push", from: 3, .child, of: r8) { router throws(NavigationError) in
      try router.push(.list, target: .child)
    },
    unavailable("pop", from: 3, .child, of: r8) { router throws(NavigationError) in
      try router.pop(target: .child)
    },
    unavailable("presentCover", from: 3, .child, of: r8) { router throws(NavigationError) in
      try router.presentCover(.list, target: .child)
    },
    unavailable("dismiss", from: 3, .child, of: r8) { router throws(NavigationError) in
      try router.dismiss(target: .child)
    },
    unavailable("dismissOrPopToRoot", from: 3, .child, of: r8) { router throws(NavigationError) in
      try router.dismissOrPopToRoot(target: .child)
    },
    Case(
      "push toward the child of a lone router",
      { router throws(NavigationError) in try router.push(.list) },
      { router throws(NavigationError) in try router.push(.detail(1), target: .child) },
      .refused(.targetUnavailable(.child, from: r1))),
  ]

  @Test(arguments: unavailableCases)
  func unavailableTarget(_ row: Case) throws {
    try row.check()
  }
}
