/// A screen a flow spec's stage asks for: what the runner hands the closure that maps spec
/// screens to your app's routes.
///
/// ```swift
/// let flow = spec.flow(in: library) { screen in
///   switch screen.route {
///   case "welcome": .welcome
///   case "addressForm":
///     .addressForm(try JSONDecoder().decode(Address.self, from: Data(screen.parameters.utf8)))
///   default: throw AppFlowError.noRoute(screen.route)
///   }
/// }
/// ```
public struct FlowSpecScreen: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The name of the flow spec the stage belongs to.
  public var flow: String
  /// The stage's name.
  public var stage: String
  /// The route name the stage gives: `"addressForm"`.
  public var route: String
  /// The route's parameters, a JSON object as compact text: `{"country":"FR"}`, `{}` when the
  /// stage gives none. Decode them with `JSONDecoder`.
  public var parameters: String
  /// How the stage shows the screen.
  public var style: FlowSpecStyle
  /// The answers the screen offers, in file order; it finishes with one of them.
  public var answers: [String]
  /// Whether the person can leave the screen without answering. The runner disables the
  /// swipe on a sheet and leaves a cover without a dismiss button when it is `false`; on a
  /// pushed screen, hiding Back is your screen's part (in SwiftUI,
  /// `navigationBarBackButtonHidden`), and `itinerary check` assumes it is hidden.
  public var isDismissible: Bool

  /// Creates a screen description.
  public init(
    flow: String, stage: String, route: String, parameters: String = "{}",
    style: FlowSpecStyle = .push, answers: [String], isDismissible: Bool = true
  ) {
    self.flow = flow
    self.stage = stage
    self.route = route
    self.parameters = parameters
    self.style = style
    self.answers = answers
    self.isDismissible = isDismissible
  }

  /// The screen of `stage`, a screen stage of the flow named `flow` showing this route.
  init(
    _ stage: FlowSpecStage, flow: String, route: String, parameters: String,
    style: FlowSpecStyle
  ) {
    self.init(
      flow: flow, stage: stage.name, route: route, parameters: parameters, style: style,
      answers: stage.answers.map { $0.answer }, isDismissible: stage.isDismissible)
  }

  /// The route with its parameters when it has any: `addressForm{"country":"FR"}`.
  public var description: String {
    parameters == "{}" ? route : route + parameters
  }
}
