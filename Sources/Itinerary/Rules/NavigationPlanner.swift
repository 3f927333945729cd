/// Plans the change between two trees as the fewest steps the platform accepts, in an order
/// it accepts.
///
/// Pure: the same trees and capabilities always give the same steps. The order is node
/// replacements (a module swap, a node whose kind or root router changed), then dismissals
/// top-down (one level a step, or all at once where the platform allows it), then pops, then
/// tab switches, then root swaps, then pushes (all at once on a stack), then overlay modals
/// and alerts, then presentations one at a time, outer ones first. Queues and a split view's
/// layout do not show as steps. Routers and nodes are matched by id (``NavigationNode/nodeID``)
/// and presentation, at every depth: a presented router or node whose id or presentation
/// differs between the trees is dismissed and the wanted one presented; a node whose kind,
/// id, tabs or columns differ, or modules that show another module, is replaced whole, first.
public struct NavigationPlanner: Hashable, Sendable {
  /// What the platform accepts in one update.
  public var capabilities: PlatformCapabilities

  /// Creates a planner for a platform.
  public init(capabilities: PlatformCapabilities = .current) {
    self.capabilities = capabilities
  }

  /// The steps that turn the `displayed` tree into the `wanted` one.
  public func steps<Route>(
    from displayed: NavigationNode<Route>, to wanted: NavigationNode<Route>
  ) -> [NavigationStep<Route>] {
    var plan = Plan<Route>()
    compare(displayed, wanted, into: &plan)
    return plan.replacements + plan.dismissals + plan.pops + plan.selections + plan.rootSwaps
      + plan.pushes + plan.overlays + plan.presentations
  }

  /// The steps that turn one hierarchy into another.
  public func steps<Route>(
    from displayed: NavigationHierarchy<Route>, to wanted: NavigationHierarchy<Route>
  ) -> [NavigationStep<Route>] {
    steps(from: NavigationNode(displayed), to: NavigationNode(wanted))
  }

  /// Adds to `plan` the steps that turn the node `displayed` into `wanted`.
  private func compare<Route>(
    _ displayed: NavigationNode<Route>, _ wanted: NavigationNode<Route>,
    into plan: inout Plan<Route>
  ) {
    switch (displayed, wanted) {
    case (.stack(let displayed), .stack(let wanted))
    where displayed.hierarchy.root.id == wanted.hierarchy.root.id:
      compare(displayed, wanted, into: &plan)
    case (.tabs(let displayed), .tabs(let wanted))
    where displayed.id == wanted.id && displayed.tabs.map(\.name) == wanted.tabs.map(\.name):
      for (shown, next) in zip(displayed.tabs, wanted.tabs) {
        compare(shown.node, next.node, into: &plan)
      }
      if displayed.selected != wanted.selected {
        plan.selections.append(.selectTab(wanted.selected, in: wanted.id))
      }
    case (.split(let displayed), .split(let wanted))
    where displayed.id == wanted.id && (displayed.content == nil) == (wanted.content == nil):
      compare(displayed.sidebar, wanted.sidebar, into: &plan)
      if let shown = displayed.content, let next = wanted.content {
        compare(shown, next, into: &plan)
      }
      compare(displayed.detail, wanted.detail, into: &plan)
    case (.modules(let displayed), .modules(let wanted))
    where displayed.id == wanted.id && displayed.modules.last?.id == wanted.modules.last?.id:
      // Covered modules do not show: only the shown one is drawn.
      if let shown = displayed.modules.last, let next = wanted.modules.last {
        compare(shown.node, next.node, into: &plan)
      }
    default:
      plan.replacements.append(.replaceNode(displayed.nodeID, with: wanted))
    }
  }

