import Foundation
import ItineraryFlowSpecs
import Testing

@testable import ItineraryCLI

/// `itinerary check`: the bundled flows pass; every broken fixture is a problem with its file,
/// line and column; a path that does not exist is a usage error.
@MainActor
@Suite("itinerary check")
struct CheckCommandTests {
  @Test func theBundledFlowsValidateAndEveryStateCanFinish() async throws {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(["check", Paths.flows], console: console)

    #expect(status == 0, "\(console.text)")
    let table = console.output.prefix { !$0.isEmpty }.dropFirst()
    let rows = table.map { $0.split(separator: " ").map(String.init) }
    #expect(rows.map(\.first) == ["checkout", "onboarding", "password-reset"])
    for row in rows {
      try #require(row.count >= 7, "a short row: \(row)")
      #expect(row[5] == "0", "problems in \(row)")
      #expect(Int(row[3]) ?? 0 > 0, "no state in \(row)")
    }
    #expect(rows.first?.suffix(2) == ["paid", "cancelled"])
    #expect(console.text.contains("finished"))
    for flow in ["checkout", "onboarding", "password-reset"] {
      #expect(console.output.contains("\(flow): every state can finish."))
    }
  }

  /// One file is checked with the specs beside it, as `play` runs it: the onboarding's
  /// sub-flow is the password reset in its folder. Only the file given is a row.
  @Test func oneFileIsCheckedWithTheSubFlowsBesideIt() async throws {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(["check", Paths.flow("onboarding")], console: console)

    #expect(status == 0, "\(console.text)")
    #expect(!console.text.contains("unknown target"))
    let rows = console.output.prefix { !$0.isEmpty }.dropFirst()
    #expect(rows.map { $0.split(separator: " ").first } == ["onboarding"])
    #expect(console.output.contains("onboarding: every state can finish."))
  }

  @Test func brokenSpecsAreProblemsWithTheirFileLineAndColumn() async {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(["check", Paths.brokenFlows], console: console)

    #expect(status == 1)
    let text = console.text
    #expect(text.contains("unknown-target.json:7:20: unknown target \"adress\""))
    #expect(text.contains("dead-end.json:6:5: dead end: stage \"payment\" has no answers"))
    #expect(text.contains("syntax-error.json:4:3: expected ',' or '}'"))
    #expect(text.contains("missing-start.json:1:1: missing start"))
    #expect(text.contains("cycle-without-exit.json:6:5: cycle without exit"))
  }

