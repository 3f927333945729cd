/// The stack node that stack actions are changing, taken out of the store's tree: the next
/// action on the same stack changes it here, without walking down the tree from its root,
/// which costs a call per level of nesting (`router.push_pop@nested`). A person mostly
/// navigates one stack at a time, so the stack stays out across their pushes and pops.
///
/// While a stack is out, the tree holds an empty stack in its place, so the store reads and
/// changes the tree only through ``NavigationStore/root``, which puts the stack back first.
/// Taking a stack out and putting it back are each one walk down the tree, the walk a stack
/// action took before; neither changes the tree's shape, so no router's location moves.
@usableFromInline
struct StackCursor<Route: NavigationRoute> {
  /// Where the stack lies in the tree, while one is out; `nil` otherwise.
  @usableFromInline private(set) var location: [Int]?
  /// The stack out of the tree, while ``location`` is set; an empty stack otherwise, the one
  /// the tree holds in its place.
  @usableFromInline var stack: StackNode<Route>

  /// A cursor with no stack out.
  init() {
    location = nil
    stack = StackNode(hierarchy: NavigationHierarchy(checkedLevels: []))
  }

  /// Whether the stack at `path` is out.
  @inlinable
  func holds(_ path: [Int]) -> Bool {
    guard let location else { return false }
    return location == path
  }

  /// Takes the stack at `path` out of `root`, after putting back the one out before, if any.
  /// Returns `false`, with none out, when no stack lies at `path`.
  @inlinable
  mutating func take(_ path: [Int], from root: inout NavigationNode<Route>) -> Bool {
    putBack(into: &root)
    let taken: Void?? = try? root.withStack(at: path[...]) { node in swap(&node, &stack) }
    guard taken != nil else { return false }
    location = path
    return true
  }

  /// Puts the stack out, if any, back where it was taken from in `root`.
  @inlinable
  mutating func putBack(into root: inout NavigationNode<Route>) {
    guard let location else { return }
    self.location = nil
    _ = try? root.withStack(at: location[...]) { node in swap(&node, &stack) }
  }

  /// Forgets the stack out, if any, for a tree that replaces the one it was taken from.
  mutating func drop() {
    guard location != nil else { return }
    self = StackCursor()
  }
}
