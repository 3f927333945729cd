import Testing

@testable import ItineraryFlowSpecs

/// `FlowSpecState`'s equality and hash, which compare a fingerprint worked out once before
/// the frames: states built apart with the same flows and stages are equal and hash alike,
/// and a state that differs in any part (a stage, a flow, the guard's question, one frame
/// more) is not equal.
@Suite("Flow spec state")
struct FlowSpecStateTests {
  static func history(_ stages: [Int]) -> StageHistory {
    var history = StageHistory()
    for stage in stages { history.enter(stage) }
    return history
  }

  static func state(
    _ frames: [(flow: Int, stages: [Int])], confirming: Bool = false
  ) -> FlowSpecState {
    FlowSpecState(
      frames: frames.map { FlowSpecState.Frame(flow: $0.flow, history: history($0.stages)) },
      isConfirmingLeave: confirming)
  }

  @Test func statesBuiltApartAreEqualAndHashAlike() {
    let first = Self.state([(0, [0, 2, 5]), (1, [0, 1])])
    let second = Self.state([(0, [0, 2, 5]), (1, [0, 1])])
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(Set([first, second]).count == 1)
  }

  @Test(arguments: [
    FlowSpecStateTests.state([(0, [0, 2, 6]), (1, [0, 1])]),
    FlowSpecStateTests.state([(0, [0, 2, 5]), (2, [0, 1])]),
    FlowSpecStateTests.state([(0, [0, 2, 5]), (1, [0, 1])], confirming: true),
    FlowSpecStateTests.state([(0, [0, 2, 5])]),
    FlowSpecStateTests.state([(0, [0, 2, 5]), (1, [0, 1]), (1, [])]),
  ])
  func aStateThatDiffersInAnyPartIsAnother(other: FlowSpecState) {
    let state = Self.state([(0, [0, 2, 5]), (1, [0, 1])])
    #expect(state != other)
    #expect(Set([state, other]).count == 2)
  }
}