  @Test func aFlowThatGetsStuckIsAProblemWithAScriptToReplay() async throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "stuck.json",
      """
      { "name": "stuck", "start": "ask",
        "stages": [{ "name": "ask", "route": "ask", "answers": { "ok": "done" } }],
        "ends": [{ "name": "done" }] }
      """)
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(["check", folder.path], console: console)

    // Back on the first stage with no abandon end makes the flow throw: a problem.
    #expect(status == 1)
    #expect(
      console.text.contains("stuck.json: the shortest counterexample, 1 action(s), as a test:"))
    #expect(console.text.contains("try harness.tapBack()"))
    // In no package, the test names the spec by its absolute path, and says so.
    let file = URL(fileURLWithPath: "\(folder.path)/stuck.json").standardizedFileURL.path
    #expect(console.output.contains("          \(String(reflecting: file)),"), "\(console.text)")
    #expect(console.text.contains("by their absolute paths"))
    #expect(console.text.contains("runs on this machine only"))
  }

  /// A stage the validator finds no end reachable from is explored all the same, and the
  /// shortest way into it is a test of its own, which finds the specs from the package's root,
  /// wherever it is pasted.
  @Test func aCycleWithoutExitComesWithTheShortestWayIntoItAsATest() async throws {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(
      ["check", Paths.brokenFlows + "/cycle-without-exit.json"], console: console)

    #expect(status == 1)
    #expect(
      console.text.contains(
        #"cycle-without-exit.json: the shortest way into stage "payment", no end reachable "#
          + "from it by its answers, 1 action(s), as a test:"))
    let test = console.output.drop { !$0.contains("the shortest way into stage") }
    #expect(
      test.contains("    @Test @MainActor func checkoutIntoPaymentCounterexample() async throws {"))
    #expect(test.contains(#"      try harness.respond(with: "pay")"#))
    #expect(
      test.contains(
        #"      try await harness.expect(.push(.screen(library.screen("payment", of: "checkout"))))"#
      ))
    #expect(test.contains { $0.hasPrefix("      // checkout 6:5: cycle without exit") })
    // The files by their paths from the package's root, which the test finds from #filePath.
    #expect(test.contains { $0.contains("URL(fileURLWithPath: #filePath)") })
    let files = test.compactMap { line -> String? in
      let element = line.trimmingCharacters(in: .whitespaces)
      guard element.hasPrefix("\""), element.hasSuffix("\",") else { return nil }
      return String(element.dropFirst().dropLast(2))
    }
    #expect(
      files.first == "Tests/ItineraryFlowSpecsTests/Fixtures/BrokenFlows/cycle-without-exit.json")
    for file in files {
      let path = Paths.repository.appendingPathComponent(file).path
      #expect(FileManager.default.fileExists(atPath: path), "\(file)")
    }
  }

  @Test func aSpecThatSwapsIntoATabIsProvenUnderAModuleWithThatTab() async throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "welcome.json",
      """
      { "name": "welcome", "start": "ask", "abandon": "left",
        "stages": [{ "name": "ask", "route": "ask", "answers": { "ok": "done" } }],
        "ends": [{ "name": "done", "swapModule": "main", "tab": "inbox" }, { "name": "left" }] }
      """)
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(["check", folder.path], console: console)

    #expect(status == 0, "\(console.text)")
    #expect(console.text.contains("every state can finish"))
  }

  @Test func theCounterexampleTestBuildsTheModulesWithTheirTabs() throws {
    let spec = FlowSpec(
      name: "welcome", start: "ask",
      stages: [
        FlowSpecStage(
          "ask", kind: .screen(route: "ask", parameters: "{}", style: .push),
          answers: [FlowSpecAnswer("ok", next: "done")])
      ],
      ends: [FlowSpecEnd("done", swapModule: "main", tab: "inbox")])

    #expect(
      SpecAnswers.catalogSource(for: FlowSpecLibrary([spec]))
        == #"[Module(id: "flow", root: .start), try Module(id: "main", tabs: "#
        + #"[ModuleTab("inbox", root: .module("main/inbox"))])]"#)
    let modules = try SpecAnswers.moduleRouter(for: FlowSpecLibrary([spec]))
    #expect(modules.catalog.map(\.tabs.count) == [0, 1])
  }

  /// A run stopped at the limit proves nothing: a problem (status 1 since issue 20 asked for
  /// a non-zero status on any failure; 0 before) naming the flow and the stage where the
  /// unexplored states are.
  @Test func exploringStopsAtMaxStatesAndSaysHowManyWereLeft() async throws {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(
      ["check", Paths.flow("checkout"), "--max-states", "2"], console: console)

    #expect(status == 1, "\(console.text)")
    // Two states explored, two found and left: the checkout's guarded address sheet is two.
    #expect(console.output.dropFirst().first?.contains(" 4 ") == true)
    let problem = try #require(console.output.first { $0.contains("not proven") })
    #expect(
      problem.contains(
        "not proven: flow \"checkout\" stopped at the state limit of 2 with 2 states found "
          + "and unexplored, 1 of them at stage \""))
    #expect(console.output.last?.hasSuffix("a --max-states above 2 explores further") == true)
    #expect(!console.text.contains("every state can finish"))
  }

  @Test func aPathThatDoesNotExistIsOneLineAndStatusTwo() async {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(["check", "no/such/folder"], console: console)

    #expect(status == 2)
    #expect(console.errors == ["itinerary: no such file or folder: no/such/folder"])
  }
}