  /// Adds to `plan` the steps that turn one stack, with the node it presents, into another.
  private func compare<Route>(
    _ displayed: StackNode<Route>, _ wanted: StackNode<Route>, into plan: inout Plan<Route>
  ) {
    let change = HierarchyChange(displayed: displayed.hierarchy, wanted: wanted.hierarchy)
    let levelsStay = change.shared == displayed.hierarchy.levels.count
    var keepsNode = false
    if let shown = displayed.presented, let next = wanted.presented, levelsStay,
      change.shared == wanted.hierarchy.levels.count, shown.presentation == next.presentation,
      shown.node.nodeID == next.node.nodeID
    {
      keepsNode = true
      compare(shown.node, next.node, into: &plan)
    }
    // A presented node leaves first, top-down: alone when the levels under it stay, or as a
    // level of its own where the platform dismisses one level per update.
    if let shown = displayed.presented, !keepsNode,
      levelsStay || !capabilities.dismissesSeveralLevelsAtOnce
    {
      plan.dismissals.append(.dismiss(router: shown.node.nodeID))
    }
    plan.dismissals += dismissals(of: change)
    plan.pops += pops(change)
    plan.rootSwaps += rootSwaps(change)
    plan.pushes += pushes(change)
    plan.overlays += overlays(change)
    plan.presentations += presentations(change)
    if let next = wanted.presented, !keepsNode {
      plan.presentations.append(.presentNode(next, presenter: wanted.hierarchy.deepest.id))
    }
  }

  private func dismissals<Route>(
    of change: HierarchyChange<Route>
  ) -> [NavigationStep<Route>] {
    let leaving = change.displayed.levels[change.shared...]
    guard let lowest = leaving.first else { return [] }
    if capabilities.dismissesSeveralLevelsAtOnce { return [.dismiss(router: lowest.id)] }
    return leaving.reversed().map { .dismiss(router: $0.id) }
  }

  private func pops<Route>(
    _ change: HierarchyChange<Route>
  ) -> [NavigationStep<Route>] {
    change.sharedLevels.reversed().compactMap { displayed, wanted in
      guard displayed.path != wanted.path, displayed.path.starts(with: wanted.path) else {
        return nil
      }
      return .setPath(wanted.path, router: wanted.id)
    }
  }

  private func rootSwaps<Route>(_ change: HierarchyChange<Route>) -> [NavigationStep<Route>] {
    change.sharedLevels.compactMap { displayed, wanted in
      displayed.root == wanted.root ? nil : .setRoot(wanted.root, router: wanted.id)
    }
  }

  private func pushes<Route>(_ change: HierarchyChange<Route>) -> [NavigationStep<Route>] {
    change.sharedLevels.compactMap { displayed, wanted in
      guard displayed.path != wanted.path, !displayed.path.starts(with: wanted.path) else {
        return nil
      }
      return .setPath(wanted.path, router: wanted.id)
    }
  }

  private func overlays<Route>(_ change: HierarchyChange<Route>) -> [NavigationStep<Route>] {
    change.sharedLevels.compactMap { displayed, wanted in
      guard displayed.modals != wanted.modals || displayed.alerts != wanted.alerts else {
        return nil
      }
      return .setOverlays(modals: wanted.modals, alerts: wanted.alerts, router: wanted.id)
    }
  }

  private func presentations<Route>(_ change: HierarchyChange<Route>) -> [NavigationStep<Route>] {
    let wanted = change.wanted.levels
    return (change.shared..<wanted.count).map { level in
      .present(wanted[level], presenter: wanted[level - 1].id)
    }
  }
}

/// The steps of a plan, by kind, in the order each kind is met walking the trees.
private struct Plan<Route: NavigationRoute> {
  var replacements: [NavigationStep<Route>] = []
  var dismissals: [NavigationStep<Route>] = []
  var pops: [NavigationStep<Route>] = []
  var selections: [NavigationStep<Route>] = []
  var rootSwaps: [NavigationStep<Route>] = []
  var pushes: [NavigationStep<Route>] = []
  var overlays: [NavigationStep<Route>] = []
  var presentations: [NavigationStep<Route>] = []
}

/// Two states of one hierarchy, and how many levels from the root they share by router id and
/// presentation.
private struct HierarchyChange<Route: NavigationRoute> {
  let displayed: NavigationHierarchy<Route>
  let wanted: NavigationHierarchy<Route>
  let shared: Int

  init(displayed: NavigationHierarchy<Route>, wanted: NavigationHierarchy<Route>) {
    self.displayed = displayed
    self.wanted = wanted
    var shared = 1
    while shared < min(displayed.levels.count, wanted.levels.count),
      displayed.levels[shared].id == wanted.levels[shared].id,
      displayed.levels[shared].presentation == wanted.levels[shared].presentation
    {
      shared += 1
    }
    self.shared = shared
  }

  /// The levels both states share, displayed beside wanted, root first.
  var sharedLevels: [(RouterState<Route>, RouterState<Route>)] {
    Array(zip(displayed.levels[..<shared], wanted.levels[..<shared]))
  }
}
