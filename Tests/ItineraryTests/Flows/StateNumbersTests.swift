import Testing

@testable import ItineraryTesting

/// The hash table of an exploration's states: a lookup compares hashes first and the states
/// themselves only when the hashes agree, so states whose hashes collide are still told apart.
@Suite("State numbers")
struct StateNumbersTests {
  /// A state whose hash is always the same: every lookup walks one probe of all of them.
  struct Colliding: Hashable {
    let value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
  }

  @Test func statesWhoseHashesCollideKeepTheirOwnNumbersAcrossGrowth() {
    var numbers = StateNumbers<Colliding>()
    var states: [Colliding] = []
    for value in 0..<100 {
      let state = Colliding(value: value)
      #expect(numbers.number(of: state, hash: state.hashValue, in: states) == nil)
      numbers.insert(states.count, hash: state.hashValue)
      states.append(state)
    }
    for (number, state) in states.enumerated() {
      #expect(numbers.number(of: state, hash: state.hashValue, in: states) == number)
    }
    let absent = Colliding(value: 100)
    #expect(numbers.number(of: absent, hash: absent.hashValue, in: states) == nil)
  }

  @Test func distinctHashesFindTheirStatesAmongThousands() {
    var numbers = StateNumbers<Int>()
    let states: [Int] = (0..<5_000).map { $0 &* 7_919 }
    for (number, state) in states.enumerated() {
      numbers.insert(number, hash: state.hashValue)
    }
    #expect(
      states.indices.allSatisfy {
        numbers.number(of: states[$0], hash: states[$0].hashValue, in: states) == $0
      })
    #expect(numbers.number(of: 1, hash: 1.hashValue, in: states) == nil)
  }
}
