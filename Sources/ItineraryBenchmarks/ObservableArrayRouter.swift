import Observation

/// The simplest router people write by hand, as the NavigationPath routers do: an `@Observable`
/// class holding an array of routes, pushed with `append` and popped with `removeLast`. No ids,
/// no targets, no events, no lane.
@MainActor
@Observable
final class ObservableArrayRouter {
  var path: [BenchRoute] = []

  func push(_ route: BenchRoute) { path.append(route) }

  func pop() { path.removeLast() }
}
