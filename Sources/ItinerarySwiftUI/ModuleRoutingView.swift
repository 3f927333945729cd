#if canImport(SwiftUI)
  import SwiftUI

  /// Puts a ``ModuleRouter`` on screen: the module on screen, shown as a ``RoutingView`` shows a
  /// router, swapped for the next one with the edge transition the module names (a fade when
  /// it names none). Use it for an onboarding flow that gives way to the main app. A module
  /// that ``Module/allowsSwipeBack`` follows the finger back towards its edge and is
  /// dismissed when let go far enough (``ModuleRouter/swipeBackModule``).
  ///
  /// ```swift
  /// ModuleRoutingView(modules) { route in
  ///   ScreenView(route)
  /// }
  /// // later, from onboarding's last screen:
  /// try modules.showModule(id: "main")
  /// ```
  public struct ModuleRoutingView<Route: NavigationRoute, Content: View>: View {
    private let modules: ModuleRouter<Route>
    private let transactions: any ScreenTransactions
    private let content: (Route) -> Content

    /// Creates a module container for `modules`.
    ///
    /// - Parameters:
    ///   - modules: The module router to show.
    ///   - transactions: What animates each step (a module swap too) and reports its completion.
    ///   - content: The view for a route.
    public init(
      _ modules: ModuleRouter<Route>,
      transactions: any ScreenTransactions = AnimatedTransactions(),
      @ViewBuilder content: @escaping (Route) -> Content
    ) {
      self.modules = modules
      self.transactions = transactions
      self.content = content
    }

    public var body: some View {
      LaneRoot(lane: modules.lane, transactions: transactions) { context in
        ZStack {
          if case .modules(let shown) = context.lane.treeToShow?.node(modules.nodeID),
            let root = shown.modules.last?.node.nodeID
          {
            let swipeable = modules.swipeBackModule
            SwipeBackLayer(
              edge: swipeable?.transition ?? .trailing, swipeable: swipeable != nil,
              dismiss: { (try? modules.dismissModule()) != nil },
              content: { RouterLevel(context: context, routerID: root, content: content) }
            )
            .id(root)
            .transition(transition)
          }
        }
      }
    }

    /// The module on screen comes in from its edge, or fades in.
    private var transition: AnyTransition {
      guard let edge = modules.modules.last?.transition else { return .opacity }
      return .move(edge: Edge(edge))
    }
  }
#endif
