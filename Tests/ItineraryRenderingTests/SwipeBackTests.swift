import Itinerary
import ItineraryRendering
import Testing

/// The swipe back of in-place content: how far a drag moves it back towards its edge, and
/// whether letting go dismisses it.
@Suite("SwipeBack")
struct SwipeBackTests {
  struct DistanceRow: Sendable, CustomStringConvertible {
    let description: String
    let edge: TransitionEdge
    let width: Double
    let height: Double
    let distance: Double
    let offset: (x: Double, y: Double)
  }

  @Test(arguments: [
    DistanceRow(
      description: "from trailing, dragged right", edge: .trailing, width: 120, height: 30,
      distance: 120, offset: (120, 0)),
    DistanceRow(
      description: "from trailing, dragged left stays put", edge: .trailing, width: -80,
      height: 0, distance: 0, offset: (0, 0)),
    DistanceRow(
      description: "from leading, dragged left", edge: .leading, width: -90, height: 0,
      distance: 90, offset: (-90, 0)),
    DistanceRow(
      description: "from bottom, dragged down", edge: .bottom, width: 50, height: 200,
      distance: 200, offset: (0, 200)),
    DistanceRow(
      description: "from top, dragged up", edge: .top, width: 0, height: -60, distance: 60,
      offset: (0, -60)),
    DistanceRow(
      description: "from top, dragged down stays put", edge: .top, width: 0, height: 60,
      distance: 0, offset: (0, 0)),
    DistanceRow(
      description: "past its length stops at its length", edge: .trailing, width: 900,
      height: 0, distance: 400, offset: (400, 0)),
  ])
  func aDragMovesTheContentBackAlongItsEdgeOnly(_ row: DistanceRow) {
    let swipe = SwipeBack(edge: row.edge, extent: 400)

    let distance = swipe.distance(width: row.width, height: row.height)
    let offset = swipe.offset(distance: distance)

    #expect(distance == row.distance)
    #expect(offset.x == row.offset.x)
    #expect(offset.y == row.offset.y)
  }

  struct LetGoRow: Sendable, CustomStringConvertible {
    let description: String
    let edge: TransitionEdge
    let extent: Double
    let predictedWidth: Double
    let predictedHeight: Double
    let dismisses: Bool
  }

  @Test(arguments: [
    LetGoRow(
      description: "heading past half way", edge: .trailing, extent: 400, predictedWidth: 260,
      predictedHeight: 0, dismisses: true),
    LetGoRow(
      description: "heading for exactly half way", edge: .trailing, extent: 400,
      predictedWidth: 200, predictedHeight: 0, dismisses: true),
    LetGoRow(
      description: "short of half way", edge: .trailing, extent: 400, predictedWidth: 199,
      predictedHeight: 0, dismisses: false),
    LetGoRow(
      description: "flung the wrong way", edge: .trailing, extent: 400, predictedWidth: -900,
      predictedHeight: 0, dismisses: false),
    LetGoRow(
      description: "flung across the axis", edge: .bottom, extent: 800, predictedWidth: 900,
      predictedHeight: 100, dismisses: false),
    LetGoRow(
      description: "flung down from the bottom", edge: .bottom, extent: 800, predictedWidth: 0,
      predictedHeight: 500, dismisses: true),
    LetGoRow(
      description: "content of no length", edge: .leading, extent: 0, predictedWidth: -500,
      predictedHeight: 0, dismisses: false),
  ])
  func lettingGoDismissesPastHalfItsLength(_ row: LetGoRow) {
    let swipe = SwipeBack(edge: row.edge, extent: row.extent)

    #expect(
      swipe.dismisses(predictedWidth: row.predictedWidth, predictedHeight: row.predictedHeight)
        == row.dismisses)
  }

  @Test(arguments: [
    (TransitionEdge.leading, true), (.trailing, true), (.top, false), (.bottom, false),
  ])
  func leadingAndTrailingSwipeAlongTheWidth(_ edge: TransitionEdge, _ horizontal: Bool) {
    let swipe = SwipeBack(edge: edge, width: 390, height: 844)

    #expect(swipe.isHorizontal == horizontal)
    #expect(swipe.extent == (horizontal ? 390 : 844))
  }

  struct SwipeableRow: Sendable, CustomStringConvertible {
    let description: String
    /// Whether each in-place content allows swipe back, bottom first.
    let allows: [Bool]
    /// The index of the content that may be swiped back, if any.
    let swipeable: Int?
  }

  @Test(arguments: [
    SwipeableRow(description: "no content", allows: [], swipeable: nil),
    SwipeableRow(description: "the top allows it", allows: [false, true], swipeable: 1),
    SwipeableRow(description: "the top does not", allows: [true, false], swipeable: nil),
    SwipeableRow(description: "one that allows it", allows: [true], swipeable: 0),
  ])
  func onlyTheTopContentMaySwipeBack(_ row: SwipeableRow) {
    var entry = Entry<ScreenRoute>(id: "screen", route: .home)
    entry.inPlaceTransitions = row.allows.enumerated().map { index, allows in
      TransitionEntry(id: EntryID("t\(index)"), route: .detail(index), allowsSwipeBack: allows)
    }

    #expect(entry.swipeBackTransition?.id == row.swipeable.map { EntryID("t\($0)") })
  }

  struct ModuleRow: Sendable, CustomStringConvertible {
    let description: String
    /// The modules shown above the first, by id.
    let shown: [String]
    /// The id of the module that may be swiped back, if any.
    let swipeable: String?
  }

  @Test(arguments: [
    ModuleRow(description: "the first module alone", shown: [], swipeable: nil),
    ModuleRow(description: "an edge and swipe back", shown: ["sheetLike"], swipeable: "sheetLike"),
    ModuleRow(description: "swipe back without an edge", shown: ["fading"], swipeable: nil),
    ModuleRow(description: "an edge without swipe back", shown: ["plain"], swipeable: nil),
    ModuleRow(
      description: "covered by one that does not allow it", shown: ["sheetLike", "plain"],
      swipeable: nil),
  ])
  @MainActor
  func onlyTheModuleOnScreenAboveTheFirstMaySwipeBack(_ row: ModuleRow) throws {
    let first = Module<ScreenRoute>(
      id: "first", root: .home, transition: .trailing, allowsSwipeBack: true)
    let modules = try ModuleRouter(
      catalog: [
        first,
        Module(id: "sheetLike", root: .detail(1), transition: .bottom, allowsSwipeBack: true),
        Module(id: "fading", root: .detail(2), allowsSwipeBack: true),
        Module(id: "plain", root: .detail(3), transition: .trailing),
      ], initial: "first")
    for id in row.shown { try modules.showModule(id: id) }

    #expect(modules.swipeBackModule?.id == row.swipeable)
  }
}
