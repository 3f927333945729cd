import Itinerary
import ItineraryRendering

/// A screen renderer drawing `lane`, whose transactions complete at once or are held.
@MainActor
func makeRenderer(
  of lane: NavigationLane<ScreenRoute>, completesAtOnce: Bool
) -> (ScreenRenderer<ScreenRoute>, TestTransactions) {
  let transactions = TestTransactions(completesAtOnce: completesAtOnce)
  let renderer = ScreenRenderer<ScreenRoute>(transactions: transactions)
  renderer.attach(to: lane)
  // Held steps stay held while other tests keep the main actor busy.
  lane.deadline = .seconds(120)
  return (renderer, transactions)
}

/// A root router at `.home` drawn by a screen renderer whose transactions complete at once
/// or are held.
@MainActor
func makeRenderedRouter(
  completesAtOnce: Bool
) -> (Router<ScreenRoute>, ScreenRenderer<ScreenRoute>, TestTransactions) {
  let router = Router<ScreenRoute>(root: .home)
  let (renderer, transactions) = makeRenderer(of: router.lane, completesAtOnce: completesAtOnce)
  return (router, renderer, transactions)
}

/// The tree of a lone router's hierarchy.
@MainActor
func tree(of router: Router<ScreenRoute>) -> NavigationNode<ScreenRoute> {
  NavigationNode(router.hierarchy)
}

/// The name of the selected tab of `tree`, a tabs node; `nil` for any other node.
func selectedTab(of tree: NavigationNode<ScreenRoute>?) -> String? {
  guard case .tabs(let tabs) = tree else { return nil }
  return tabs.selected
}
