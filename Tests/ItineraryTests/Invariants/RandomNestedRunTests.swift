import Foundation
import Testing

/// The random-command invariant run over nested trees (`RandomNestedRun`): modules ∋ tabs ∋
/// split views ∋ sheets ∋ tabs, with batches, refusals, observers that issue commands, links
/// and restorations, the invariants checked after every command.
@MainActor
@Suite("Random commands keep a nested tree sound")
struct RandomNestedRunTests {
  @Test("10,000 random commands over modules of tabs, split views, sheets and tab bars")
  func nestedTree() async throws {
    try await expectSound(seed: 0x4E57, commands: 10_000)
  }

  @Test(
    "Stress: 40,000 random commands over nested trees, with ITINERARY_STRESS set",
    .enabled(if: ProcessInfo.processInfo.environment["ITINERARY_STRESS"] != nil),
    arguments: [0x5_4E57, 0x5_4E58] as [UInt64])
  func stressNestedTree(seed: UInt64) async throws {
    try await expectSound(seed: seed, commands: 20_000)
  }

  private func expectSound(seed: UInt64, commands: Int) async throws {
    let run = try RandomNestedRun(seed: seed)
    let outcome = await run.run(commands: commands)
    for failure in outcome.failures.prefix(3) {
      Issue.record(Comment(rawValue: failure))
    }
    guard outcome.failures.isEmpty else { return }
    let seed = "seed \(seed)"
    #expect(outcome.applied + outcome.refused == commands)
    #expect(outcome.applied > commands / 2, "\(seed): too few commands applied")
    #expect(outcome.refused > commands / 20, "\(seed): too few commands refused")
    #expect(outcome.moduleSwaps > commands / 50, "\(seed): too few module swaps")
    #expect(outcome.batches > commands / 20, "\(seed): too few batches")
    #expect(outcome.batchesRefused > commands / 100, "\(seed): too few batches refused")
    #expect(outcome.refusedOverCallers > 0, "\(seed): no refused batch took a caller's screen")
    #expect(outcome.links > commands / 20, "\(seed): too few links")
    #expect(outcome.linksRefused > 0, "\(seed): no link refused")
    #expect(outcome.links > outcome.linksRefused, "\(seed): no link opened")
    #expect(outcome.restores > commands / 20, "\(seed): too few restorations")
    #expect(outcome.restoresRefused > 0, "\(seed): no restoration refused")
    #expect(outcome.restores > outcome.restoresRefused, "\(seed): no restoration applied")
    #expect(outcome.observerCommands > commands / 100, "\(seed): too few observer commands")
    #expect(outcome.userActions > commands / 100, "\(seed): too few actions of the person")
    #expect(outcome.presentedNodes > commands / 100, "\(seed): too few tab bars presented")
    #expect(outcome.callersStarted > commands / 50, "\(seed): too few awaiting callers")
    #expect(outcome.callersResumed == outcome.callersStarted, "\(seed): a caller not resumed")
    #expect(outcome.valuesDelivered > 0, "\(seed): no caller received a value")
    #expect(outcome.dismissActionsRun > commands / 20, "\(seed): too few onDismiss runs")
    #expect(outcome.moduleActionsRun > 0, "\(seed): no module's onDismiss ran")
    // modules ∋ tabs ∋ split ∋ a column's stack ∋ a presented tab bar ∋ its tab's stack
    #expect(outcome.deepestNesting >= 5, "\(seed): nested only \(outcome.deepestNesting) deep")
  }
}
