import Itinerary

/// One path a ``FlowExplorer`` took through a flow: the answers it gave, the navigation changes
/// the flow took along it, and how it ended.
///
/// Its ``script`` is the test that replays it with a `FlowHarness`, to paste into a test;
/// ``FlowHarness/replay(_:)`` replays it directly.
///
/// ```swift
/// if let failure = exploration.shortestFailure {
///   print(failure.script)
/// }
/// ```
public struct ExploredPath<Route: NavigationRoute, Output: Sendable>: Sendable,
  CustomStringConvertible
{
  /// The answers given, in order.
  public let answers: [FlowAnswer]
  /// The navigation changes the flow made along the path, in order; the changes made for the
  /// person, and those made unwinding a cut or stuck path, are not among them.
  public let changes: [FlowExpectation<Route>]
  /// For each answer, how many of ``changes`` the flow made before it was given.
  public let changesBeforeAnswers: [Int]
  /// How the path ended.
  public let outcome: FlowPathOutcome<Output>

  // Usable from inline for `explorer.paths`: the inlinable exploration makes each path.
  @usableFromInline
  init(
    answers: [FlowAnswer], changes: [FlowExpectation<Route>], changesBeforeAnswers: [Int],
    outcome: FlowPathOutcome<Output>
  ) {
    self.answers = answers
    self.changes = changes
    self.changesBeforeAnswers = changesBeforeAnswers
    self.outcome = outcome
  }

  /// The number of answers given.
  public var depth: Int { answers.count }

  /// The Swift lines that replay the path with a `FlowHarness` named `harness`, each change
  /// expected and each answer given in order, then a comment with the outcome:
  ///
  /// ```swift
  /// try await harness.expect(.push(.askName))
  /// try harness.respond(with: "Ada")
  /// try await harness.expect(.present(.askAge, as: .sheet))
  /// try harness.swipeAway()
  /// // threw: Declined()
  /// ```
  public var script: String {
    let lines = timeline.map { moment in
      switch moment {
      case .change(let change): "try await harness.expect(\(change.swiftExpression))"
      case .answer(let answer): answer.harnessLine
      }
    }
    return (lines + ["// \(outcome)"]).joined(separator: "\n")
  }

  /// One moment of the path: a change the flow made, or an answer given.
  enum Moment {
    case change(FlowExpectation<Route>)
    case answer(FlowAnswer)
  }

  /// The changes and the answers in the order they happened.
  var timeline: [Moment] {
    var moments: [Moment] = []
    var taken = 0
    for (answer, changesBefore) in zip(answers, changesBeforeAnswers) {
      moments += changes[taken..<changesBefore].map(Moment.change)
      taken = changesBefore
      moments.append(.answer(answer))
    }
    return moments + changes[taken...].map(Moment.change)
  }

  /// The answers in order, then the outcome: `respond(with: "Ada") → swipeAway(): threw …`.
  public var description: String {
    let answers =
      answers.isEmpty ? "(no answer)" : answers.map { $0.description }.joined(separator: " → ")
    return "\(answers): \(outcome)"
  }
}
