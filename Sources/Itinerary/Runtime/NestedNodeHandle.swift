/// A handle onto a node inside a tree that another router owns, such as the ``TabRouter`` of
/// a module that holds a tab bar, or of a presented tab bar: the store tells it of every
/// commit (see `NestedNodeHandles`).
@MainActor
protocol NestedNodeHandle: AnyObject {
  /// Whether the routers the handle holds are still in the tree; a module covered and shown
  /// again comes back with new ones, and needs a new handle.
  var isAttached: Bool { get }
  /// The store committed a new tree: the handle reads its node again.
  func nodeChanged()
}
