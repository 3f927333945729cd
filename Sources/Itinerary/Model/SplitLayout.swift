/// A split view's layout: collapsed or not, which column to show when collapsed, and which
/// columns are visible.
public struct SplitLayout: Hashable, Sendable, Codable {
  /// Whether the window is compact and the columns show as one stack.
  public var isCollapsed: Bool
  /// The column to show on top when collapsed.
  public var preferredCompactColumn: SplitColumn
  /// Which columns are visible.
  public var columnVisibility: ColumnVisibility

  /// Creates a layout; the defaults are SwiftUI's.
  public init(
    isCollapsed: Bool = false, preferredCompactColumn: SplitColumn = .sidebar,
    columnVisibility: ColumnVisibility = .automatic
  ) {
    self.isCollapsed = isCollapsed
    self.preferredCompactColumn = preferredCompactColumn
    self.columnVisibility = columnVisibility
  }
}

extension SplitLayout: CustomStringConvertible {
  /// `collapsed: false, compact column: sidebar, visibility: automatic`.
  public var description: String {
    "collapsed: \(isCollapsed), compact column: \(preferredCompactColumn), "
      + "visibility: \(columnVisibility)"
  }
}
