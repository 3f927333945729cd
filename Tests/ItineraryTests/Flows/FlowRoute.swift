import Itinerary

/// The routes the flow tests navigate with: an onboarding and a few screens around it.
enum FlowRoute: NavigationRoute, Codable {
  case home
  case welcome
  case askName
  case askAge
  case confirm(name: String, age: Int)
  case terms
  case main
}

/// What the onboarding flow of the tests returns.
struct Profile: Hashable, Sendable {
  let name: String
  let age: Int
}

/// An error a flow of the tests throws on purpose.
struct Declined: Error, Hashable {}

/// Flows shared by the tests.
enum Flows {
  /// Asks a name (pushed), an age (in a sheet), then a confirmation (pushed).
  static let onboarding = Flow<FlowRoute, Profile>("onboarding", ending: .unwindToStart) {
    flow in
    let name = try await flow.push(.askName, returning: String.self)
    let age = try await flow.present(.askAge, returning: Int.self)
    guard try await flow.push(.confirm(name: name, age: age), returning: Bool.self) else {
      throw Declined()
    }
    return Profile(name: name, age: age)
  }

  /// Asks a name, then swaps to the main module, keeping its screens.
  static let nameThenMain = Flow<FlowRoute, String>("onboarding", ending: .keepScreens) { flow in
    let name = try await flow.push(.askName, returning: String.self)
    try await flow.swapModule(id: "main")
    return name
  }

  /// An onboarding module from `home`, and the main module from `main`.
  @MainActor
  static func onboardingModules() throws -> ModuleRouter<FlowRoute> {
    try ModuleRouter(
      catalog: [Module(id: "onboarding", root: .home), Module(id: "main", root: .main)],
      initial: "onboarding")
  }

  /// Pushes `welcome`, presents `terms`, and returns 1, leaving the screen as `ending` says.
  static func welcomeAndTerms(ending: FlowEnding) -> Flow<FlowRoute, Int> {
    Flow("welcome and terms", ending: ending) { flow in
      try await flow.push(.welcome)
      try await flow.present(.terms)
      return 1
    }
  }
}
