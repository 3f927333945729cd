/// A screen a flow spec's step asks for: what the runner hands the closure that maps spec
/// screens to your app's routes.
///
/// ```swift
/// let flow = spec.flow(in: library) { screen in
///   switch screen.route {
///   case "welcome": .welcome
///   case "addressForm": .addressForm(country: screen.parameters["country"]?.stringValue)
///   default: throw AppFlowError.noRoute(screen.route)
///   }
/// }
/// ```
public struct FlowSpecScreen: Hashable, Sendable, CustomStringConvertible {
  /// The name of the flow spec the step belongs to.
  public var flow: String
  /// The step's name.
  public var step: String
  /// The route name the step gives: `"addressForm"`.
  public var route: String
  /// The route's parameters, an object (empty when the step gives none).
  public var parameters: JSONValue
  /// How the step shows the screen.
  public var style: FlowSpecStyle
  /// The answers the screen offers, in file order; it finishes with one of them.
  public var answers: [String]
  /// Whether the person can leave the screen without answering.
  public var isDismissible: Bool

  /// Creates a screen description.
  public init(
    flow: String, step: String, route: String, parameters: JSONValue = .object([]),
    style: FlowSpecStyle = .push, answers: [String], isDismissible: Bool = true
  ) {
    self.flow = flow
    self.step = step
    self.route = route
    self.parameters = parameters
    self.style = style
    self.answers = answers
    self.isDismissible = isDismissible
  }

  /// The route with its parameters when it has any: `addressForm{"country":"FR"}`.
  public var description: String {
    if case .object(let members) = parameters, members.isEmpty { return route }
    return "\(route)\(parameters)"
  }
}
