import Itinerary

/// The onboarding flow, written in code: from the welcome screen, create an account (which
/// signs in through the auth service), a notifications permission sheet, pick interests, then
/// the swap to the main module in one line.
func onboardingFlow(auth: AuthService) -> Flow<DemoRoute, Profile> {
  Flow("onboarding", ending: .keepScreens) { flow in
    let name = try await flow.push(.createAccount, returning: String.self)
    await auth.signIn(as: name)
    let allowsNotifications = try await flow.present(
      .notificationsPermission, as: .sheet, returning: Bool.self)
    let interests = try await flow.push(.pickInterests, returning: [String].self)
    try await flow.swapModule(id: "main")
    return Profile(name: name, allowsNotifications: allowsNotifications, interests: interests)
  }
}
