import Itinerary
import ItineraryFlowSpecs

/// The app a link table spec describes, headless: a module router with the spec's modules
/// (each a stack or a tab bar whose tabs are stacks or split views, every stack at its root),
/// showing the initial module; without modules, a tab router with the spec's tabs at their
/// roots, the first selected, or a lone router at ``FlowSpecRoute/start`` without tabs.
@MainActor
struct LinkedApp {
  private let modules: ModuleRouter<FlowSpecRoute>?
  private let tabs: TabRouter<String, FlowSpecRoute>?
  private let router: Router<FlowSpecRoute>

  /// Builds the app at its start.
  ///
  /// - Throws: A ``UsageError`` when the spec names a tab twice, or declares an initial
  ///   module it does not have.
  init(_ spec: LinkTableSpec) throws(UsageError) {
    if let initial = spec.initialModule {
      do {
        let modules = try ModuleRouter<FlowSpecRoute>(
          catalog: try spec.modules.map { module throws(NavigationError) in
            try Self.module(module, of: spec)
          },
          initial: initial)
        self.modules = modules
        tabs = nil
        router = modules.current
      } catch {
        throw UsageError("\(spec.name): \(error)")
      }
      return
    }
    modules = nil
    guard !spec.tabs.isEmpty else {
      tabs = nil
      router = Router(root: .start)
      return
    }
    let roots = Dictionary(
      spec.tabs.map { ($0.name, $0.root) }, uniquingKeysWith: { first, _ in first })
    do {
      let tabs = try TabRouter<String, FlowSpecRoute>(tabs: spec.tabs.map(\.name)) { tab in
        .screen(
          FlowSpecScreen(
            flow: spec.name, stage: tab, route: roots[tab] ?? tab, answers: []))
      }
      self.tabs = tabs
      router = tabs.selectedRouter
    } catch {
      throw UsageError("\(spec.name): \(error)")
    }
  }

  /// The module `module` of the spec describes: each root a screen of the table's flow, at
  /// the stage of its module, tab or column.
  private static func module(
    _ module: LinkTableSpec.Module, of spec: LinkTableSpec
  ) throws(NavigationError) -> Module<FlowSpecRoute> {
    func screen(_ route: String, at stage: String) -> FlowSpecRoute {
      .screen(FlowSpecScreen(flow: spec.name, stage: stage, route: route, answers: []))
    }
    guard let root = module.root else {
      return try Module(
        id: module.id,
        tabs: module.tabs.map { tab in
          guard let detail = tab.detail else {
            return ModuleTab(tab.name, root: screen(tab.root, at: tab.name))
          }
          return ModuleTab(
            tab.name, sidebar: screen(tab.root, at: "\(tab.name) sidebar"),
            detail: screen(detail, at: "\(tab.name) detail"))
        })
    }
    return Module(id: module.id, root: screen(root, at: module.id))
  }

  /// Opens `link` across the whole app.
  @discardableResult
  func open(
    _ link: String, in table: LinkTable<FlowSpecRoute>
  ) throws(LinkError) -> LinkDestination<FlowSpecRoute> {
    if let modules { return try modules.open(link, in: table) }
    return try router.open(link, in: table)
  }

  /// The whole tree as it is now.
  var tree: NavigationNode<FlowSpecRoute> {
    if let modules { return modules.store.tree }
    // The app holds the owner of the tree, so its lane has one.
    return (tabs?.lane ?? router.lane).tree ?? NavigationNode(router.hierarchy)
  }
}
