import Itinerary
import ItineraryFlowSpecs
import ItineraryTesting
import Testing

/// What a flow's states say is checked on the real flow: the shortest way to every
/// transition is replayed on a fresh router, and a transition whose real outcome differs
/// from the machine's is a problem that names it.
@MainActor
@Suite("Flow states replayed on the real flow")
struct FlowStateReplayTests {
  let spec = FlowSpecRunnerTests.reset
  var library: FlowSpecLibrary { FlowSpecLibrary([spec]) }

  /// The reset spec's machine, except that one transition makes `claim` where the real flow
  /// waits again: answering "wrong" on the code.
  struct Misleading: FlowStateMachine {
    let machine: FlowSpecMachine
    var claim = FlowStateStep<FlowSpecState>.ended("done")
    var name: String { machine.name }
    var stages: [String] { machine.stages }
    var ends: [String] { machine.ends }
    func firstStep() -> FlowStateStep<FlowSpecState> { machine.firstStep() }
    func actions(at state: FlowSpecState) -> [FlowAnswer] { machine.actions(at: state) }
    func transition(from state: FlowSpecState, taking index: Int) -> FlowStateStep<FlowSpecState> {
      let action = machine.actions(at: state)[index].description
      return action == #"respond(with: "wrong")"#
        ? claim : machine.transition(from: state, taking: index)
    }
    func stage(of state: FlowSpecState) -> String { machine.stage(of: state) }
    func describe(_ state: FlowSpecState) -> String { machine.describe(state) }
  }

  @Test func aSpecsStatesAgreeWithItsFlow() async throws {
    let explorer = FlowExplorer(spec.flow(in: library), root: .start) { _ in [] }
    let exploration = try await explorer.exploreStates(of: FlowSpecMachine(spec, library: library))
    #expect(exploration.isProven, "\(exploration)")
  }

  @Test func everyTransitionReplayedUnderTheModelOfSwiftUIsRules() async throws {
    let explorer = FlowExplorer(
      spec.flow(in: library), root: .start, safetyLimit: .seconds(120),
      screen: .swiftUI(.oneLevelPerUpdate)
    ) { _ in [] }
    // The model of SwiftUI is not relaunched: a relaunch runs headless.
    let exploration = try await explorer.exploreStates(
      of: FlowSpecMachine(spec, library: library, relaunches: false))
    #expect(exploration.isProven, "\(exploration)")
  }

  @Test func aTransitionTheRealFlowDoesNotTakeIsAProblemThatNamesIt() async throws {
    let explorer = FlowExplorer(spec.flow(in: library), root: .start) { _ in [] }
    let machine = Misleading(machine: FlowSpecMachine(spec, library: library))

    let exploration = try await explorer.exploreStates(of: machine)

    #expect(!exploration.isProven)
    #expect(
      exploration.problems == [
        .failure(
          state: FlowStateReference(number: 1, description: "email, code"),
          action: .respond("wrong"), reason: .realFlow(.waitsAgain(expected: .end("done")))),
        // What the machine says on its own: its lie hides the retry sheet.
        .unreachableStage("wrongCode"),
      ])
    #expect(exploration.counterexample?.actions == [.respond("sent"), .respond("wrong")])
  }

  @Test func replayingCanBeTurnedOff() async throws {
    let explorer = FlowExplorer(spec.flow(in: library), root: .start) { _ in [] }
    let machine = Misleading(machine: FlowSpecMachine(spec, library: library))

    let exploration = try await explorer.exploreStates(of: machine, replayingTransitions: false)

    // The machine alone cannot know it misleads: it only sees the sheet it hides.
    #expect(exploration.problems == [.unreachableStage("wrongCode")])
  }

  @Test func aProblemOfSeveralLinesIsCommentedLineByLineInTheCounterexample() async throws {
    let explorer = FlowExplorer(spec.flow(in: library), root: .start) { _ in [] }
    let machine = Misleading(
      machine: FlowSpecMachine(spec, library: library), claim: .failed("one line\nand another"))

    let exploration = try await explorer.exploreStates(of: machine)

    let script = try #require(exploration.counterexample?.script)
    let lines = script.split(separator: "\n")
    #expect(lines.last == "// and another", "\(script)")
    #expect(lines.allSatisfy { $0.hasPrefix("try ") || $0.hasPrefix("// ") }, "\(script)")
  }
}
