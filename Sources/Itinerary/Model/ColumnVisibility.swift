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
