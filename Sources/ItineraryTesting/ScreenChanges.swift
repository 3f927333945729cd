import Itinerary

/// The changes SwiftUI sees in one update: every difference between the tree it shows and the
/// tree its views now read, as steps, in the order SwiftUI meets them.
///
/// The ``SwiftUIModel`` judges each change by its rules. This diff is written apart from the
/// lane's planner on purpose: the model checks the lane, so it must not share its logic. It
/// reports everything that differs, however many levels or screens that spans: a `dismiss`
/// names the lowest router leaving, with every level above it; each new presentation level is
/// its own `present`; a `setPath` is a pop when the new path starts the old one, else a push.
enum ScreenChanges {
  /// The changes from `shown` to `wanted`: swapped hierarchies, dismissals, pops, the tab
  /// switch, root changes, pushes, overlays, then presentations.
  static func between<Route>(
    _ shown: NavigationTree<Route>, _ wanted: NavigationTree<Route>
  ) -> [NavigationStep<Route>] {
    let pairs = zip(shown.hierarchies, wanted.hierarchies).enumerated()
    var swaps: [NavigationStep<Route>] = []
    var same: [(shown: NavigationHierarchy<Route>, wanted: NavigationHierarchy<Route>)] = []
    for (index, pair) in pairs {
      if pair.0.root.id == pair.1.root.id {
        same.append(pair)
      } else {
        swaps.append(.swapHierarchy(pair.1, at: index))
      }
    }
    var dismissals: [NavigationStep<Route>] = []
    var pops: [NavigationStep<Route>] = []
    var roots: [NavigationStep<Route>] = []
    var pushes: [NavigationStep<Route>] = []
    var overlays: [NavigationStep<Route>] = []
    var presentations: [NavigationStep<Route>] = []
    for (shown, wanted) in same {
      let kept = keptLevels(shown, wanted)
      if kept < shown.levels.count { dismissals.append(.dismiss(router: shown.levels[kept].id)) }
      for (old, new) in zip(shown.levels[..<kept], wanted.levels[..<kept]) {
        if old.path != new.path {
          let step = NavigationStep.setPath(new.path, router: new.id)
          if old.path.starts(with: new.path) { pops.append(step) } else { pushes.append(step) }
        }
        if old.root != new.root { roots.append(.setRoot(new.root, router: new.id)) }
        if old.modals != new.modals || old.alerts != new.alerts {
          overlays.append(.setOverlays(modals: new.modals, alerts: new.alerts, router: new.id))
        }
      }
      for level in wanted.levels.indices.dropFirst(kept) {
        presentations.append(.present(wanted.levels[level], presenter: wanted.levels[level - 1].id))
      }
    }
    var selection: [NavigationStep<Route>] = []
    if let index = wanted.selection, index != shown.selection { selection.append(.select(index)) }
    return swaps + dismissals + pops + selection + roots + pushes + overlays + presentations
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
