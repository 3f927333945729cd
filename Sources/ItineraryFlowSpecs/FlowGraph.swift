/// Which flows of a library run which as sub-flows, to find the flows that run themselves.
///
/// Flows are nodes by their index in the library; a name belongs to the first flow that has
/// it.
struct FlowGraph {
  private let specs: [FlowSpec]
  /// The flow that owns each name.
  private let indexByName: [String: Int]
  /// For each flow, the flows its sub-flow stages run.
  private let successors: [[Int]]

  init(_ specs: [FlowSpec]) {
    var indexByName: [String: Int] = [:]
    for (index, spec) in specs.enumerated() where indexByName[spec.name] == nil {
      indexByName[spec.name] = index
    }
    self.specs = specs
    self.indexByName = indexByName
    successors = specs.map { spec in
      spec.stages.compactMap { stage in
        guard case .subflow(let flow) = stage.kind else { return nil }
        return indexByName[flow]
      }
    }
  }

  /// The flows sub-flow stages can run, by name.
  var flowsByName: [String: FlowSpec] { indexByName.mapValues { specs[$0] } }

  /// The sets of flows that run one another, each as flow indices.
  var cycles: [[Int]] {
    StronglyConnectedComponents.of(successors).filter {
      StronglyConnectedComponents.isCyclic($0, in: successors)
    }
  }

  /// The problem of `flow`, one of the flows of `component` (a cycle), at its first sub-flow
  /// stage that runs a flow of the cycle.
  func cycleProblem(flow: Int, component: [Int]) -> FlowSpecProblem {
    let spec = specs[flow]
    let names = component.map { specs[$0].name }.sorted().map(JSONValue.quoted)
    let stage = spec.stages.first { stage in
      guard case .subflow(let name) = stage.kind else { return false }
      return component.contains { specs[$0].name == name }
    }
    let stageName = stage.map { "stage \(JSONValue.quoted($0.name))" } ?? "a stage"
    let runs =
      component.count == 1
      ? "runs flow \(names[0]) inside itself"
      : "runs one of the flows \(EnglishList.joined(names, "and")), which run one another"
    return FlowSpecProblem(
      flow: spec.name, kind: .subflowCycle, position: stage?.position ?? spec.position,
      message: "sub-flow cycle: \(stageName) \(runs), so running it never ends")
  }
}
