import Foundation
import Itinerary

/// Part three: the app goes away in the middle of onboarding. The tree and the running flow
/// are saved, everything is torn down, and the next launch restores the tree and resumes the
/// flow from its catalog: the permission sheet awaits its answer again. The person then swipes
/// it away, which takes the flow one stage back to "check your inbox", still there, which a
/// newer email's link answers, and goes on to the end.
@MainActor
func runRelaunchDemo() async throws {
  print("\n== The app goes away in the middle of onboarding, and comes back")
  let first = try demoModules()
  let auth = AuthService(navigator: Navigator(first.store))
  let flow = onboardingFlow(auth: auth)

  let firstRun = Task { try await first.current.run(flow, modules: first) }
  try await answerTopScreen(of: first, with: "Ada")
  try await deliverEmailLink(to: first, token: "ada-123")
  await untilAwaitingAnswer(first)
  print(first.current.hierarchy)
  let tree = try NavigationSnapshot(NavigationNode(of: first.store)).data()
  let flows = try JSONEncoder().encode(try first.current.savedFlows())
  print("  saved the tree (\(tree.count) bytes) and the running flow (\(flows.count) bytes)")
  firstRun.cancel()
  _ = try? await firstRun.value

  print("\nThe next launch restores the tree and resumes the flow by its name:")
  let second = try demoModules()
  try NavigationSnapshot<DemoRoute>(data: tree).restore(into: second.store)
  var profile: Result<Profile, any Error>?
  var catalog = FlowCatalog<DemoRoute>()
  catalog.register(flow, modules: second) { profile = $0 }
  let saved = try JSONDecoder().decode([FlowSnapshot<DemoRoute>].self, from: flows)
  for outcome in await second.current.resumeFlows(saved, from: catalog) { print("  \(outcome)") }
  print(second.current.hierarchy)

  print("\nThe person swipes the permission sheet away: one stage back, to \"check your inbox\"")
  let sheet = second.current.deepestRouter
  second.lane.userDismissed(sheet.id)
  await untilAwaitingAnswer(second)
  print(second.current.hierarchy)
  try await deliverEmailLink(to: second, token: "ada-456")
  try await answerTopScreen(of: second, with: false)
  try await answerTopScreen(of: second, with: ["books"])
  while profile == nil { await Task.yield() }
  print("\nOnboarding returned after the relaunch: \(try profile!.get())")
  print(second.current.hierarchy)
}

/// Returns once a caller awaits the answer of a screen on `modules`' tree.
@MainActor
private func untilAwaitingAnswer(_ modules: ModuleRouter<DemoRoute>) async {
  while modules.current.awaitingResults == 0 { await Task.yield() }
}

/// Answers the screen on top of `modules` once it awaits an answer, as the person would.
@MainActor
private func answerTopScreen(
  of modules: ModuleRouter<DemoRoute>, with value: some Sendable
) async throws {
  await untilAwaitingAnswer(modules)
  let top = modules.current.deepestRouter
  print("  \(top.state.current.route): the person answers \(value)")
  try top.finish(returning: value)
}
