/// Checks the hierarchies of a navigation tree before it is restored: their size within
/// limits and each one's levels consistent (``NavigationNode/validate(within:)`` checks the
/// ids across the tree).
///
/// Decoding checks each value alone already; this check also holds for trees built in code.
enum RestorationCheck<Route: NavigationRoute> {
  /// A hierarchy of the tree, with the name messages give it (`"tab home"`), or `nil` for the
  /// only hierarchy of a lone router.
  typealias Named = (name: String?, hierarchy: NavigationHierarchy<Route>)

  /// Refuses hierarchies over the limits of depth and entries, or with a level out of place.
  static func checkSizeAndShape(of hierarchies: [Named], within limits: RestorationLimits)
    throws(RestorationError)
  {
    var entries = 0
    for (name, hierarchy) in hierarchies {
      let levels = hierarchy.levels.count
      guard levels <= limits.maxDepth else {
        throw .tooDeep(hierarchy: name ?? "The hierarchy", levels: levels, limit: limits.maxDepth)
      }
      entries += hierarchy.levels.reduce(0) { $0 + entryCount(of: $1) }
    }
    guard entries <= limits.maxEntries else {
      throw .tooManyEntries(entries, limit: limits.maxEntries)
    }
    for (name, hierarchy) in hierarchies {
      if let problem = NavigationHierarchy.shapeProblem(in: hierarchy.levels) {
        throw .invalidTree(name.map { "\($0): \(problem)" } ?? problem)
      }
    }
  }

  /// The entries of one level: its screens with the content shown on them, its overlay
  /// modals and alerts, its queued screens with their content, its queued content.
  private static func entryCount(of level: RouterState<Route>) -> Int {
    let screens = level.entries.reduce(0) { $0 + $1.leavingIDs.count }
    let queued = level.screenQueue.reduce(0) { $0 + $1.entry.leavingIDs.count }
    return screens + queued + level.modals.count + level.alerts.count
      + level.transitionQueue.count
  }
}
