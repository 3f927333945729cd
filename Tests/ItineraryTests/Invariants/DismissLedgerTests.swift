import Itinerary
import Testing

/// The ledger of `onDismiss` actions itself: it passes actions that run once when their
/// owners leave, and fails every other count, so a clean random run means something.
@MainActor
@Suite("The onDismiss ledger catches actions run too often, too early or never")
struct DismissLedgerTests {
  /// A router, a ledger, and one command at a time between them.
  @MainActor
  final class Bench {
    let router = Router<TestRoute>(root: .home)
    let ledger = DismissLedger()

    /// Makes a token for a screen with `id` and shows it with `verb`.
    func show(
      _ verb: (Int) -> RandomScreenVerb
    ) throws -> Int {
      ledger.beginCommand()
      let token = ledger.makeToken(origin: "test")
      try verb(token).perform(on: router, ledger: ledger) {
        IDCensus(self.router.hierarchy, name: "").ids
      }
      return token
    }

    /// Ends the command, with the events it emitted.
    func end(
      applied: Bool = true, events: [NavigationEvent<TestRoute>] = [], unqueued: Set<EntryID> = []
    ) -> [String] {
      ledger.endCommand(
        applied: applied, census: IDCensus(router.hierarchy, name: "r"),
        shown: DismissLedger.shownIDs(in: events), unqueued: unqueued)
    }

    /// Runs `body` as one command and ends it.
    func command(unqueued: Set<EntryID> = [], _ body: () throws -> Void) rethrows -> [String] {
      ledger.beginCommand()
      try body()
      return end(unqueued: unqueued)
    }
  }

  static func push(_ id: EntryID?) -> (Int) -> RandomScreenVerb {
    { token in
      .show(
        [
          ScreenSpec(
            route: .list, style: .push, id: id, location: .append, behavior: .keepPrevious,
            token: token)
        ], target: .current)
    }
  }

  @Test("An action that runs once when its screen leaves passes")
  func sound() throws {
    let bench = Bench()
    let token = try bench.show(Self.push(nil))
    #expect(bench.end() == [])
    #expect(bench.ledger.records[token].id == bench.router.path.last?.id)
    #expect(bench.ledger.records[token].state == .live)
    #expect(try bench.command { try bench.router.pop() } == [])
    #expect(bench.ledger.records[token].count == 1)
    #expect(bench.ledger.records[token].state == .left)
  }

  @Test("Generated ids go to the actions in the order they were made")
  func generatedOrder() throws {
    let bench = Bench()
    bench.ledger.beginCommand()
    let tokens = (0..<3).map { _ in bench.ledger.makeToken(origin: "test") }
    let specs = zip(tokens, [nil, "mine", nil] as [EntryID?]).map { token, id in
      ScreenSpec(
        route: .list, style: .push, id: id, location: .append, behavior: .keepPrevious,
        token: token)
    }
    try RandomScreenVerb.show(specs, target: .current).perform(
      on: bench.router, ledger: bench.ledger
    ) { IDCensus(bench.router.hierarchy, name: "").ids }
    #expect(bench.end() == [])
    #expect(tokens.map { bench.ledger.records[$0].id } == bench.router.path.map(\.id))
  }

  @Test("An action run twice, or while its screen stays, fails")
  func ranTooOften() throws {
    let bench = Bench()
    let token = try bench.show(Self.push("x"))
    #expect(bench.end() == [])
    let early = bench.command { bench.ledger.action(token)() }
    #expect(early.contains { $0.contains("ran 1 times, yet it is live") })
    let twice = try bench.command { try bench.router.pop() }
    #expect(twice.contains { $0.contains("ran 2 times, yet it is left") })
  }

  @Test("A screen that leaves without running its action fails")
  func neverRan() throws {
    let bench = Bench()
    bench.ledger.beginCommand()
    let token = bench.ledger.makeToken(origin: "test")
    try bench.router.push(.list, id: "x")  // No action reaches the core.
    bench.ledger.registered([DismissLedger.Registration(token: token, chosen: "x")], new: ["x"])
    #expect(bench.end() == [])
    let failures = try bench.command { try bench.router.pop() }
    #expect(failures.contains { $0.contains("ran 0 times, yet it is left") })
  }

  @Test("A queued screen dropped unshown must never run its action")
  func dropped() throws {
    let bench = Bench()
    let token = try bench.show { token in
      .enqueue(
        [
          ScreenSpec(
            route: .list, style: .push, id: "q", location: .append, behavior: .keepPrevious,
            token: token)
        ], target: .current)
    }
    #expect(bench.end() == [])
    #expect(bench.ledger.records[token].state == .queued)
    let failures = try bench.command(unqueued: ["q"]) {
      try bench.router.removeAllFromQueue()
      bench.ledger.action(token)()
    }
    #expect(failures.contains { $0.contains("ran 1 times, yet it is discarded") })
    let silent = try bench.show { token in
      .enqueue(
        [
          ScreenSpec(
            route: .list, style: .push, id: "r", location: .append, behavior: .keepPrevious,
            token: token)
        ], target: .current)
    }
    #expect(bench.end() == [])
    let unreported = try bench.command { try bench.router.removeAllFromQueue() }
    #expect(unreported.contains { $0.contains("left its queue without an unqueued event") })
    #expect(bench.ledger.records[silent].state == .discarded)
  }

  @Test("The action of a refused command must never run")
  func refused() throws {
    let bench = Bench()
    try bench.router.push(.list, id: "x")
    #expect(throws: NavigationError.duplicateEntry("x")) { try bench.show(Self.push("x")) }
    let token = bench.ledger.records.count - 1
    #expect(bench.end(applied: false) == [])
    #expect(bench.ledger.records[token].state == .refused)
    let failures = bench.command { bench.ledger.action(token)() }
    #expect(failures.contains { $0.contains("ran 1 times, yet it is refused") })
  }
}
