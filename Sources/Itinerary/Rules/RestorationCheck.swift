/// Checks a navigation tree before it is restored: its size within limits, each hierarchy's
/// levels consistent, and every id used once where ids must be unique together.
///
/// Decoding checks each value alone already; this check also holds for trees built in code
/// and for the hierarchies of a tree taken together. A valid tree costs one pass over its
/// levels and a set insertion per id.
enum RestorationCheck<Route: NavigationRoute> {
  /// A hierarchy of the tree, with the name messages give it (`"tab home"`), or `nil` for the
  /// only hierarchy of a lone router.
  typealias Named = (name: String?, hierarchy: NavigationHierarchy<Route>)

  /// Refuses a tree that breaks a limit or a rule, saying what and where.
  ///
  /// - Parameters:
  ///   - groups: The hierarchies, in groups whose ids must be unique together: the tabs of a
  ///     tab router are one group; each module of a module router is its own, since only
  ///     one module is on screen at a time.
  ///   - limits: The size limits.
  static func validate(_ groups: [[Named]], within limits: RestorationLimits)
    throws(RestorationError)
  {
    let hierarchies = Array(groups.joined())
    guard !hierarchies.isEmpty else { throw .invalidTree("it has no hierarchy") }
    try checkSizeAndShape(of: hierarchies, within: limits)
    for group in groups {
      var check = UniqueIDCheck<Route>()
      for (name, hierarchy) in group {
        if let problem = check.add(hierarchy.levels, prefix: name.map { "\($0), " } ?? "") {
          throw .invalidTree(problem)
        }
      }
    }
  }

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
