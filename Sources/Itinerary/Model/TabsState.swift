/// A tab router's whole tree as one value: the selected tab and each tab's hierarchy, in tab
/// order.
public struct TabsState<Tab: Hashable & Sendable, Route: NavigationRoute>: Hashable, Sendable {
  /// One tab and its hierarchy.
  public struct TabHierarchy: Hashable, Sendable {
    /// The tab.
    public var tab: Tab
    /// The tab's root router and everything presented above it.
    public var hierarchy: NavigationHierarchy<Route>

    /// Pairs a tab with its hierarchy.
    public init(tab: Tab, hierarchy: NavigationHierarchy<Route>) {
      self.tab = tab
      self.hierarchy = hierarchy
    }
  }

  /// The selected tab.
  public var selectedTab: Tab
  /// Every tab, in order.
  public var tabs: [TabHierarchy]

  /// Creates the value of a tab router's tree, for example an expected value in a test.
  public init(selectedTab: Tab, tabs: [TabHierarchy]) {
    self.selectedTab = selectedTab
    self.tabs = tabs
  }

  /// The hierarchy of `tab`, if the tab exists.
  public subscript(tab: Tab) -> NavigationHierarchy<Route>? {
    tabs.first { $0.tab == tab }?.hierarchy
  }
}

extension TabsState.TabHierarchy: Codable where Tab: Codable, Route: Codable {}
extension TabsState: Codable where Tab: Codable, Route: Codable {
  private enum CodingKeys: String, CodingKey {
    case selectedTab, tabs
  }

  /// Decodes the value and checks it: at least one tab, each once, the selected one among
  /// them, each tab's hierarchy valid (see ``NavigationHierarchy/init(from:)``), and every
  /// entry id and router id used once across all the tabs, which share one id counter.
  /// Invalid data throws `DecodingError.dataCorrupted` saying what is wrong and where:
  /// `"Invalid tabs: tab search, level 0: router id r1 appears twice (first at tab home,
  /// level 0)"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let selectedTab = try container.decode(Tab.self, forKey: .selectedTab)
    let tabs = try container.decode([TabHierarchy].self, forKey: .tabs)
    if let problem = Self.problem(selectedTab: selectedTab, tabs: tabs) {
      throw DecodingError.dataCorruptedError(
        forKey: .tabs, in: container, debugDescription: "Invalid tabs: \(problem)")
    }
    self.init(selectedTab: selectedTab, tabs: tabs)
  }

  /// What makes these tabs invalid, or `nil`; each hierarchy is already checked alone.
  private static func problem(selectedTab: Tab, tabs: [TabHierarchy]) -> String? {
    if let problem = tabsProblem(selectedTab: selectedTab, tabs: tabs) { return problem }
    var check = UniqueIDCheck<Route>()
    for tab in tabs {
      if let problem = check.add(tab.hierarchy.levels, prefix: "tab \(tab.tab), ") {
        return problem
      }
    }
    return nil
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(selectedTab, forKey: .selectedTab)
    try container.encode(tabs, forKey: .tabs)
  }
}

extension TabsState {
  /// What makes the tabs themselves invalid, ids aside, or `nil`: at least one tab, each
  /// once, the selected one among them.
  static func tabsProblem(selectedTab: Tab, tabs: [TabHierarchy]) -> String? {
    TabsNode<Route>.problem(selected: selectedTab, names: tabs.map(\.tab))
  }
}

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
