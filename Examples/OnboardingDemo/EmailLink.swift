import Itinerary

/// Sends the email's sign-in link once "check your inbox" awaits its answer, as the mail app
/// would open it: through the router, which hands it to the flow's stage as its answer.
@MainActor
func deliverEmailLink(to modules: ModuleRouter<DemoRoute>, token: String) async throws {
  while modules.current.awaitingResults == 0
    || modules.current.deepestRouter.state.current.route != .checkInbox
  {
    await Task.yield()
  }
  // A moment later, as a person reads the screen before switching to the mail app.
  await Task.yield()
  print("  the email's link arrives: verify email \(token)")
  try modules.current.open(LinkDestination(stack: [.verifyEmail(token: token)]))
}
