extension TabRouter {
  /// Opens `link` across the tabs: selects the link's tab and brings its stack and
  /// presentations to the link's, as one change; see ``Router/open(_:in:)``.
  ///
  /// ```swift
  /// try tabs.open("myapp://users/42", in: links)   // selects the users' tab, pushes user 42
  /// ```
  ///
  /// Links name a tab by its `String(describing:)`.
  @discardableResult
  public func open(
    _ link: String, in table: LinkTable<Route>
  ) throws(LinkError) -> LinkDestination<Route> {
    try selectedRouter.open(link, in: table)
  }

  /// The link of the place the tabs show: the selected tab, its stack and presentations; for
  /// the tab router of a module, the module too.
  ///
  /// - Throws: ``LinkError/refused(_:)`` with ``NavigationError/routerDetached(_:)`` for the
  ///   tab router of a covered module; ``LinkError/noLink(_:)`` when no row builds the place.
  public func url(in table: LinkTable<Route>) throws(LinkError) -> String {
    if let detached = tabs.lazy.compactMap({ self[$0] }).first(where: { !$0.isAttached }) {
      throw .refused(.routerDetached(detached.id))
    }
    return try (store.owner ?? self).linkURL(in: table)
  }
}
