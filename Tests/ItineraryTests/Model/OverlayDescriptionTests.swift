import Testing

@testable import Itinerary

/// The exact printouts of what a hierarchy holds over and beside its screens: modals, alerts,
/// queued screens and in-place content.
@Suite("Overlay description")
struct OverlayDescriptionTests {
  typealias Hierarchy = NavigationHierarchy<TestRoute>
  typealias State = RouterState<TestRoute>

  static func router(_ value: UInt64) -> RouterID {
    RouterID(rawValue: value)
  }

  static func entry(
    _ value: UInt64, _ route: TestRoute, inPlaceTransitions: [TransitionEntry<TestRoute>] = []
  ) -> Entry<TestRoute> {
    Entry(id: EntryID(generated: value), route: route, inPlaceTransitions: inPlaceTransitions)
  }

  static func request(
    _ entry: Entry<TestRoute>, _ style: ScreenStyle, router value: UInt64
  ) -> ScreenRequest<TestRoute> {
    ScreenRequest(entry: entry, style: style, router: router(value))
  }

  /// One row: a hierarchy and its printout.
  struct Case: CustomStringConvertible, Sendable {
    let description: String
    let hierarchy: Hierarchy
    let printout: String
  }

  static let cases: [Case] = [
    Case(
      description: "modals, the last on top printed last",
      hierarchy: Hierarchy(
        root: State(
          id: router(1), root: entry(1, .home),
          modals: [
            OverlayModal(id: "toast", route: .settings),
            OverlayModal(id: EntryID(generated: 2), route: .detail(2), style: .bottom),
          ])),
      printout: """
        router r1
          root #1 home
          modal toast settings
          modal #2 detail(2)
        """),
    Case(
      description: "the showing alert, then the queued ones",
      hierarchy: Hierarchy(
        root: State(
          id: router(1), root: entry(1, .home),
          alerts: [
            AlertState(id: "a1", title: "Delete?", buttons: [AlertButton("Delete")]),
            AlertState(id: "a2", style: .confirmationDialog, title: "Saved", message: "Done."),
            AlertState(id: EntryID(generated: 3), title: "Offline"),
          ])),
      printout: """
        router r1
          root #1 home
          alert a1 "Delete?"
          queued alert a2 "Saved"
          queued alert #3 "Offline"
        """),
    Case(
      description: "queued screens: pushes, sheets and covers",
      hierarchy: Hierarchy(
        root: State(
          id: router(1), root: entry(1, .home),
          screenQueue: [
            request(entry(2, .detail(2)), .push, router: 3),
            request(
              Entry(id: "zoomed", route: .detail(4), transition: .zoom(sourceID: "card")), .push,
              router: 5),
            request(entry(6, .settings), .sheet, router: 7),
            request(entry(8, .profile), .fullScreenCover, router: 9),
          ])),
      printout: """
        router r1
          root #1 home
          queued push #2 detail(2)
          queued push zoomed detail(4) (zoom(sourceID: "card"))
          queued sheet #6 settings
          queued cover #8 profile
        """),
    Case(
      description: "queued in-place content",
      hierarchy: Hierarchy(
        root: State(
          id: router(1), root: entry(1, .home),
          transitionQueue: [
            TransitionEntry(id: "q1", route: .list),
            TransitionEntry(id: EntryID(generated: 2), route: .detail(2), edge: .bottom),
          ])),
      printout: """
        router r1
          root #1 home
          queued in place q1 list
          queued in place #2 detail(2)
        """),
    Case(
      description: "in-place content nested under its screen",
      hierarchy: Hierarchy(
        root: State(
          id: router(1),
          root: entry(1, .home, inPlaceTransitions: [TransitionEntry(id: "t1", route: .detail(1))]),
          path: [
            entry(2, .list),
            entry(
              3, .profile,
              inPlaceTransitions: [
                TransitionEntry(id: "t2", route: .settings, edge: .bottom),
                TransitionEntry(id: "t3", route: .detail(3), edge: .leading, allowsSwipeBack: true),
              ]),
          ])),
      printout: """
        router r1
          root #1 home
            in place t1 detail(1) (trailing)
          push #2 list
          push #3 profile
            in place t2 settings (bottom)
            in place t3 detail(3) (leading)
        """),
    Case(
      description: "each level prints its overlays before the level above it",
      hierarchy: Hierarchy(checkedLevels: [
        State(
          id: router(1), root: entry(1, .home),
          path: [
            entry(2, .list, inPlaceTransitions: [TransitionEntry(id: "t1", route: .detail(1))])
          ],
          screenQueue: [request(entry(5, .detail(5)), .push, router: 6)],
          transitionQueue: [TransitionEntry(id: "q1", route: .profile, edge: .top)],
          modals: [OverlayModal(id: "toast", route: .settings)],
          alerts: [
            AlertState(id: "a1", title: "Delete?"), AlertState(id: "a2", title: "Saved"),
          ]),
        State(
          id: router(3), root: entry(4, .settings), presentation: Presentation(style: .sheet),
          modals: [OverlayModal(id: "m2", route: .profile, style: .centered)],
          alerts: [AlertState(id: "a3", title: "On the sheet")]),
      ]),
      printout: """
        router r1
          root #1 home
          push #2 list
            in place t1 detail(1) (trailing)
          modal toast settings
          alert a1 "Delete?"
          queued alert a2 "Saved"
          queued push #5 detail(5)
          queued in place q1 profile
          sheet r3
            root #4 settings
            modal m2 profile
            alert a3 "On the sheet"
        """),
  ]

  @Test(arguments: cases)
  func printout(_ row: Case) {
    #expect(row.hierarchy.description == row.printout)
  }

  @MainActor
  @Test func aRoutersHierarchyPrintsWhatItsVerbsAdded() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list, id: "list")
    try router.showTransition(.detail(1), edge: .bottom, id: "t1")
    try router.showModal(.settings, id: "toast")
    try router.showAlert(title: "Delete?", id: "a1")
    try router.showAlert(title: "Saved", id: "a2")
    try router.enqueue([
      Screen(.detail(5), id: "next"), Screen(.settings, style: .sheet, id: "later"),
    ])
    try router.enqueueTransitions([TransitionEntry(id: "q1", route: .profile)])
    try router.presentCover(.profile, id: "cover")
    let cover = try #require(router.child)
    try cover.showModal(.detail(9), style: .bottom, id: "cover-toast")

    #expect(
      router.hierarchy.description == """
        router \(router.id)
          root \(router.root.id) home
          push list list
            in place t1 detail(1) (bottom)
          modal toast settings
          alert a1 "Delete?"
          queued alert a2 "Saved"
          queued push next detail(5)
          queued sheet later settings
          queued in place q1 profile
          cover \(cover.id) [dismiss: leading]
            root cover profile
            modal cover-toast detail(9)
        """)

    try router.dismissAlert(id: "a1")
    try router.dismissAllModals()
    try router.dismissChild()
    try router.dismissAllTransitions()
    #expect(
      router.hierarchy.description == """
        router \(router.id)
          root \(router.root.id) home
          push list list
          alert a2 "Saved"
          queued push next detail(5)
          queued sheet later settings
          queued in place q1 profile
        """)
  }
}
