#if canImport(SwiftUI)
  import SwiftUI

  /// Puts a ``ModuleRouter`` on screen: the module on screen, shown as a ``RoutingView`` shows a
  /// router (or, for a module with tabs, as a ``TabRoutingView`` shows a tab router, with a
  /// tab's split view as a ``SplitRoutingView`` shows one), swapped
  /// for the next one with the edge transition the module names (a fade when it names none). Use it for an onboarding flow that gives way to the main app. A module
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
  ///
  /// A module with tabs gets a tab bar whose items `tabLabel` makes from each tab's
  /// ``ModuleTab/name``, as does a tab bar a router presents
  /// (``Router/presentTabs(_:selectedTab:style:target:root:)``):
  ///
  /// ```swift
  /// ModuleRoutingView(modules) { route in
  ///   ScreenView(route)
  /// } tabLabel: { name in
  ///   Label(name.capitalized, systemImage: icons[name] ?? "circle")
  /// }
  /// ```
  public struct ModuleRoutingView<Route: NavigationRoute, Content: View, TabLabel: View>: View {
    private let modules: ModuleRouter<Route>
    private let transactions: any ScreenTransactions
    private let content: (Route) -> Content
    private let tabLabel: (String) -> TabLabel

    /// Creates a module container for `modules`.
    ///
    /// - Parameters:
    ///   - modules: The module router to show.
    ///   - transactions: What animates each step (a module swap too) and reports its completion.
    ///   - content: The view for a route.
    ///   - tabLabel: The tab item of a tab of a module with tabs, from its name.
    public init(
      _ modules: ModuleRouter<Route>,
      transactions: any ScreenTransactions = AnimatedTransactions(),
      @ViewBuilder content: @escaping (Route) -> Content,
      @ViewBuilder tabLabel: @escaping (String) -> TabLabel
    ) {
      self.modules = modules
      self.transactions = transactions
      self.content = content
      self.tabLabel = tabLabel
    }

    public var body: some View {
      LaneRoot(
        lane: modules.lane, transactions: transactions, tabLabel: { AnyView(tabLabel($0)) }
      ) { context in
        ZStack {
          if case .modules(let shown) = context.lane.treeToShow?.node(modules.nodeID),
            let module = shown.modules.last
          {
            let swipeable = modules.swipeBackModule
            SwipeBackLayer(
              edge: swipeable?.transition ?? .trailing, swipeable: swipeable != nil,
              dismiss: { (try? modules.dismissModule()) != nil },
              content: { level(of: module.node, context: context) }
            )
            .id(module.node.nodeID)
            .transition(transition)
          }
        }
      }
    }

    /// The module's node: its stack, or its tab bar.
    @ViewBuilder
    private func level(of node: NavigationNode<Route>, context: LevelContext<Route>) -> some View {
      if case .tabs = node {
        TabsLevel(
          context: context, nodeID: node.nodeID, content: content,
          split: { name in try? modules.split(inTab: name) }
        ) { _, name in
          tabLabel(name)
        }
      } else {
        RouterLevel(context: context, routerID: node.nodeID, content: content)
      }
    }

    /// The module on screen comes in from its edge, or fades in.
    private var transition: AnyTransition {
      guard let edge = modules.modules.last?.transition else { return .opacity }
      return .move(edge: Edge(edge))
    }
  }

  extension ModuleRoutingView where TabLabel == Text {
    /// Creates a module container for `modules`, whose modules with tabs label each tab with
    /// its name.
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
      self.init(modules, transactions: transactions, content: content) { name in Text(name) }
    }
  }
#endif
