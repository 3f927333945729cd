import Itinerary
import ItineraryRendering
import Testing

/// The closure screens a tree and a lane still use: found wherever a route can be, and kept
/// while the screen has not caught up with the tree.
@MainActor
@Suite("Closure screen ids in use")
struct ClosureScreenIDsTests {
  struct PlaceRow: Sendable, CustomStringConvertible {
    let description: String
    /// Puts a route carrying the id somewhere in the router's tree.
    let place: @MainActor @Sendable (Router<ScreenRoute>, ClosureScreenID) throws -> Void
  }

  @Test(arguments: [
    PlaceRow(description: "the root") { router, id in try router.replace(with: .view(id)) },
    PlaceRow(description: "a pushed screen") { router, id in try router.push(.view(id)) },
    PlaceRow(description: "a sheet's root") { router, id in try router.presentSheet(.view(id)) },
    PlaceRow(description: "a screen pushed in a sheet") { router, id in
      try router.presentSheet(.settings)
      try router.child?.push(.view(id))
    },
    PlaceRow(description: "an overlay modal") { router, id in try router.showModal(.view(id)) },
    PlaceRow(description: "an in-place transition") { router, id in
      try router.showTransition(.view(id))
    },
    PlaceRow(description: "the screen queue") { router, id in
      try router.enqueue([Screen(.view(id))])
    },
    PlaceRow(description: "the transition queue") { router, id in
      try router.enqueueTransitions([TransitionEntry(id: "queued", route: .view(id))])
    },
  ])
  func aClosureScreenIsFoundWhereverItsRouteIs(_ row: PlaceRow) throws {
    let router = Router<ScreenRoute>(root: .home)
    try router.push(.list)
    let id = ClosureScreenID(rawValue: 7)

    try row.place(router, id)

    #expect(tree(of: router).closureScreenIDs == [id])
  }

  @Test func aTreeWithoutClosureScreensUsesNone() throws {
    let router = Router<ScreenRoute>(root: .home)
    try router.push(.list)
    try router.presentSheet(.settings)

    #expect(tree(of: router).closureScreenIDs.isEmpty)
  }

  @Test func theLaneKeepsTheScreensTheScreenStillShowsAndTheTreeAlreadyHas() throws {
    let (router, _, transactions) = makeRenderedRouter(completesAtOnce: false)
    let screens = ClosureScreens<String>()
    let leaving = screens.register("leaving")
    let arriving = screens.register("arriving")
    _ = screens.register("never shown")
    try router.push(.view(leaving))
    try router.pop()
    try router.push(.view(arriving))
    #expect(router.lane.displayed?.closureScreenIDs == [leaving])
    #expect(router.lane.tree?.closureScreenIDs == [arriving])

    screens.keep(only: router.lane.closureScreenIDsInUse)

    #expect(screens.registeredIDs == [leaving, arriving])
    while transactions.releaseOldest() {}
    #expect(router.lane.isIdle)
    screens.keep(only: router.lane.closureScreenIDsInUse)
    #expect(screens.registeredIDs == [arriving])
    #expect(screens.content(for: arriving) == "arriving")
  }
}
