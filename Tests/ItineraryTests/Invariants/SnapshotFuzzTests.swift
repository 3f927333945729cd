import Foundation
import Testing

@testable import Itinerary

/// Seeded corrupt and hostile saved trees: random bytes, token soups, valid snapshots
/// truncated, flipped or mutated (ids copied, elements repeated, members dropped), other
/// versions, trees over the size limits, data over the byte limit. Reading and restoring them
/// never traps; every refusal is a `RestorationError` that leaves the router, its id counter
/// and its events as they were; every restoration accepted leaves the saved tree, sound.
@MainActor
@Suite("Snapshot fuzz")
struct SnapshotFuzzTests {
  @Test("Corrupt and hostile snapshots: no traps, typed refusals that change nothing")
  func fuzz() async {
    await expectSound(seed: 0x5AFE, inputs: 10_000)
  }

  @Test(
    "Stress: 30,000 corrupt and hostile snapshots, with ITINERARY_STRESS set",
    .enabled(if: ProcessInfo.processInfo.environment["ITINERARY_STRESS"] != nil))
  func stressSnapshots() async {
    await expectSound(seed: 0x5_5AFE, inputs: 30_000)
  }

  private func expectSound(seed: UInt64, inputs: Int) async {
    var fuzzer = SnapshotFuzzer(seed: seed)
    var outcome = SnapshotFuzzer.Outcome()
    for index in 0..<inputs {
      fuzzer.step(into: &outcome)
      // The tests running beside this one wait on the main actor too, some with deadlines.
      if index % 50 == 0 { await Task.yield() }
    }
    for failure in outcome.failures.prefix(5) { Issue.record("seed \(seed): \(failure)") }
    #expect(outcome.failures.isEmpty, "seed \(seed): \(outcome.failures.count) failures")
    // Every kind of input must reach its refusal, and some must restore. A tree that breaks
    // a rule of trees is refused while it is decoded, as corrupt.
    #expect(outcome.restored > inputs / 50, "only \(outcome.restored) restored")
    for kind in SnapshotFuzzer.Refusal.allCases where kind != .invalidTree {
      #expect(outcome.refusals[kind, default: 0] > 0, "no refusal as \(kind): \(outcome.refusals)")
    }
  }
}

/// Makes the inputs from `DecodingFuzzer`'s trees and mutations, wraps them as snapshots,
/// and checks what reading and restoring them does.
@MainActor
struct SnapshotFuzzer {
  typealias Snapshot = NavigationSnapshot<TestRoute>

  /// The kinds of refusal, counted to show the inputs reach each.
  enum Refusal: CaseIterable {
    case tooLarge, corrupt, unsupportedVersion, tooManyEntries, tooDeep, invalidTree
    case doesNotFit
  }

  struct Outcome {
    var restored = 0
    var refusals: [Refusal: Int] = [:]
    var failures: [String] = []
  }

  private var trees: DecodingFuzzer
  private var random: SeededGenerator
  /// Valid snapshots to mutate, made on first use.
  private var pool: [Data] = []
  /// Trees over a limit, made once: building them is slow in a debug build.
  private let hostile: [Data]

  init(seed: UInt64) {
    trees = DecodingFuzzer(seed: seed)
    random = SeededGenerator(seed: seed ^ 0x5AFE)
    hostile = Self.hostileSnapshots()
  }

  /// One input: a twentieth random bytes or a token soup, one in a hundred a tree over a
  /// limit, one in thirty a valid snapshot of another version, the rest a valid snapshot
  /// mutated up to twice.
  mutating func step(into outcome: inout Outcome) {
    if random.chance(5) {
      check(random.chance(50) ? trees.randomBytes() : trees.tokenSoup(), into: &outcome)
      return
    }
    if random.chance(1) {
      check(random.pick(hostile), into: &outcome)
      return
    }
    if random.chance(3) {
      check(otherVersion(), into: &outcome)
      return
    }
    if pool.count < 40 {
      pool.append(Self.wrap(trees.encodedTree(.hierarchy), version: "1"))
    }
    var data = random.pick(pool)
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      data = trees.mutate(data, parsed: nil)
    }
    check(data, into: &outcome)
  }

  /// A valid tree under a version other than 1.
  private mutating func otherVersion() -> Data {
    let version = random.pick(["0", "2", "-1", "9223372036854775807", "1.5", "\"1\"", "null"])
    return Self.wrap(trees.encodedTree(.hierarchy), version: version)
  }

  /// `{"tree": tree, "version": version}`.
  static func wrap(_ tree: Data, version: String) -> Data {
    Data(#"{"tree":"#.utf8) + tree + Data(#","version":\#(version)}"#.utf8)
  }

  /// Trees over the standard limits, and data over the byte limit.
  private static func hostileSnapshots() -> [Data] {
    let entry = { (id: Int) in #"{"id":\#(id),"route":{"list":{}}}"# }
    let many = (3...10_002).map(entry).joined(separator: ",")
    let wide = #"[{"id":{"rawValue":1},"root":\#(entry(2)),"path":[\#(many)]}]"#
    let levels = (0..<65).map { level in
      #"{"id":{"rawValue":\#(1000 + level)},"root":\#(entry(level + 1)),"#
        + (level == 0 ? "" : #""presentation":{"style":{"fullScreenCover":{}},"isBare":false},"#)
        + #""path":[]}"#
    }
    let deep = "[" + levels.joined(separator: ",") + "]"
    let huge = Data(repeating: 0x20, count: RestorationLimits.standard.maxBytes + 1)
    return [wrap(Data(wide.utf8), version: "1"), wrap(Data(deep.utf8), version: "1"), huge]
  }

  /// Reads `data` and restores it into a fresh router whose root router is `r1`, as most of
  /// the valid trees'.
  private func check(_ data: Data, into outcome: inout Outcome) {
    let router = Router<TestRoute>(root: .home)
    let before = router.hierarchy
    let lastID = router.store.lastID
    var events = 0
    let observation = router.observeEvents { _ in events += 1 }
    defer { observation.cancel() }
    do throws(RestorationError) {
      let snapshot = try Snapshot(data: data)
      try snapshot.restore(into: router.store)
      outcome.restored += 1
      if router.store.tree != snapshot.tree {
        outcome.failures.append("restored \(router.hierarchy), not \(snapshot.tree)")
      }
      if let problem = hierarchyProblem(router) {
        outcome.failures.append("restored an unsound tree: \(problem)")
      }
      if events != (snapshot.tree == NavigationNode(before) ? 0 : 1) {
        outcome.failures.append("restoring emitted \(events) events")
      }
    } catch {
      outcome.refusals[Self.kind(of: error), default: 0] += 1
      if router.hierarchy != before || router.store.lastID != lastID || events != 0 {
        outcome.failures.append("refused with \(error), yet changed the router: \(text(data))")
      }
    }
  }

  private static func kind(of error: RestorationError) -> Refusal {
    switch error {
    case .tooLarge: .tooLarge
    case .corrupt, .unencodable: .corrupt
    case .unsupportedVersion: .unsupportedVersion
    case .tooManyEntries: .tooManyEntries
    case .tooDeep: .tooDeep
    case .invalidTree, .idOutOfRange: .invalidTree
    case .doesNotFit: .doesNotFit
    }
  }

  private func text(_ data: Data) -> String {
    String(decoding: data.prefix(300), as: UTF8.self)
  }
}
