/// A column of a split view.
public enum SplitColumn: Hashable, Sendable, Codable {
  /// The sidebar column.
  case sidebar
  /// The middle column of a three-column layout.
  case content
  /// The detail column.
  case detail
}
