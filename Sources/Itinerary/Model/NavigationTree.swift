/// Every hierarchy of one navigation tree, and which one is selected, as one value.
///
/// A lone ``Router`` makes a tree of one hierarchy; a ``TabRouter`` one hierarchy per tab with
/// the selected tab's index as ``selection``; a ``SplitRouter`` the sidebar's and the detail's
/// hierarchies with no selection, since both show. The lane plans the steps between two trees.
public struct NavigationTree<Route: NavigationRoute>: Hashable, Sendable {
  /// The hierarchies, in the owner's order: tabs in tab order; sidebar, then detail.
  public var hierarchies: [NavigationHierarchy<Route>]
  /// The index of the selected hierarchy, for tabs; `nil` when every hierarchy shows.
  public var selection: Int?

  /// Creates a tree.
  public init(hierarchies: [NavigationHierarchy<Route>], selection: Int? = nil) {
    self.hierarchies = hierarchies
    self.selection = selection
  }

  /// A tree of one hierarchy.
  public init(_ hierarchy: NavigationHierarchy<Route>) {
    self.init(hierarchies: [hierarchy])
  }

  /// Every id in use in the tree; see ``NavigationHierarchy/allIDs``.
  public var allIDs: Set<EntryID> {
    hierarchies.reduce(into: Set<EntryID>()) { $0.formUnion($1.allIDs) }
  }

  /// Where the router with this id is: its hierarchy and its level.
  public func location(of router: RouterID) -> (hierarchy: Int, level: Int)? {
    for (index, hierarchy) in hierarchies.enumerated() {
      if let level = hierarchy.level(of: router) { return (index, level) }
    }
    return nil
  }

  /// The index of the hierarchy whose router at `level` is `router`: ``location(of:)`` for a
  /// router whose level is known, without searching every level. Inlinable for the lane's
  /// stack step (`lane.push_pop`).
  @inlinable
  func hierarchy(of router: RouterID, atLevel level: Int) -> Int? {
    hierarchies.indices.first { index in
      let levels = hierarchies[index].levels
      return level < levels.count && levels[level].id == router
    }
  }
}

extension NavigationTree: CustomStringConvertible {
  /// Each hierarchy's printout, the selected one marked with `*`.
  public var description: String {
    var printer = TreePrinter()
    for (index, hierarchy) in hierarchies.enumerated() {
      if hierarchies.count > 1 {
        printer.line("hierarchy \(index)" + (index == selection ? " *" : ""))
        printer.nested { printer in hierarchy.print(into: &printer) }
      } else {
        hierarchy.print(into: &printer)
      }
    }
    return printer.text
  }
}
