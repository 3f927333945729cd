extension RouterState {
  /// Applies a change to this router's overlay modals and returns its events. A refused
  /// change throws and changes nothing.
  public mutating func apply(
    _ action: ModalAction<Route>
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    switch action {
    case .show(let shown):
      guard !shown.isEmpty else { return [] }
      modals += shown
      return [.modalsShown(shown, router: id)]
    case .dismiss(let modal):
      guard let index = modals.firstIndex(where: { $0.id == modal }) else {
        throw .unknownEntry(modal)
      }
      return dismissModals(from: index)
    case .dismissAbove(let modal):
      guard let index = modals.firstIndex(where: { $0.id == modal }) else {
        throw .unknownEntry(modal)
      }
      return dismissModals(from: index + 1)
    case .dismissLast(let count):
      return dismissModals(from: modals.count - min(max(count, 0), modals.count))
    case .dismissAll:
      return dismissModals(from: 0)
    }
  }

  /// Dismisses the modals from `index` up, and returns their event, the top one first.
  mutating func dismissModals(from index: Int) -> [NavigationEvent<Route>] {
    guard index < modals.count else { return [] }
    let removed = Array(modals[index...].reversed())
    modals.removeSubrange(index...)
    return [.modalsDismissed(removed, router: id)]
  }
}
