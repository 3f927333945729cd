import Testing

@testable import Itinerary

/// Records the events of a tree, synchronously, as each command is applied.
@MainActor
final class EventLog {
  private(set) var events: [NavigationEvent<TestRoute>] = []
  private var observation: EventObservation?

  init(_ router: Router<TestRoute>) {
    observation = router.observeEvents { [weak self] event in self?.events.append(event) }
  }

  /// Forgets the events recorded so far.
  func clear() {
    events.removeAll()
  }
}

/// Lets other tasks run until `condition` holds, and says whether it did.
///
/// The condition usually holds after a few yields; the time limit only guards the test against
/// a hang in the code under test.
@MainActor
func yieldUntil(within limit: Duration = .seconds(20), _ condition: () -> Bool) async -> Bool {
  let clock = ContinuousClock()
  let end = clock.now.advanced(by: limit)
  while !condition() {
    guard clock.now < end else { return false }
    await Task.yield()
  }
  return true
}

/// Lets other tasks run `count` times, to give a caller that must not return a chance to.
@MainActor
func yieldTimes(_ count: Int) async {
  for _ in 0..<count { await Task.yield() }
}

/// What is wrong with the routers of `root`'s hierarchy, or `nil`: the hierarchy value must be
/// valid (unique router and screen ids, presentations only above the root), and every router of
/// the chain attached, linked to its parent, at its level and holding its level's state.
@MainActor
func hierarchyProblem(_ root: Router<TestRoute>) -> String? {
  let hierarchy = root.hierarchy
  if let problem = NavigationHierarchy.problem(in: hierarchy.levels) { return problem }
  var router: Router<TestRoute>? = root
  var level = 0
  while let current = router {
    guard current.isAttached else { return "router \(current.id) in the chain is detached" }
    guard current.level == level else { return "router \(current.id) is not at level \(level)" }
    guard current.state == hierarchy.levels[level] else {
      return "router \(current.id) disagrees with its level"
    }
    if let child = current.child, child.parent !== current {
      return "child \(child.id) does not name \(current.id) as its parent"
    }
    router = current.child
    level += 1
  }
  return nil
}

/// What is wrong with a tree value, or `nil` when every hierarchy of it is valid.
func treeProblem(_ tree: NavigationNode<TestRoute>) -> String? {
  for hierarchy in tree.hierarchies {
    if let problem = NavigationHierarchy.problem(in: hierarchy.levels) { return problem }
  }
  return nil
}

/// A flag a task sets on the main actor when it gets past a point.
@MainActor
final class Flag {
  var isSet = false
}

/// Whether the lane holds a step of this kind back until it is acknowledged.
func isDismissal(_ step: NavigationStep<TestRoute>) -> Bool {
  if case .dismiss = step { return true }
  return false
}

/// Whether a step sets a router's path.
func isSetPath(_ step: NavigationStep<TestRoute>) -> Bool {
  if case .setPath = step { return true }
  return false
}

/// Whether a step presents a router.
func isPresentation(_ step: NavigationStep<TestRoute>) -> Bool {
  if case .present = step { return true }
  return false
}

extension SeededGenerator {
  /// `true` with probability `probability`, between 0 and 1.
  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }

  /// A number in `range`.
  mutating func int(_ range: Range<Int>) -> Int {
    Int.random(in: range, using: &self)
  }
}
