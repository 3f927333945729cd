import Itinerary
import ItineraryFlowSpecs
import ItineraryTesting

/// `itinerary check`: loads and validates specs, explores by its states each one the machine
/// can run (valid, or with only unreachable stages and stages no end can be reached from),
/// prints a table with a row per flow, each flow's verdict and the problems below it, with
/// the shortest way into each as a test, and says by its status whether there was any.
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
      guard problems.allSatisfy({ Self.explorable.contains($0.kind) }) else {
        table.append([spec.name, path, "\(spec.stages.count)", "-", "-", "\(problems.count)", ""])
        continue
      }
      func test(_ script: String, into stage: String? = nil) -> [String] {
        CounterexampleTest(
          flow: spec.name, files: files.libraryFiles, library: library, script: script,
          stage: stage
        ).lines.map { $0.isEmpty ? "" : "    " + $0 }
      }
      switch await explore(spec, in: library, traps: problems) {
      case .success(let (report, ways)):
        table.append([
          spec.name, path, "\(spec.stages.count)", "\(report.graph.states.count)",
          "\(report.graph.transitionCount)", "\(problems.count + report.problems.count)",
          report.endsReached.joined(separator: " "),
        ])
        if !report.isComplete {
          notes.append("\(path): a --max-states above \(maxStates) explores further")
        } else if report.problems.isEmpty && problems.isEmpty {
          verdicts.append("\(spec.name): every state can finish.")
        }
        details += report.problems.map { "\(path): \($0)" }
        if let counterexample = report.counterexample {
          details.append(
            "\(path): the shortest counterexample, \(counterexample.actions.count) action(s), "
              + "as a test:")
          details += test(counterexample.script)
        }
        for way in ways {
          details.append(
            "\(path): the shortest way into stage \"\(way.stage)\", no end reachable from it by "
              + "its answers, \(way.path.depth) action(s), as a test:")
          var lines = way.path.script.split(separator: "\n").map(String.init)
          if case .cut = way.path.outcome { lines.removeLast() }
          details += test(
            (lines + ["// \(way.problem)"]).joined(separator: "\n"), into: way.stage)
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

  /// The kinds of problems of a spec the explorer still runs, to show the way into them: an
  /// unreachable stage, and a stage (a dead end, or one of a cycle without exit) from which
  /// the stages' answers reach no end.
  private static let explorable: Set<FlowSpecProblem.Kind> = [
    .unreachable, .deadEnd, .cycleWithoutExit,
  ]

  /// The shortest way into a stage from which a spec's answers reach no end, as the validator
  /// found it: the problem, the stage it is at, and the real flow's path into it.
  private struct WayIntoTrap {
    let problem: FlowSpecProblem
    let stage: String
    let path: ExploredPath<FlowSpecRoute, FlowSpecOutcome>
  }

  /// Explores `spec` by its states; the counterexample, if any, is replayed on the real flow,
  /// and so is the shortest way into the stage of each dead end and cycle without exit among
  /// `traps`, the validator's problems of `spec`.
  private func explore(
    _ spec: FlowSpec, in library: FlowSpecLibrary, traps: [FlowSpecProblem]
  ) async -> Result<(FlowStateExploration<FlowSpecState>, [WayIntoTrap]), any Error> {
    do {
      let explorer = FlowExplorer(
        spec.flow(in: library), modules: { try SpecAnswers.moduleRouter(for: library) },
        answers: SpecAnswers.answers(for:))
      let machine = FlowSpecMachine(spec, library: library)
      let exploration = try await explorer.exploreStates(of: machine, maxStates: maxStates)
      var ways: [WayIntoTrap] = []
      for problem in traps where problem.kind != .unreachable {
        // The stage the problem is at, by its place in the file; the nearest state there is
        // the first found, as states are found breadth first.
        guard let position = problem.position,
          let stage = spec.stages.first(where: { $0.position == position })?.name,
          let state = exploration.graph.states.firstIndex(where: {
            machine.stage(of: $0) == stage
          }),
          let path = try await explorer.path(into: state, of: exploration.graph)
        else { continue }
        ways.append(WayIntoTrap(problem: problem, stage: stage, path: path))
      }
      return .success((exploration, ways))
    } catch {
      return .failure(error)
    }
  }
}
