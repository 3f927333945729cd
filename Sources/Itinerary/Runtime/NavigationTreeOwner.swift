/// What owns a navigation tree: a lone root ``Router``, a ``TabRouter``, a ``SplitRouter`` or
/// a ``ModuleRouter``.
///
/// The owner is the handle of the store's root node: it hears of restorations, and shows
/// modules for links.
@MainActor
protocol NavigationTreeOwner<Route>: AnyObject {
  associatedtype Route: NavigationRoute
  /// The store whose root node the owner is the handle of.
  var store: NavigationStore<Route> { get }
  /// The modules a restored tree may show: the catalog of a module router, else none.
  var moduleCatalog: [Module<Route>] { get }
  /// The store restored a tree: the owner forgets what belonged to the tree before.
  func didRestore()
  /// Whether the owner swaps modules, so that links may name one.
  var hasModules: Bool { get }
  /// The id of the module on screen, for the link of the tree.
  var linkModuleID: String? { get }
  /// Puts the module with this id on screen for a link.
  func showLinkModule(_ id: String) throws(NavigationError)
}

extension NavigationTreeOwner {
  var moduleCatalog: [Module<Route>] { [] }

  /// A lone, tab or split router keeps nothing beside the tree.
  func didRestore() {}

  var hasModules: Bool { false }

  var linkModuleID: String? { nil }

  func showLinkModule(_ id: String) throws(NavigationError) { throw .unknownModule(id) }
}
