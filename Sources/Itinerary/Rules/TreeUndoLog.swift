/// How to put the tree back as it was when a transaction began: the stack actions applied
/// in place since, each with its ``StackUndo``, until the first change that replaces the
/// tree value, and from then on the tree as it was just before that change.
///
/// A batch of stack verbs keeps no copy of the tree, so its stacks stay uniquely held and
/// change in place; a batch that also selects a tab, presents or swaps a module keeps the
/// tree as it was before the first of those, which costs nothing until a stack changes.
// Recorded into from inlinable code for `batch.push×10@1000+4×1000`, as ``StackUndo`` is made.
@usableFromInline
struct TreeUndoLog<Route: NavigationRoute>: Sendable {
  /// The stack actions applied before ``treeBeforeReplacement`` was kept, oldest first.
  @usableFromInline var stackUndos: [StackUndo<Route>] = []
  /// The tree just before the first change that replaced it.
  @usableFromInline var treeBeforeReplacement: NavigationNode<Route>?

  @usableFromInline
  init() {}

  /// Notes a stack action about to change a level in place.
  @inlinable
  mutating func record(_ undo: StackUndo<Route>) {
    guard treeBeforeReplacement == nil else { return }
    stackUndos.append(undo)
  }

  /// Notes that `tree`, the tree now, is about to be replaced.
  mutating func willReplace(_ tree: NavigationNode<Route>) {
    guard treeBeforeReplacement == nil else { return }
    treeBeforeReplacement = tree
  }

  /// The tree as it was when the transaction began, from `tree`, the tree now.
  func treeAtStart(from tree: NavigationNode<Route>) -> NavigationNode<Route> {
    var tree = treeBeforeReplacement ?? tree
    for undo in stackUndos.reversed() { undo.takeBack(on: &tree) }
    return tree
  }
}
