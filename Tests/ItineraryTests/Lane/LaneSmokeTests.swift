import Itinerary
import ItineraryTesting
import Testing

@MainActor @Test func laneSmoke() async throws {
  let router = Router<TestRoute>(root: .home)
  let renderer = HeadlessRenderer<TestRoute> { step in
    if case .dismiss = step { return true }
    return false
  }
  renderer.attach(to: router.lane)
  try router.presentSheet(.settings)
  try router.presentSheet(.profile, target: .deepest)
  try router.dismissAllFromRoot()
  try router.push(.detail(1))
  print(renderer.renderedSteps.map(\.description))
  print(router.lane.displayed!.description)
  let navigator = Navigator(router)
  let task = Task { try await navigator.push(.detail(2)) }
  try await Task.sleep(for: .milliseconds(10))
  print("waiting", router.awaitingCallers)
  renderer.acknowledgeHeldStep()
  try await task.value
  print(renderer.renderedSteps.map(\.description))
  print(router.lane.displayed!.description)
  #expect(router.awaitingCallers == 0)
  let result = Task { try await navigator.present(.list, returning: Int.self) }
  try await Task.sleep(for: .milliseconds(10))
  try router.deepestRouter.finish(returning: 5)
  print(try await result.value)
}
