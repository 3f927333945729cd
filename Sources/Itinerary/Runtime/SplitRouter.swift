import Observation

/// A split view's navigation: a full ``Router`` for each column, ``sidebar`` and ``detail``,
/// and the split view's layout.
///
/// Both columns speak every verb of ``Router`` and share one tree: ids are unique across the
/// columns, a ``batch(_:)`` spans both, and the lane draws both. A sheet or cover presented
/// from either column covers the whole split view, as in SwiftUI.
///
/// ```swift
/// let split = SplitRouter<AppRoute>(sidebar: .folders, detail: .overview)
/// try split.sidebar.push(.folder(id))      // sidebar column
/// try split.detail.push(.article(id))      // detail column
/// split.preferredCompactColumn = .detail   // reveal the detail when collapsed
/// try split.popAllToRoot()
/// ```
@MainActor
@Observable
public final class SplitRouter<Route: NavigationRoute> {
  /// The sidebar column's router.
  public let sidebar: Router<Route>
  /// The detail column's router.
  public let detail: Router<Route>
  /// Whether the window is compact and the columns show as one stack; set it from the
  /// window's size class.
  public var isCollapsed = false
  /// The column shown on top when collapsed. Default `.sidebar`, as in SwiftUI.
  public var preferredCompactColumn = SplitColumn.sidebar
  /// Which columns are visible. Default `.automatic`, as in SwiftUI.
  public var columnVisibility = ColumnVisibility.automatic
  @ObservationIgnored private let context: NavigationContext<Route>

  /// Creates a split router whose sidebar starts at `sidebar` and detail at `detail`.
  public init(sidebar: Route, detail: Route) {
    let context = NavigationContext<Route>()
    self.context = context
    self.sidebar = Router(root: sidebar, context: context)
    self.detail = Router(root: detail, context: context)
    context.owner = self
  }

  /// The lane that brings the screen to both columns step by step.
  public var lane: NavigationLane<Route> { context.lane }

  /// A stream of the events of both columns, from now on.
  public var events: AsyncStream<NavigationEvent<Route>> {
    context.events.stream()
  }

  /// Applies several commands, on either column and on the layout, as one change to the
  /// whole split view: all of them or none; see ``Router/batch(_:)``.
  ///
  /// ```swift
  /// try split.batch { split throws(NavigationError) in
  ///   try split.sidebar.push(.folder(id))
  ///   try split.detail.popToRoot()
  ///   try split.detail.push(.article(id))
  /// }
  /// ```
  public func batch<Result>(
    _ body: (SplitRouter<Route>) throws(NavigationError) -> Result
  ) throws(NavigationError) -> Result {
    try context.transaction { () throws(NavigationError) in try body(self) }
  }

  /// Pops both columns to their roots.
  public func popAllToRoot() throws(NavigationError) {
    try batch { split throws(NavigationError) in
      try split.sidebar.popToRoot()
      try split.detail.popToRoot()
    }
  }

  /// The layout as one value.
  public var layout: SplitLayout {
    SplitLayout(
      isCollapsed: isCollapsed, preferredCompactColumn: preferredCompactColumn,
      columnVisibility: columnVisibility)
  }

  /// The whole tree as one value: both columns and the layout.
  public var split: SplitState<Route> {
    SplitState(sidebar: sidebar.hierarchy, detail: detail.hierarchy, layout: layout)
  }
}

extension SplitRouter: NavigationTreeOwner {
  /// Both columns: the sidebar's hierarchy, then the detail's.
  var treeRoots: [Router<Route>] { [sidebar, detail] }

  /// Both columns show at once: no selection.
  var selectedIndex: Int? { nil }

  func userSelected(_ index: Int) {}

  /// The layout, which a refused batch puts back with the columns.
  func checkpoint() -> @MainActor () -> Void {
    let saved = layout
    return { [weak self] in
      guard let self, self.layout != saved else { return }
      self.isCollapsed = saved.isCollapsed
      self.preferredCompactColumn = saved.preferredCompactColumn
      self.columnVisibility = saved.columnVisibility
    }
  }
}
