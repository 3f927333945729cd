import Testing

@testable import ItineraryCLI

/// `itinerary coverage`: the runs a test suite recorded, replayed on each flow's states, and
/// the transitions none took.
@MainActor
@Suite("itinerary coverage")
struct CoverageCommandTests {
  /// A record line of a run of password-reset with these answers.
  func record(_ run: String, _ answers: [String]) -> String {
    let actions = answers.map { #""respond(with: \"\#($0)\")""# }.joined(separator: ",")
    return #"{"flow":"password-reset","run":"\#(run)","actions":[\#(actions)]}"#
  }

  @Test func listsTheTransitionsNoRunTookAndExitsOne() async throws {
    let folder = try TemporaryFolder()
    // Run a writes two lines, the second holding both actions; run b takes another way.
    try folder.write(
      "records.jsonl",
      [
        record("a", ["sent"]), record("a", ["sent", "correct"]),
        record("b", ["sent", "wrong", "retry", "correct", "saved"]),
      ].joined(separator: "\n"))
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(
      ["coverage", Paths.flow("password-reset"), "\(folder.path)/records.jsonl"],
      console: console)

    #expect(status == 1)
    let lines = console.text.split(separator: "\n").map(String.init)
    // 4 states, found in this order: email; email, code; email, code, newPassword; email,
    // code, wrongCode. Their 16 transitions: 3 + 6 (the emailed reset link among them) + 3 +
    // 4, a relaunch in each; the runs took sent, correct, wrong, retry and saved.
    #expect(
      lines.contains { $0.split(separator: " ") == ["password-reset", "2", "16", "5", "11"] })
    let notExercised = lines.filter { $0.contains("not exercised: ") }
      .map { String($0[$0.range(of: "not exercised: ")!.upperBound...]) }
    #expect(
      notExercised == [
        "email —tapBack()→ end gaveUp",
        "email —relaunch()→ email",
        #"email, code —respond(with: "resend")→ email, code"#,
        #"email, code —sendLink(.opening(route: "resetLink"))→ email, code, newPassword"#,
        "email, code —tapBack()→ email",
        "email, code —relaunch()→ email, code",
        "email, code, newPassword —tapBack()→ email, code",
        "email, code, newPassword —relaunch()→ email, code, newPassword",
        #"email, code, wrongCode —respond(with: "giveUp")→ end gaveUp"#,
        "email, code, wrongCode —swipeAway()→ email, code",
        "email, code, wrongCode —relaunch()→ email, code, wrongCode",
      ])
  }

  @Test func recordsThatDoNotReadAreAUsageError() async throws {
    let folder = try TemporaryFolder()
    try folder.write("records.jsonl", "not json")
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(
      ["coverage", Paths.flow("password-reset"), "\(folder.path)/records.jsonl"],
      console: console)

    #expect(status == 2)
    #expect(console.errors.contains { $0.contains("records.jsonl:1: not a coverage record") })
  }
}
