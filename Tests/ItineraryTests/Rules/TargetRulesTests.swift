import Itinerary
import Testing

/// `NavigationTarget.level(from:deepest:)`: which level a target names, counted from the root.
@Suite("Target rules")
struct TargetRulesTests {
  /// One row: a target, the level it is issued at, the hierarchy's last level, and the level
  /// it names (`nil`: no such router).
  struct Case: CustomStringConvertible, Sendable {
    let target: NavigationTarget
    let level: Int
    let deepest: Int
    let expected: Int?

    init(_ target: NavigationTarget, from level: Int, of deepest: Int, _ expected: Int?) {
      self.target = target
      self.level = level
      self.deepest = deepest
      self.expected = expected
    }

    var description: String {
      "\(target) from \(level) of 0...\(deepest) → \(expected.map(String.init) ?? "none")"
    }
  }

  static let cases: [Case] = [
    // Levels 0...3.
    Case(.current, from: 0, of: 3, 0),
    Case(.current, from: 1, of: 3, 1),
    Case(.current, from: 2, of: 3, 2),
    Case(.current, from: 3, of: 3, 3),
    Case(.parent, from: 0, of: 3, nil),
    Case(.parent, from: 1, of: 3, 0),
    Case(.parent, from: 2, of: 3, 1),
    Case(.parent, from: 3, of: 3, 2),
    Case(.child, from: 0, of: 3, 1),
    Case(.child, from: 1, of: 3, 2),
    Case(.child, from: 2, of: 3, 3),
    Case(.child, from: 3, of: 3, nil),
    Case(.root, from: 0, of: 3, 0),
    Case(.root, from: 1, of: 3, 0),
    Case(.root, from: 2, of: 3, 0),
    Case(.root, from: 3, of: 3, 0),
    Case(.deepest, from: 0, of: 3, 3),
    Case(.deepest, from: 1, of: 3, 3),
    Case(.deepest, from: 2, of: 3, 3),
    Case(.deepest, from: 3, of: 3, 3),
    // A lone root router.
    Case(.current, from: 0, of: 0, 0),
    Case(.parent, from: 0, of: 0, nil),
    Case(.child, from: 0, of: 0, nil),
    Case(.root, from: 0, of: 0, 0),
    Case(.deepest, from: 0, of: 0, 0),
  ]

  @Test(arguments: cases)
  func level(_ row: Case) {
    #expect(row.target.level(from: row.level, deepest: row.deepest) == row.expected)
  }

  /// "`deepest` is read only by the targets that need it."
  @Test(arguments: [NavigationTarget.current, .parent, .root])
  func deepestIsNotRead(_ target: NavigationTarget) {
    var reads = 0
    func deepest() -> Int {
      reads += 1
      return 3
    }
    for level in 0...3 {
      _ = target.level(from: level, deepest: deepest())
    }
    #expect(reads == 0)
  }

  /// The counter of ``deepestIsNotRead(_:)`` does count: the targets that need `deepest`
  /// read it once a call.
  @Test(arguments: [NavigationTarget.child, .deepest])
  func deepestIsReadOnce(_ target: NavigationTarget) {
    var reads = 0
    func deepest() -> Int {
      reads += 1
      return 3
    }
    for level in 0...3 {
      _ = target.level(from: level, deepest: deepest())
    }
    #expect(reads == 4)
  }
}
