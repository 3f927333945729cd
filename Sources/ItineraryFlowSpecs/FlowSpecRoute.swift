import Itinerary

/// A route that is a flow spec's screen itself: for running a spec without an app, as the
/// `itinerary` command and headless tests do. `Codable`, so that a headless run's tree and
/// flows can be saved and resumed after a relaunch.
///
/// ```swift
/// let router = Router(root: FlowSpecRoute.start)
/// let outcome = try await router.run(spec.flow(in: library))
/// ```
public enum FlowSpecRoute: NavigationRoute, Codable, CustomStringConvertible {
  /// The screen below a spec's first stage: the root a headless run starts from.
  case start
  /// A stage's screen.
  case screen(FlowSpecScreen)
  /// The root screen of a module a spec's end swaps to, by the module's id.
  case module(String)

  /// The screen's description (`addressForm{"country":"FR"}`), `start`, or `module main`.
  public var description: String {
    switch self {
    case .start: "start"
    case .screen(let screen): screen.description
    case .module(let id): "module \(id)"
    }
  }
}
