import Itinerary

/// The onboarding flow, written in code: from the welcome screen, create an account, wait on
/// "check your inbox" for the sign-in link from the email (handed to the flow, not opened),
/// sign in through the auth service (once, even when the person goes back), a notifications
/// permission sheet that leaves once answered, pick interests, then the swap to the main
/// module in one line. The account and interests screens stay on the stack as the person goes
/// through them; Back from interests returns to the account screen, awaiting it again.
func onboardingFlow(auth: AuthService) -> Flow<DemoRoute, Profile> {
  Flow("onboarding", ending: .keepScreens, links: .handToFlow) { flow in
    let name = try await flow.push(.createAccount, returning: String.self)
    try await flow.push(.checkInbox)
    let link = try await flow.awaitLink()
    guard case .verifyEmail(let token)? = link.stack.last else { throw OnboardingError.wrongLink }
    try await flow.once("sign in") { await auth.signIn(as: name, token: token) }
    let allowsNotifications = try await flow.present(
      .notificationsPermission, as: .sheet, returning: Bool.self, answered: .leaves)
    let interests = try await flow.push(.pickInterests, returning: [String].self)
    try await flow.swapModule(id: "main")
    return Profile(name: name, allowsNotifications: allowsNotifications, interests: interests)
  }
}

/// Why onboarding stopped.
enum OnboardingError: Error {
  /// The link that arrived while onboarding waited for the email's was another.
  case wrongLink
}
