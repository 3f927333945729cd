import Testing

@testable import Itinerary
@testable import ItineraryTesting

/// One row of a router table test: a root router brought to `start`, a command issued on it,
/// and the outcome.
///
/// The suites that read as start, command, expected printout (`RouterStackTests`,
/// `RouterPresentationTests`, `RouterDismissTests`, `RouterTargetTests`, `ModalTests`,
/// `AlertTests`, `ScreenQueueTests`, `TransitionTests`, `ShowScreensTests`) share this row and
/// its `check()`; each keeps only its own starts and rows. A command issued on a presented
/// router reaches it with `router.presented(level)`.
struct RouterCase: CustomStringConvertible, Sendable {
  /// A change to a router: a start that brings it to a state, or the command under test.
  typealias Step = @MainActor @Sendable (Router<TestRoute>) throws(NavigationError) -> Void

  /// Expectations on the router after the command about what the printout leaves out, such
  /// as an entry's `animates` and `transitionBehavior`.
  typealias Check = @MainActor @Sendable (Router<TestRoute>) throws -> Void

  /// What the command gives: the hierarchy's printout, the same when the command is accepted
  /// but changes nothing, or a refusal that leaves the hierarchy as it was.
  enum Expected: Sendable {
    /// Accepted; the whole hierarchy then prints as this.
    case shows(String)
    /// Accepted and changes nothing: the hierarchy stays equal to the start's, which prints as
    /// this.
    case keeps(String)
    /// Refused with this error; the hierarchy stays equal to the start's.
    case refused(NavigationError)
  }

  let description: String
  let start: Step
  let command: Step
  let expected: Expected
  let also: Check?
  /// Where the row is written: a failing row is reported there, not in this helper.
  let sourceLocation: SourceLocation

  init(
    _ description: String, _ start: @escaping Step, _ command: @escaping Step,
    _ expected: Expected, also: Check? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.description = description
    self.start = start
    self.command = command
    self.expected = expected
    self.also = also
    self.sourceLocation = sourceLocation
  }

  /// Builds a root router at `.home`, brings it to `start`, issues the command and expects the
  /// outcome: no error and the printout, or the error and the hierarchy unchanged. Either way
  /// the tree stays valid, the router objects match it (see `expectRouters`) and `also` holds.
  @MainActor
  func check() throws {
    let router = Router<TestRoute>(root: .home)
    try start(router)
    let before = router.hierarchy
    let routersBefore = Self.chain(from: router)
    var caught: NavigationError?
    do throws(NavigationError) {
      try command(router)
    } catch {
      caught = error
    }
    switch expected {
    case .shows(let printout):
      #expect(caught == nil, sourceLocation: sourceLocation)
      expectPrintout(of: router, printout)
    case .keeps(let printout):
      #expect(caught == nil, sourceLocation: sourceLocation)
      #expect(router.hierarchy == before, sourceLocation: sourceLocation)
      expectPrintout(of: router, printout)
    case .refused(let error):
      #expect(caught == error, sourceLocation: sourceLocation)
      #expect(router.hierarchy == before, sourceLocation: sourceLocation)
    }
    #expect(
      NavigationHierarchy.problem(in: router.hierarchy.levels) == nil,
      sourceLocation: sourceLocation)
    Self.expectRouters(of: router, from: routersBefore, sourceLocation: sourceLocation)
    try also?(router)
  }

  /// Expects the hierarchy to print as `printout`, and on a mismatch reports the row with the
  /// two printouts' line diff: `−` before the expected lines, `+` before the actual ones.
  @MainActor
  private func expectPrintout(of router: Router<TestRoute>, _ printout: String) {
    let actual = router.hierarchy.description
    guard actual != printout else { return }
    Issue.record(
      "the hierarchy prints otherwise than the row expects:\n\(LineDiff(from: printout, to: actual))",
      sourceLocation: sourceLocation)
  }

  /// The root router and the routers of the presentations above it, from the root up.
  @MainActor
  static func chain(from root: Router<TestRoute>) -> [Router<TestRoute>] {
    Array(sequence(first: root, next: \.child))
  }

  /// Expects the router objects to match the root's hierarchy: one attached router a level,
  /// each with that level's id, number, parent and state; and each router from `earlier` either
  /// still the router of its level or detached, with no parent and no child.
  ///
  /// So a row's printout also says which routers a command kept (a kept sheet is the same
  /// object), which it replaced and which it detached.
  @MainActor
  static func expectRouters(
    of root: Router<TestRoute>, from earlier: [Router<TestRoute>], sourceLocation: SourceLocation
  ) {
    let routers = chain(from: root)
    let levels = root.hierarchy.levels
    #expect(routers.map(\.id) == levels.map(\.id), sourceLocation: sourceLocation)
    for (index, router) in zip(levels.indices, routers) {
      #expect(router.isAttached, sourceLocation: sourceLocation)
      #expect(router.level == index, sourceLocation: sourceLocation)
      #expect(
        router.parent === (index == 0 ? nil : routers[index - 1]), sourceLocation: sourceLocation)
      #expect(router.state == levels[index], sourceLocation: sourceLocation)
    }
    for router in earlier {
      if let kept = routers.first(where: { $0.id == router.id }) {
        #expect(
          kept === router, "router \(router.id) was swapped for another object",
          sourceLocation: sourceLocation)
      } else {
        #expect(!router.isAttached, sourceLocation: sourceLocation)
        #expect(router.parent == nil, sourceLocation: sourceLocation)
        #expect(router.child == nil, sourceLocation: sourceLocation)
      }
    }
  }
}

extension Router where Route == TestRoute {
  /// The router `level` presentations above this one, reached through `.child` targets: the
  /// router a row's command runs on when it is not the root. Throws `targetUnavailable` when
  /// there is no such router, which fails the row.
  @MainActor
  func presented(_ level: Int) throws(NavigationError) -> Router<TestRoute> {
    var router = self
    for _ in 0..<level { router = try router.resolve(.child) }
    return router
  }
}
