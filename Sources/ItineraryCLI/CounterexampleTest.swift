import ItineraryFlowSpecs
import ItineraryTesting

/// A counterexample of `itinerary check` as a Swift Testing test that compiles as it stands:
/// it loads the specs from their files, starts the flow under the modules `check` runs it
/// under, and replays the counterexample's script.
struct CounterexampleTest {
  /// The flow the counterexample is of.
  let flow: String
  /// The files of the specs the flow's library holds.
  let files: [String]
  /// The library, for the modules its ends swap to.
  let library: FlowSpecLibrary
  /// The counterexample.
  let counterexample: FlowCounterexample

  /// The test's lines.
  var lines: [String] {
    let name = flow.split { !$0.isLetter && !$0.isNumber }.enumerated()
      .map { $0 == 0 ? $1.lowercased() : $1.capitalized }.joined()
    return [
      "import Itinerary",
      "import ItineraryFlowSpecs",
      "import ItineraryTesting",
      "import Testing",
      "",
      "@Test @MainActor func \(name.isEmpty ? "flow" : name)Counterexample() async throws {",
      "  let library = FlowSpecLibrary(",
      "    try [\(files.map { String(reflecting: $0) }.joined(separator: ", "))]",
      "      .map { try FlowSpecLoader.load(contentsOf: $0) })",
      "  let modules = try ModuleRouter<FlowSpecRoute>(",
      "    catalog: \(SpecAnswers.catalogSource(for: library)),",
      "    initial: \(String(reflecting: SpecAnswers.flowModule)))",
      "  let harness = FlowHarness(try library.flow(named: \(String(reflecting: flow))), "
        + "modules: modules)",
    ] + counterexample.script.split(separator: "\n").map { "  " + $0 } + [
      "  harness.cancel()",
      "  _ = try? await harness.output()",
      "}",
    ]
  }
}
