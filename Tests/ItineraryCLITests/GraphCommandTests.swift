import Testing

@testable import ItineraryCLI

/// `itinerary graph`: a node per stage and end, an edge per answer, in both formats.
@MainActor
@Suite("itinerary graph")
struct GraphCommandTests {
  @Test func mermaidDrawsStagesEndsAnswersAndTheAbandonEdge() async {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(
      ["graph", Paths.flow("checkout"), "--format", "mermaid"], console: console)

    #expect(status == 0)
    let lines = console.text.split(separator: "\n").map(String.init)
    #expect(lines.contains("flowchart TD"))
    #expect(lines.contains("  s0[\"review<br/>push cartReview\"]"))
    #expect(lines.contains("  s3[\"payment<br/>cover payment\"]"))
    #expect(lines.contains("  e0([\"paid\"])"))
    #expect(lines.contains("  start --> s0"))
    #expect(lines.contains("  start -.->|\"leave\"| e1"))
    #expect(lines.contains("  s4 -->|\"retry\"| s3"))
  }

  @Test func dotDrawsTheSameGraph() async {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(
      ["graph", Paths.flow("onboarding"), "--format", "dot"], console: console)

    #expect(status == 0)
    let lines = console.text.split(separator: "\n").map(String.init)
    #expect(lines.first == "digraph \"onboarding\" {")
    #expect(lines.contains("  s3 [shape=box3d, label=\"reset\\nflow password-reset\"];"))
    #expect(lines.contains("  e0 [shape=doublecircle, label=\"finished\\n→ module main\"];"))
    #expect(lines.contains("  s0 -> s1 [label=\"getStarted\"];"))
    #expect(lines.last == "}")
  }

  @Test func aMissingFileIsOneLineAndStatusTwo() async {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(["graph", "nowhere.json"], console: console)

    #expect(status == 2)
    #expect(console.errors == ["itinerary: no such file: nowhere.json"])
    #expect(console.output.isEmpty)
  }
}
