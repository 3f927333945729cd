import Itinerary
import ItineraryFlowSpecs
import ItineraryTesting

/// What a person can do on a spec's screen: give any of its answers, and leave it when it is
/// dismissible (Back on a pushed screen, a swipe on a sheet or a cover's dismiss button).
enum SpecAnswers {
  /// The id of the module a spec starts in.
  static let flowModule = "flow"

  @MainActor
  static func answers(for route: FlowSpecRoute) -> [FlowAnswer] {
    guard case .screen(let screen) = route else { return [] }
    return FlowSpecMachine.moves(on: screen).map(FlowAnswer.init)
  }

  /// The ids of the modules a spec runs under: ``flowModule``, then each module the library's
  /// ends swap to, once.
  static func moduleIDs(for library: FlowSpecLibrary) -> [String] {
    var ids = [flowModule]
    for id in library.specs.flatMap(\.ends).compactMap(\.swapModule) where !ids.contains(id) {
      ids.append(id)
    }
    return ids
  }

  /// The module router a spec runs under: a module ``flowModule`` with the start screen, and
  /// one per module the library's ends swap to.
  @MainActor
  static func modules(for library: FlowSpecLibrary) throws -> ModuleRouter<FlowSpecRoute> {
    let catalog = moduleIDs(for: library).map { id in
      Module<FlowSpecRoute>(id: id, root: id == flowModule ? .start : .module(id))
    }
    return try ModuleRouter(catalog: catalog, initial: flowModule)
  }
}
