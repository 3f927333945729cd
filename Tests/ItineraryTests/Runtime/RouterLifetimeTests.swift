import Testing

@testable import Itinerary

@MainActor
@Suite("Router lifetimes")
struct RouterLifetimeTests {
  @Test func presentingCreatesAChildRouterThatTheParentKeeps() throws {
    let router = Router<TestRoute>(root: .home)
    #expect(router.child == nil)

    try router.presentSheet(.settings)

    weak let child = router.child
    #expect(child != nil)
    #expect(child?.parent === router)
  }

  @Test func dismissChildReleasesTheChildRouter() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    weak let child = router.child
    #expect(child != nil)

    try router.dismissChild()

    #expect(child == nil)
  }

  @Test func dismissFromInsideReleasesTheChildRouter() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentCover(.settings)
    weak let child = router.child

    try child?.dismiss()

    #expect(child == nil)
    #expect(router.child == nil)
  }

  @Test func dismissAllFromRootReleasesANestedChain() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    try router.presentCover(.profile, target: .deepest)
    try router.presentSheet(.list, target: .deepest)
    try router.push(.detail(1), target: .deepest)
    weak let first = router.child
    weak let second = router.child?.child
    weak let third = router.child?.child?.child
    #expect(first != nil && second != nil && third != nil)

    try router.dismissAllFromRoot()

    #expect(first == nil)
    #expect(second == nil)
    #expect(third == nil)
  }

  @Test func dismissAllFromRootIssuedOnTheDeepestRouterReleasesIt() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    try router.presentSheet(.profile, target: .deepest)
    weak let deepest = router.deepestRouter
    #expect(deepest?.level == 2)

    try deepest?.dismissAllFromRoot()

    #expect(deepest == nil)
    #expect(router.child == nil)
  }

  @Test func aReplacedPresentationIsReleased() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    try router.child?.presentCover(.profile)
    weak let old = router.child
    weak let oldChild = router.child?.child

    try router.presentSheet(.list)

    #expect(old == nil)
    #expect(oldChild == nil)
    #expect(router.child?.rootDestination == .list)
  }

  @Test func dismissingByIDReleasesTheDismissedRouters() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings, id: "settings")
    try router.presentCover(.profile, target: .deepest)
    weak let sheet = router.child
    weak let cover = router.child?.child

    try router.dismissScreen(id: "settings")

    #expect(sheet == nil)
    #expect(cover == nil)
  }

  @Test func dismissingTheTopModalKeepsTheOnesBelowAlive() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    try router.presentCover(.profile, target: .deepest)
    weak let sheet = router.child
    weak let cover = router.child?.child

    try router.dismissLastPresentation()

    #expect(cover == nil)
    #expect(sheet != nil)
    #expect(sheet === router.child)
  }

  @Test func replacingAModalsContentKeepsItsRouterAlive() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    weak let sheet = router.child

    try router.replace(with: .profile, target: .child)

    #expect(sheet != nil)
    #expect(sheet === router.child)
  }

  @Test func aDismissedRouterHeldElsewhereStaysDetached() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    try router.child?.presentCover(.profile)
    let sheet = try #require(router.child)
    weak let cover = sheet.child

    try router.dismissChild()

    #expect(!sheet.isAttached)
    #expect(sheet.parent == nil)
    #expect(sheet.child == nil)
    #expect(cover == nil)
  }

  @Test func aRootRouterIsReleasedWithItsWholeChain() throws {
    var router: Router<TestRoute>? = Router(root: .home)
    try router?.presentSheet(.settings)
    try router?.presentCover(.profile, target: .deepest)
    weak let root = router
    weak let deepest = router?.deepestRouter
    #expect(deepest?.level == 2)

    router = nil

    #expect(root == nil)
    #expect(deepest == nil)
  }
}
