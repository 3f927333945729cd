extension Router {
  /// Presents `route` and waits for the presented screen to finish with a value.
  ///
  /// The screen hands its value back with ``finish(returning:)``, which also dismisses it.
  ///
  /// ```swift
  /// let color = try await router.present(.colorPicker, returning: Color.self)
  /// ```
  ///
  /// - Throws: ``NavigationError/dismissedWithoutResult(_:)`` when the screen leaves any
  ///   other way (swiped away, dismissed by other code, removed with its module);
  ///   `CancellationError` when the awaiting task is cancelled, which dismisses the screen;
  ///   a ``NavigationError`` when the presentation itself is refused.
  public func present<Value: Sendable>(
    _ route: Route, as style: PresentationStyle = .sheet, dismissButton: DismissButton? = nil,
    returning: Value.Type, target: NavigationTarget = .current
  ) async throws -> Value {
    let id = store.makeEntryID()
    return try await awaitResult(from: id) { () throws(NavigationError) in
      try present(route, style: style, dismissButton: dismissButton, id: id, target: target)
    }
  }

  /// Pushes `route` and waits for the pushed screen to finish with a value; see
  /// ``present(_:as:dismissButton:returning:target:)``.
  @inlinable
  public func push<Value: Sendable>(
    _ route: Route, returning: Value.Type, target: NavigationTarget = .current
  ) async throws -> Value {
    let id = store.makeEntryID()
    return try await awaitResult(from: id) { () throws(NavigationError) in
      try push(route, id: id, idIsFresh: true, transition: nil, target: target)
    }
  }

  /// Hands `value` to the caller awaiting this router's top screen, then removes that screen:
  /// pops it, or dismisses this router when the screen is its root. A stage of a flow stays:
  /// the flow's next stage arrives above it, and Back returns to it (see ``Flow``).
  ///
  /// - Throws: ``NavigationError/noResultAwaited(_:)`` when no caller awaits the top screen,
  ///   ``NavigationError/resultTypeMismatch(expected:actual:)`` when the caller awaits
  ///   another type; either way nothing changes and the caller keeps waiting.
  ///
  /// Inside a batch the caller receives the value when the batch applies, with the screen's
  /// removal; a refused batch keeps the caller waiting on the screen it puts back.
  @inlinable
  public func finish(returning value: any Sendable) throws(NavigationError) {
    // Read where the level lies, rather than copied out of the tree (`explorer.paths`).
    let level = self.level
    let read = store.readStack(of: self) { stack in
      let levels = stack.hierarchy.storedLevels
      return (levels[level].currentID, !levels[level].path.isEmpty)
    }
    guard let (screen, hasPushed) = read else { throw .routerDetached(id) }
    let results = store.results
    try results.checkDeliverable(value, to: screen)
    // The value reaches the caller before the screen's removal is reported, which would
    // otherwise resume it with a dismissal; neither pop nor dismiss can be refused here.
    let staysOnScreen = results.keepsScreen(screen)
    store.events.record(NavigationRecord(make: { try? results.deliver(value, to: screen) }))
    if staysOnScreen { return }
    if hasPushed {
      try pop()
    } else {
      try dismiss()
    }
  }

  /// The number of callers waiting on this router's tree: for the screen to catch up, or for
  /// a screen's result. Zero when every caller was resumed.
  public var awaitingCallers: Int {
    store.lane.waitingCallers + awaitingResults + awaitingLinks
  }

  /// The number of flow steps on this router's tree awaiting a link
  /// (``FlowContext/awaitLink()``): what only a link can resume.
  public var awaitingLinks: Int { store.flows.awaitingLinks }

  /// The number of callers waiting for the result of a screen or alert in this router's tree:
  /// what only the person, or code acting for them, can resume. A test harness reads it to
  /// tell a flow that waits for the person from one that is still on its way.
  public var awaitingResults: Int { store.results.count }

  /// Whether a caller awaits the result of the screen or alert `id` in this router's tree.
  public func isAwaitingResult(of id: EntryID) -> Bool {
    store.results.awaitsResult(id)
  }

  /// Calls `observer` each time a caller starts awaiting the result of a screen or alert in
  /// this router's tree, with its id: right after the screen is shown and its events were
  /// delivered, while the caller suspends. Tools that answer screens as a person would, such as a flow explorer, use it
  /// to know when a flow waits for the person.
  ///
  /// ```swift
  /// let observation = router.observeAwaitedResults { id in print("waiting on", id) }
  /// ```
  ///
  /// - Returns: A token; observing stops when you cancel or release it.
  public func observeAwaitedResults(
    _ observer: @escaping @MainActor (EntryID) -> Void
  ) -> EventObservation {
    let results = store.results
    let key = results.addRegistrationObserver(observer)
    return EventObservation { results.removeRegistrationObserver(key) }
  }

  /// Shows a screen or alert with `show` and waits for its result; with `keepsScreen`, the
  /// screen stays once it hands its value over.
  @inlinable
  func awaitResult<Value: Sendable>(
    from id: EntryID, keepsScreen: Bool = false, show: () throws(NavigationError) -> Void
  ) async throws -> Value {
    try Task.checkCancellation()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Value, any Error>) in
        let results = store.results
        // The waiter exists before anyone hears of the screen, so an observer that dismisses
        // it at once resumes the caller; tools that answer awaited screens hear of it after.
        // A refusal resumes the caller with its error, through the waiter's `discard`.
        let waiter = NavigationRecord(
          make: {
            results.register(ResultWaiter(continuation, keepsScreen: keepsScreen), for: id)
          },
          discard: { continuation.resume(throwing: $0) })
        let announcement = NavigationRecord(make: { results.announce(id) })
        try? store.events.beforeDelivery([waiter], then: [announcement], apply: show)
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.cancelResult(for: id) }
    }
  }

  /// Dismisses the screen or alert whose caller was cancelled; its removal resumes the caller
  /// with `CancellationError`.
  @usableFromInline
  func cancelResult(for id: EntryID) {
    let results = store.results
    guard results.awaitsResult(id) else { return }
    results.markCancelled(id)
    var router: Router<Route>? = rootRouter
    while let current = router {
      if current.state.entries.contains(where: { $0.id == id }) {
        _ = try? current.rootRouter.dismissScreen(id: id)
      } else if current.state.alerts.contains(where: { $0.id == id }) {
        _ = try? current.dismissAlert(id: id)
      }
      router = current.child
    }
    results.fail(id)
  }
}
