extension Router {
  /// Shows an overlay modal above the target router's screen, on top of the modals already
  /// there.
  ///
  /// ```swift
  /// try router.showModal(.toast("Saved"), style: .bottom, onDismiss: { print("gone") })
  /// ```
  ///
  /// - Parameters:
  ///   - route: What to show.
  ///   - style: Transition, animation, alignment, background, and whether a background tap
  ///     or the safe area matter. ``ModalStyle/centered`` and ``ModalStyle/bottom`` are ready
  ///     made.
  ///   - id: An id of your own, to dismiss it by id later.
  ///   - onDismiss: Runs once when the modal leaves, however it leaves.
  ///   - target: The router whose screen it covers.
  public func showModal(
    _ route: Route, style: ModalStyle = ModalStyle(), id: EntryID? = nil,
    onDismiss: (@MainActor () -> Void)? = nil, target: NavigationTarget = .current
  ) throws(NavigationError) {
    let modal = OverlayModal(id: id ?? store.makeEntryID(), route: route, style: style)
    let records = store.events.dismissActionRecords(onDismiss, for: modal.id)
    try store.events.beforeDelivery(records) { () throws(NavigationError) in
      try showModals([modal], target: target)
    }
  }

  /// Shows several overlay modals at once, the last on top.
  public func showModals(_ modals: [OverlayModal<Route>], target: NavigationTarget = .current)
    throws(NavigationError)
  {
    try apply(NavigationCommand(.modal(.show(modals)), target: target))
  }

  /// Dismisses the top overlay modal of the target router.
  public func dismissModal(target: NavigationTarget = .current) throws(NavigationError) {
    try apply(NavigationCommand(.modal(.dismissLast(count: 1)), target: target))
  }

  /// Dismisses the overlay modal with this id and the modals above it.
  public func dismissModal(id: EntryID, target: NavigationTarget = .current)
    throws(NavigationError)
  {
    try apply(NavigationCommand(.modal(.dismiss(id)), target: target))
  }

  /// Dismisses the overlay modals above the one with this id, which stays.
  public func dismissModals(above id: EntryID, target: NavigationTarget = .current)
    throws(NavigationError)
  {
    try apply(NavigationCommand(.modal(.dismissAbove(id)), target: target))
  }

  /// Dismisses up to `count` overlay modals from the top.
  public func dismissModals(count: Int, target: NavigationTarget = .current)
    throws(NavigationError)
  {
    try apply(NavigationCommand(.modal(.dismissLast(count: count)), target: target))
  }

  /// Dismisses every overlay modal of the target router.
  public func dismissAllModals(target: NavigationTarget = .current) throws(NavigationError) {
    try apply(NavigationCommand(.modal(.dismissAll), target: target))
  }

  /// The overlay modals above this router's screen, the last on top.
  public var modals: [OverlayModal<Route>] { state.modals }
}
