/// The strongly connected components of a directed graph, found with Tarjan's algorithm:
/// the stages of a flow spec that lead to one another, or the flows that run one another.
///
/// It keeps its own stack instead of recursing, so a graph of any depth, such as a chain of
/// ten thousand stages, cannot overflow the call stack. It runs in time linear in the nodes
/// and edges.
enum StronglyConnectedComponents {
  /// The components of the graph whose node `n` has edges to each node of `successors[n]`.
  ///
  /// Every node is in exactly one component. A component comes before any component that
  /// has an edge to it.
  static func of(_ successors: [[Int]]) -> [[Int]] {
    let count = successors.count
    var order = [Int](repeating: -1, count: count)
    var lowest = [Int](repeating: 0, count: count)
    var isOnStack = [Bool](repeating: false, count: count)
    var stack: [Int] = []
    var components: [[Int]] = []
    var visited = 0
    /// The nodes being explored, each with the index of its next successor to look at.
    var path: [(node: Int, next: Int)] = []

    for root in 0..<count where order[root] == -1 {
      path.append((root, 0))
      order[root] = visited
      lowest[root] = visited
      visited += 1
      stack.append(root)
      isOnStack[root] = true
      while let (node, next) = path.last {
        if next < successors[node].count {
          path[path.count - 1].next += 1
          let successor = successors[node][next]
          if order[successor] == -1 {
            order[successor] = visited
            lowest[successor] = visited
            visited += 1
            stack.append(successor)
            isOnStack[successor] = true
            path.append((successor, 0))
          } else if isOnStack[successor] {
            lowest[node] = min(lowest[node], order[successor])
          }
          continue
        }
        path.removeLast()
        if let parent = path.last?.node { lowest[parent] = min(lowest[parent], lowest[node]) }
        guard lowest[node] == order[node] else { continue }
        var component: [Int] = []
        while let member = stack.popLast() {
          isOnStack[member] = false
          component.append(member)
          if member == node { break }
        }
        components.append(component)
      }
    }
    return components
  }

  /// Whether `component` (of the graph `successors`) holds a cycle: more than one node, or a
  /// node with an edge to itself.
  static func isCyclic(_ component: [Int], in successors: [[Int]]) -> Bool {
    component.count > 1 || component.contains { successors[$0].contains($0) }
  }
}
