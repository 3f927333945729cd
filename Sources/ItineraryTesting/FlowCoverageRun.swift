import Foundation

/// What the person did in one run of a flow under a ``FlowHarness``: the flow's name and each
/// action given, as the harness call that gives it (`respond(with: "pay")`, `tapBack()`).
///
/// ``FlowCoverage`` replays runs on a flow's states to find the transitions a test suite
/// exercised. A harness keeps its run in ``FlowHarness/coverageRun``, and writes it to the file
/// named by the environment variable `ITINERARY_COVERAGE`, one JSON line per action given,
/// for `itinerary coverage`.
public struct FlowCoverageRun: Hashable, Sendable, Codable {
  /// The name of the flow run.
  public var flow: String
  /// The run's identity, the same on every line the run writes.
  public var run: String
  /// The actions given, in order.
  public var actions: [String]

  /// Creates a run.
  public init(flow: String, run: String = UUID().uuidString, actions: [String] = []) {
    self.flow = flow
    self.run = run
    self.actions = actions
  }

  /// The runs in a file of coverage records: for each run, its longest line, which holds every
  /// action it gave.
  ///
  /// - Throws: ``FlowCoverageError`` when the file cannot be read or a line is not a run.
  public static func runs(inRecordsAt url: URL) throws(FlowCoverageError) -> [FlowCoverageRun] {
    let text: String
    do {
      text = try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw .unreadable(path: url.path, reason: error.localizedDescription)
    }
    var longest: [String: FlowCoverageRun] = [:]
    var order: [String] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
      let run: FlowCoverageRun
      do {
        run = try JSONDecoder().decode(FlowCoverageRun.self, from: Data(line.utf8))
      } catch {
        throw .malformedLine(path: url.path, line: index + 1)
      }
      if longest[run.run] == nil { order.append(run.run) }
      if run.actions.count >= longest[run.run]?.actions.count ?? 0 { longest[run.run] = run }
    }
    return order.compactMap { longest[$0] }
  }
}
