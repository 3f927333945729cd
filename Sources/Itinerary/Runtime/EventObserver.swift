/// An observer of a tree's events as the event hub keeps it: a call that takes the address of
/// the event.
///
/// The hub is not specialised for the route type. Calling a collection of typed closures
/// there looks up the metadata of the collection's element type for every event, which costs
/// more than the calls (`explorer.paths`, which observes every event). So the typed observer
/// is wrapped here, where ``Router/observeEvents(_:)`` is inlined and the route type is known,
/// in a call whose type does not depend on it; the hub passes it the event's address, which
/// the wrapper reads back as the event, specialised.
@usableFromInline
struct EventObserver<Route: NavigationRoute> {
  /// Reads the event at the address and hands it to the observer.
  @usableFromInline let receive: @MainActor (UnsafeRawPointer) -> Void

  /// Wraps `observer`. The hub only ever passes the address of a `NavigationEvent<Route>`:
  /// it takes observers of its own route type.
  @inlinable
  init(_ observer: @escaping @MainActor (NavigationEvent<Route>) -> Void) {
    receive = { address in
      observer(address.assumingMemoryBound(to: NavigationEvent<Route>.self).pointee)
    }
  }
}
