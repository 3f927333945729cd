import Itinerary

/// Sends the email's sign-in link once the flow on `modules` waits for one, as the mail app
/// would open it: through the router, which hands it to the flow.
@MainActor
func deliverEmailLink(to modules: ModuleRouter<DemoRoute>, token: String) async throws {
  while modules.current.awaitingLinks == 0 { await Task.yield() }
  print("  the email's link arrives: verify email \(token)")
  try modules.current.open(LinkDestination(stack: [.verifyEmail(token: token)]))
}
