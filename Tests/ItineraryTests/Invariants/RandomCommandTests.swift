import Foundation
import Itinerary
import Testing

/// Seeded random command runs: thousands of verbs, from random routers with random targets,
/// each checked against its predicted outcome and followed by every structural invariant, the
/// accounting of `onDismiss` actions and the lane's checks.
@MainActor
@Suite("Random commands keep the navigation tree sound")
struct RandomCommandTests {
  @Test(
    "A tab router stays sound under random commands",
    arguments: zip([1, 0x5EED, 0xC0FFEE] as [UInt64], [false, true, true]))
  func tabRouter(seed: UInt64, rendered: Bool) throws {
    try expectSound(seed: seed, commands: 2_600, split: false, rendered: rendered)
  }

  @Test("A split router stays sound under random commands in both columns")
  func splitRouter() throws {
    try expectSound(seed: 0xD1CE, commands: 1_200, split: true, rendered: true)
  }

  @Test("A module router runs every onDismiss once and releases the routers it swaps out")
  func moduleRouter() throws {
    try expectSound(moduleSeed: 0x30D, commands: 1_000)
  }

  @Test(
    "Stress: many more random commands, with ITINERARY_STRESS set",
    .enabled(if: ProcessInfo.processInfo.environment["ITINERARY_STRESS"] != nil))
  func stress() throws {
    try expectSound(seed: 0x5_7E55, commands: 80_000, split: false, rendered: true)
    try expectSound(seed: 0x5_7E56, commands: 20_000, split: false, rendered: false)
    try expectSound(seed: 0x5_9117, commands: 30_000, split: true, rendered: true)
    try expectSound(moduleSeed: 0x5_30D, commands: 30_000)
  }

  private func expectSound(seed: UInt64, commands: Int, split: Bool, rendered: Bool) throws {
    let run = try RandomCommandRun(seed: seed, split: split, rendered: rendered)
    let outcome = run.run(commands: commands)
    for failure in outcome.failures {
      Issue.record(Comment(rawValue: failure))
    }
    guard outcome.failures.isEmpty else { return }
    #expect(outcome.applied + outcome.refused == commands)
    #expect(outcome.applied > commands / 2, "seed \(seed): too few commands applied")
    #expect(outcome.refused > commands / 10, "seed \(seed): too few commands refused")
    #expect(outcome.detachedVerbs > commands / 200, "seed \(seed): too few verbs on detached")
    #expect(outcome.routersLeft > commands / 20, "seed \(seed): too few routers dismissed")
    #expect(outcome.deepestLevel >= 3, "seed \(seed): the hierarchies stayed shallow")
    #expect(outcome.issuedPerRoot.allSatisfy { $0 > commands / 10 }, "seed \(seed): a root idled")
    #expect(outcome.screenVerbs > commands / 4, "seed \(seed): too few screen verbs")
    #expect(outcome.batches > commands / 100, "seed \(seed): too few batches")
    #expect(outcome.dismissActionsRun > commands / 20, "seed \(seed): too few onDismiss runs")
    #expect(outcome.dismissActionsDropped > 0, "seed \(seed): no queued screen was dropped")
    #expect(outcome.dismissActionsRefused > 0, "seed \(seed): no command with actions refused")
    #expect(outcome.userActions > commands / 50, "seed \(seed): too few actions of the person")
    if rendered {
      #expect(outcome.drains > commands / 100, "seed \(seed): too few drains")
    }
  }

  private func expectSound(moduleSeed seed: UInt64, commands: Int) throws {
    let run = try RandomModuleRun(seed: seed)
    let outcome = run.run(commands: commands)
    for failure in outcome.failures {
      Issue.record(Comment(rawValue: failure))
    }
    guard outcome.failures.isEmpty else { return }
    #expect(outcome.applied + outcome.refused == commands)
    #expect(outcome.applied > commands / 2, "seed \(seed): too few commands applied")
    #expect(outcome.refused > commands / 50, "seed \(seed): too few commands refused")
    #expect(outcome.swaps > commands / 10, "seed \(seed): too few module swaps")
    #expect(outcome.dismissActionsRun > commands / 10, "seed \(seed): too few onDismiss runs")
  }
}

/// The tabs of the random runs. The tab router has the first three; `.unused` is refused.
enum RandomTab: String, CaseIterable, Hashable, Sendable {
  case home, search, profile, unused
}
