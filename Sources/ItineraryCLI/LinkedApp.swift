import Itinerary
import ItineraryFlowSpecs

/// The app a link table spec describes, headless: a tab router with the spec's tabs at their
/// roots, the first selected, or a lone router at ``FlowSpecRoute/start`` without tabs.
@MainActor
struct LinkedApp {
  private let tabs: TabRouter<String, FlowSpecRoute>?
  private let router: Router<FlowSpecRoute>

  /// Builds the app at its start.
  ///
  /// - Throws: A ``UsageError`` when the spec names a tab twice.
  init(_ spec: LinkTableSpec) throws(UsageError) {
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

  /// Opens `link` across the whole app.
  @discardableResult
  func open(
    _ link: String, in table: LinkTable<FlowSpecRoute>
  ) throws(LinkError) -> LinkDestination<FlowSpecRoute> {
    try router.open(link, in: table)
  }

  /// The whole tree as it is now.
  var tree: NavigationNode<FlowSpecRoute> {
    // The app holds the owner of the tree, so its lane has one.
    (tabs?.lane ?? router.lane).tree ?? NavigationNode(router.hierarchy)
  }
}
