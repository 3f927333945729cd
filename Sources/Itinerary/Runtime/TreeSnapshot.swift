/// A whole navigation tree as it was when a batch started: every hierarchy's chain of router
/// objects with their states, the owner's own state and the id counter.
///
/// Putting it back restores the same tree value with the same router objects attached, and
/// detaches the routers the batch created. It costs one array per hierarchy: the states are
/// values, copied on write.
@MainActor
struct TreeSnapshot<Route: NavigationRoute> {
  private let chains: [[Router<Route>]]
  private let states: [[RouterState<Route>]]
  private let restoreOwner: @MainActor () -> Void
  private let lastID: UInt64

  /// Saves the tree of `owner` and the id counter of `context`.
  init(of owner: any NavigationTreeOwner<Route>, context: NavigationContext<Route>) {
    chains = owner.treeRoots.map { $0.chain }
    states = chains.map { chain in chain.map { $0.storedState } }
    restoreOwner = owner.checkpoint()
    lastID = context.lastID
  }

  /// Puts the tree of `owner` and the id counter of `context` back as they were.
  func restore(_ owner: any NavigationTreeOwner<Route>, context: NavigationContext<Route>) {
    let rootsNow = owner.treeRoots
    restoreOwner()
    for (chain, states) in zip(chains, states) { chain[0].restore(chain, states: states) }
    for root in rootsNow where !chains.contains(where: { $0[0] === root }) { root.detach() }
    context.lastID = lastID
  }
}
