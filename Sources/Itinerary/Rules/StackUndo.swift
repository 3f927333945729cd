/// How to take back one stack action applied in place to a level of the tree: how many
/// screens of the level's path the action kept, the screens it removed after them, and its
/// root screen when the action replaced that.
///
/// A transaction takes back its stack actions with these, newest first, when it is refused,
/// instead of keeping the tree from before: a kept tree shares every stack's screens with the
/// live one, so the first push of a batch on a long stack would copy the whole stack
/// (`batch.push×10@1000+4×1000`). Each is made before its action from the level as it was,
/// and copies only the screens the action removes.
// Made and recorded in inlinable code for `batch.push×10@1000+4×1000`: specialised for the
// route type, a batched push looks up no generic metadata to note how to take it back.
@usableFromInline
struct StackUndo<Route: NavigationRoute>: Sendable {
  /// The way to the stack node that holds the level.
  @usableFromInline let node: ArraySlice<Int>
  /// The level's index in that stack.
  @usableFromInline let level: Int
  /// How many screens of the path the action kept, from the start.
  @usableFromInline let kept: Int
  /// The screens the action removed after those, in order.
  @usableFromInline let removed: [Entry<Route>]
  /// The root screen, when the action replaced it.
  @usableFromInline let root: Entry<Route>?

  /// How to take back `action`, about to be applied to `state`, the level at index `level`
  /// of the stack node at `node`.
  @inlinable
  init(
    undoing action: StackAction<Route>, on state: borrowing RouterState<Route>,
    node: ArraySlice<Int>, level: Int
  ) {
    self.node = node
    self.level = level
    let path = state.path
    var root: Entry<Route>?
    let kept: Int
    switch action {
    case .push:
      kept = path.count
    case .pop(let count), .replaceLast(let count, _):
      kept = path.count - state.clamped(count)
    case .popToRoot, .replaceStack:
      kept = 0
    case .replaceCurrent:
      kept = max(path.count - 1, 0)
      if path.isEmpty { root = state.root }
    }
    // The whole path is kept by reference: the action replaces it rather than change it.
    removed = kept == 0 ? path : Array(path[kept...])
    self.kept = kept
    self.root = root
  }

  /// Takes the action back on `tree`, which holds the level as the action left it.
  func takeBack(on tree: inout NavigationNode<Route>) {
    _ = try? tree.withStack(at: node) { stack throws(NavigationError) in
      guard stack.hierarchy.storedLevels.indices.contains(level) else { return }
      stack.hierarchy.storedLevels[level].path.removeSubrange(kept...)
      stack.hierarchy.storedLevels[level].path.append(contentsOf: removed)
      if let root { stack.hierarchy.storedLevels[level].root = root }
    }
  }
}
