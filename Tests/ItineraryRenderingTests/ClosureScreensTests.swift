import Itinerary
import ItineraryRendering
import Testing

/// Closure screens: each registration gets a fresh id, its content comes back by id, and
/// `keep(only:)` forgets the rest.
@MainActor
@Suite("ClosureScreens")
struct ClosureScreensTests {
  @Test func registeredContentComesBackByID() {
    let screens = ClosureScreens<String>()

    let first = screens.register("first")
    let second = screens.register("second")

    #expect(first != second)
    #expect(screens.content(for: first) == "first")
    #expect(screens.content(for: second) == "second")
    #expect(screens.registeredIDs == [first, second])
  }

  @Test func anIDNeverRegisteredHasNoContent() {
    let screens = ClosureScreens<String>()
    _ = screens.register("first")

    #expect(screens.content(for: ClosureScreenID(rawValue: 99)) == nil)
  }

  @Test func keepOnlyForgetsTheScreensNoLongerInTheTree() {
    let screens = ClosureScreens<String>()
    let first = screens.register("first")
    let second = screens.register("second")
    let third = screens.register("third")

    screens.keep(only: [second, ClosureScreenID(rawValue: 99)])

    #expect(screens.content(for: first) == nil)
    #expect(screens.content(for: second) == "second")
    #expect(screens.content(for: third) == nil)
    #expect(screens.registeredIDs == [second])
  }

  @Test func idsAfterForgettingAreStillFresh() {
    let screens = ClosureScreens<String>()
    let first = screens.register("first")
    screens.keep(only: [])

    let next = screens.register("next")

    #expect(next != first)
    #expect(screens.content(for: first) == nil)
    #expect(screens.content(for: next) == "next")
  }

  @Test func anIDPrintsAsAClosureNumber() {
    #expect(ClosureScreenID(rawValue: 3).description == "closure 3")
  }

  @Test func screensPoppedFromTheTreeAreForgotten() throws {
    let screens = ClosureScreens<String>()
    let router = Router<ScreenRoute>(root: .home)
    let kept = screens.register("kept")
    let popped = screens.register("popped")
    try router.push(.view(kept))
    try router.push(.view(popped))
    try router.pop()

    screens.keep(only: tree(of: router).closureScreenIDs)

    #expect(screens.registeredIDs == [kept])
    #expect(screens.content(for: kept) == "kept")
    #expect(screens.content(for: popped) == nil)
  }
}
