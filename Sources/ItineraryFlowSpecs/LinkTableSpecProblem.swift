/// Something wrong with a link table spec: a pattern that does not parse, two patterns that
/// match the same links, a tab the app does not have, a parameter the pattern does not
/// capture. ``LinkTableSpec/problems()`` finds them.
///
/// Its description starts with the table and the place in its file:
///
/// ```
/// app 14:18: link pattern "/users/:id/*/x", offset 12: "*" must be the last segment
/// ```
public struct LinkTableSpecProblem: Hashable, Sendable, CustomStringConvertible {
  /// The name of the table.
  public var table: String
  /// Where in the file the problem is.
  public var position: SourcePosition
  /// What is wrong.
  public var message: String

  /// Creates a problem.
  public init(table: String, position: SourcePosition, message: String) {
    self.table = table
    self.position = position
    self.message = message
  }

  /// `app 14:18: message`.
  public var description: String { "\(table) \(position): \(message)" }
}
