/// Plans the change between two trees as the fewest steps the platform accepts, in an order
/// it accepts.
///
/// Pure: the same trees and capabilities always give the same steps. The order is
/// dismissals top-down (one level a step, or all at once where the platform allows it), then
/// pops, then the tab switch, then root swaps, then pushes (all at once on a stack), then
/// overlay modals and alerts, then presentations one at a time. Queues do not show, so they
/// need no step. Routers are matched by id and presentation: a presented router whose id or
/// presentation differs between the trees is dismissed and the wanted one presented; a
/// hierarchy whose root router differs (a module swap) is swapped whole, first.
public struct NavigationPlanner: Hashable, Sendable {
  /// What the platform accepts in one update.
  public var capabilities: PlatformCapabilities

  /// Creates a planner for a platform.
  public init(capabilities: PlatformCapabilities = .current) {
    self.capabilities = capabilities
  }

  /// The steps that turn the `displayed` tree into the `wanted` one.
  ///
  /// Both trees must have the same hierarchies with the same root routers, as two states of
  /// one tree do.
  public func steps<Route>(
    from displayed: NavigationTree<Route>, to wanted: NavigationTree<Route>
  ) -> [NavigationStep<Route>] {
    let all = zip(displayed.hierarchies, wanted.hierarchies)
    var steps: [NavigationStep<Route>] = all.enumerated().compactMap { index, pair in
      pair.0.root.id == pair.1.root.id ? nil : .swapHierarchy(pair.1, at: index)
    }
    let pairs = all.filter { $0.0.root.id == $0.1.root.id }.map(HierarchyChange.init)
    steps += pairs.flatMap { dismissals(of: $0) }
    steps += pairs.flatMap(pops)
    if let selection = wanted.selection, selection != displayed.selection {
      steps.append(.select(selection))
    }
    steps += pairs.flatMap(rootSwaps)
    steps += pairs.flatMap(pushes)
    steps += pairs.flatMap(overlays)
    steps += pairs.flatMap(presentations)
    return steps
  }

  /// The steps that turn one hierarchy into another.
  public func steps<Route>(
    from displayed: NavigationHierarchy<Route>, to wanted: NavigationHierarchy<Route>
  ) -> [NavigationStep<Route>] {
    steps(from: NavigationTree(displayed), to: NavigationTree(wanted))
  }

  private func dismissals<Route>(of change: HierarchyChange<Route>) -> [NavigationStep<Route>] {
    let leaving = change.displayed.levels[change.shared...]
    guard let lowest = leaving.first else { return [] }
    if capabilities.dismissesSeveralLevelsAtOnce { return [.dismiss(router: lowest.id)] }
    return leaving.reversed().map { .dismiss(router: $0.id) }
  }

  private func pops<Route>(_ change: HierarchyChange<Route>) -> [NavigationStep<Route>] {
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
