/// The tab and split routers made for nodes nested inside a store's tree (a module's tab bar,
/// a tab's split view, a sheet's tab bar), by the id of their node, kept while the node is in
/// the tree: asked again, a maker returns the same handle for as long as its routers stay
/// attached, and a refused batch that removed the node and brought it back finds it again.
///
/// The store tells every attached handle of each commit, and hands the person's pick of a tab
/// to the handle of that tabs node, so that a tab router's own rules (reselection pops to the
/// root) apply whoever draws it.
@MainActor
final class NestedNodeHandles {
  private var handles: [RouterID: [any NestedNodeHandle]] = [:]

  /// The attached handle of the node with this id, of this type, that `matches`.
  func handle<Handle: NestedNodeHandle>(
    of node: RouterID, where matches: (Handle) -> Bool = { _ in true }
  ) -> Handle? {
    handles[node]?.lazy.compactMap { $0 as? Handle }.first { $0.isAttached && matches($0) }
  }

  /// The first attached handle of the node with this id, of any type.
  func anyHandle(of node: RouterID) -> (any NestedNodeHandle)? {
    handles[node]?.first(where: \.isAttached)
  }

  /// Keeps `handle` of the node with this id, beside the node's other attached handles, and
  /// returns it; forgets the handles of nodes that are not in `tree`. (Not on every commit: a
  /// refused batch brings back the nodes it removed, and their handles with them.)
  func keep<Handle: NestedNodeHandle, Route>(
    _ handle: Handle, of node: RouterID, in tree: NavigationNode<Route>
  ) -> Handle {
    let ids = tree.allRouterIDs
    handles = handles.filter { ids.contains($0.key) }
    handles[node, default: []].removeAll { !$0.isAttached }
    handles[node, default: []].append(handle)
    return handle
  }

  /// Tells every attached handle that the store committed a new tree.
  func treeChanged() {
    for handle in handles.values.joined() where handle.isAttached { handle.nodeChanged() }
  }
}
