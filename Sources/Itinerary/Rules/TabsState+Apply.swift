extension TabsState {
  /// Applies a tab command and returns its events: none when nothing changed.
  ///
  /// Selecting another tab changes ``selectedTab`` and reports
  /// ``NavigationEvent/selectedTab(index:name:)``. Selecting the selected tab again pops its
  /// root router's stack to its root when `reselectionPopsToRoot` is `true`, reporting the
  /// screens popped, and does nothing otherwise.
  ///
  /// - Throws: ``NavigationError/unknownTab(_:among:)`` for a tab this tree does not have;
  ///   the value is then unchanged.
  public mutating func apply(
    _ command: TabCommand<Tab>, reselectionPopsToRoot: Bool
  ) throws(NavigationError) -> [NavigationEvent<Route>] {
    switch command {
    case .select(let tab):
      guard let index = tabs.firstIndex(where: { $0.tab == tab }) else {
        throw .unknownTab(String(describing: tab), among: tabs.map { String(describing: $0.tab) })
      }
      guard tab == selectedTab else {
        selectedTab = tab
        return [.selectedTab(index: index, name: String(describing: tab))]
      }
      guard reselectionPopsToRoot else { return [] }
      return try tabs[index].hierarchy.levels[0].apply(.popToRoot)
    }
  }
}
