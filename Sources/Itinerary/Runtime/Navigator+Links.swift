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

  /// Opens `url` across the whole tree and returns when the screen shows it; see
  /// ``open(_:in:)``.
  @MainActor @discardableResult
  public func open(
    _ url: URL, in table: LinkTable<Route>
  ) async throws(LinkError) -> LinkDestination<Route> {
    try await open(url.absoluteString, in: table)
  }
}
