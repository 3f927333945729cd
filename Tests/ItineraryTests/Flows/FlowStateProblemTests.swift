import ItineraryTesting
import Testing

/// The problems of an exploration by states are typed values a test compares, and each reads
/// as the sentence the report prints.
@Suite("Flow state problems")
struct FlowStateProblemTests {
  /// One row: a problem, and the sentence it reads as.
  struct Row: CustomTestStringConvertible, Sendable {
    let problem: FlowStateProblem
    let sentence: String

    var testDescription: String { sentence }
  }

  static let asking = FlowStateReference(number: 0, description: "asking")

  static let rows: [Row] = [
    Row(
      problem: .trap(state: FlowStateReference(number: 1, description: "a, b")),
      sentence: "trap: from state a, b no end can be reached"),
    Row(
      problem: .nothingToDo(state: asking),
      sentence: "stuck: in state asking the person can do nothing"),
    Row(
      problem: .failure(state: asking, action: .tapBack, reason: .failed("No abandon end.")),
      sentence: "failure: tapBack() in state asking: No abandon end."),
    Row(
      problem: .failure(state: nil, action: nil, reason: .failed("It threw.")),
      sentence: "failure: start in state (start): It threw."),
    Row(
      problem: .failure(
        state: FlowStateReference(number: 1, description: "email, code"),
        action: .respond("wrong"), reason: .realFlow(.waitsAgain(expected: .end("done")))),
      sentence: #"failure: respond(with: "wrong") in state email, code: the real flow: waits "#
        + "for the person again, where its states say it leads to the end done"),
    Row(
      problem: .failure(
        state: asking, action: .swipeAway,
        reason: .realFlow(.stuck("waiting past the safety limit", expected: .end("left")))),
      sentence: "failure: swipeAway() in state asking: the real flow: stuck: waiting past the "
        + "safety limit, where its states say it leads to the end left"),
    Row(
      problem: .failure(
        state: asking, action: .respond(36),
        reason: .realFlow(.stuck("waiting on the alert", expected: .state(2)))),
      sentence: "failure: respond(with: 36) in state asking: the real flow: stuck: waiting on "
        + "the alert"),
    Row(
      problem: .failure(
        state: asking, action: .respond(36),
        reason: .realFlow(.completed(output: "36", expected: .failure("Declined")))),
      sentence: "failure: respond(with: 36) in state asking: the real flow: completed with "
        + "output 36, where its states say it leads to a failure: Declined"),
    Row(
      problem: .failure(
        state: asking, action: .tapBack, reason: .realFlow(.left(expected: .state(0)))),
      sentence: "failure: tapBack() in state asking: the real flow: the person left, where its "
        + "states say it leads to state 0"),
    Row(
      problem: .failure(
        state: asking, action: .respond(36),
        reason: .realFlow(.threw("Declined()", expected: .end("answered")))),
      sentence: "failure: respond(with: 36) in state asking: the real flow: threw: Declined(), "
        + "where its states say it leads to the end answered"),
    Row(
      problem: .failure(
        state: asking, action: .relaunch,
        reason: .realFlow(
          .refused(
            .answerRefused(answer: "relaunch()", reason: "cannot be saved", after: [], tree: "/")
          ))),
      sentence: "failure: relaunch() in state asking: the real flow: Cannot give the answer "
        + "relaunch() before any answer: cannot be saved\nTree:\n  /"),
    Row(
      problem: .endless(state: asking, action: .respond("go"), reason: "It keeps moving."),
      sentence: #"never waits again: respond(with: "go") in state asking: It keeps moving."#),
    Row(
      problem: .unreachableStage("s"), sentence: #"unreachable stage "s": no state is at it"#),
    Row(
      problem: .unreachedEnd("never"),
      sentence: #"unreached end "never": no transition leads to it"#),
  ]

  @Test(arguments: rows)
  func aProblemReadsAsItsSentence(_ row: Row) {
    #expect(row.problem.description == row.sentence)
  }

  @Test func problemsAreEqualWhenTheirStateActionAndReasonAre() {
    let problem = FlowStateProblem.failure(
      state: Self.asking, action: .respond(36), reason: .realFlow(.left(expected: .state(0))))

    #expect(
      problem
        == .failure(
          state: Self.asking, action: .respond(36), reason: .realFlow(.left(expected: .state(0)))))
    #expect(
      problem
        != .failure(
          state: Self.asking, action: .respond(37), reason: .realFlow(.left(expected: .state(0)))))
    #expect(
      problem
        != .failure(
          state: FlowStateReference(number: 1, description: "asking"), action: .respond(36),
          reason: .realFlow(.left(expected: .state(0)))))
    #expect(
      problem
        != .failure(
          state: Self.asking, action: .respond(36), reason: .realFlow(.left(expected: .state(1)))))
  }
}
