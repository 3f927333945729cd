/// A modules node: a stack of modules, each holding a node; the last one shows.
///
/// Onboarding swapped for the main app is a modules node whose second module holds the main
/// app's tabs. The covered modules keep their navigation.
public struct ModulesNode<Route: NavigationRoute>: Hashable, Sendable {
  /// The node's id, unique across the tree.
  public var id: RouterID
  /// The modules, the last on screen. Never empty in a valid tree; a module may appear more
  /// than once, as ``ModuleRouter/showModule(id:tab:onDismiss:)`` shows a module again on top.
  public var modules: [ModuleNode<Route>]

  /// Creates a modules node.
  public init(id: RouterID, modules: [ModuleNode<Route>]) {
    self.id = id
    self.modules = modules
  }
}

extension ModulesNode: Codable where Route: Codable {}
