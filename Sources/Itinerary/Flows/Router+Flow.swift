extension Router {
  /// Runs `flow` from where this router's hierarchy is now and returns its output.
  ///
  /// The flow's steps land on the router on screen. When the flow returns, its
  /// ``Flow/ending`` is applied; when it throws, or its task is cancelled, every screen it
  /// showed is dismissed (the screen on top when it started is on top again) and the error is
  /// rethrown. Either way `run` returns once the screen shows the result.
  ///
  /// ```swift
  /// let profile = try await router.run(onboarding)
  /// ```
  ///
  /// - Parameters:
  ///   - flow: The flow to run.
  ///   - modules: The module router above this router's hierarchy, for flows that end with
  ///     ``FlowContext/swapModule(id:)``.
  /// - Throws: What the flow throws; `CancellationError` when the task was cancelled, even if
  ///   the flow swallowed the cancellation of a step.
  public func run<Output: Sendable>(
    _ flow: Flow<Route, Output>, modules: ModuleRouter<Route>? = nil
  ) async throws -> Output {
    let start = FlowStart(self)
    let context = FlowContext(router: self, modules: modules, flowName: flow.name)
    let output: Output
    do {
      output = try await flow.body(context)
      try Task.checkCancellation()
    } catch {
      start.unwind()
      await lane.waitUntilDisplayed()
      throw error
    }
    start.apply(flow.ending)
    await lane.waitUntilDisplayed()
    return output
  }
}
