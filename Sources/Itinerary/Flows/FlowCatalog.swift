/// The app's flows by name, to resume after a relaunch: for each, the module router it runs
/// under and what to do with its outcome once a resumed run ends, since the code that awaited
/// it before the relaunch is gone.
///
/// ```swift
/// var catalog = FlowCatalog<AppRoute>()
/// catalog.register(onboarding(auth: auth), modules: modules) { outcome in
///   if case .success(let profile) = outcome { store.save(profile) }
/// }
/// let outcomes = await router.resumeFlows(savedFlows, from: catalog)
/// ```
@MainActor
public struct FlowCatalog<Route: NavigationRoute> {
  /// Starts a resumed run of a flow on a router with its restored journal, from its start,
  /// with the links kept for it.
  typealias Resume =
    @MainActor (
      Router<Route>, FlowJournal<Route>, FlowStart<Route>, [LinkDestination<Route>]
    ) -> Void

  private var flows: [String: Resume] = [:]
  /// The tasks of the runs resumed from this catalog, shared by its copies.
  private let resumedRuns = ResumedRuns()

  /// An empty catalog.
  public init() {}

  /// Registers `flow` under its name; a later flow of the same name replaces it.
  ///
  /// - Parameters:
  ///   - flow: The flow, as the app declares it: a resumed run replays its body.
  ///   - modules: The module router above its hierarchy, as for ``Router/run(_:modules:)``.
  ///   - whenEnded: Called with the flow's output, or what it threw, when a resumed run ends.
  public mutating func register<Output: Sendable>(
    _ flow: Flow<Route, Output>, modules: ModuleRouter<Route>? = nil,
    whenEnded: @escaping @MainActor (Result<Output, any Error>) -> Void
  ) {
    flows[flow.name] = { [resumedRuns] router, journal, start, keptLinks in
      let number = resumedRuns.nextNumber()
      resumedRuns.tasks[number] = Task {
        let outcome: Result<Output, any Error>
        do {
          outcome = .success(
            try await router.run(
              flow, modules: modules, journal: journal, start: start, keptLinks: keptLinks))
        } catch {
          outcome = .failure(error)
        }
        resumedRuns.tasks[number] = nil
        whenEnded(outcome)
      }
    }
  }

  /// Cancels the runs resumed from this catalog (or a copy of it) that still run: the step
  /// each awaits throws `CancellationError`, and the flow unwinds, as a flow whose task is
  /// cancelled does. Their `whenEnded` hears the error.
  ///
  /// ```swift
  /// catalog.cancelResumedFlows()   // the person signed out: stop the resumed onboarding
  /// ```
  public func cancelResumedFlows() {
    for task in resumedRuns.tasks.values { task.cancel() }
  }

  /// What resumes the flow named `name`, if it is registered.
  func resume(_ name: String) -> Resume? {
    flows[name]
  }
}

/// The tasks of the runs a ``FlowCatalog`` resumed that still run, by number, to cancel them.
@MainActor
private final class ResumedRuns {
  var tasks: [Int: Task<Void, Never>] = [:]
  private var numbered = 0

  /// The number of the next run.
  func nextNumber() -> Int {
    defer { numbered += 1 }
    return numbered
  }
}
