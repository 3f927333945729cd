#if canImport(SwiftUI)
  import SwiftUI

  /// Puts a router on screen: a `NavigationStack` bound to what the lane displays, a screen per
  /// entry, sheets and full-screen covers for what it presents (each with its own stack, or
  /// none for a bare presentation, or a `TabView` for a presented tab bar), overlay modals,
  /// content shown in place, and alerts.
  ///
  /// Give it the root router and a view for each route. It attaches a ``ScreenRenderer`` to the
  /// router's lane the first time it appears, so every change the router makes is shown step by
  /// step and each step is acknowledged by SwiftUI's own signals; what the person does (a swipe
  /// back, a sheet swiped away) goes back to the lane through the bindings. Every screen finds
  /// the router that shows it with `@Environment(Router<Route>.self)` and a ``Navigator`` with
  /// ``EnvironmentNavigator``.
  ///
  /// ```swift
  /// @main
  /// struct MyApp: App {
  ///   @State private var router = Router<AppRoute>(root: .home)
  ///
  ///   var body: some Scene {
  ///     WindowGroup {
  ///       RoutingView(router) { route in
  ///         switch route {
  ///         case .home: HomeView()
  ///         case .detail(let id): DetailView(id: id)
  ///         }
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// Put one routing view over a lane: a second one attaches its own renderer and takes the
  /// lane over.
  public struct RoutingView<Route: NavigationRoute, Content: View>: View {
    private let router: Router<Route>
    private let transactions: any ScreenTransactions
    private let content: (Route) -> Content
    private let tabLabel: @MainActor (String) -> AnyView

    /// Creates a routing view for `router`'s hierarchy.
    ///
    /// - Parameters:
    ///   - router: The router to show; the view shows its root router's hierarchy.
    ///   - transactions: What animates each step and reports its completion.
    ///   - content: The view for a route: a screen, a presented screen or an overlay modal.
    public init(
      _ router: Router<Route>,
      transactions: any ScreenTransactions = AnimatedTransactions(),
      @ViewBuilder content: @escaping (Route) -> Content
    ) {
      self.init(router, transactions: transactions, content: content) { name in Text(name) }
    }

    /// Creates a routing view for `router`'s hierarchy, whose presented tab bars
    /// (``Router/presentTabs(_:selectedTab:style:target:root:)``) label each tab with
    /// `tabLabel`, from the tab's name.
    ///
    /// ```swift
    /// RoutingView(router) { route in
    ///   ScreenView(route)
    /// } tabLabel: { name in
    ///   Label(name.capitalized, systemImage: icons[name] ?? "circle")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - router: The router to show; the view shows its root router's hierarchy.
    ///   - transactions: What animates each step and reports its completion.
    ///   - content: The view for a route: a screen, a presented screen or an overlay modal.
    ///   - tabLabel: The tab item of a tab of a presented tab bar, from the tab's name.
    public init<TabLabel: View>(
      _ router: Router<Route>,
      transactions: any ScreenTransactions = AnimatedTransactions(),
      @ViewBuilder content: @escaping (Route) -> Content,
      @ViewBuilder tabLabel: @escaping (String) -> TabLabel
    ) {
      self.router = router
      self.transactions = transactions
      self.content = content
      self.tabLabel = { AnyView(tabLabel($0)) }
    }

    public var body: some View {
      let root = router.rootRouter
      LaneRoot(lane: root.lane, transactions: transactions, tabLabel: tabLabel) { context in
        RouterLevel(context: context, routerID: root.id, content: content)
      }
    }
  }
#endif
