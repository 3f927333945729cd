import ItineraryTesting

extension FlowDiagram {
  /// Lays out the states of a flow, as explored: a node per state (a trap, a state from which
  /// no end can be reached, drawn red), per end and per failure reached, an edge per
  /// transition labelled with its action, and a dashed box for each stage no state reaches.
  ///
  /// - Parameter exercised: The transitions the recorded test runs took; with it, every
  ///   transition no run took is drawn dashed.
  init<Machine: FlowStateMachine>(
    states machine: Machine, graph: FlowStateGraph<Machine.State>,
    exercised: Set<FlowTransitionIndex>?
  ) {
    name = machine.name
    nodes.append(Node(id: "start", label: "start", shape: .start))
    let canFinish = graph.canFinish
    for (number, state) in graph.states.enumerated() {
      let label = machine.describe(state)
      nodes.append(
        canFinish[number]
          ? Node(id: "t\(number)", label: label, shape: .state)
          : Node(id: "t\(number)", label: "trap: \(label)", shape: .trap))
    }
    var targets: [String: String] = [:]
    func node(for target: FlowStateTarget) -> String {
      let (key, label, shape): (String, String, Shape) =
        switch target {
        case .state(let number): ("t\(number)", "", .state)
        case .end(let end): ("end \(end)", end, .end)
        case .failure(let reason): ("failure \(reason)", "fails: \(reason)", .failure)
        case .endless(let reason): ("endless \(reason)", "never waits: \(reason)", .failure)
        }
      if case .state = target { return key }
      if let id = targets[key] { return id }
      let id = "x\(targets.count)"
      targets[key] = id
      nodes.append(Node(id: id, label: label, shape: shape))
      return id
    }
    edges.append(Edge(from: "start", to: node(for: graph.start), label: nil, isDashed: false))
    for (number, outgoing) in graph.transitions.enumerated() {
      for (index, transition) in outgoing.enumerated() {
        let taken = exercised?.contains(FlowTransitionIndex(state: number, action: index)) ?? true
        edges.append(
          Edge(
            from: "t\(number)", to: node(for: transition.target),
            label: transition.action.description, isDashed: !taken))
      }
    }
    let reached = Set(graph.states.map(machine.stage(of:)))
    for (index, stage) in machine.stages.enumerated() where !reached.contains(stage) {
      nodes.append(Node(id: "u\(index)", label: "unreachable: \(stage)", shape: .unreachable))
    }
  }
}
