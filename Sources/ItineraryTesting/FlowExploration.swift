import Itinerary

/// What a ``FlowExplorer`` found: every path it took through the flow, how many ended each
/// way, and the shortest one that failed.
///
/// ```swift
/// let exploration = try await explorer.explore()
/// #expect(exploration.stuckCount == 0 && exploration.threwCount == 0, "\(exploration)")
/// ```
public struct FlowExploration<Route: NavigationRoute, Output: Sendable>: Sendable,
  CustomStringConvertible
{
  /// The name of the flow explored.
  public let flowName: String
  /// The most answers a path was given before it was cut.
  public let maxDepth: Int
  /// Every path explored, in the order taken: depth first, the first answer of each screen
  /// first.
  public let paths: [ExploredPath<Route, Output>]
  /// Whether the exploration stopped at the explorer's path limit with paths left to take.
  public let reachedMaxPaths: Bool
  /// The paths on which the flow returned its output.
  public let completedCount: Int
  /// The paths on which the person left the flow from its first stage.
  public let leftCount: Int
  /// The paths on which the flow waited for something no answer gives.
  public let stuckCount: Int
  /// The paths on which the flow threw.
  public let threwCount: Int
  /// The paths cut at ``maxDepth`` answers.
  public let cutCount: Int
  /// The path with the fewest answers that got stuck or threw; the first found among equals.
  public let shortestFailure: ExploredPath<Route, Output>?

  // Usable from inline for `explorer.paths`: the inlinable exploration makes the result.
  @usableFromInline
  init(
    flowName: String, maxDepth: Int, paths: [ExploredPath<Route, Output>],
    reachedMaxPaths: Bool
  ) {
    self.flowName = flowName
    self.maxDepth = maxDepth
    self.paths = paths
    self.reachedMaxPaths = reachedMaxPaths
    var counts = (completed: 0, left: 0, stuck: 0, threw: 0, cut: 0)
    var shortestFailure: ExploredPath<Route, Output>?
    for path in paths {
      switch path.outcome {
      case .completed: counts.completed += 1
      case .left: counts.left += 1
      case .stuck: counts.stuck += 1
      case .threw: counts.threw += 1
      case .cut: counts.cut += 1
      }
      if path.outcome.isFailure, path.depth < shortestFailure?.depth ?? .max {
        shortestFailure = path
      }
    }
    (completedCount, leftCount, stuckCount, threwCount, cutCount) = counts
    self.shortestFailure = shortestFailure
  }

  /// Whether the exploration stopped short of some paths: cut at ``maxDepth`` answers, or
  /// left at the path limit. Exploring by paths proves a flow only when this is `false`;
  /// a flow with a loop is always bounded.
  public var isBounded: Bool { cutCount > 0 || reachedMaxPaths }

  /// The counts, then the script of the shortest failing path:
  ///
  /// ```
  /// Explored flow "age": 2 paths of up to 20 answers.
  ///   completed: 0, left: 1, stuck: 0, threw: 1, cut: 0
  /// Shortest failing path, 1 answer:
  ///   try await harness.expect(.present(.askAge, as: .sheet))
  ///   try harness.respond(with: -1)
  ///   try await harness.expect(.dismiss(.askAge))
  ///   // threw: AgeError.negative
  /// ```
  public var description: String {
    var lines = [
      "Explored flow \"\(flowName)\": \(paths.count) path\(paths.count == 1 ? "" : "s") "
        + "of up to \(maxDepth) answers.",
      "  completed: \(completedCount), left: \(leftCount), stuck: \(stuckCount), "
        + "threw: \(threwCount), cut: \(cutCount)",
    ]
    if reachedMaxPaths { lines.append("  Stopped at the path limit: more paths remain.") }
    if isBounded {
      lines.append(
        "  Bounded: paths were cut at \(maxDepth) answers or left at the path limit, so nothing "
          + "is proven beyond them; a flow that says its state (FlowStateMachine) is explored "
          + "by states, completely.")
    }
    if let shortestFailure {
      let answers = "\(shortestFailure.depth) answer\(shortestFailure.depth == 1 ? "" : "s")"
      lines.append("Shortest failing path, \(answers):")
      lines.append(shortestFailure.script.indented)
    } else {
      lines.append("No path got stuck or threw.")
    }
    return lines.joined(separator: "\n")
  }
}
