import ItineraryFlowSpecs
import ItineraryTesting

/// `itinerary graph`: prints a diagram of one spec, of its stages or of its states.
@MainActor
struct GraphCommand {
  let path: String
  let format: GraphFormat
  /// Whether to draw the states rather than the stages.
  let states: Bool
  /// The coverage records whose untaken transitions the state diagram draws dashed.
  let records: String?
  let console: any Console

  /// Prints the diagram.
  ///
  /// - Throws: A ``UsageError`` when the spec does not exist or does not load, when its
  ///   states are asked for and it is not valid, or when the records do not read.
  func run() throws(UsageError) -> Int32 {
    let (spec, library) = try SpecFiles.spec(at: path)
    guard states else {
      console.write(FlowDiagram(spec).rendered(as: format))
      return 0
    }
    if let problem = FlowSpecValidator.problems(in: spec, library: library.specs).first {
      throw UsageError("\(path): \(problem); its states cannot be drawn")
    }
    let machine = FlowSpecMachine(spec, library: library)
    let graph = FlowStateGraph(exploring: machine, maxStates: 100_000)
    let exercised = try records.map { (records) throws(UsageError) in
      FlowCoverage(of: machine, graph: graph, runs: try CoverageRecords.runs(at: records))
        .exercised
    }
    console.write(
      FlowDiagram(states: machine, graph: graph, exercised: exercised).rendered(as: format))
    return 0
  }
}
