import Itinerary

/// The demo app's top coordinator: it owns the module router's whole tree, hands the auth
/// service the tree's navigator, and runs onboarding on the module on screen, which swaps to
/// the main module when it ends.
@MainActor
final class AppCoordinator: Coordinator<DemoRoute> {
  /// The sign-in service, navigating through the coordinator's navigator.
  let auth: AuthService

  override init(modules: ModuleRouter<DemoRoute>) {
    auth = AuthService(navigator: Navigator(modules.store))
    super.init(modules: modules)
  }

  /// Runs onboarding to its end and returns the profile it made.
  func onboard() async throws -> Profile {
    try await run(onboardingFlow(auth: auth))
  }
}
