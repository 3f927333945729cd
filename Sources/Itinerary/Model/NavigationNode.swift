/// One node of a navigation tree, and the tree itself: the root node holds everything a window
/// shows.
///
/// A node is a stack, tabs, a split view or modules, and any node can stand wherever a node
/// can: a module holding tabs, a tab holding a split view, a sheet presenting tabs.
///
/// ```
/// modules r1
///   module 0 (main)
///     tabs r2
///       tab home *
///         router r3
///           root #4 home
///       tab inbox
///         split r5 (collapsed: false, compact column: sidebar, visibility: automatic)
///           sidebar
///             router r6
///               root #7 folders
///           detail
///             router r8
///               root #9 inbox
/// ```
///
/// Every router id (of a stack's levels, of the routers queued screens will create, and of
/// the tabs, split and modules nodes) and every entry id is used once across the whole tree;
/// ``validate(within:)`` checks this and the rules of each node, and decoding checks them.
/// ``apply(_:)-(NodeCommand<Route>)`` changes the tree by a ``NodeCommand``, all or nothing.
public enum NavigationNode<Route: NavigationRoute>: Hashable, Sendable {
  /// A stack: a root router, the routers presented above it, and a node presented by the
  /// last of them.
  case stack(StackNode<Route>)
  /// Tabs: a node per tab, one of them selected.
  case tabs(TabsNode<Route>)
  /// A split view: a node per column, and the layout.
  case split(SplitNode<Route>)
  /// Modules: a stack of modules, each holding a node, the last one shown.
  case modules(ModulesNode<Route>)

  /// A stack of one root router: what a lone ``Router`` holds.
  public init(_ hierarchy: NavigationHierarchy<Route>) {
    self = .stack(StackNode(hierarchy: hierarchy))
  }

  /// The id of a tabs, split or modules node; `nil` for a stack, whose routers have their own.
  public var containerID: RouterID? {
    switch self {
    case .stack: nil
    case .tabs(let tabs): tabs.id
    case .split(let split): split.id
    case .modules(let modules): modules.id
    }
  }

  /// The nodes directly inside this one, in order, with the name messages give each: `tab
  /// home`, `detail`, `module 1 (main)`, or the style of the presentation that holds it.
  public var children: [(name: String, node: NavigationNode<Route>)] {
    switch self {
    case .stack(let stack):
      stack.presented.map { [($0.presentation.styleName, $0.node)] } ?? []
    case .tabs(let tabs):
      tabs.tabs.map { ("tab \($0.name)", $0.node) }
    case .split(let split):
      [("sidebar", split.sidebar)] + (split.content.map { [("content", $0)] } ?? [])
        + [("detail", split.detail)]
    case .modules(let modules):
      modules.modules.enumerated().map { ("module \($0) (\($1.id))", $1.node) }
    }
  }
}
