#if canImport(SwiftUI)
  import SwiftUI

  /// Puts a ``TabRouter`` on screen: a `TabView` whose selection is the lane's, with each tab's
  /// hierarchy shown as a ``RoutingView`` shows a router's. A screen whose route has
  /// `hidesTabBar` hides the tab bar while it is on top.
  ///
  /// The person's tap on a tab goes back to the lane through `setSelection`, so reselecting
  /// the current tab pops it to its root when the tab router says so.
  ///
  /// ```swift
  /// TabRoutingView(tabs) { route in
  ///   ScreenView(route)
  /// } label: { tab in
  ///   Text(tab.title)
  /// }
  /// ```
  public struct TabRoutingView<
    Tab: Hashable & Sendable, Route: NavigationRoute, Content: View, Label: View
  >: View {
    private let tabs: TabRouter<Tab, Route>
    private let transactions: any ScreenTransactions
    private let content: (Route) -> Content
    private let label: (Tab) -> Label

    /// Creates a tab view for `tabs`.
    ///
    /// - Parameters:
    ///   - tabs: The tab router to show.
    ///   - transactions: What animates each step and reports its completion.
    ///   - content: The view for a route.
    ///   - label: The tab item of a tab.
    public init(
      _ tabs: TabRouter<Tab, Route>,
      transactions: any ScreenTransactions = AnimatedTransactions(),
      @ViewBuilder content: @escaping (Route) -> Content,
      @ViewBuilder label: @escaping (Tab) -> Label
    ) {
      self.tabs = tabs
      self.transactions = transactions
      self.content = content
      self.label = label
    }

    public var body: some View {
      LaneRoot(lane: tabs.lane, transactions: transactions) { context in
        TabsLevel(context: context, nodeID: tabs.nodeID, content: content, split: { _ in nil }) {
          index, _ in
          if tabs.tabs.indices.contains(index) { label(tabs.tabs[index]) }
        }
      }
    }
  }
#endif
