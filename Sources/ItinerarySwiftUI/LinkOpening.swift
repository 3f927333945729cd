#if canImport(SwiftUI)
  import Itinerary

  /// What opens a link across its whole tree: a root ``Router``, a ``TabRouter``, a
  /// ``SplitRouter`` or a ``ModuleRouter``. ``SwiftUI/View/opensLinks(in:with:onFailure:)``
  /// routes the links the app receives through it.
  @MainActor
  public protocol LinkOpening<Route>: AnyObject {
    /// The routes of the tree.
    associatedtype Route: NavigationRoute
    /// Opens `link` as one change of the tree, or throws and changes nothing.
    @discardableResult
    func open(
      _ link: String, in table: LinkTable<Route>
    ) throws(LinkError) -> LinkDestination<Route>
  }

  extension Router: LinkOpening {}
  extension TabRouter: LinkOpening {}
  extension SplitRouter: LinkOpening {}
  extension ModuleRouter: LinkOpening {}
#endif
