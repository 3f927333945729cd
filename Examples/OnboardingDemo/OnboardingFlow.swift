import Itinerary

/// The onboarding flow, written in code: from the welcome screen, create an account, wait on
/// "check your inbox" until the sign-in link from the email answers it (taken as the stage's
/// answer, not opened; any other link waits until onboarding ends), sign in through the auth
/// service (once, even when the person goes back), a notifications permission sheet that
/// leaves once answered, pick interests, then the swap to the main module in one line. The
/// account, inbox and interests screens stay on the stack as the person goes through them;
/// Back from interests returns to "check your inbox", awaiting its link again.
func onboardingFlow(auth: AuthService) -> Flow<DemoRoute, Profile> {
  Flow("onboarding", ending: .keepScreens) { flow in
    let name = try await flow.push(.createAccount, returning: String.self)
    let token = try await flow.push(.checkInbox, returning: String.self) { link in
      guard case .verifyEmail(let token)? = link.topRoute else { return nil }
      return token
    }
    try await flow.once("sign in") { await auth.signIn(as: name, token: token) }
    let allowsNotifications = try await flow.present(
      .notificationsPermission, as: .sheet, returning: Bool.self, answered: .leaves)
    let interests = try await flow.push(.pickInterests, returning: [String].self)
    try await flow.swapModule(id: "main")
    return Profile(name: name, allowsNotifications: allowsNotifications, interests: interests)
  }
}
