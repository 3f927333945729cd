import Itinerary

/// A hierarchy as plain values, level by level, to predict what a verb does to it. A `nil` id
/// stands for a new screen or router whose generated id is not known in advance.
struct HierarchyModel: CustomStringConvertible {
  struct Screen {
    var id: EntryID?
    var route: TestRoute
  }

  struct Level {
    var router: RouterID?
    var presentation: Presentation?
    var screens: [Screen]
    /// The ids the level uses besides its screens': in-place content, modals, alerts, queues.
    var otherIDs: [EntryID] = []

    var isBare: Bool { presentation?.isBare ?? false }

    /// Every id the level uses; a new screen's unknown id is left out.
    var allIDs: [EntryID] { screens.compactMap(\.id) + otherIDs }
  }

  var levels: [Level]

  init(_ hierarchy: NavigationHierarchy<TestRoute>) {
    levels = hierarchy.levels.map { state in
      let content = state.entries.flatMap { $0.inPlaceTransitions.map(\.id) }
      let queued = state.screenQueue.map(\.entry.id) + state.transitionQueue.map(\.id)
      return Level(
        router: state.id, presentation: state.presentation,
        screens: state.entries.map { Screen(id: $0.id, route: $0.route) },
        otherIDs: content + state.modals.map(\.id) + state.alerts.map(\.id) + queued)
    }
  }

  /// The ids of every screen, in pile order.
  var ids: [EntryID] { levels.flatMap { $0.screens.compactMap(\.id) } }

  var screenCount: Int { levels.reduce(0) { $0 + $1.screens.count } }

  /// The place of the screen with this id in the pile of screens.
  func offset(of id: EntryID) -> Int? {
    ids.firstIndex(of: id)
  }

  /// Pops up to `count` pushed screens of a level; a negative count pops nothing.
  mutating func pop(_ count: Int, at level: Int) {
    let popped = min(max(count, 0), levels[level].screens.count - 1)
    levels[level].screens.removeLast(popped)
  }

  /// Keeps the levels below `count`.
  mutating func removeLevels(from count: Int) {
    if levels.count > count { levels.removeSubrange(count...) }
  }

  /// Keeps the first `count` screens of the pile; a level that keeps no screen goes.
  mutating func keepScreens(_ count: Int) {
    var remaining = count
    var kept: [Level] = []
    for var level in levels where remaining > 0 {
      level.screens = Array(level.screens.prefix(remaining))
      remaining -= level.screens.count
      kept.append(level)
    }
    levels = kept
  }

  /// Presents a new router on `level`, replacing what it presents.
  mutating func present(
    _ route: TestRoute, id: EntryID?, style: PresentationStyle, dismissButton: DismissButton?,
    on level: Int
  ) {
    removeLevels(from: level + 1)
    let presentation = Presentation(
      style: style, dismissButton: route.ownsNavigation ? nil : dismissButton,
      isBare: route.ownsNavigation)
    levels.append(
      Level(router: nil, presentation: presentation, screens: [Screen(id: id, route: route)]))
  }

  /// Whether `actual` is this model, reading `nil` ids as any id.
  func fits(_ actual: HierarchyModel) -> Bool {
    levels.count == actual.levels.count
      && zip(levels, actual.levels).allSatisfy { want, got in
        (want.router == nil || want.router == got.router)
          && want.presentation == got.presentation
          && want.screens.count == got.screens.count
          && zip(want.screens, got.screens).allSatisfy { want, got in
            (want.id == nil || want.id == got.id) && want.route == got.route
          }
      }
  }

  var description: String {
    levels.enumerated().map { number, level in
      let router = level.router.map { "\($0)" } ?? "new"
      var kind = "router"
      if let presentation = level.presentation {
        kind = presentation.style.isSheet ? "sheet" : "cover"
        if presentation.isBare { kind += " bare" }
        if let button = presentation.dismissButton { kind += " button: \(button.placement)" }
      }
      let screens = level.screens.map { "\($0.id.map { "\($0)" } ?? "new") \($0.route)" }
      return "  L\(number) \(kind) \(router): " + screens.joined(separator: ", ")
    }.joined(separator: "\n")
  }
}
