import Itinerary
import ItineraryFlowSpecs
import ItineraryTesting

/// What a person can do on a spec's screen: give any of its answers, and leave it when it is
/// dismissible (Back on a pushed screen, a swipe on a sheet or a cover's dismiss button).
enum SpecAnswers {
  @MainActor
  static func answers(for route: FlowSpecRoute) -> [FlowAnswer] {
    guard case .screen(let screen) = route else { return [] }
    var answers = screen.answers.map { FlowAnswer.respond($0) }
    if screen.isDismissible {
      answers.append(screen.style == .push ? .tapBack : .swipeAway)
    }
    return answers
  }

  /// The module router a spec runs under: a module `flow` with the start screen, and one per
  /// module the library's ends swap to.
  @MainActor
  static func modules(for library: FlowSpecLibrary) throws -> ModuleRouter<FlowSpecRoute> {
    var catalog = [Module<FlowSpecRoute>(id: "flow", root: .start)]
    for end in library.specs.flatMap(\.ends) {
      guard let id = end.swapModule, !catalog.contains(where: { $0.id == id }) else { continue }
      catalog.append(Module(id: id, root: .module(id)))
    }
    return try ModuleRouter(catalog: catalog, initial: "flow")
  }
}
