import ItineraryFlowSpecs

extension FlowSpecRoute: ScriptableRoute {
  /// The route as a test spells it, with its screen looked up in a `FlowSpecLibrary` named
  /// `library`: `.screen(library.screen("address", of: "checkout"))`, `.start`,
  /// `.module("main")`.
  public var swiftExpression: String {
    switch self {
    case .start: ".start"
    case .screen(let screen):
      ".screen(library.screen(\(String(reflecting: screen.stage)), "
        + "of: \(String(reflecting: screen.flow))))"
    case .module(let id): ".module(\(String(reflecting: id)))"
    }
  }
}
