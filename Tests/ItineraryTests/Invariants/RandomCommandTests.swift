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
  func tabRouter(seed: UInt64, rendered: Bool) async throws {
    try await expectSound(seed: seed, commands: 2_700, split: false, rendered: rendered)
  }

  @Test("A split router stays sound under random commands in both columns")
  func splitRouter() async throws {
    try await expectSound(seed: 0xD1CE, commands: 1_200, split: true, rendered: true)
  }

  @Test("A module router runs every onDismiss once and releases the routers it swaps out")
  func moduleRouter() throws {
    try expectSound(moduleSeed: 0x30D, commands: 1_300)
  }

  /// The runs of the stress test: 150,000 commands in all, in parallel test cases. A million
  /// took 21 minutes in debug on a 2-core machine, and 400,000 took 8, too long for every CI
  /// run; 150,000 is about three minutes.
  enum StressRun: CaseIterable, Sendable {
    case tabsRendered, tabsRenderedAgain, tabs, split, modules
  }

  @Test(
    "Stress: 150,000 random commands, with ITINERARY_STRESS set",
    .enabled(if: ProcessInfo.processInfo.environment["ITINERARY_STRESS"] != nil),
    arguments: StressRun.allCases)
  func stress(_ run: StressRun) async throws {
    switch run {
    case .tabsRendered:
      try await expectSound(seed: 0x5_7E55, commands: 30_000, split: false, rendered: true)
    case .tabsRenderedAgain:
      try await expectSound(seed: 0x5_7E57, commands: 30_000, split: false, rendered: true)
    case .tabs:
      try await expectSound(seed: 0x5_7E56, commands: 30_000, split: false, rendered: false)
    case .split:
      try await expectSound(seed: 0x5_9117, commands: 30_000, split: true, rendered: true)
    case .modules:
      try expectSound(moduleSeed: 0x5_30D, commands: 30_000)
    }
  }

  private func expectSound(
    seed: UInt64, commands: Int, split: Bool, rendered: Bool
  ) async throws {
    let run = try RandomCommandRun(seed: seed, split: split, rendered: rendered)
    let outcome = await run.run(commands: commands)
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
    #expect(outcome.treeBatches > commands / 50, "seed \(seed): too few batches over the tree")
    #expect(
      outcome.treeBatchesRefused > commands / 200, "seed \(seed): too few tree batches refused")
    #expect(outcome.refusedOverCallers > 0, "seed \(seed): no refused batch took a caller's screen")
    #expect(outcome.observerCommands > commands / 50, "seed \(seed): too few observer commands")
    #expect(outcome.callersStarted > commands / 100, "seed \(seed): too few awaiting callers")
    #expect(
      outcome.callersResumed == outcome.callersStarted, "seed \(seed): a caller was not resumed")
    #expect(outcome.valuesDelivered > 0, "seed \(seed): no caller received a value")
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
    #expect(outcome.batches > commands / 20, "seed \(seed): too few batches of modules")
    #expect(outcome.batchesRefused > commands / 100, "seed \(seed): too few batches refused")
  }
}

/// The tabs of the random runs. The tab router has the first three; `.unused` is refused.
enum RandomTab: String, CaseIterable, Hashable, Sendable {
  case home, search, profile, unused
}
