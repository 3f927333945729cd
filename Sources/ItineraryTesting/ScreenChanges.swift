import Itinerary

/// The changes SwiftUI sees in one update: every difference between the tree it shows and the
/// tree its views now read, as steps, in the order SwiftUI meets them.
///
/// The ``SwiftUIModel`` judges each change by its rules. This diff is written apart from the
/// lane's planner on purpose: the model checks the lane, so it must not share its logic. It
/// reports everything that differs, however many levels or screens that spans: a `dismiss`
/// names the lowest router leaving, with every level above it, or a presented node leaving
/// alone; each new presentation level is its own `present`, and a new presented node its own
/// `presentNode`; a `setPath` is a pop when the new path starts the old one, else a push; a
/// node whose kind, id, tabs or columns changed, or modules showing another module, is one
/// `replaceNode`.
enum ScreenChanges {
  /// The changes from `shown` to `wanted`: replaced nodes, dismissals, pops, tab switches,
  /// root changes, pushes, overlays, then presentations.
  static func between<Route>(
    _ shown: NavigationNode<Route>, _ wanted: NavigationNode<Route>
  ) -> [NavigationStep<Route>] {
    var changes = Changes<Route>()
    changes.add(shown, wanted)
    return changes.replaced + changes.dismissals + changes.pops + changes.selections
      + changes.roots + changes.pushes + changes.overlays + changes.presentations
  }

  /// How many levels, from the root, both hierarchies share: the same router, presented the
  /// same way.
  static func keptLevels<Route>(
    _ shown: NavigationHierarchy<Route>, _ wanted: NavigationHierarchy<Route>
  ) -> Int {
    var kept = 1
    while kept < min(shown.levels.count, wanted.levels.count),
      shown.levels[kept].id == wanted.levels[kept].id,
      shown.levels[kept].presentation == wanted.levels[kept].presentation
    {
      kept += 1
    }
    return kept
  }
}

/// The changes found so far, by kind.
private struct Changes<Route: NavigationRoute> {
  var replaced: [NavigationStep<Route>] = []
  var dismissals: [NavigationStep<Route>] = []
  var pops: [NavigationStep<Route>] = []
  var selections: [NavigationStep<Route>] = []
  var roots: [NavigationStep<Route>] = []
  var pushes: [NavigationStep<Route>] = []
  var overlays: [NavigationStep<Route>] = []
  var presentations: [NavigationStep<Route>] = []

  /// Adds the changes from the node `shown` to `wanted`.
  mutating func add(_ shown: NavigationNode<Route>, _ wanted: NavigationNode<Route>) {
    guard shown.nodeID == wanted.nodeID else {
      replaced.append(.replaceNode(shown.nodeID, with: wanted))
      return
    }
    switch (shown, wanted) {
    case (.stack(let old), .stack(let new)):
      add(old, new)
    case (.tabs(let old), .tabs(let new)) where old.tabs.map(\.name) == new.tabs.map(\.name):
      for (oldTab, newTab) in zip(old.tabs, new.tabs) { add(oldTab.node, newTab.node) }
      if old.selected != new.selected { selections.append(.selectTab(new.selected, in: new.id)) }
    case (.split(let old), .split(let new)) where (old.content == nil) == (new.content == nil):
      add(old.sidebar, new.sidebar)
      if let oldContent = old.content, let newContent = new.content {
        add(oldContent, newContent)
      }
      add(old.detail, new.detail)
    case (.modules(let old), .modules(let new))
    where old.modules.last?.id == new.modules.last?.id:
      if let oldShown = old.modules.last, let newShown = new.modules.last {
        add(oldShown.node, newShown.node)
      }
    default:
      replaced.append(.replaceNode(shown.nodeID, with: wanted))
    }
  }

  /// Adds the changes from one stack, with the node it presents, to another.
  private mutating func add(_ shown: StackNode<Route>, _ wanted: StackNode<Route>) {
    let kept = ScreenChanges.keptLevels(shown.hierarchy, wanted.hierarchy)
    let keepsLevels = kept == shown.hierarchy.levels.count && kept == wanted.hierarchy.levels.count
    let oldNode = shown.presented
    let newNode = wanted.presented
    let sameNode =
      keepsLevels && oldNode != nil && oldNode?.node.nodeID == newNode?.node.nodeID
      && oldNode?.presentation == newNode?.presentation
    if sameNode, let oldNode, let newNode {
      add(oldNode.node, newNode.node)
    } else if let oldNode, kept == shown.hierarchy.levels.count {
      dismissals.append(.dismiss(router: oldNode.node.nodeID))
    }
    if kept < shown.hierarchy.levels.count {
      dismissals.append(.dismiss(router: shown.hierarchy.levels[kept].id))
    }
    for (old, new) in zip(shown.hierarchy.levels[..<kept], wanted.hierarchy.levels[..<kept]) {
      if old.path != new.path {
        let step = NavigationStep.setPath(new.path, router: new.id)
        if old.path.starts(with: new.path) { pops.append(step) } else { pushes.append(step) }
      }
      if old.root != new.root { roots.append(.setRoot(new.root, router: new.id)) }
      if old.modals != new.modals || old.alerts != new.alerts {
        overlays.append(.setOverlays(modals: new.modals, alerts: new.alerts, router: new.id))
      }
    }
    let levels = wanted.hierarchy.levels
    for level in levels.indices.dropFirst(kept) {
      presentations.append(.present(levels[level], presenter: levels[level - 1].id))
    }
    if let newNode, !sameNode {
      presentations.append(.presentNode(newNode, presenter: wanted.hierarchy.deepest.id))
    }
  }
}
