import Testing

@testable import ItineraryFlowSpecs

/// `StageHistory`, the persistent list of the stages Back goes through, against the array it
/// replaces: the same stages after every step of seeded random walks, and equal histories
/// equal and hashed alike however they were built.
@Suite("Stage history")
struct StageHistoryTests {
  /// A deterministic generator (Knuth's MMIX linear congruential one, high bits), enough to
  /// pick stages.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state ^ (state >> 29)
    }
  }

  /// The array model: entering a stage it holds drops every stage after it.
  static func enter(_ stage: Int, _ model: inout [Int]) {
    if let shown = model.firstIndex(of: stage) { model.removeSubrange(shown...) }
    model.append(stage)
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func walksAsTheArrayDoes(seed: UInt64) {
    var random = Generator(state: seed)
    var history = StageHistory()
    var model: [Int] = []
    // Stages up to 10,000 cross blocks of the membership bits (4,096 stages each).
    let stages = [0..<12, 0..<10_000][Int(seed % 2)]
    for _ in 0..<5_000 {
      if random.next() % 4 == 0 {
        history.removeLast()
        _ = model.popLast()
      } else {
        let stage = Int.random(in: stages, using: &random)
        history.enter(stage)
        Self.enter(stage, &model)
      }
      #expect(history.stages == model)
      #expect(history.last == model.last)
      if history.stages != model { return }
    }
  }

  /// Every eighth node holds the bits of its history and the nodes between look back to it:
  /// going back to each stage of a climb, from each height, finds it whichever side of those
  /// nodes either lies, and a stage never entered is new from every height.
  @Test func goingBackFromEveryHeightOfAClimbFindsEveryStageBelow() {
    let climb = Array(0..<40)
    for height in 1...climb.count {
      var history = StageHistory()
      for stage in climb[..<height] { history.enter(stage) }
      for stage in climb[..<height] {
        var back = history
        back.enter(stage)
        #expect(back.stages == Array(climb[...stage]), "back to \(stage) from \(height)")
      }
      var onward = history
      onward.enter(1_000)
      #expect(onward.stages == Array(climb[..<height]) + [1_000], "onward from \(height)")
    }
  }

  @Test func equalHistoriesBuiltApartAreEqualAndHashAlike() {
    var first = StageHistory()
    for stage in [4, 7, 5_000, 2] { first.enter(stage) }
    var second = StageHistory()
    for stage in [4, 9, 3] { second.enter(stage) }
    second.enter(4)  // back to 4: its own nodes from here on
    for stage in [7, 5_000, 2] { second.enter(stage) }
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    var third = first
    third.removeLast()
    #expect(third != first)
    third.enter(2)
    #expect(third == first)
  }
}
