import Testing

@testable import Itinerary

/// An action that `RouterState.apply(_:)` takes for one router's slice: a stack, alert or modal
/// action.
protocol RouterStateAction: Sendable {
  /// Applies this action to `state` and returns its events, or throws and leaves it as it was.
  func apply(
    to state: inout RouterState<TestRoute>
  ) throws(NavigationError) -> [NavigationEvent<TestRoute>]
}

extension StackAction: RouterStateAction where Route == TestRoute {
  func apply(
    to state: inout RouterState<TestRoute>
  ) throws(NavigationError) -> [NavigationEvent<TestRoute>] {
    try state.apply(self)
  }
}

extension AlertAction: RouterStateAction {
  func apply(
    to state: inout RouterState<TestRoute>
  ) throws(NavigationError) -> [NavigationEvent<TestRoute>] {
    try state.apply(self)
  }
}

extension ModalAction: RouterStateAction where Route == TestRoute {
  func apply(
    to state: inout RouterState<TestRoute>
  ) throws(NavigationError) -> [NavigationEvent<TestRoute>] {
    try state.apply(self)
  }
}

/// One row of a `RouterState.apply(_:)` table test: a router's slice, an action, and the slice
/// and events it gives.
///
/// The rule suites (`StackRulesTests`, `AlertRulesTests`, `ModalRulesTests`) share this row and
/// its `check()`; each keeps only its own fixtures and rows.
struct RouterStateCase<Action: RouterStateAction>: CustomStringConvertible, Sendable {
  typealias State = RouterState<TestRoute>
  typealias Event = NavigationEvent<TestRoute>

  let description: String
  let start: State
  let action: Action
  let expected: State
  let outcome: Result<[Event], NavigationError>
  /// Where the row is written: a failing row is reported there, not in this helper.
  let sourceLocation: SourceLocation

  /// An accepted action: it turns `start` into `expected` and gives `events`.
  init(
    _ description: String, _ start: State, _ action: Action, _ expected: State,
    events: [Event], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.sourceLocation = sourceLocation
    self.description = description
    self.start = start
    self.action = action
    self.expected = expected
    self.outcome = .success(events)
  }

  /// A refused action: it throws `error` and leaves the slice as it was.
  init(
    _ description: String, _ start: State, _ action: Action, refused error: NavigationError,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.sourceLocation = sourceLocation
    self.description = description
    self.start = start
    self.action = action
    self.expected = start
    self.outcome = .failure(error)
  }

  /// Applies the action to a copy of `start` and expects the outcome and the slice it leaves.
  func check() {
    var state = start
    let outcome = Result { () throws(NavigationError) in try action.apply(to: &state) }
    #expect(outcome == self.outcome, sourceLocation: sourceLocation)
    #expect(state == expected, sourceLocation: sourceLocation)
  }
}
