/// What each router of a tree sees of it, by router id: its level's state, and the routers
/// below and above it in its hierarchy. Worked out once per commit, to tell each handle what
/// changed in its slice.
struct RouterSlices<Route: NavigationRoute> {
  /// One router's slice.
  struct Slice: Equatable {
    var state: RouterState<Route>
    var parent: RouterID?
    var child: RouterID?
  }

  private var slices: [RouterID: Slice] = [:]

  /// The slices of every live router of `node`: not those of covered modules.
  init(of node: NavigationNode<Route>) {
    node.forEachLiveStack { stack in
      let levels = stack.hierarchy.levels
      for (index, state) in levels.enumerated() {
        slices[state.id] = Slice(
          state: state, parent: index > 0 ? levels[index - 1].id : nil,
          child: index + 1 < levels.count ? levels[index + 1].id : nil)
      }
    }
  }

  subscript(id: RouterID) -> Slice? { slices[id] }
}
