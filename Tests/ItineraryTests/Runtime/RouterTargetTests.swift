import Testing

@testable import Itinerary

@MainActor
@Suite("Router navigation targets")
struct RouterTargetTests {
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

  @Test(arguments: [
    (NavigationTarget.current, 0), (.child, 1), (.root, 0), (.deepest, 3),
  ])
  func pushFromTheRootLandsOnTheTarget(target: NavigationTarget, level: Int) throws {
    let chain = try Chain()

    try chain.root.push(.detail(1), target: target)

    #expect(chain.routers.map(\.depth) == (0..<4).map { $0 == level ? 1 : 0 })
    #expect(chain.routers[level].currentDestination == .detail(1))
  }

  @Test(arguments: [
    (NavigationTarget.current, 2), (.parent, 1), (.child, 3), (.root, 0), (.deepest, 3),
  ])
  func pushFromTheSecondModalLandsOnTheTarget(target: NavigationTarget, level: Int) throws {
    let chain = try Chain()

    try chain.second.push(.detail(2), target: target)

    #expect(chain.routers.map(\.depth) == (0..<4).map { $0 == level ? 1 : 0 })
    #expect(chain.routers[level].lastPathIs(.detail(2)))
  }

  @Test(arguments: [
    (NavigationTarget.current, 3), (.parent, 2), (.root, 0), (.deepest, 3),
  ])
  func pushFromTheDeepestModalLandsOnTheTarget(target: NavigationTarget, level: Int) throws {
    let chain = try Chain()

    try chain.third.push(.detail(3), target: target)

    #expect(chain.routers.map(\.depth) == (0..<4).map { $0 == level ? 1 : 0 })
  }

  @Test func presentSheetOnTheDeepestStacksAModal() throws {
    let chain = try Chain()

    try chain.root.presentSheet(.profile, target: .deepest)

    let fourth = try #require(chain.third.child)
    #expect(fourth.rootDestination == .profile)
    #expect(fourth.level == 4)
    #expect(chain.root.hierarchy.levels.count == 5)
  }

  @Test func presentOnTheParentReplacesTheCurrentModal() throws {
    let chain = try Chain()

    try chain.third.presentCover(.detail(4), target: .parent)

    #expect(!chain.third.isAttached)
    #expect(chain.second.presentedCover?.rootDestination == .detail(4))
    #expect(
      chain.root.hierarchy.levels.map(\.root.route) == [.home, .settings, .profile, .detail(4)])
  }

  @Test func dismissTheChildFromTheRoot() throws {
    let chain = try Chain()

    try chain.root.dismiss(target: .child)

    #expect(chain.root.child == nil)
    #expect(!chain.first.isAttached)
  }

  @Test func dismissTheDeepestFromTheRoot() throws {
    let chain = try Chain()

    try chain.root.dismiss(target: .deepest)

    #expect(!chain.third.isAttached)
    #expect(chain.root.deepestRouter === chain.second)
  }

  @Test func dismissTheParentFromTheDeepest() throws {
    let chain = try Chain()

    try chain.third.dismiss(target: .parent)

    #expect(!chain.second.isAttached)
    #expect(!chain.third.isAttached)
    #expect(chain.root.deepestRouter === chain.first)
  }

  @Test func dismissChildOfTheRootFromTheDeepest() throws {
    let chain = try Chain()

    try chain.third.dismissChild(target: .root)

    #expect(chain.routers.map(\.isAttached) == [true, false, false, false])
    #expect(chain.root.hierarchy.levels.count == 1)
  }

  @Test func popToRootOfTheParentFromAModal() throws {
    let chain = try Chain()
    try chain.first.push(.list)
    try chain.first.push(.detail(1))

    try chain.second.popToRoot(target: .parent)

    #expect(chain.first.path.isEmpty)
    #expect(chain.second.isAttached)
  }

  @Test func replaceOnTheRootFromTheDeepest() throws {
    let chain = try Chain()

    try chain.third.replace(with: .profile, target: .root)

    #expect(chain.root.rootDestination == .profile)
    #expect(chain.third.rootDestination == .list)
  }

  @Test func deepestFollowsTheTreeAfterEachCommand() throws {
    let chain = try Chain()

    try chain.root.dismiss(target: .deepest)
    try chain.root.push(.detail(1), target: .deepest)

    #expect(chain.second.lastPathIs(.detail(1)))
    #expect(!chain.third.isAttached)
  }

  // MARK: Unavailable targets

  @Test func stackVerbsOnTheParentOfTheRootAreRefused() throws {
    let chain = try Chain()
    let before = chain.root.hierarchy
    let unavailable = NavigationError.targetUnavailable(.parent, from: chain.root.id)

    #expect(throws: unavailable) { try chain.root.push(.list, target: .parent) }
    #expect(throws: unavailable) { try chain.root.pop(target: .parent) }
    #expect(throws: unavailable) { try chain.root.popToRoot(target: .parent) }
    #expect(throws: unavailable) { try chain.root.replace(with: .list, target: .parent) }
    #expect(throws: unavailable) { try chain.root.replaceStack(with: [.list], target: .parent) }
    #expect(chain.root.hierarchy == before)
  }

  @Test func hierarchyVerbsOnTheParentOfTheRootAreRefused() throws {
    let chain = try Chain()
    let before = chain.root.hierarchy
    let unavailable = NavigationError.targetUnavailable(.parent, from: chain.root.id)

    #expect(throws: unavailable) { try chain.root.presentSheet(.list, target: .parent) }
    #expect(throws: unavailable) { try chain.root.dismissChild(target: .parent) }
    #expect(throws: unavailable) { try chain.root.dismiss(target: .parent) }
    #expect(chain.root.hierarchy == before)
    #expect(chain.routers.map(\.isAttached) == [true, true, true, true])
  }

  @Test func verbsOnTheChildOfARouterThatPresentsNothingAreRefused() throws {
    let chain = try Chain()
    let before = chain.root.hierarchy
    let unavailable = NavigationError.targetUnavailable(.child, from: chain.third.id)

    #expect(throws: unavailable) { try chain.third.push(.list, target: .child) }
    #expect(throws: unavailable) { try chain.third.pop(target: .child) }
    #expect(throws: unavailable) { try chain.third.presentCover(.list, target: .child) }
    #expect(throws: unavailable) { try chain.third.dismiss(target: .child) }
    #expect(throws: unavailable) { try chain.third.dismissOrPopToRoot(target: .child) }
    #expect(chain.root.hierarchy == before)
  }

  @Test func pushOnTheChildOfALoneRouterIsRefused() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list)
    let before = router.hierarchy

    #expect(throws: NavigationError.targetUnavailable(.child, from: router.id)) {
      try router.push(.detail(1), target: .child)
    }
    #expect(router.hierarchy == before)
  }
}
