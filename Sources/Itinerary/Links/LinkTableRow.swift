/// One row of a ``LinkTable`` as reverse routing reads it: its pattern, and how to find the
/// pattern's parameters from the parts of a destination.
struct LinkTableRow<Route: NavigationRoute>: Sendable {
  /// The row's pattern.
  let pattern: LinkPattern
  /// The parameters that make the row give the first of `parts`, and how many parts it
  /// gives; `nil` when the row cannot give them.
  let claim: @Sendable (ArraySlice<LinkPart<Route>>) -> (count: Int, parameters: [String: String])?
}
