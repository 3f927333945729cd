import Itinerary

/// A sign-in service on its own actor. When its token has expired, it asks the person to log
/// in again: it awaits a login screen through the app's ``Navigator``, from its own actor,
/// and every caller that needs a token waits on that one screen.
actor AuthService {
  private let navigator: Navigator<DemoRoute>
  private var token: String?
  private var isExpired = false
  private var login: Task<String, any Error>?

  /// Creates the service with the navigator of the app's whole tree, which issues on whatever
  /// module is on screen.
  init(navigator: Navigator<DemoRoute>) {
    self.navigator = navigator
  }

  /// Signs in after the account is created, with the token of the email's link.
  func signIn(as name: String, token: String) {
    self.token = "\(token)-for-\(name)"
    isExpired = false
  }

  /// The server said the token expired.
  func expire() {
    isExpired = true
  }

  /// A valid token: the current one, or, when it expired, the one the person logs in with on
  /// a login cover presented over whatever is on screen.
  func validToken() async throws -> String {
    if let token, !isExpired { return token }
    if let login { return try await login.value }
    // Set before any suspension, so a second caller arriving meanwhile waits on this login.
    let login = Task {
      try await navigator.present(
        .login(reason: "session expired"), as: .fullScreenCover, returning: String.self,
        target: .deepest)
    }
    self.login = login
    defer { self.login = nil }
    let fresh = try await login.value
    token = fresh
    isExpired = false
    return fresh
  }
}
