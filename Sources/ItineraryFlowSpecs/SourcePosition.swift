/// A place in a text file: a line and a column, both counted from 1.
///
/// Loader errors and validator problems carry one, so a message can point at the spot:
/// `Flows/checkout.json:12:7: unknown target "adress"`.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, counted in characters.
  public var column: Int

  /// Creates a position.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `12:7`: the line, a colon, the column.
  public var description: String { "\(line):\(column)" }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
