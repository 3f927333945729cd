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

  /// The modules a spec runs under, by id, with the tabs the library's ends select in them:
  /// ``flowModule``, then each module the ends swap to, once, each tab once, in file order.
  static func modules(for library: FlowSpecLibrary) -> [(id: String, tabs: [String])] {
    var modules = [(id: flowModule, tabs: [String]())]
    for end in library.specs.flatMap(\.ends) {
      guard let id = end.swapModule else { continue }
      if !modules.contains(where: { $0.id == id }) { modules.append((id, [])) }
      // The start module holds the start screen: a tab is chosen only in a module swapped to.
      guard id != flowModule, let tab = end.tab,
        let index = modules.firstIndex(where: { $0.id == id }),
        !modules[index].tabs.contains(tab)
      else { continue }
      modules[index].tabs.append(tab)
    }
    return modules
  }

  /// The module router a spec runs under: a module ``flowModule`` with the start screen, and
  /// one per module the library's ends swap to, with a tab per tab they select, each tab's
  /// stack starting at `module <id>/<tab>`.
  @MainActor
  static func moduleRouter(for library: FlowSpecLibrary) throws -> ModuleRouter<FlowSpecRoute> {
    let catalog = try modules(for: library).map { module throws(NavigationError) in
      guard !module.tabs.isEmpty else {
        return Module<FlowSpecRoute>(
          id: module.id, root: module.id == flowModule ? .start : .module(module.id))
      }
      return try Module(
        id: module.id,
        tabs: module.tabs.map { ModuleTab($0, root: .module("\(module.id)/\($0)")) })
    }
    return try ModuleRouter(catalog: catalog, initial: flowModule)
  }

  /// The Swift source of ``moduleRouter(for:)``'s catalog, for a test that compiles as it
  /// stands.
  static func catalogSource(for library: FlowSpecLibrary) -> String {
    let modules = modules(for: library).map { module in
      let id = String(reflecting: module.id)
      guard !module.tabs.isEmpty else {
        return "Module(id: \(id), root: "
          + (module.id == flowModule ? ".start" : ".module(\(id))") + ")"
      }
      let tabs = module.tabs.map { tab in
        let root = String(reflecting: "\(module.id)/\(tab)")
        return "ModuleTab(\(String(reflecting: tab)), root: .module(\(root)))"
      }
      return "try Module(id: \(id), tabs: [\(tabs.joined(separator: ", "))])"
    }
    return "[\(modules.joined(separator: ", "))]"
  }
}
