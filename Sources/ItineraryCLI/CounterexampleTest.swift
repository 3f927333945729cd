import Foundation
import ItineraryFlowSpecs
import ItineraryTesting

/// A counterexample of `itinerary check` as a Swift Testing test that compiles and runs as
/// pasted into a test target: it loads the specs from their files, starts the flow under the
/// modules `check` runs it under, and replays the counterexample's script.
///
/// The test finds the files by their paths in the package: from its own file (`#filePath`) it
/// goes up to the nearest folder with a `Package.swift`, the root of the package the specs are
/// in when `check` ran. Files in no package are named by their absolute paths, which hold on
/// this machine only; the test's comment says which it does.
struct CounterexampleTest {
  /// The flow the counterexample is of.
  let flow: String
  /// The files of the specs the flow's library holds, as `check` was given them.
  let files: [String]
  /// The library, for the modules its ends swap to.
  let library: FlowSpecLibrary
  /// The `FlowHarness` lines that replay the counterexample, then its problem as comments.
  let script: String
  /// The stage the counterexample leads into, when it shows the way into a stage rather than
  /// into the nearest problem: it names the test, apart from the flow's counterexample.
  var stage: String? = nil

  /// The test's lines.
  var lines: [String] {
    let words = flow.split { !$0.isLetter && !$0.isNumber }.enumerated()
      .map { $0 == 0 ? $1.lowercased() : $1.capitalized }.joined()
    let into = stage.map { stage in
      "Into" + stage.split { !$0.isLetter && !$0.isNumber }.map(\.capitalized).joined()
    }
    let name = (words.isEmpty ? "flow" : words) + (into ?? "") + "Counterexample"
    return [
      "import Foundation",
      "import Itinerary",
      "import ItineraryFlowSpecs",
      "import ItineraryTesting",
      "import Testing",
      "",
      "@Test @MainActor func \(name)() async throws {",
    ] + loading + [
      "  let modules = try ModuleRouter<FlowSpecRoute>(",
      "    catalog: \(SpecAnswers.catalogSource(for: library)),",
      "    initial: \(String(reflecting: SpecAnswers.flowModule)))",
      "  let harness = FlowHarness(try library.flow(named: \(String(reflecting: flow))), "
        + "modules: modules)",
    ] + script.split(separator: "\n").map { "  " + $0 } + [
      "  harness.cancel()",
      "  _ = try? await harness.output()",
      "}",
    ]
  }

  /// The lines that load the library: from the package's root, found from `#filePath`, or
  /// from absolute paths.
  private var loading: [String] {
    let absolute = files.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    guard let root = absolute.first.flatMap(Self.packageRoot(above:)),
      absolute.allSatisfy({ $0.hasPrefix(root + "/") })
    else {
      return [
        "  // The specs' files by their absolute paths, as they are in no Swift package: the test",
        "  // runs on this machine only.",
        "  let library = FlowSpecLibrary(",
        "    try [",
      ] + Self.list(absolute) + [
        "    ].map { try FlowSpecLoader.load(contentsOf: $0) })"
      ]
    }
    let relative = absolute.map { String($0.dropFirst(root.count + 1)) }
    return [
      "  // The specs' files by their paths in the package, from its root: the nearest folder",
      "  // above this file (#filePath) with a Package.swift.",
      "  var root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()",
      "  while !FileManager.default.fileExists(",
      "    atPath: root.appendingPathComponent(\"Package.swift\").path)",
      "  {",
      "    try #require(root.path != \"/\", \"no Package.swift above \\(#filePath)\")",
      "    root.deleteLastPathComponent()",
      "  }",
      "  let library = FlowSpecLibrary(",
      "    try [",
    ] + Self.list(relative) + [
      "    ].map { try FlowSpecLoader.load(contentsOf: root.appendingPathComponent($0).path) })"
    ]
  }

  /// The lines of an array literal's elements, a path each: `      "a.json",`.
  private static func list(_ paths: [String]) -> [String] {
    paths.map { "      \(String(reflecting: $0))," }
  }

  /// The nearest folder above the file at the absolute path `file` that holds a
  /// `Package.swift`; `nil` when none does.
  private static func packageRoot(above file: String) -> String? {
    var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
    while folder.path != "/" {
      let manifest = folder.appendingPathComponent("Package.swift").path
      if FileManager.default.fileExists(atPath: manifest) { return folder.path }
      folder.deleteLastPathComponent()
    }
    return nil
  }
}
