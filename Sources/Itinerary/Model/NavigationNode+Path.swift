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
    switch self {
    case .stack(let stack):
      guard let first = path.first else { return stack }
      guard first == 0, let presented = stack.presented else { return nil }
      return presented.node.stack(at: path.dropFirst())
    case .tabs(let tabs):
      guard let first = path.first, tabs.tabs.indices.contains(first) else { return nil }
      return tabs.tabs[first].node.stack(at: path.dropFirst())
    case .split(let split):
      guard let first = path.first else { return nil }
      return split.column(first)?.stack(at: path.dropFirst())
    case .modules(let modules):
      guard let first = path.first, modules.modules.indices.contains(first) else { return nil }
      return modules.modules[first].node.stack(at: path.dropFirst())
    }
  }

  /// Changes the stack node at the end of `path` in place, and returns what `body` returns;
  /// `nil`, with nothing changed, when the path leads nowhere or to another kind of node.
  ///
  /// In place: each node on the way is taken out of its parent while it changes, so that the
  /// arrays of the stack are not shared and a push does not copy them (`router.push_pop`,
  /// flat in the depth of the stack and the size of the rest of the tree).
  @inlinable
  mutating func withStack<Result>(
    at path: ArraySlice<Int>, _ body: (inout StackNode<Route>) throws(NavigationError) -> Result
  ) throws(NavigationError) -> Result? {
    try withStack(at: path, from: path.startIndex, body)
  }

  /// ``withStack(at:_:)`` for the steps of `path` from `step` on: each node on the way reads
  /// its step by index rather than making a shorter slice, which would retain and release
  /// the path's storage at every level (`router.push_pop@nested+3×0`).
  @inlinable
  mutating func withStack<Result>(
    at path: ArraySlice<Int>, from step: Int,
    _ body: (inout StackNode<Route>) throws(NavigationError) -> Result
  ) throws(NavigationError) -> Result? {
    let first: Int? = step < path.endIndex ? path[step] : nil
    switch consume self {
    case .stack(var stack):
      defer { self = .stack(stack) }
      guard let first else { return try body(&stack) }
      guard first == 0, stack.presented != nil else { return nil }
      return try stack.presented?.node.withStack(at: path, from: step + 1, body)
    case .tabs(var tabs):
      defer { self = .tabs(tabs) }
      guard let first, tabs.tabs.indices.contains(first) else { return nil }
      return try tabs.tabs[first].node.withStack(at: path, from: step + 1, body)
    case .split(var split):
      defer { self = .split(split) }
      guard let first else { return nil }
      return try split.withColumn(first) { column throws(NavigationError) in
        try column.withStack(at: path, from: step + 1, body)
      } ?? nil
    case .modules(var modules):
      defer { self = .modules(modules) }
      guard let first, modules.modules.indices.contains(first) else { return nil }
      return try modules.modules[first].node.withStack(at: path, from: step + 1, body)
    }
  }
}
