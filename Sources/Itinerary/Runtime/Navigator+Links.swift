import Foundation

extension Navigator {
  /// Opens `link` across the whole tree and returns when the screen shows it; see
  /// ``Router/open(_:in:)``.
  ///
  /// ```swift
  /// try await navigator.open("myapp://users/42/posts/7", in: links)
  /// ```
  ///
  /// - Returns: The place the link opened.
  /// - Throws: ``LinkError``; a refused link changes nothing and returns at once.
  @MainActor @discardableResult
  public func open(
    _ link: String, in table: LinkTable<Route>
  ) async throws(LinkError) -> LinkDestination<Route> {
    let destination = try router.open(link, in: table)
    await router.lane.waitUntilDisplayed()
    return destination
  }

  /// Opens `destination` across the whole tree, as one change, and returns when the screen
  /// shows it: a typed place that names a module, tabs and split columns nested in one
  /// another, a stack and presentations, so that a service reaches any node of the tree
  /// without a link table; see ``Router/open(_:)``.
  ///
  /// ```swift
  /// // From onboarding, or from any tab: the main module's inbox, its sidebar column.
  /// try await navigator.open(
  ///   LinkDestination(module: "main", hierarchies: ["inbox", "sidebar"], stack: [.drafts]))
  /// ```
  ///
  /// - Throws: ``LinkError``, for a module, tab or column the tree does not have; a refused
  ///   destination changes nothing and returns at once.
  @MainActor
  public func open(_ destination: LinkDestination<Route>) async throws(LinkError) {
    try router.open(destination)
    await router.lane.waitUntilDisplayed()
  }

  /// Opens `url` across the whole tree and returns when the screen shows it; see
  /// ``open(_:in:)``.
  @MainActor @discardableResult
  public func open(
    _ url: URL, in table: LinkTable<Route>
  ) async throws(LinkError) -> LinkDestination<Route> {
    try await open(url.absoluteString, in: table)
  }
}
