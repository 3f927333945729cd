#if canImport(SwiftUI)
  import SwiftUI

  /// Puts a ``SplitRouter`` on screen: a `NavigationSplitView` with the sidebar's hierarchy and
  /// the detail's, each shown as a ``RoutingView`` shows a router's.
  ///
  /// The horizontal size class sets ``SplitRouter/isCollapsed`` (compact collapses the columns
  /// into one stack), and the column visibility and the preferred compact column are two-way:
  /// the router's values are shown, and what the person changes is written back.
  ///
  /// ```swift
  /// SplitRoutingView(split) { route in
  ///   ScreenView(route)
  /// }
  /// ```
  public struct SplitRoutingView<Route: NavigationRoute, Content: View>: View {
    private let split: SplitRouter<Route>
    private let transactions: any ScreenTransactions
    private let content: (Route) -> Content

    /// Creates a split view for `split`.
    ///
    /// - Parameters:
    ///   - split: The split router to show.
    ///   - transactions: What animates each step and reports its completion.
    ///   - content: The view for a route, in either column.
    public init(
      _ split: SplitRouter<Route>,
      transactions: any ScreenTransactions = AnimatedTransactions(),
      @ViewBuilder content: @escaping (Route) -> Content
    ) {
      self.split = split
      self.transactions = transactions
      self.content = content
    }

    public var body: some View {
      LaneRoot(lane: split.lane, transactions: transactions) { context in
        SplitLevel(context: context, split: split, content: content)
      }
    }
  }
#endif
