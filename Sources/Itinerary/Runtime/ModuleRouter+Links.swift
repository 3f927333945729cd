extension ModuleRouter {
  /// Opens `link`: shows the link's module (dismissing back to it when it is on the stack
  /// below), selects the link's tab in a module with tabs, then brings its stack and
  /// presentations to the link's, as one change; see ``Router/open(_:in:)``.
  ///
  /// ```swift
  /// try links.add("/inbox", .module("main"), .tab("inbox"))
  /// try modules.open("myapp://inbox", in: links)   // onboarding → main, inbox tab selected
  /// ```
  @discardableResult
  public func open(
    _ link: String, in table: LinkTable<Route>
  ) throws(LinkError) -> LinkDestination<Route> {
    try current.open(link, in: table)
  }

  /// The link of the place on screen: the module, its selected tab, the stack and
  /// presentations.
  public func url(in table: LinkTable<Route>) throws(LinkError) -> String {
    try linkURL(in: table)
  }

  var hasModules: Bool { true }

  var linkModuleID: String? { modules.last?.id }

  func showLinkModule(_ id: String) throws(NavigationError) {
    guard modules.last?.id != id else { return }
    if modules.contains(where: { $0.id == id }) {
      try dismissModules(above: id)
    } else {
      try showModule(id: id)
    }
  }
}
