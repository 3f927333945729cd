import Observation

/// A split view's navigation: a ``Router`` that drives the detail column, with ``sidebar`` a
/// full router for the other column, and the split view's layout.
///
/// Both columns speak the same verbs. Modals over the whole screen are presented on the split
/// router itself.
///
/// ```swift
/// let split = SplitRouter<AppRoute>(sidebar: .folders, detail: .overview)
/// try split.sidebar.push(.folder(id))      // sidebar column
/// try split.push(.article(id))             // detail column
/// split.preferredCompactColumn = .detail   // reveal the detail when collapsed
/// try split.popAllToRoot()
/// ```
@MainActor
@Observable
public final class SplitRouter<Route: NavigationRoute>: Router<Route> {
  /// The sidebar column's router.
  public let sidebar: Router<Route>
  /// Whether the window is compact and the columns show as one stack; set it from the
  /// window's size class.
  public var isCollapsed = false
  /// The column shown on top when collapsed. Default `.sidebar`, as in SwiftUI.
  public var preferredCompactColumn = SplitColumn.sidebar
  /// Which columns are visible. Default `.automatic`, as in SwiftUI.
  public var columnVisibility = ColumnVisibility.automatic

  /// Creates a split router whose sidebar starts at `sidebar` and detail at `detail`.
  public init(sidebar: Route, detail: Route) {
    let context = NavigationContext<Route>()
    self.sidebar = Router(root: sidebar, context: context)
    let id = context.makeRouterID()
    let entry = context.makeEntry(detail, id: nil, transition: nil)
    super.init(state: RouterState(id: id, root: entry), parent: nil, level: 0, context: context)
    context.owner = self
  }

  /// Both columns: the sidebar's hierarchy, then the detail's.
  override var treeRoots: [Router<Route>] { [sidebar, self] }

  /// The layout, which a refused batch puts back with the columns.
  override func checkpoint() -> @MainActor () -> Void {
    let saved = layout
    return { [weak self] in
      guard let self, self.layout != saved else { return }
      self.isCollapsed = saved.isCollapsed
      self.preferredCompactColumn = saved.preferredCompactColumn
      self.columnVisibility = saved.columnVisibility
    }
  }

  /// The detail column's router: the split router itself.
  public var detail: Router<Route> { self }

  /// Pops both columns to their roots.
  public func popAllToRoot() throws(NavigationError) {
    try sidebar.popToRoot()
    try popToRoot()
  }

  /// The layout as one value.
  public var layout: SplitLayout {
    SplitLayout(
      isCollapsed: isCollapsed, preferredCompactColumn: preferredCompactColumn,
      columnVisibility: columnVisibility)
  }

  /// The whole tree as one value: both columns and the layout.
  public var split: SplitState<Route> {
    SplitState(sidebar: sidebar.hierarchy, detail: hierarchy, layout: layout)
  }
}
