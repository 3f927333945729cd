import Itinerary
import ItineraryFlowSpecs
import ItineraryTesting

/// `itinerary check`: loads and validates specs, explores each valid one by its states,
/// prints a table with a row per flow, each flow's verdict and the problems below it, and says
/// by its status whether there was any.
@MainActor
struct CheckCommand {
  let paths: [String]
  let maxStates: Int
  let console: any Console

  /// Runs the check.
  ///
  /// - Returns: 0 when there is no problem, 1 when there is one. A flow left unexplored at
  ///   the state limit is not proven: that is a problem, which names the stage where its new
  ///   states keep appearing.
  /// - Throws: A ``UsageError`` for a path that does not exist.
  func run() async throws(UsageError) -> Int32 {
    let files = try SpecFiles(paths: paths)
    let library = files.library
    let specs = files.specs.map(\.spec)
    var details = files.errors.map(\.description)
    var verdicts: [String] = []
    var notes: [String] = []
    var table = TextTable(
      header: ["flow", "file", "stages", "states", "transitions", "problems", "ends reached"])
    for error in files.errors {
      table.append(["?", error.file ?? "?", "-", "-", "-", "1", "does not load"])
    }
    var fileProblems: Set<FlowSpecProblem> = []
    for (path, spec) in files.specs {
      let problems = FlowSpecValidator.problems(in: spec, library: library.specs)
      fileProblems.formUnion(problems)
      details += problems.map { "\(path):\(located($0))" }
      guard problems.isEmpty else {
        table.append([spec.name, path, "\(spec.stages.count)", "-", "-", "\(problems.count)", ""])
        continue
      }
      switch await explore(spec, in: library) {
      case .success(let report):
        table.append([
          spec.name, path, "\(spec.stages.count)", "\(report.graph.states.count)",
          "\(report.graph.transitionCount)", "\(report.problems.count)",
          report.endsReached.joined(separator: " "),
        ])
        if !report.isComplete {
          notes.append("\(path): a --max-states above \(maxStates) explores further")
        } else if report.problems.isEmpty {
          verdicts.append("\(spec.name): every state can finish.")
        }
        details += report.problems.map { "\(path): \($0)" }
        if let counterexample = report.counterexample {
          details.append(
            "\(path): the shortest counterexample, \(counterexample.actions.count) action(s), "
              + "as a test:")
          let test = CounterexampleTest(
            flow: spec.name, files: files.libraryFiles, library: library,
            counterexample: counterexample)
          details += test.lines.map { $0.isEmpty ? "" : "    " + $0 }
        }
      case .failure(let error):
        table.append([spec.name, path, "\(spec.stages.count)", "-", "-", "1", ""])
        details.append("\(path): exploring failed: \(error)")
      }
    }
    // What only the library as a whole shows: two files giving one flow name. The specs
    // beside a file given on its own are in the library, but their problems are not asked for.
    let names = Set(specs.map(\.name))
    details += FlowSpecValidator.problems(in: library.specs)
      .filter { names.contains($0.flow) && !fileProblems.contains($0) }
      .map(\.description)
    table.lines.forEach(console.write)
    if !verdicts.isEmpty {
      console.write("")
      verdicts.forEach(console.write)
    }
    if !files.linkTables.isEmpty {
      console.write("")
      linkTables(files.linkTables, details: &details).lines.forEach(console.write)
    }
    if !details.isEmpty || !notes.isEmpty {
      console.write("")
      (details + notes).forEach(console.write)
    }
    return details.isEmpty ? 0 : 1
  }

  /// A row per link table, with its problems appended to `details`.
  private func linkTables(_ paths: [String], details: inout [String]) -> TextTable {
    var table = TextTable(header: ["links", "file", "rows", "problems"])
    for path in paths {
      do {
        let spec = try LinkTableSpecLoader.load(contentsOf: path)
        let problems = spec.problems()
        table.append([spec.name, path, "\(spec.rows.count)", "\(problems.count)"])
        details += problems.map { "\(path):\($0.position): \($0.message)" }
      } catch {
        table.append(["?", path, "-", "1"])
        details.append(error.description)
      }
    }
    return table
  }

  /// `12:7: message`, or ` message` for a problem with no position.
  private func located(_ problem: FlowSpecProblem) -> String {
    problem.position.map { "\($0): \(problem.message)" } ?? " \(problem.message)"
  }

  /// Explores `spec` by its states; the counterexample, if any, is replayed on the real flow.
  private func explore(
    _ spec: FlowSpec, in library: FlowSpecLibrary
  ) async -> Result<FlowStateExploration<FlowSpecState>, any Error> {
    do {
      let explorer = FlowExplorer(
        spec.flow(in: library), modules: { try SpecAnswers.moduleRouter(for: library) },
        answers: SpecAnswers.answers(for:))
      return .success(
        try await explorer.exploreStates(
          of: FlowSpecMachine(spec, library: library), maxStates: maxStates))
    } catch {
      return .failure(error)
    }
  }
}
