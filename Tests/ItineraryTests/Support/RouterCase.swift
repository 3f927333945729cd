import Testing

@testable import Itinerary

/// One row of a router table test: a root router brought to `start`, a command issued on it,
/// and the outcome.
///
/// The suites that read as start, command, expected printout (`ScreenQueueTests`,
/// `TransitionTests`, `ShowScreensTests`) share this row and its `check()`; each keeps only its
/// own starts and rows.
struct RouterCase: CustomStringConvertible, Sendable {
  /// A change to a router: a start that brings it to a state, or the command under test.
  typealias Step = @MainActor @Sendable (Router<TestRoute>) throws(NavigationError) -> Void

  /// What the command gives: the hierarchy's printout, or a refusal that leaves the hierarchy
  /// as it was.
  enum Expected: Sendable {
    case shows(String)
    case refused(NavigationError)
  }

  let description: String
  let start: Step
  let command: Step
  let expected: Expected

  init(
    _ description: String, _ start: @escaping Step, _ command: @escaping Step,
    _ expected: Expected
  ) {
    self.description = description
    self.start = start
    self.command = command
    self.expected = expected
  }

  /// Builds a root router at `.home`, brings it to `start`, issues the command and expects the
  /// outcome: no error and the printout, or the error and the hierarchy unchanged.
  @MainActor
  func check() throws {
    let router = Router<TestRoute>(root: .home)
    try start(router)
    let before = router.hierarchy
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
    case .refused(let error):
      #expect(caught == error)
      #expect(router.hierarchy == before)
    }
  }
}
