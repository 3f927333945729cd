import Itinerary

/// Why a ``FlowHarness`` check failed: thrown, so it fails a Swift Testing test and an XCTest
/// test alike, with a description that says what was expected, what happened, and the
/// navigation tree: for an unexpected change, a line diff of the tree the expected change would
/// have left and the tree the actual one left.
public enum FlowHarnessError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The flow took another navigation change than the test expected.
  ///
  /// `expectedTree` is the tree as the expected change would have left it (or as it was before
  /// the change, when the expected change cannot apply there); `actualTree` is the tree the
  /// actual change left.
  case unexpectedStep(
    expected: String, actual: String, expectedTree: String, actualTree: String)
  /// The test expected a change, but the flow ended first.
  case flowEnded(expected: String, outcome: String, tree: String)
  /// An action taken as the person would was refused: nothing awaits a result on top,
  /// nothing is presented to swipe away, nothing is pushed to go back from.
  case actionRefused(action: String, reason: String, tree: String)
  /// The test waited for the flow while the flow waited for the person: a caller awaits the
  /// answer of a screen or alert that the test never gave. `awaited` names it and how to
  /// answer it.
  case waitingForPerson(waitingFor: String, awaited: String, tree: String)
  /// Nothing happened before the harness's safety limit passed: the flow awaits something
  /// the test never provides.
  case safetyLimitPassed(waitingFor: String, limit: Duration, tree: String)
  /// The model of SwiftUI the flow ran on (``FlowScreen/swiftUI(_:)``) was sent changes
  /// SwiftUI would not show as sent: each violation says which change, which rule, and when.
  case swiftUIRulesBroken([SwiftUIModelViolation], tree: String)

  /// What failed, with the navigation tree; for an unexpected change, a line diff of the two
  /// trees: two spaces before a line both share, `− ` before an expected-only line, `+ `
  /// before an actual-only one.
  public var description: String {
    switch self {
    case .unexpectedStep(let expected, let actual, let expectedTree, let actualTree):
      """
      Unexpected navigation change.
        expected: \(expected)
        actual:   \(actual)
      Tree, − expected, + actual:
      \(LineDiff(from: expectedTree, to: actualTree).description.indented)
      """
    case .flowEnded(let expected, let outcome, let tree):
      """
      The flow ended before the expected change.
        expected: \(expected)
        actual:   the flow ended \(outcome)
      Tree:
      \(tree.indented)
      """
    case .actionRefused(let action, let reason, let tree):
      """
      Cannot \(action): \(reason)
      Tree:
      \(tree.indented)
      """
    case .waitingForPerson(let waitingFor, let awaited, let tree):
      """
      The flow waits for the person, and the test waits for the flow.
        the test waits for: \(waitingFor)
        the flow waits for: \(awaited)
      Tree:
      \(tree.indented)
      """
    case .safetyLimitPassed(let waitingFor, let limit, let tree):
      """
      Nothing happened within the harness's safety limit of \(limit).
        waiting for: \(waitingFor)
      Tree:
      \(tree.indented)
      """
    case .swiftUIRulesBroken(let violations, let tree):
      """
      SwiftUI would not show the flow as the lane sent it:
      \(violations.map { "- \($0)" }.joined(separator: "\n").indented)
      Tree:
      \(tree.indented)
      """
    }
  }
}
