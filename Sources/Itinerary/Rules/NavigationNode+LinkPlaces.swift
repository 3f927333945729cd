/// Where a link's tabs and columns lead in a tree, and the place a tree shows as a link
/// describes it: the pure half of ``Router/open(_:)`` and ``Router/url(in:)``.
///
/// A link names tabs and columns outermost first (``LinkDestination/hierarchies``). Each name
/// is looked for from where the one before led, down what is on screen: a tabs node's tab of
/// that name, a split node's column (`sidebar`, `content`, `detail`); past a node that has
/// none, the selected tab, the detail column or the module on screen. Links do not look into
/// what a stack presents.
extension NavigationNode {
  /// A child a link's name picks: the tabs or split node that holds it, and the child.
  struct LinkChild {
    /// The id of the tabs or split node.
    let container: RouterID
    /// The tab to select, for a tabs node; `nil` for a column, which shows already.
    let tab: String?
    /// The tab's or the column's node.
    let node: NavigationNode<Route>
  }

  /// The child named `name`, looked for from this node down what is on screen; `nil` when no
  /// tab or column of that name is on the way.
  func linkChild(named name: String) -> LinkChild? {
    switch self {
    case .stack:
      return nil
    case .tabs(let tabs):
      if let tab = tabs.tabs.first(where: { $0.name == name }) {
        return LinkChild(container: tabs.id, tab: tab.name, node: tab.node)
      }
      return tabs.selectedIndex.flatMap { tabs.tabs[$0].node.linkChild(named: name) }
    case .split(let split):
      if let column = split.column(named: name) {
        return LinkChild(container: split.id, tab: nil, node: column)
      }
      return split.detail.linkChild(named: name)
    case .modules(let modules):
      return modules.modules.last?.node.linkChild(named: name)
    }
  }

  /// The children `names` lead to, in order, from this node: the last one's node is where
  /// the link's stack is. `missing` is the first name no child answers to, and `children`
  /// then stop before it.
  func linkChildren(named names: [String]) -> (children: [LinkChild], missing: String?) {
    var children: [LinkChild] = []
    var node = self
    for name in names {
      guard let child = node.linkChild(named: name) else { return (children, name) }
      children.append(child)
      node = child.node
    }
    return (children, nil)
  }

  /// The names of the tabs on the way to the stack the person is looking at, outermost first
  /// (the selected tab's, then the selected tab's inside it), as a link names them; the
  /// detail column and the module on screen are taken without a name.
  var linkHierarchies: [String] {
    switch self {
    case .stack:
      return []
    case .tabs(let tabs):
      guard let index = tabs.selectedIndex else { return [] }
      return [tabs.tabs[index].name] + tabs.tabs[index].node.linkHierarchies
    case .split(let split):
      return split.detail.linkHierarchies
    case .modules(let modules):
      return modules.modules.last?.node.linkHierarchies ?? []
    }
  }

  /// The root routers of the stacks on screen in this node: its own, the selected tab's, each
  /// column's, the module on screen's. What a stack presents covers the whole screen, so a
  /// link dismisses it from every one but the stack it opens.
  var rootsOnScreen: [RouterID] {
    switch self {
    case .stack(let stack):
      return [stack.hierarchy.root.id]
    case .tabs(let tabs):
      return tabs.selectedIndex.map { tabs.tabs[$0].node.rootsOnScreen } ?? []
    case .split(let split):
      return split.columns.flatMap(\.rootsOnScreen)
    case .modules(let modules):
      return modules.modules.last?.node.rootsOnScreen ?? []
    }
  }
}

extension SplitNode {
  /// The column a link names `sidebar`, `content` or `detail`; `nil` for another name, or
  /// `content` in a split view of two columns.
  func column(named name: String) -> NavigationNode<Route>? {
    switch name {
    case "sidebar": sidebar
    case "content": content
    case "detail": detail
    default: nil
    }
  }
}
