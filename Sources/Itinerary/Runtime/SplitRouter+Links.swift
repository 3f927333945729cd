extension SplitRouter {
  /// Opens `link` in the split view: brings the column the link names (`sidebar`, `content`
  /// or `detail`; the detail when it names none) to the link's stack and presentations, as one
  /// change; see ``Router/open(_:in:)``.
  ///
  /// ```swift
  /// try split.open("myapp://folders/inbox", in: links)   // a row naming .hierarchy("sidebar")
  /// ```
  @discardableResult
  public func open(
    _ link: String, in table: LinkTable<Route>
  ) throws(LinkError) -> LinkDestination<Route> {
    try detail.open(link, in: table)
  }

  /// The link of the place the split view shows: the detail column's stack and
  /// presentations; for the split router of a module's tab, the module and the tab too.
  ///
  /// - Throws: ``LinkError/refused(_:)`` with ``NavigationError/routerDetached(_:)`` for the
  ///   split router of a covered module's tab; ``LinkError/noLink(_:)`` when no row builds
  ///   the place.
  public func url(in table: LinkTable<Route>) throws(LinkError) -> String {
    guard sidebar.isAttached else { throw .refused(.routerDetached(sidebar.id)) }
    guard detail.isAttached else { throw .refused(.routerDetached(detail.id)) }
    return try (store.owner ?? self).linkURL(in: table)
  }
}
