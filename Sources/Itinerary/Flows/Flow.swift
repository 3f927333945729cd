/// A multi-step navigation flow: an async function over a ``FlowContext`` that shows screens,
/// awaits their typed results, calls sub-flows and ends with a typed output.
///
/// Declare a flow once, with a name for logs and test failures and the ``FlowEnding`` that
/// says what it leaves on screen, then run it with ``Router/run(_:modules:)``,
/// ``FlowContext/run(_:)`` (as a sub-flow) or ``Coordinator/run(_:)``.
///
/// ```swift
/// let onboarding = Flow<AppRoute, Profile>("onboarding", ending: .unwindToStart) { flow in
///   let name = try await flow.push(.askName, returning: String.self)
///   let age = try await flow.present(.askAge, returning: Int.self)
///   guard try await flow.push(.confirm(name, age), returning: Bool.self) else {
///     throw OnboardingError.declined
///   }
///   return Profile(name: name, age: age)
/// }
/// let profile = try await router.run(onboarding)
/// ```
///
/// Each stage awaits its screen, and an answered screen stays: the next stage arrives above
/// it, so the person sees the steps they came through. When the person leaves a stage (Back,
/// a swipe), the flow goes one stage back: its body runs again from its start against a
/// journal of what its steps returned, touching nothing on screen, and the stage before,
/// whose screen is still there, awaits its answer again. Leaving the first stage ends the
/// flow with ``FlowError/personLeft(flow:)``. For this the body must decide only on what its
/// steps return, and do work outside navigation through ``FlowContext/once(_:_:)``; a body
/// that takes other steps the second time ends with
/// ``FlowError/replayDiverged(flow:step:expected:found:)``. A flow that catches a step's
/// ``NavigationError/dismissedWithoutResult(_:)`` handles that Back itself.
///
/// Cancelling the flow's task makes its step throw `CancellationError`. A flow that throws
/// unwinds to where it started.
public struct Flow<Route: NavigationRoute, Output: Sendable>: Sendable {
  /// The flow's name, for logs and test failures.
  public let name: String
  /// What the flow leaves on screen when it returns its output.
  public let ending: FlowEnding
  /// What a link that arrives while the flow runs does meanwhile.
  public let links: FlowLinkPolicy
  /// The steps.
  let body: @MainActor @Sendable (FlowContext<Route>) async throws -> Output

  /// Creates a flow.
  ///
  /// - Parameters:
  ///   - name: A name for logs and test failures: `"onboarding"`.
  ///   - ending: What the flow leaves on screen when it returns its output.
  ///   - links: What a link that arrives while the flow runs does meanwhile: by default it
  ///     is kept, and opens when the flow ends.
  ///   - body: The steps, run on the main actor with the flow's ``FlowContext``.
  public init(
    _ name: String, ending: FlowEnding, links: FlowLinkPolicy = .keepUntilFlowEnds,
    body: @escaping @MainActor @Sendable (FlowContext<Route>) async throws -> Output
  ) {
    self.name = name
    self.ending = ending
    self.links = links
    self.body = body
  }
}

extension Flow {
  /// Runs the body once, on a context of `router` sharing `journal`, and returns its output;
  /// a cancelled task throws `CancellationError` even when the body swallowed the
  /// cancellation of a step.
  // Usable from inline for the inlinable run of a flow (`explorer.paths`).
  @MainActor
  @usableFromInline
  func pass(
    on router: Router<Route>, modules: ModuleRouter<Route>?, journal: FlowJournal<Route>
  ) async throws -> Output {
    let context = FlowContext(router: router, modules: modules, flowName: name, journal: journal)
    let output = try await body(context)
    try Task.checkCancellation()
    return output
  }
}
