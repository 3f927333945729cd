/// A tab router's whole tree as one value: the selected tab and each tab's hierarchy, in tab
/// order.
public struct TabsState<Tab: Hashable & Sendable, Route: NavigationRoute>: Hashable, Sendable {
  /// One tab and its hierarchy.
  public struct TabHierarchy: Hashable, Sendable {
    /// The tab.
    public var tab: Tab
    /// The tab's root router and everything presented above it.
    public var hierarchy: NavigationHierarchy<Route>
  }

  /// The selected tab.
  public var selectedTab: Tab
  /// Every tab, in order.
  public var tabs: [TabHierarchy]

  /// The hierarchy of `tab`, if the tab exists.
  public subscript(tab: Tab) -> NavigationHierarchy<Route>? {
    tabs.first { $0.tab == tab }?.hierarchy
  }
}

extension TabsState.TabHierarchy: Codable where Tab: Codable, Route: Codable {}
extension TabsState: Codable where Tab: Codable, Route: Codable {}

extension TabsState: CustomStringConvertible {
  /// The tabs as an indented tree, the selected one marked with `*`.
  public var description: String {
    var printer = TreePrinter()
    printer.line("tabs")
    printer.nested { printer in
      for tab in tabs {
        printer.line("tab \(tab.tab)" + (tab.tab == selectedTab ? " *" : ""))
        printer.nested { printer in tab.hierarchy.print(into: &printer) }
      }
    }
    return printer.text
  }
}
