import Itinerary

extension FlowExplorer {
  /// Explores the flow by its states, as `machine` tells them: each state once, breadth
  /// first, with no bound on depth, so that a flow with loops is explored completely.
  ///
  /// The machine works out the states and transitions. The explorer's flow then replays, on
  /// a fresh router each, the shortest way to each transition (when
  /// `replayingTransitions`), so that what the machine says is checked on the real flow: no
  /// action is refused, the flow waits on the screen on top after each, and ends or throws
  /// where the machine says; and it replays the shortest way into the nearest problem, so
  /// that the counterexample's script holds the real flow's changes. An action the real flow
  /// refuses is a problem like any other (``FlowReplayMismatch/refused(_:)``): its
  /// counterexample replays the way up to it and gives it as its last line, which throws the
  /// refusal in a test. The explorer's answers closure and depth are not used: the machine's
  /// actions are the person's.
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
  ///   - replayingTransitions: Whether to check each transition on the real flow; `true` by
  ///     default. Each replay takes as many actions as the transition is deep.
  /// - Throws: A ``FlowExplorerError`` when the real flow fails before its first action (it
  ///   leaves a caller waiting or does not end once cancelled), so that no part of the
  ///   counterexample replays; what the router factory throws.
  public func exploreStates<Machine: FlowStateMachine>(
    of machine: Machine, maxStates: Int = 100_000, replayingTransitions: Bool = true
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
    let transitions =
      [(state: -1, index: -1, target: graph.start)]
      + graph.transitions.enumerated().flatMap { number, outgoing in
        outgoing.enumerated().map { (number, $0, $1.target) }
      }
    func reference(to number: Int) -> FlowStateReference {
      FlowStateReference(number: number, description: machine.describe(graph.states[number]))
    }
    for (number, index, target) in transitions {
      let path = number < 0 ? [] : graph.path(to: number) + [index]
      let state = number < 0 ? nil : reference(to: number)
      let action = number < 0 ? nil : graph.transitions[number][index].action
      switch target {
      case .state: break
      case .end(let end): ends.insert(end)
      case .failure(let reason):
        consider(path, .failure(state: state, action: action, reason: .failed(reason)))
      case .endless(let reason):
        consider(path, .endless(state: state, action: action, reason: reason), replays: false)
        continue
      }
      guard replayingTransitions else { continue }
      let mismatch: FlowReplayMismatch?
      do {
        let replayed = try await replay(Self.actions(along: path, in: graph))
        mismatch = Self.mismatch(of: replayed.outcome, with: target)
      } catch let error as FlowExplorerError {
        mismatch = .refused(error)
      }
      if let mismatch {
        consider(path, .failure(state: state, action: action, reason: .realFlow(mismatch)))
      }
    }
    if let trapped = canFinish.firstIndex(of: false) {
      let state = reference(to: trapped)
      consider(
        graph.path(to: trapped),
        graph.transitions[trapped].isEmpty ? .nothingToDo(state: state) : .trap(state: state))
    }
    if graph.unexploredCount == 0 {
      let stages = Set(graph.states.map(machine.stage(of:)))
      problems += machine.stages.filter { !stages.contains($0) }.map { .unreachableStage($0) }
      problems += machine.ends.filter { !ends.contains($0) }.map { .unreachedEnd($0) }
    } else {
      problems.append(Self.limitReached(by: machine, in: graph, limit: maxStates))
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

  /// The problem of an exploration stopped at the state limit: the stage where most of the
  /// unexplored states are, the first in the flow's order among equals.
  static func limitReached<Machine: FlowStateMachine>(
    by machine: Machine, in graph: FlowStateGraph<Machine.State>, limit: Int
  ) -> FlowStateProblem {
    var counts: [String: Int] = [:]
    for state in graph.states[graph.exploredCount...] {
      counts[machine.stage(of: state), default: 0] += 1
    }
    let order = Dictionary(
      machine.stages.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    // proven: reached only with unexplored states, so `counts` is not empty.
    let (stage, count) = counts.min { left, right in
      left.value != right.value
        ? left.value > right.value
        : (order[left.key] ?? .max, left.key) < (order[right.key] ?? .max, right.key)
    }!
    return .stateLimitReached(
      flow: machine.name, limit: limit, unexplored: graph.unexploredCount, stage: stage,
      count: count)
  }

  /// How the real flow's replay does otherwise than where the machine says it leads; `nil`
  /// when it agrees: waiting for the person again (the replay is cut there), ending, or
  /// throwing.
  static func mismatch(
    of outcome: FlowPathOutcome<Output>, with target: FlowStateTarget
  ) -> FlowReplayMismatch? {
    switch (outcome, target) {
    case (.cut, .state), (.completed, .end), (.threw, .failure): nil
    case (.cut, _): .waitsAgain(expected: target)
    case (.stuck(let reason), _): .stuck(reason, expected: target)
    case (.completed(let output), _):
      .completed(output: String(reflecting: output), expected: target)
    case (.left, _): .left(expected: target)
    case (.threw(let error), _): .threw(String(reflecting: error), expected: target)
    }
  }

  /// Replays on the real flow the shortest way from its start into the state numbered
  /// `state` of `graph`, an exploration of this explorer's flow by states: the path is cut
  /// where the flow waits in it, and its ``ExploredPath/script`` replays the way with a
  /// `FlowHarness`. Use it to show how a person gets into a state a problem names, such as a
  /// stage a validator says no end can be reached from.
  ///
  /// ```swift
  /// let graph = try await explorer.exploreStates(of: machine).graph
  /// if let retry = graph.states.firstIndex(where: { machine.stage(of: $0) == "retry" }),
  ///   let path = try await explorer.path(into: retry, of: graph)
  /// {
  ///   print(path.script)
  /// }
  /// ```
  ///
  /// - Returns: The path; `nil` when `graph` has no state numbered `state`.
  /// - Throws: A ``FlowExplorerError`` when the real flow refuses an action of the way,
  ///   leaves a caller waiting or does not end once cancelled; what the router factory throws.
  public func path<State>(
    into state: Int, of graph: FlowStateGraph<State>
  ) async throws -> ExploredPath<Route, Output>? {
    guard graph.states.indices.contains(state) else { return nil }
    return try await replay(Self.actions(along: graph.path(to: state), in: graph))
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
  ///
  /// When the real flow refuses an action, the actions before it are replayed, and it and
  /// those after it are given as they stand: pasted into a test, the first throws there as it
  /// did here.
  private func script(
    replaying actions: [FlowAnswer], notReplayed: FlowAnswer?, problem: FlowStateProblem
  ) async throws -> String {
    var replayed = actions
    var refused: [FlowAnswer] = []
    let path: ExploredPath<Route, Output>
    while true {
      do {
        path = try await replay(replayed)
        break
      } catch is FlowExplorerError where !replayed.isEmpty {
        refused.insert(replayed.removeLast(), at: 0)
      }
    }
    var lines = path.script.split(separator: "\n").map(String.init)
    if case .cut = path.outcome { lines.removeLast() }
    lines += refused.map(\.harnessLine)
    if let notReplayed { lines.append("// \(notReplayed.harnessLine)") }
    // A problem can span lines (a tree, for one); each is a comment, so the test compiles.
    let comment = "\(problem)".split(separator: "\n", omittingEmptySubsequences: false)
      .map { "// \($0)" }
    return (lines + comment).joined(separator: "\n")
  }
}
