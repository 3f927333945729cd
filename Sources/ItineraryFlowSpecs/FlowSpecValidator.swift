/// Checks that flow specs make sense as flows: every name leads somewhere, every stage can be
/// reached and left, and no loop or sub-flow traps the person forever.
///
/// Use it after ``FlowSpecLoader`` (which checks the file's shape) and before running a
/// spec, in a test or a build stage. It reports every problem it finds, each once, in a
/// stable order: by flow, then position, then kind.
///
/// ```swift
/// let specs = try paths.map { path in try FlowSpecLoader.load(contentsOf: path) }
/// for problem in FlowSpecValidator.problems(in: specs) {
///   print(problem)  // checkout 12:7: unknown target "adress" in answer "saved" of stage "address"
/// }
/// ```
///
/// It keeps its own stacks instead of recursing and runs in time linear in the size of the
/// specs, so a spec of any size validates.
public enum FlowSpecValidator {
  /// The problems of a library of specs, whose sub-flow stages run one another.
  ///
  /// Use it to check all of an app's flows at once: besides each spec's own problems, it
  /// reports two flows with the same name, and each set of flows that run one another as
  /// sub-flows once, in the first of them by name.
  public static func problems(in specs: [FlowSpec]) -> [FlowSpecProblem] {
    var problems: [FlowSpecProblem] = []
    var names: Set<String> = []
    let graph = FlowGraph(specs)
    let flows = graph.flowsByName
    for spec in specs {
      problems += FlowSpecCheck.problems(in: spec, flows: flows)
      if !names.insert(spec.name).inserted {
        problems.append(
          FlowSpecProblem(
            flow: spec.name, kind: .duplicateName, position: spec.position,
            message: "duplicate name \(JSONValue.quoted(spec.name)): another flow of the "
              + "library has this name, and sub-flow stages run the first"))
      }
    }
    for component in graph.cycles {
      let flow = component.min { (specs[$0].name, $0) < (specs[$1].name, $1) }
      if let flow { problems.append(graph.cycleProblem(flow: flow, component: component)) }
    }
    return sorted(problems)
  }

  /// The problems of one spec, whose sub-flow stages run specs of `library`.
  ///
  /// Use it to check one flow; give it the specs its sub-flow stages name, or it reports them
  /// as unknown. It reports the problems of `spec` only: a sub-flow cycle when `spec` is in
  /// one, but not the library's own problems. `library` may include `spec`.
  public static func problems(in spec: FlowSpec, library: [FlowSpec] = []) -> [FlowSpecProblem] {
    let graph = FlowGraph([spec] + library)
    var problems = FlowSpecCheck.problems(in: spec, flows: graph.flowsByName)
    if let component = graph.cycles.first(where: { $0.contains(0) }) {
      problems.append(graph.cycleProblem(flow: 0, component: component))
    }
    return sorted(problems)
  }

  /// By flow, then position (none first), then kind; problems alike in these keep the order
  /// the checks found them in, which follows the file (the sort is stable).
  private static func sorted(_ problems: [FlowSpecProblem]) -> [FlowSpecProblem] {
    problems.sorted { lhs, rhs in
      if lhs.flow != rhs.flow { return lhs.flow < rhs.flow }
      if lhs.position != rhs.position {
        guard let left = lhs.position else { return true }
        guard let right = rhs.position else { return false }
        return left < right
      }
      return lhs.kind < rhs.kind
    }
  }
}
