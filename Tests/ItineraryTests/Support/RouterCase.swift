import Testing

@testable import Itinerary

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

  init(
    _ description: String, _ start: @escaping Step, _ command: @escaping Step,
    _ expected: Expected, also: Check? = nil
  ) {
    self.description = description
    self.start = start
    self.command = command
    self.expected = expected
    self.also = also
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
      #expect(caught == nil)
      #expect(router.hierarchy.description == printout)
    case .keeps(let printout):
      #expect(caught == nil)
      #expect(router.hierarchy == before)
      #expect(router.hierarchy.description == printout)
    case .refused(let error):
      #expect(caught == error)
      #expect(router.hierarchy == before)
    }
    #expect(NavigationHierarchy.problem(in: router.hierarchy.levels) == nil)
    Self.expectRouters(of: router, from: routersBefore)
    try also?(router)
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
  static func expectRouters(of root: Router<TestRoute>, from earlier: [Router<TestRoute>]) {
    let routers = chain(from: root)
    let levels = root.hierarchy.levels
    #expect(routers.map(\.id) == levels.map(\.id))
    for (index, router) in zip(levels.indices, routers) {
      #expect(router.isAttached)
      #expect(router.level == index)
      #expect(router.parent === (index == 0 ? nil : routers[index - 1]))
      #expect(router.state == levels[index])
    }
    for router in earlier {
      if let kept = routers.first(where: { $0.id == router.id }) {
        #expect(kept === router, "router \(router.id) was swapped for another object")
      } else {
        #expect(!router.isAttached)
        #expect(router.parent == nil)
        #expect(router.child == nil)
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
