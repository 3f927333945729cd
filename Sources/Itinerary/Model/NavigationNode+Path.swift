// `stack(at:)` and `withStack(at:_:)` are inlinable for `router.push_pop`, `lane.push_pop` and
// `navigator.push_pop`: every stack verb reads and changes its level in the store's tree
// through them, specialised for the route type where it is issued.
extension NavigationNode {
  /// The way from this node down to the stack node whose hierarchy has the router `router`:
  /// at each node, the index of the child taken, in the order of ``children``. `nil` when no
  /// stack of the tree has the router.
  ///
  /// Only live routers are found: a covered module keeps its navigation as a value, and its
  /// routers are not in the tree until it is on screen again.
  @usableFromInline
  func path(toStackHolding router: RouterID) -> [Int]? {
    if case .stack(let stack) = self, stack.hierarchy.level(of: router) != nil { return [] }
    let children = self.children
    for index in liveChildIndices(of: children.count) {
      if let path = children[index].node.path(toStackHolding: router) { return [index] + path }
    }
    return nil
  }

  /// Calls `body` with each stack node whose routers are live, outside covered modules.
  func forEachLiveStack(_ body: (StackNode<Route>) -> Void) {
    if case .stack(let stack) = self { body(stack) }
    let children = self.children
    for index in liveChildIndices(of: children.count) {
      children[index].node.forEachLiveStack(body)
    }
  }

  /// The indices of the children whose routers are live: every child but the covered modules.
  /// The nodes inside this one that can show: all of them, but only the last of modules.
  var liveChildren: ArraySlice<(name: String, node: NavigationNode<Route>)> {
    let children = self.children
    return children[liveChildIndices(of: children.count)]
  }

  private func liveChildIndices(of count: Int) -> Range<Int> {
    if case .modules = self { return max(count - 1, 0)..<count }
    return 0..<count
  }

  /// The stack node at the end of `path`, or `nil` when the path leads nowhere or to another
  /// kind of node.
  @inlinable
  func stack(at path: ArraySlice<Int>) -> StackNode<Route>? {
    readStack(at: path, from: path.startIndex) { copy $0 }
  }

  /// What `body` reads of the stack node at the end of `path`, read where it lies rather
  /// than copied out of the tree (a copy retains and releases each of the node's arrays), or
  /// `nil` when the path leads nowhere or to another kind of node. Each node on the way reads
  /// its step of `path` by index, from `step` on.
  ///
  /// Inlinable for `explorer.paths`: the queries a flow and its explorer make on every
  /// screen (``Router/deepestRouter``, ``Router/routerOnScreen``, a router's state) read the
  /// tree through it, specialised for the route type.
  @inlinable
  func readStack<Result>(
    at path: ArraySlice<Int>, from step: Int, _ body: (borrowing StackNode<Route>) -> Result
  ) -> Result? {
    let first: Int? = step < path.endIndex ? path[step] : nil
    switch self {
    case .stack(let stack):
      guard let first else { return body(stack) }
      guard first == 0, let presented = stack.presented else { return nil }
      return presented.node.readStack(at: path, from: step + 1, body)
    case .tabs(let tabs):
      guard let first, tabs.tabs.indices.contains(first) else { return nil }
      return tabs.tabs[first].node.readStack(at: path, from: step + 1, body)
    case .split(let split):
      guard let first, let column = split.column(first) else { return nil }
      return column.readStack(at: path, from: step + 1, body)
    case .modules(let modules):
      guard let first, modules.modules.indices.contains(first) else { return nil }
      return modules.modules[first].node.readStack(at: path, from: step + 1, body)
    }
  }
}
