/// A handle onto a node inside a tree that another router owns, such as the ``TabRouter`` of
/// a module that holds a tab bar, or of a presented tab bar: what it reports it reads from the
/// tree, so the store keeps it only to hand out the same object again (see
/// `NestedNodeHandles`).
@MainActor
protocol NestedNodeHandle: AnyObject {
  /// Whether the routers the handle holds are still in the tree; a module covered and shown
  /// again comes back with new ones, and needs a new handle.
  var isAttached: Bool { get }
}
