import Testing

@testable import Itinerary

/// Ids that arrive from outside move the tree's id counter past them; one too large to count
/// past is refused with a typed error and changes nothing.
@MainActor
@Suite("Arriving ids")
struct ArrivingIDTests {
  private nonisolated static let largest = EntryID.largestGenerated

  /// A command that brings in ids from outside, named for the table.
  struct Arrival: CustomTestStringConvertible, Sendable {
    let name: String
    let command: NavigationCommand<TestRoute>
    var testDescription: String { name }
  }

  private nonisolated static func entry(_ value: UInt64) -> Entry<TestRoute> {
    Entry(id: EntryID(generated: value), route: .detail(1))
  }

  nonisolated static let tooLarge: [Arrival] = [
    Arrival(
      name: "a pushed screen's id",
      command:
        NavigationCommand(.stack(.push(entry(largest + 1))))
    ),
    Arrival(
      name: "the largest screen id",
      command:
        NavigationCommand(.stack(.push(entry(.max))))
    ),
    Arrival(
      name: "a presented router's id",
      command:
        NavigationCommand(
          .present(entry(5), Presentation(style: .sheet), router: RouterID(rawValue: .max)))
    ),
    Arrival(
      name: "a presented screen's id",
      command:
        NavigationCommand(
          .present(entry(.max), Presentation(style: .sheet), router: RouterID(rawValue: 9)))
    ),
    Arrival(
      name: "a modal's id",
      command:
        NavigationCommand(
          .modal(.show([OverlayModal(id: EntryID(generated: .max), route: .settings)])))
    ),
  ]

  @Test(arguments: tooLarge)
  func anIdTooLargeToCountPastIsRefusedAndChangesNothing(_ arrival: Arrival) throws {
    let router = Router<TestRoute>(root: .home)
    let before = router.hierarchy
    let counter = router.store.lastID

    #expect(throws: NavigationError.self) { try router.perform(arrival.command) }

    #expect(router.hierarchy == before)
    #expect(router.store.lastID == counter)
    try router.push(.detail(2))
    #expect(router.path.count == 1)
  }

  @Test func theLargestAcceptedIdMovesTheCounterAndTheNextIdsAreFresh() throws {
    let router = Router<TestRoute>(root: .home)
    try router.perform(NavigationCommand(.stack(.push(Self.entry(Self.largest)))))
    try router.push(.detail(2))
    try router.push(.detail(3))

    #expect(
      router.path.map(\.id.description) == [
        "#\(Self.largest)", "#\(Self.largest + 1)",
        "#\(Self.largest + 2)",
      ])
  }

  @Test func theRefusalNamesTheId() {
    #expect(
      NavigationError.idOutOfRange("#18446744073709551615").description
        == "Id #18446744073709551615 is too large: a generated id that comes from outside "
        + "must be at most 9223372036854775807.")
  }
}
