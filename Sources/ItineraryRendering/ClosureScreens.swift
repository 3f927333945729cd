/// The content of screens given as closures, kept by id while the tree shows them.
///
/// The tree holds routes, values; a view built by a closure is not one. Register the content,
/// navigate to a route that carries the id it returns, and look the content up when the
/// route's view is built. `Content` is `AnyView` in the SwiftUI adapter.
///
/// ```swift
/// let screens = ClosureScreens<AnyView>()
/// let id = screens.register(AnyView(Text("Hello")))
/// try router.push(.view(id))
/// // in the destination builder:
/// screens.content(for: id) ?? AnyView(EmptyView())
/// ```
///
/// Call ``keep(only:)`` with the ids the displayed tree still uses, so closures of screens
/// that left are released.
@MainActor
public final class ClosureScreens<Content> {
  private var contents: [ClosureScreenID: Content] = [:]
  private var lastID: UInt64 = 0

  /// An empty registry.
  public init() {}

  /// Keeps `content` and returns the id a route carries to show it. Each call returns a new
  /// id.
  public func register(_ content: Content) -> ClosureScreenID {
    lastID += 1
    let id = ClosureScreenID(rawValue: lastID)
    contents[id] = content
    return id
  }

  /// The content registered for `id`, or `nil` when it was never registered here or was
  /// forgotten (for example after restoring a tree that named it).
  public func content(for id: ClosureScreenID) -> Content? {
    contents[id]
  }

  /// The ids whose content is kept, in no order.
  public var registeredIDs: Set<ClosureScreenID> { Set(contents.keys) }

  /// Forgets the content of every id not in `ids`: the screens no longer in the tree.
  public func keep(only ids: Set<ClosureScreenID>) {
    contents = contents.filter { ids.contains($0.key) }
  }
}
