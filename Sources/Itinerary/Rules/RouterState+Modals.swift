extension RouterState {
  /// Applies a change to this router's overlay modals and returns its events. A refused
  /// change throws and changes nothing.
  public mutating func apply(
    _ action: ModalAction<Route>
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    switch action {
    case .show(let shown):
      return modals.add(shown).reported { .modalsShown($0, router: id) }
    case .dismiss(let modal): return try dismissModals(.through(modal))
    case .dismissAbove(let modal): return try dismissModals(.above(modal))
    case .dismissLast(let count): return try dismissModals(.last(count: count))
    case .dismissAll: return try dismissModals(.all)
    }
  }

  /// Dismisses the modals `dismissal` names, and returns their event, the top one first.
  private mutating func dismissModals(
    _ dismissal: LayerDismissal
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    try modals.dismiss(dismissal).reported { .modalsDismissed($0, router: id) }
  }
}
