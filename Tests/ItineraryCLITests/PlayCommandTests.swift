import Testing

@testable import ItineraryCLI

/// `itinerary play`: a scripted walk shows each screen's tree and answers and ends with the
/// flow's outcome; a typed walk reads the person's choices; a wrong answer or a script that
/// runs out fails with status 1.
@MainActor
@Suite("itinerary play")
struct PlayCommandTests {
  @Test func aScriptedWalkEndsWithTheOutcome() async {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(
      [
        "play", Paths.flow("password-reset"), "--answers",
        "sent,wrong,retry,correct,saved",
      ], console: console)

    #expect(status == 0, "\(console.text)")
    #expect(
      console.output.filter { $0.hasPrefix("> ") } == [
        "> sent", "> wrong", "> retry", "> correct", "> saved",
      ])
    #expect(console.text.contains("    root #5 codeRejected"))
    #expect(console.output.last == "The flow completed with output reset → \"reset\"")
  }

  @Test func subflowsAreFoundBesideTheSpecAndModulesSwap() async {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(
      [
        "play", Paths.flow("onboarding"), "--answers",
        "signIn,forgotPassword,sent,correct,saved,signedIn,skip",
      ], console: console)

    #expect(status == 0, "\(console.text)")
    #expect(console.text.contains("resetEmail awaits an answer:"))
    #expect(console.text.contains("root #"))
    #expect(console.text.contains("module main"))
    #expect(console.output.last == "The flow completed with output finished → {\"onboarded\":true}")
  }

  @Test func aTypedWalkTakesNumbersAndNames() async {
    let console = RecordingConsole(input: ["1", " correct ", "1"])

    let status = await ItineraryCommand.run(
      ["play", Paths.flow("password-reset")], console: console)

    #expect(status == 0, "\(console.text)")
    #expect(console.output.filter { $0.hasPrefix("> ") } == ["> sent", "> correct", "> saved"])
  }

  @Test func inputThatEndsBeforeTheFlowFails() async {
    let console = RecordingConsole(input: ["sent"])

    let status = await ItineraryCommand.run(
      ["play", Paths.flow("password-reset")], console: console)

    #expect(status == 1)
    #expect(console.output.last == "The input ended before the flow did.")
  }

  @Test(arguments: [
    (["sent", "maybe"], "'maybe' is not an answer of enterCode{\"length\":6}."),
    (["sent"], "The scripted answers ran out before the flow ended."),
  ])
  func aWrongOrMissingAnswerFails(answers: [String], message: String) async {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(
      ["play", Paths.flow("password-reset"), "--answers", answers.joined(separator: ",")],
      console: console)

    #expect(status == 1)
    #expect(console.output.last == message)
  }
}
