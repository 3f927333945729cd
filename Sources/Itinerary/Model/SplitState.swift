/// A column of a split view.
public enum SplitColumn: Hashable, Sendable, Codable {
  /// The sidebar column.
  case sidebar
  /// The middle column of a three-column layout.
  case content
  /// The detail column.
  case detail
}

/// Which columns of a split view are visible.
public enum ColumnVisibility: Hashable, Sendable, Codable {
  /// The platform decides. On iPad a bound `.automatic` starts with the sidebar hidden.
  case automatic
  /// Every column.
  case all
  /// The last two columns.
  case doubleColumn
  /// The detail column only.
  case detailOnly
}

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

/// A split router's whole tree as one value: both columns' hierarchies and the layout.
public struct SplitState<Route: NavigationRoute>: Hashable, Sendable {
  /// The sidebar column's hierarchy.
  public var sidebar: NavigationHierarchy<Route>
  /// The detail column's hierarchy.
  public var detail: NavigationHierarchy<Route>
  /// The layout.
  public var layout: SplitLayout

  /// Creates the value of a split router's tree, for example an expected value in a test.
  public init(
    sidebar: NavigationHierarchy<Route>, detail: NavigationHierarchy<Route>,
    layout: SplitLayout = SplitLayout()
  ) {
    self.sidebar = sidebar
    self.detail = detail
    self.layout = layout
  }

  /// The single stack SwiftUI shows when the split view collapses: the columns concatenated,
  /// sidebar root, sidebar pushes, detail root, detail pushes.
  ///
  /// The detail root is a real screen there: going back from the first detail push reaches
  /// it, not the sidebar.
  public var collapsedStack: [Entry<Route>] {
    sidebar.root.entries + detail.root.entries
  }
}

extension SplitState: Codable where Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case sidebar, detail, layout
  }

  /// Decodes the value and checks it: each column's hierarchy valid (see
  /// ``NavigationHierarchy/init(from:)``), and every entry id and router id used once across
  /// both columns, which share one id counter. Invalid data throws
  /// `DecodingError.dataCorrupted` saying what is wrong and where: `"Invalid split: detail,
  /// level 0 (router r2), screen 0: id #1 appears twice (first at sidebar, level 0 (router
  /// r1), screen 0)"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let sidebar = try container.decode(NavigationHierarchy<Route>.self, forKey: .sidebar)
    let detail = try container.decode(NavigationHierarchy<Route>.self, forKey: .detail)
    let layout = try container.decode(SplitLayout.self, forKey: .layout)
    var check = UniqueIDCheck<Route>()
    if let problem = check.add(sidebar.levels, prefix: "sidebar, ")
      ?? check.add(detail.levels, prefix: "detail, ")
    {
      throw DecodingError.dataCorruptedError(
        forKey: .detail, in: container, debugDescription: "Invalid split: \(problem)")
    }
    self.init(sidebar: sidebar, detail: detail, layout: layout)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(sidebar, forKey: .sidebar)
    try container.encode(detail, forKey: .detail)
    try container.encode(layout, forKey: .layout)
  }
}

extension SplitState: CustomStringConvertible {
  /// Both columns as an indented tree, with the layout on the first line.
  public var description: String {
    var printer = TreePrinter()
    printer.line("split (\(layout))")
    printer.nested { printer in
      printer.line("sidebar")
      printer.nested { printer in sidebar.print(into: &printer) }
      printer.line("detail")
      printer.nested { printer in detail.print(into: &printer) }
    }
    return printer.text
  }
}
