import ItineraryFlowSpecs
import ItineraryTesting

/// `itinerary coverage`: replays the runs a test suite recorded (the file `FlowHarness` writes
/// when `ITINERARY_COVERAGE` names it) on each valid spec's states, and says per flow which
/// reachable transitions no test exercised.
@MainActor
struct CoverageCommand {
  let paths: [String]
  let records: String
  let maxStates: Int
  let console: any Console

  /// Runs the report.
  ///
  /// - Returns: 0 when every transition of every flow was exercised, 1 when one was not or a
  ///   run gave an action its flow does not offer.
  /// - Throws: A ``UsageError`` for a path that does not exist or records that do not read.
  func run() throws(UsageError) -> Int32 {
    let files = try SpecFiles(paths: paths)
    let runs = try CoverageRecords.runs(at: records)
    let library = files.library
    let specs = files.specs.map(\.spec)
    var table = TextTable(header: ["flow", "runs", "transitions", "exercised", "not exercised"])
    var details: [String] = []
    for (path, spec) in files.specs {
      guard FlowSpecValidator.problems(in: spec, library: library.specs).isEmpty else {
        details.append("\(path): not valid; run 'itinerary check' first")
        continue
      }
      let machine = FlowSpecMachine(spec, library: library)
      let graph = FlowStateGraph(exploring: machine, maxStates: maxStates)
      let coverage = FlowCoverage(of: machine, graph: graph, runs: runs)
      let count = runs.count { $0.flow == spec.name }
      table.append([
        spec.name, "\(count)", "\(coverage.transitionCount)", "\(coverage.exercisedCount)",
        "\(coverage.notExercised.count)",
      ])
      if graph.unexploredCount > 0 {
        details.append(
          "\(path): only \(graph.exploredCount) states explored (--max-states); the "
            + "transitions of the other \(graph.unexploredCount) are not counted")
      }
      details += coverage.notExercised.map { "\(path): not exercised: \($0)" }
      details += coverage.mismatches.map { "\(path): \($0)" }
    }
    let flows = Set(specs.map(\.name))
    for run in runs where !flows.contains(run.flow) {
      details.append("\(records): run \(run.run) is of flow \(run.flow), which no spec names")
    }
    table.lines.forEach(console.write)
    if !details.isEmpty {
      console.write("")
      details.forEach(console.write)
    }
    return details.isEmpty ? 0 : 1
  }
}
