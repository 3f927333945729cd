import Itinerary

extension FlowExplorer {
  /// Explores the flow by its states, as `machine` tells them: each state once, breadth
  /// first, with no bound on depth, so that a flow with loops is explored completely.
  ///
  /// The machine works out the states and transitions; the explorer's flow replays the
  /// shortest way into the nearest problem on a fresh router, so that the counterexample's
  /// script holds the real flow's changes. The explorer's answers closure and depth are not
  /// used: the machine's actions are the person's.
  ///
  /// ```swift
  /// let machine = FlowSpecMachine(checkout, library: library)
  /// let explorer = FlowExplorer(checkout.flow(in: library), root: .start) { _ in [] }
  /// let exploration = try await explorer.exploreStates(of: machine)
  /// #expect(exploration.isProven, "\(exploration)")
  /// ```
  ///
  /// - Parameters:
  ///   - machine: The flow's states and transitions; its actions must be answers the real
  ///     flow takes in the same order.
  ///   - maxStates: The most states explored; the report says how many were left.
  /// - Throws: A ``FlowExplorerError`` when the real flow refuses an action of the
  ///   counterexample or does not end once cancelled; what the `modules` factory throws.
  public func exploreStates<Machine: FlowStateMachine>(
    of machine: Machine, maxStates: Int = 100_000
  ) async throws -> FlowStateExploration<Machine.State> {
    let graph = FlowStateGraph(exploring: machine, maxStates: maxStates)
    let canFinish = graph.canFinish
    var problems: [FlowStateProblem] = []
    var nearest: (actions: [Int], problem: FlowStateProblem, replays: Bool)?
    func consider(_ actions: [Int], _ problem: FlowStateProblem, replays: Bool = true) {
      problems.append(problem)
      if actions.count < nearest?.actions.count ?? .max { nearest = (actions, problem, replays) }
    }
    var ends = Set<String>()
    switch graph.start {
    case .end(let end): ends.insert(end)
    case .failure(let reason):
      consider([], .failure(state: "(start)", action: "start", reason: reason))
    case .endless(let reason):
      consider([], .endless(state: "(start)", action: "start", reason: reason), replays: false)
    case .state: break
    }
    for (number, outgoing) in graph.transitions.enumerated() {
      for (index, transition) in outgoing.enumerated() {
        let path = { graph.path(to: number) + [index] }
        let state = { machine.describe(graph.states[number]) }
        switch transition.target {
        case .state: break
        case .end(let end): ends.insert(end)
        case .failure(let reason):
          consider(
            path(), .failure(state: state(), action: "\(transition.action)", reason: reason))
        case .endless(let reason):
          consider(
            path(), .endless(state: state(), action: "\(transition.action)", reason: reason),
            replays: false)
        }
      }
    }
    if let trapped = canFinish.firstIndex(of: false) {
      let state = machine.describe(graph.states[trapped])
      consider(
        graph.path(to: trapped),
        graph.transitions[trapped].isEmpty ? .nothingToDo(state: state) : .trap(state: state))
    }
    if graph.unexploredCount == 0 {
      let stages = Set(graph.states.map(machine.stage(of:)))
      problems += machine.stages.filter { !stages.contains($0) }.map { .unreachableStage($0) }
      problems += machine.ends.filter { !ends.contains($0) }.map { .unreachedEnd($0) }
    }
    var counterexample: FlowCounterexample?
    if let nearest {
      let actions = Self.actions(along: nearest.actions, in: graph)
      counterexample = FlowCounterexample(
        problem: nearest.problem, actions: actions,
        script: try await script(
          replaying: nearest.replays ? actions : actions.dropLast(),
          notReplayed: nearest.replays ? nil : actions.last, problem: nearest.problem))
    }
    return FlowStateExploration(
      flowName: machine.name, graph: graph, canFinish: canFinish,
      endsReached: machine.ends.filter(ends.contains), problems: problems,
      counterexample: counterexample)
  }

  /// The actions taken along `path` from the start of `graph`.
  private static func actions<State>(
    along path: [Int], in graph: FlowStateGraph<State>
  ) -> [FlowAnswer] {
    var number = 0
    var actions: [FlowAnswer] = []
    for index in path {
      let transition = graph.transitions[number][index]
      actions.append(transition.action)
      if case .state(let next) = transition.target { number = next }
    }
    return actions
  }

  /// Replays `actions` on the real flow and returns the `FlowHarness` lines, then the action
  /// `notReplayed` as a comment, since it would not return, then `problem`.
  private func script(
    replaying actions: [FlowAnswer], notReplayed: FlowAnswer?, problem: FlowStateProblem
  ) async throws -> String {
    let deadline = SafetyDeadline()
    defer { deadline.stop() }
    let given = ActionCursor(actions)
    let (router, modules, screen) = try makeRouters()
    let path = try await PathExploration(
      flow, router: router, modules: modules, screen: screen, choices: [],
      maxDepth: actions.count, answers: { _ in [given.next()] }, deadline: deadline,
      safetyLimit: safetyLimit
    ).explore()
    var lines = path.script.split(separator: "\n").map(String.init)
    if case .cut = path.outcome { lines.removeLast() }
    if let notReplayed { lines.append("// try harness.\(notReplayed)") }
    return (lines + ["// \(problem)"]).joined(separator: "\n")
  }
}

/// The actions of a replay, handed out one at a time.
@MainActor
private final class ActionCursor {
  private let actions: [FlowAnswer]
  private var given = 0

  init(_ actions: [FlowAnswer]) {
    self.actions = actions
  }

  /// The next action; past the last, Back, which the replay's depth keeps it from giving.
  func next() -> FlowAnswer {
    defer { given += 1 }
    return given < actions.count ? actions[given] : .tapBack
  }
}
