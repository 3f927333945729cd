/// One change the screen can show in one update.
///
/// The planner turns a change between two trees into an ordered list of steps; the lane
/// applies them one at a time, and a renderer draws each one and acknowledges it.
public enum NavigationStep<Route: NavigationRoute>: Hashable, Sendable {
  /// The presented router leaves the screen, with everything above it; or, naming a presented
  /// node by its ``NavigationNode/nodeID``, that node leaves with everything in it.
  case dismiss(router: RouterID)
  /// The router's stack shows exactly these pushed screens: pops, pushes, or both at once.
  case setPath([Entry<Route>], router: RouterID)
  // The cases with the largest payloads (an entry, a router's state) are indirect: boxed, so
  // that a step is a few words, moved and copied cheaply on every stack change
  // (`lane.push_pop`, where a step is copied into the displayed tree and the renderer).
  /// The router's root screen changes in place, keeping its presentation.
  indirect case setRoot(Entry<Route>, router: RouterID)
  /// The tabs node with this id selects the tab with this name: a tab switch.
  case selectTab(String, in: RouterID)
  /// The router's overlay modals and alerts become these.
  case setOverlays(modals: [OverlayModal<Route>], alerts: [AlertState], router: RouterID)
  /// The presenter, the last router of its hierarchy, presents a new router with its stack.
  indirect case present(RouterState<Route>, presenter: RouterID)
  /// The presenter, the last router of its stack, presents a node: tabs, a split view or
  /// modules in a sheet or cover.
  indirect case presentNode(PresentedNode<Route>, presenter: RouterID)
  /// The node with this id is replaced whole by another: a module swap (the modules node with
  /// another module shown), or a node whose kind, root router or children changed.
  indirect case replaceNode(RouterID, with: NavigationNode<Route>)

  /// Whether the platform animates this step. Root swaps and tab switches show at once. The
  /// lane waits for an acknowledgement whenever the renderer asks for one; a renderer uses
  /// this to decide when to ask.
  public var animates: Bool {
    switch self {
    case .dismiss, .setPath, .present, .presentNode, .replaceNode, .setOverlays: true
    case .setRoot, .selectTab: false
    }
  }
}

extension NavigationStep: CustomStringConvertible {
  /// One line: `dismiss r5`, `set path of r1 to #3, #4`, `present sheet r7 from r5: #6 home`.
  public var description: String {
    switch self {
    case .dismiss(let router):
      "dismiss \(router)"
    case .setPath(let entries, let router):
      "set path of \(router) to "
        + (entries.isEmpty ? "nothing" : entries.map { $0.description }.joined(separator: ", "))
    case .setRoot(let entry, let router):
      "set root of \(router) to \(entry)"
    case .selectTab(let name, let tabs):
      "select tab \(name) of \(tabs)"
    case .setOverlays(let modals, let alerts, let router):
      "set overlays of \(router) to \(modals.count) modals, \(alerts.count) alerts"
    case .presentNode(let presented, let presenter):
      "present \(presented.presentation.styleName) \(presented.node.kindName) \(presented.node.nodeID) from \(presenter)"
    case .replaceNode(let id, let node):
      "replace \(id) with \(node.kindName) \(node.nodeID)"
    case .present(let state, let presenter):
      "present \(state.presentation.map { $0.description } ?? "router") \(state.id) from \(presenter): "
        + state.entries.map { $0.description }.joined(separator: ", ")
    }
  }
}
