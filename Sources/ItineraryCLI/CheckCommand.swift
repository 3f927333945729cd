import Itinerary
import ItineraryFlowSpecs
import ItineraryTesting

/// `itinerary check`: loads, validates and explores specs, prints a table with a row per
/// flow and the problems below it, and says by its status whether there was any.
@MainActor
struct CheckCommand {
  let paths: [String]
  let maxDepth: Int
  let maxPaths: Int
  let console: any Console

  /// Runs the check.
  ///
  /// - Returns: 0 when there is no problem, 1 when there is one.
  /// - Throws: A ``UsageError`` for a path that does not exist.
  func run() async throws(UsageError) -> Int32 {
    let files = try SpecFiles(paths: paths)
    let library = files.library
    let specs = files.specs.map(\.spec)
    var details = files.errors.map(\.description)
    var notes: [String] = []
    var table = TextTable(
      header: ["flow", "file", "stages", "paths", "completed", "cut", "problems", "ends reached"])
    for error in files.errors {
      table.append(["?", error.file ?? "?", "-", "-", "-", "-", "1", "does not load"])
    }
    var fileProblems: Set<FlowSpecProblem> = []
    for (path, spec) in files.specs {
      let problems = FlowSpecValidator.problems(in: spec, library: specs)
      fileProblems.formUnion(problems)
      details += problems.map { "\(path):\(located($0))" }
      guard problems.isEmpty else {
        table.append(
          [spec.name, path, "\(spec.stages.count)", "-", "-", "-", "\(problems.count)", ""])
        continue
      }
      let exploration = await explore(spec, in: library)
      switch exploration {
      case .success(let report):
        let failures = report.stuckCount + report.threwCount
        table.append([
          spec.name, path, "\(spec.stages.count)", "\(report.paths.count)",
          "\(report.completedCount)",
          "\(report.cutCount)", "\(failures)", endsReached(report),
        ])
        if report.reachedMaxPaths {
          notes.append(
            "\(path): explored only the first \(report.paths.count) paths (--max-paths); "
              + "the rest are unchecked")
        }
        if let failure = report.shortestFailure {
          details.append(
            "\(path): \(failures) failing path(s); the shortest, to replay with FlowHarness:")
          details += failure.script.split(separator: "\n").map { "    " + $0 }
        }
      case .failure(let error):
        table.append([spec.name, path, "\(spec.stages.count)", "-", "-", "-", "1", ""])
        details.append("\(path): exploring failed: \(error)")
      }
    }
    // What only the library as a whole shows: two files giving one flow name.
    details += FlowSpecValidator.problems(in: specs).filter { !fileProblems.contains($0) }
      .map(\.description)
    table.lines.forEach(console.write)
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

  private func explore(
    _ spec: FlowSpec, in library: FlowSpecLibrary
  ) async -> Result<FlowExploration<FlowSpecRoute, FlowSpecOutcome>, any Error> {
    do {
      let explorer = FlowExplorer(
        spec.flow(in: library), modules: { try SpecAnswers.modules(for: library) },
        maxDepth: maxDepth, maxPaths: maxPaths, answers: SpecAnswers.answers(for:))
      return .success(try await explorer.explore())
    } catch {
      return .failure(error)
    }
  }

  /// How many completed paths reached each end: `paid×12 cancelled×40`.
  private func endsReached(_ report: FlowExploration<FlowSpecRoute, FlowSpecOutcome>) -> String {
    var counts: [(end: String, count: Int)] = []
    for path in report.paths {
      guard case .completed(let outcome) = path.outcome else { continue }
      if let index = counts.firstIndex(where: { $0.end == outcome.end }) {
        counts[index].count += 1
      } else {
        counts.append((outcome.end, 1))
      }
    }
    return counts.map { "\($0.end)×\($0.count)" }.joined(separator: " ")
  }
}
