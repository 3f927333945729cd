import Testing

@testable import ItineraryCLI

/// `itinerary play`: a scripted walk shows each screen's tree and answers and ends with the
/// flow's outcome; a typed walk reads the person's choices and asks again after a mistyped
/// one; a relaunch in the middle resumes the flow where it was; a wrong scripted answer, a
/// script that runs out or input that ends fails with status 1.
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
    // The whole tree at the end: onboarding covered, the main module on screen.
    #expect(console.text.contains("  module 0 (flow)\n"))
    #expect(console.text.contains("  module 1 (main)\n"))
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

  @Test func aMistypedAnswerIsAskedAgain() async {
    let console = RecordingConsole(input: ["sent", "corect", "correct", "saved"])

    let status = await ItineraryCommand.run(
      ["play", Paths.flow("password-reset")], console: console)

    #expect(status == 0, "\(console.text)")
    #expect(console.output.filter { $0.hasPrefix("> ") } == ["> sent", "> correct", "> saved"])
    #expect(
      console.output.contains("'corect' is not an answer of enterCode{\"length\":6}. Try again."))
    let lists = console.output.filter { $0 == "enterCode{\"length\":6} awaits an answer:" }
    #expect(lists.count == 2)
    #expect(console.output.filter { $0 == "  1. correct" }.count == 2)
  }

  @Test func inputThatEndsAfterAMistypedAnswerFailsAsInputThatEnds() async {
    let mistyped = RecordingConsole(input: ["sent", "corect"])
    let ended = RecordingConsole(input: ["sent"])

    let status = await ItineraryCommand.run(
      ["play", Paths.flow("password-reset")], console: mistyped)
    let endedStatus = await ItineraryCommand.run(
      ["play", Paths.flow("password-reset")], console: ended)

    #expect(status == 1)
    #expect(status == endedStatus)
    #expect(mistyped.output.last == "The input ended before the flow did.")
    #expect(mistyped.output.suffix(2) == ended.output.suffix(2))
  }

  @Test func aScriptedWrongAnswerFailsWithoutAskingAgain() async {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(
      ["play", Paths.flow("password-reset"), "--answers", "sent,corect,correct,saved"],
      console: console)

    #expect(status == 1)
    #expect(!console.output.contains("> correct"))
    #expect(
      console.output.last
        == "'corect' is not an answer of enterCode{\"length\":6}. "
        + "Its answers are: correct, wrong, resend, back.")
  }

  @Test(arguments: [
    (
      ["sent", "maybe"],
      "'maybe' is not an answer of enterCode{\"length\":6}. "
        + "Its answers are: correct, wrong, resend, back."
    ),
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

  @Test func aRelaunchResumesTheFlowAtTheStageItWasOn() async {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(
      [
        "play", Paths.flow("password-reset"), "--answers",
        "sent,wrong,relaunch,retry,correct,relaunch,saved",
      ], console: console)

    #expect(status == 0, "\(console.text)")
    #expect(
      console.output.filter { $0.hasPrefix("> ") } == [
        "> sent", "> wrong", "> relaunch", "> retry", "> correct", "> relaunch", "> saved",
      ])
    // The stage the app closed on awaits its answer again after the relaunch.
    let asked = console.output.filter { $0.hasSuffix(" awaits an answer:") }
    let relaunches = console.output.indices.filter { console.output[$0] == "> relaunch" }
    for index in relaunches {
      let before = console.output[..<index].last { $0.hasSuffix(" awaits an answer:") }
      let after = console.output[index...].first { $0.hasSuffix(" awaits an answer:") }
      #expect(before != nil && before == after, "\(asked)")
    }
    #expect(console.output.last == "The flow completed with output reset → \"reset\"")
  }

  @Test func aTypedRelaunchResumesInASubflowAndInTheParentFlowAfterIt() async {
    let console = RecordingConsole(
      input: ["signIn", "forgotPassword", "relaunch", "sent", "correct", "saved", "signedIn"]
        + ["relaunch", "skip"])

    let status = await ItineraryCommand.run(
      ["play", Paths.flow("onboarding")], console: console)

    #expect(status == 0, "\(console.text)")
    #expect(console.output.filter { $0 == "> relaunch" }.count == 2)
    #expect(console.text.contains("or 'relaunch': close the app and open it again"))
    #expect(console.output.last == "The flow completed with output finished → {\"onboarded\":true}")
  }

  @Test func aGuardedStageAsksAndThePersonAnswersTheAlert() async throws {
    let folder = try TemporaryFolder()
    try folder.write(
      "draft.json",
      #"""
      {
        "name": "draft",
        "start": "list",
        "stages": [
          { "name": "list", "route": "drafts", "answers": { "write": "editor" } },
          {
            "name": "editor", "route": "editor", "answers": { "save": "saved" },
            "confirmLeave": { "title": "Discard the draft?", "leave": "Discard", "stay": "Keep" }
          }
        ],
        "ends": [{ "name": "saved", "output": "saved" }]
      }
      """#)
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(
      ["play", "\(folder.path)/draft.json", "--answers", "write,back,Keep,save"],
      console: console)

    #expect(status == 0, "\(console.text)")
    #expect(console.output.contains("the alert \"Discard the draft?\" awaits an answer:"))
    #expect(console.output.contains("  1. Discard"))
    #expect(console.output.contains("  2. Keep"))
    #expect(console.output.last == "The flow completed with output saved → \"saved\"")
  }

  @Test func aLinkFromTheTableAnswersTheStageThatListsIt() async {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(
      [
        "play", Paths.flow("password-reset"), "--links", Paths.links, "--answers",
        "sent,link /reset/123456,saved",
      ], console: console)

    #expect(status == 0, "\(console.text)")
    #expect(
      console.output.filter { $0.hasPrefix("> ") } == ["> sent", "> link /reset/123456", "> saved"])
    #expect(console.output.contains("The link arrives: push resetLink{\"code\":\"123456\"}"))
    #expect(console.output.contains("  or 'link <link>': a link arrives, as from an email"))
    // The code screen stays under the new password, answered by the link.
    #expect(console.text.contains("  push #4 enterCode{\"length\":6}\n  push #5 newPassword"))
    #expect(console.output.last == "The flow completed with output reset → \"reset\"")
  }

  @Test func aRefusedLinkIsToldAndThePersonAskedAgain() async {
    let console = RecordingConsole(input: ["sent", "link /nowhere", "correct", "saved"])

    let status = await ItineraryCommand.run(
      ["play", Paths.flow("password-reset"), "--links", Paths.links], console: console)

    #expect(status == 0, "\(console.text)")
    #expect(console.output.contains { $0.hasPrefix("The link is refused: ") })
    #expect(console.output.filter { $0.hasPrefix("> ") }.last == "> saved")
  }

  @Test func withoutALinkTableALinkIsNoAnswer() async {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(
      ["play", Paths.flow("password-reset"), "--answers", "sent,link /reset/1"],
      console: console)

    #expect(status == 1)
    #expect(!console.text.contains("'link <link>'"))
    #expect(console.output.last?.hasPrefix("'link /reset/1' is not an answer of enterCode") == true)
  }

  @Test func aLinkTableThatDoesNotLoadIsAUsageError() async {
    let console = RecordingConsole()

    let status = await ItineraryCommand.run(
      ["play", Paths.flow("password-reset"), "--links", Paths.flow("missing")],
      console: console)

    #expect(status == 2)
  }
}
