/// The tab and split routers made for nodes nested inside a store's tree (a module's tab bar,
/// a tab's split view, a presented tab bar or split view), by the id of their node, held
/// weakly: asked again while someone holds it and its node stays in the tree, a maker returns
/// the same handle, and a refused batch that removed the node and brought it back finds it
/// again. Weakly, because a handle holds its store: whoever wants a handle to last holds it
/// (the module router holds those it made).
@MainActor
final class NestedNodeHandles {
  /// A handle held weakly.
  private struct Weak {
    weak var handle: (any NestedNodeHandle)?
  }

  private var handles: [RouterID: [Weak]] = [:]

  /// The attached handle of the node with this id, of this type, that `matches`.
  func handle<Handle: NestedNodeHandle>(
    of node: RouterID, where matches: (Handle) -> Bool = { _ in true }
  ) -> Handle? {
    handles[node]?.lazy.compactMap { $0.handle as? Handle }.first {
      $0.isAttached && matches($0)
    }
  }

  /// Keeps `handle` of the node with this id, beside the node's other handles, and returns
  /// it; forgets the handles released. A detached handle someone still holds is kept: a refused
  /// batch brings back the nodes it removed, and their handles with them.
  func keep<Handle: NestedNodeHandle>(_ handle: Handle, of node: RouterID) -> Handle {
    handles = handles.compactMapValues { list in
      let held = list.filter { $0.handle != nil }
      return held.isEmpty ? nil : held
    }
    handles[node, default: []].append(Weak(handle: handle))
    return handle
  }
}
