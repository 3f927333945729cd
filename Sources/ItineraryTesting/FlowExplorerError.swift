/// Why a ``FlowExplorer`` could not finish exploring: thrown rather than reported as a path,
/// because it is a mistake in the answers or a leak, not a way the flow can end.
///
/// Each case names the answers given on the path so far, so the path can be replayed.
///
/// ```swift
/// do {
///   _ = try await explorer.explore()
/// } catch let error as FlowExplorerError {
///   print(error)   // Cannot give the answer respond(with: 36) after respond(with: "Ada"): …
/// }
/// ```
public enum FlowExplorerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An answer could not be given on the screen the flow waited on: a value of another type
  /// than the flow awaits, Back with nothing pushed, a swipe with nothing presented.
  case answerRefused(answer: String, reason: String, after: [String], tree: String)
  /// Callers still waited on the tree once the path's flow had ended.
  case callersLeaked(count: Int, after: [String], tree: String)
  /// The flow did not end within the safety limit once the explorer cancelled it.
  case flowKeptRunning(after: [String], tree: String)
  /// Replaying the answers of an earlier path, the flow waited on a screen offering fewer
  /// answers than that path chose from: the flow or the answers are not deterministic.
  case pathNotReproducible(route: String, after: [String])
  /// On ``FlowScreen/swiftUI(_:)``, the path sent the model of SwiftUI changes SwiftUI would
  /// not show as sent: each violation says which change, which rule, and when.
  case swiftUIRulesBroken([SwiftUIModelViolation], after: [String], tree: String)

  /// What went wrong, after which answers, with the navigation tree.
  public var description: String {
    switch self {
    case .answerRefused(let answer, let reason, let after, let tree):
      "Cannot give the answer \(answer) \(Self.describe(after)): \(reason)\n"
        + "Tree:\n\(tree.indented)"
    case .callersLeaked(let count, let after, let tree):
      "\(count) caller(s) still waited on the tree once the flow ended, \(Self.describe(after))."
        + "\nTree:\n\(tree.indented)"
    case .flowKeptRunning(let after, let tree):
      "The flow did not end within the safety limit once cancelled, \(Self.describe(after))."
        + "\nTree:\n\(tree.indented)"
    case .pathNotReproducible(let route, let after):
      "Replaying \(Self.describe(after)), \(route) offers fewer answers than before: the flow "
        + "or its answers are not deterministic."
    case .swiftUIRulesBroken(let violations, let after, let tree):
      "SwiftUI would not show the path \(Self.describe(after)) as the lane sent it:\n"
        + violations.map { "- \($0)" }.joined(separator: "\n").indented
        + "\nTree:\n\(tree.indented)"
    }
  }

  private static func describe(_ answers: [String]) -> String {
    answers.isEmpty ? "before any answer" : "after \(answers.joined(separator: " → "))"
  }
}
