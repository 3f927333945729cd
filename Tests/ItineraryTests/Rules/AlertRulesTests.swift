import Testing

@testable import Itinerary

/// `RouterState.apply(_:)` for alerts, read as start, action, expected.
@Suite("Alert rules")
struct AlertRulesTests {
  typealias State = RouterState<TestRoute>
  typealias Event = NavigationEvent<TestRoute>
  typealias Case = RouterStateCase<AlertAction>

  static let ok = AlertButton("OK")
  static let delete = AlertButton("Delete", id: "delete", role: .destructive)
  static let a = AlertState(id: "a", title: "Saved", buttons: [ok])
  static let b = AlertState(
    id: "b", style: .confirmationDialog, title: "Delete?", message: "It cannot be undone.",
    buttons: [delete, AlertButton("Cancel", role: .cancel)])
  static let c = AlertState(id: "c", title: "Offline")

  static func state(_ alerts: [AlertState]) -> State {
    State(id: r1, root: home, alerts: alerts)
  }

  static let cases: [Case] = [
    Case(
      "show on none shows it", [], .show(a), [a],
      events: [.alertAdded(a, shown: true, router: r1)]),
    Case(
      "show while one shows queues it", [a], .show(b), [a, b],
      events: [.alertAdded(b, shown: false, router: r1)]),
    Case(
      "show behind a queue queues it last", [a, b], .show(c), [a, b, c],
      events: [.alertAdded(c, shown: false, router: r1)]),
    Case(
      "answer the showing one, the next shows", [a, b], .dismiss("a", answer: "OK"), [b],
      events: [
        .alertDismissed(a, answer: ok, router: r1), .alertAdded(b, shown: true, router: r1),
      ]),
    Case(
      "answer by button id, not title", [b], .dismiss("b", answer: "delete"), [],
      events: [.alertDismissed(b, answer: delete, router: r1)]),
    Case(
      "dismiss the showing one without an answer", [a, b], .dismiss("a", answer: nil), [b],
      events: [
        .alertDismissed(a, answer: nil, router: r1), .alertAdded(b, shown: true, router: r1),
      ]),
    Case(
      "dismiss a queued one, the showing one stays", [a, b, c], .dismiss("b", answer: nil), [a, c],
      events: [.alertDismissed(b, answer: nil, router: r1)]),
    Case(
      "dismiss an unknown alert", [a], .dismiss("x", answer: nil), refused: .unknownEntry("x")),
    Case(
      "answer with an unknown button", [b, a], .dismiss("b", answer: "Delete"),
      refused: .unknownAlertButton("Delete", alert: "b")),
    Case(
      "an alert without buttons is answered with the platform's OK", [c],
      .dismiss("c", answer: "OK"), [], events: [.alertDismissed(c, answer: ok, router: r1)]),
    Case(
      "an alert without buttons has no other answer", [c], .dismiss("c", answer: "Cancel"),
      refused: .unknownAlertButton("Cancel", alert: "c")),
  ]

  @Test(arguments: cases)
  func apply(_ row: Case) {
    row.check()
  }
}

extension RouterStateCase where Action == AlertAction {
  /// An accepted alert action on the root router r1: `start` alerts become `expected`.
  fileprivate init(
    _ description: String, _ start: [AlertState], _ action: AlertAction,
    _ expected: [AlertState], events: [Event]
  ) {
    self.init(
      description, AlertRulesTests.state(start), action, AlertRulesTests.state(expected),
      events: events)
  }

  /// A refused alert action on the root router r1: it throws `error`.
  fileprivate init(
    _ description: String, _ start: [AlertState], _ action: AlertAction,
    refused error: NavigationError
  ) {
    self.init(description, AlertRulesTests.state(start), action, refused: error)
  }
}
