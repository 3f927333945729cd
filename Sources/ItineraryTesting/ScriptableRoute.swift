/// A route that says how a test spells it, for the scripts ``FlowExplorer`` prints.
///
/// A route that does not conform is spelt as its description after a dot (`.askName`), which
/// compiles for an enum without associated values. Conform a route whose values need more:
///
/// ```swift
/// extension AppRoute: ScriptableRoute {
///   var swiftExpression: String {
///     switch self {
///     case .detail(let id): ".detail(id: \(id))"
///     default: ".\(self)"
///     }
///   }
/// }
/// ```
public protocol ScriptableRoute {
  /// The route as a Swift expression of its type, with a leading dot: `.detail(id: 42)`.
  var swiftExpression: String { get }
}
