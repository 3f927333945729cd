/// What one matched part of a link adds to the place it opens: a module, a tab or column, a
/// pushed screen, or a sheet or cover.
///
/// A ``LinkTable`` matches every leading part of a link's path against its rows, shortest
/// first, and joins the parts of the rows that match, in order, into a ``LinkDestination``.
/// For `/users/42/posts/7`, the rows for `/users`, `/users/:id` and `/users/:id/posts/:post`
/// might give:
///
/// ```swift
/// [.hierarchy("home"), .push(.users)]   // /users
/// [.push(.user(42))]                    // /users/42
/// [.push(.post(7))]                     // /users/42/posts/7
/// ```
///
/// Parts must come in the order a screen is built: a module first, then tabs and columns,
/// outermost first (a tab, then a column of the split view it holds), then pushes, then
/// presentations, each followed by the pushes on it.
public enum LinkPart<Route: NavigationRoute>: Hashable, Sendable {
  /// Shows the module with this id (a ``ModuleRouter``'s catalog).
  case module(String)
  /// Selects the tab or split column with this name: a tab's `String(describing:)`, or
  /// `sidebar`, `content` and `detail`. After another, it names a tab or column inside the
  /// one before.
  case hierarchy(String)
  /// Pushes the screen on the stack the link has reached: the hierarchy's root stack, or the
  /// last presented one.
  case push(Route)
  /// Presents the screen as a sheet or a full-screen cover on top of what the link has
  /// reached.
  case present(Route, PresentationStyle)

  /// Selects the tab whose `String(describing:)` is this tab's.
  ///
  /// - Parameter tab: A tab of a ``TabRouter``.
  public static func tab(_ tab: some Hashable & Sendable) -> LinkPart {
    .hierarchy(String(describing: tab))
  }

  /// Presents `route` as a sheet with default options.
  public static func sheet(_ route: Route) -> LinkPart { .present(route, .sheet) }

  /// Presents `route` as a full-screen cover.
  public static func cover(_ route: Route) -> LinkPart { .present(route, .fullScreenCover) }
}

extension LinkPart: CustomStringConvertible {
  /// `module main`, `tab home`, `push user(42)`, `sheet settings`, `cover player`.
  public var description: String {
    switch self {
    case .module(let id): "module \(id)"
    case .hierarchy(let name): "tab \(name)"
    case .push(let route): "push \(route)"
    case .present(let route, let style): (style.isSheet ? "sheet " : "cover ") + "\(route)"
    }
  }
}
