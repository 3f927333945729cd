extension Router {
  /// A stream of the events of this router's whole tree, from now on.
  ///
  /// Each access makes a new stream; any number can be live at once. Events arrive in the
  /// order the commands were applied.
  ///
  /// ```swift
  /// for await event in router.events {
  ///   analytics.log(event)
  /// }
  /// ```
  public var events: AsyncStream<NavigationEvent<Route>> {
    store.events.stream()
  }

  /// Calls `observer` with each event of this router's whole tree, synchronously, as each
  /// command is applied.
  ///
  /// - Returns: A token; observing stops when it is cancelled or released.
  ///
  /// Inlinable, so that the observer is called specialised for the route type where it is
  /// added (`explorer.paths`, which observes every event): see `EventObserver`.
  @inlinable
  public func observeEvents(
    _ observer: @escaping @MainActor (NavigationEvent<Route>) -> Void
  ) -> EventObservation {
    let hub = store.events
    let key = hub.addObserver(EventObserver(observer))
    return EventObservation { hub.removeObserver(key) }
  }
}
