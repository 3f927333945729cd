import Testing

@testable import Itinerary

/// `RouterState.apply(_:)` for overlay modals, read as start, action, expected.
@Suite("Modal rules")
struct ModalRulesTests {
  typealias State = RouterState<TestRoute>
  typealias Event = NavigationEvent<TestRoute>
  typealias Modal = OverlayModal<TestRoute>
  typealias Case = RouterStateCase<ModalAction<TestRoute>>

  static let a = Modal(id: "a", route: .settings)
  static let b = Modal(id: "b", route: .profile, style: .bottom)
  static let c = Modal(id: "c", route: .detail(3), style: .centered)
  static let d = Modal(id: "d", route: .detail(4))

  /// The root router r1 showing `home` with `list` pushed, and these modals.
  static func state(_ modals: [Modal]) -> State {
    State(id: r1, root: home, path: [list], modals: modals)
  }

  static let showCases: [Case] = [
    Case(
      "show one on none", [], .show([a]), [a], events: [.modalsShown([a], router: r1)]),
    Case(
      "show one on top of others", [a, b], .show([c]), [a, b, c],
      events: [.modalsShown([c], router: r1)]),
    Case(
      "show several at once, the last on top", [a], .show([b, c, d]), [a, b, c, d],
      events: [.modalsShown([b, c, d], router: r1)]),
    Case("show nothing is a no-op", [a], .show([]), [a], events: []),
  ]

  @Test(arguments: showCases)
  func show(_ row: Case) {
    row.check()
  }

  static let dismissCases: [Case] = [
    Case(
      "dismiss the top one by id", [a, b, c], .dismiss("c"), [a, b],
      events: [.modalsDismissed([c], router: r1)]),
    Case(
      "dismiss by id takes the ones above, top first", [a, b, c, d], .dismiss("b"), [a],
      events: [.modalsDismissed([d, c, b], router: r1)]),
    Case(
      "dismiss the bottom one by id takes them all", [a, b, c], .dismiss("a"), [],
      events: [.modalsDismissed([c, b, a], router: r1)]),
    Case("dismiss an unknown id", [a, b], .dismiss("x"), refused: .unknownEntry("x")),
    Case("dismiss by id with no modals", [], .dismiss("a"), refused: .unknownEntry("a")),
    Case(
      "dismiss by the id of a screen is no modal", [a], .dismiss("list"),
      refused: .unknownEntry("list")),
    Case(
      "dismiss above keeps the named one", [a, b, c, d], .dismissAbove("b"), [a, b],
      events: [.modalsDismissed([d, c], router: r1)]),
    Case(
      "dismiss above the bottom one", [a, b, c], .dismissAbove("a"), [a],
      events: [.modalsDismissed([c, b], router: r1)]),
    Case(
      "dismiss above the top one is a no-op", [a, b, c], .dismissAbove("c"), [a, b, c], events: []),
    Case("dismiss above an unknown id", [a, b], .dismissAbove("x"), refused: .unknownEntry("x")),
  ]

  @Test(arguments: dismissCases)
  func dismiss(_ row: Case) {
    row.check()
  }

  static let countCases: [Case] = [
    Case(
      "dismiss the last 1", [a, b, c], .dismissLast(count: 1), [a, b],
      events: [.modalsDismissed([c], router: r1)]),
    Case(
      "dismiss the last 2, top first", [a, b, c], .dismissLast(count: 2), [a],
      events: [.modalsDismissed([c, b], router: r1)]),
    Case(
      "dismiss exactly as many as shown", [a, b, c], .dismissLast(count: 3), [],
      events: [.modalsDismissed([c, b, a], router: r1)]),
    Case(
      "dismiss more than shown stops at none", [a, b, c], .dismissLast(count: 7), [],
      events: [.modalsDismissed([c, b, a], router: r1)]),
    Case(
      "dismiss Int.max", [a, b], .dismissLast(count: .max), [],
      events: [.modalsDismissed([b, a], router: r1)]),
    Case(
      "dismiss the last 0 is a no-op", [a, b, c], .dismissLast(count: 0), [a, b, c], events: []),
    Case("a negative count dismisses none", [a, b], .dismissLast(count: -1), [a, b], events: []),
    Case("Int.min dismisses none", [a, b], .dismissLast(count: .min), [a, b], events: []),
    Case("dismiss the last 1 of none is a no-op", [], .dismissLast(count: 1), [], events: []),
    Case(
      "dismiss all, top first", [a, b, c], .dismissAll, [],
      events: [.modalsDismissed([c, b, a], router: r1)]),
    Case("dismiss all of none is a no-op", [], .dismissAll, [], events: []),
  ]

  @Test(arguments: countCases)
  func dismissByCount(_ row: Case) {
    row.check()
  }
}

extension RouterStateCase where Action == ModalAction<TestRoute> {
  /// An accepted modal action on the root router r1: `start` modals become `expected`.
  fileprivate init(
    _ description: String, _ start: [ModalRulesTests.Modal], _ action: Action,
    _ expected: [ModalRulesTests.Modal], events: [Event]
  ) {
    self.init(
      description, ModalRulesTests.state(start), action, ModalRulesTests.state(expected),
      events: events)
  }

  /// A refused modal action on the root router r1: it throws `error`.
  fileprivate init(
    _ description: String, _ start: [ModalRulesTests.Modal], _ action: Action,
    refused error: NavigationError
  ) {
    self.init(description, ModalRulesTests.state(start), action, refused: error)
  }
}
