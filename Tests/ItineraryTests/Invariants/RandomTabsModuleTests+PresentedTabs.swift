import Foundation
import ItineraryTesting
import Testing

@testable import Itinerary

/// Presented tab bars in the random runs over a module with tabs: tab bars presented as a
/// sheet or a cover from any live router of the tree (a tab bar's tab included), their tabs
/// pushed, popped and presented on through the tab router, their tabs picked by the tab router
/// and by the person, and the bars dismissed in every way there is.
extension RandomTabsModuleTests {
  /// The tabs of a presented tab bar drawn as an enum.
  enum SheetTab: String, CaseIterable, CustomStringConvertible, Sendable {
    case text, style, more
    var description: String { rawValue }
  }

  /// The tabs of a presented tab bar drawn as strings, named unlike any ``SheetTab``.
  static let stringTabs = ["one", "two", "three"]

  static func root(of tab: SheetTab) -> TestRoute {
    switch tab {
    case .text: .detail(1)
    case .style: .settings
    case .more: .profile
    }
  }

  static func root(of tab: String) -> TestRoute {
    tab == "one" ? .list : tab == "two" ? .detail(2) : .home
  }

  /// The presented tab bars of the tree that can show: those of every live stack, those
  /// inside a tab bar's tabs included; covered modules are left out.
  static func presentedTabs(in node: NavigationNode<TestRoute>) -> [TabsNode<TestRoute>] {
    switch node {
    case .stack(let stack):
      guard let presented = stack.presented else { return [] }
      var found: [TabsNode<TestRoute>] = []
      if case .tabs(let tabs) = presented.node { found.append(tabs) }
      return found + presentedTabs(in: presented.node)
    case .tabs(let tabs): return tabs.tabs.flatMap { presentedTabs(in: $0.node) }
    case .split(let split):
      return presentedTabs(in: split.sidebar) + presentedTabs(in: split.detail)
    case .modules(let modules): return modules.modules.last.map { presentedTabs(in: $0.node) } ?? []
    }
  }

  /// The handle of the presented tab bar `node`, asked of the router that presents it.
  static func askHandle(
    of node: TabsNode<TestRoute>, presenter: Router<TestRoute>
  ) throws(NavigationError) -> any PresentedTabsHandle {
    let names = node.tabs.map(\.name)
    let sheetTabs = names.compactMap(SheetTab.init(rawValue:))
    if sheetTabs.count == names.count { return try presenter.presentedTabs(sheetTabs) }
    return try presenter.presentedTabs(names)
  }

  /// A presented tab bar's ``TabRouter``, whatever its tab type: its tabs named as in the tree.
  @MainActor
  protocol PresentedTabsHandle: AnyObject {
    var nodeID: RouterID { get }
    var isAttached: Bool { get }
    var tabNames: [String] { get }
    var selectedName: String { get }
    func router(named name: String) -> Router<TestRoute>?
    func select(named name: String) throws(NavigationError)
    func push(_ route: TestRoute, inTabNamed name: String?) throws(NavigationError)
    func pop(inTabNamed name: String?) throws(NavigationError)
    func presentSheet(_ route: TestRoute, inTabNamed name: String?) throws(NavigationError)
    func dismiss() throws(NavigationError)
    /// The handle `presenter` gives for a tab bar with these tabs.
    func askedAgain(of presenter: Router<TestRoute>) throws(NavigationError) -> AnyObject
  }

  /// A tab bar handle the run keeps, with the router that presents it.
  @MainActor
  struct PresentedTabBar {
    let handle: any PresentedTabsHandle
    let presenter: Router<TestRoute>
    var name: String { "bar \(handle.nodeID)" }
  }

  /// The presented tab bars of one run: the handles kept, what was applied to them, and the
  /// checks after each step.
  @MainActor
  final class PresentedTabBars {
    /// The handle of every presented tab bar in the tree, attached as of the last check.
    private(set) var kept: [PresentedTabBar] = []
    /// How many actions on presented tab bars were applied, by kind.
    private(set) var counts: [String: Int] = [:]
    /// How many actions on presented tab bars were applied.
    private(set) var applied = 0
    /// The tab bars the last step dismissed: gone at the next check.
    private var dismissed: [PresentedTabBar] = []

    /// Takes one random step on presented tab bars and names it; throws what the step throws.
    func act(
      on modules: ModuleRouter<TestRoute>, using rng: inout SeededGenerator
    ) throws(NavigationError) -> String {
      let route = rng.pick([
        TestRoute.list, .detail(Int.random(in: 5..<9, using: &rng)), .profile, .player,
      ])
      let roll = Int.random(in: 0..<100, using: &rng)
      guard roll >= 15, !kept.isEmpty else {
        return try count("present", present(on: modules, using: &rng))
      }
      let bar = rng.pick(kept)
      let names = bar.handle.tabNames
      switch roll {
      case 15..<40:
        return try count("tab verb", tabVerb(route, on: bar, in: modules, using: &rng))
      case 40..<52:
        let name = rng.pick(names)
        try bar.handle.select(named: name)
        return count("select by the handle", "\(bar.name): select \(name)")
      case 52..<62:
        let name = rng.chance(10) ? "nowhere" : rng.pick(names)
        modules.lane.userSelected(name, in: bar.handle.nodeID)
        return count("the person picks", "\(bar.name): the person picks \(name)")
      case 62..<85:
        return try dismiss(bar, route: route, in: modules, using: &rng)
      default:
        return try batch(route, on: bar, in: modules, using: &rng)
      }
    }

    private func count(_ kind: String, _ label: String) -> String {
      counts[kind, default: 0] += 1
      applied += 1
      return label
    }

    /// Presents a tab bar of 2 or 3 tabs, an enum's or strings, as a sheet or a cover, from a
    /// random live router; now and then one that is refused.
    private func present(
      on modules: ModuleRouter<TestRoute>, using rng: inout SeededGenerator
    ) throws(NavigationError) -> String {
      let (router, target, source) = try presenter(on: modules, using: &rng)
      let style: PresentationStyle =
        rng.chance(60)
        ? .sheet(SheetOptions(detents: rng.chance(50) ? [] : [.medium, .large]))
        : .fullScreenCover
      let tabCount = Int.random(in: 2...3, using: &rng)
      let handle: any PresentedTabsHandle
      if rng.chance(50) {
        let tabs = Array(SheetTab.allCases.shuffled(using: &rng).prefix(tabCount))
        // Now and then a selected tab that is not among the tabs: refused.
        let selected = rng.chance(40) ? rng.pick(SheetTab.allCases) : nil
        handle = try router.presentTabs(
          tabs, selectedTab: selected, style: style, target: target,
          root: RandomTabsModuleTests.root(of:))
      } else {
        var tabs = Array(RandomTabsModuleTests.stringTabs.shuffled(using: &rng).prefix(tabCount))
        // Now and then a tab twice: refused.
        if rng.chance(5) { tabs.append(tabs[0]) }
        let selected = rng.chance(40) ? rng.pick(tabs) : nil
        handle = try router.presentTabs(
          tabs, selectedTab: selected, style: style, target: target,
          root: RandomTabsModuleTests.root(of:))
      }
      let tree = modules.store.tree
      guard let presenterID = tree.presenter(of: handle.nodeID),
        let presenter = modules.store.router(presenterID)
      else {
        Issue.record("a tab bar presented from \(source) has no presenter in \(tree)")
        return "present a tab bar from \(source), lost"
      }
      if target == .current {
        #expect(presenter === router, "a tab bar presented from \(source) by \(presenter.id)")
      }
      let nested = kept.contains {
        tree.node($0.handle.nodeID)?.allRouterIDs.contains(presenterID) == true
      }
      let bar = PresentedTabBar(handle: handle, presenter: presenter)
      kept.append(bar)
      if nested { counts["nested", default: 0] += 1 }
      if style == .fullScreenCover { counts["cover", default: 0] += 1 }
      return
        "present \(bar.name) \(handle.tabNames) as \(style == .fullScreenCover ? "a cover" : "a sheet")"
        + " from \(source) (\(target)) on \(presenter.id)"
    }

    /// A random live router to present a tab bar from, and the target counted from it.
    private func presenter(
      on modules: ModuleRouter<TestRoute>, using rng: inout SeededGenerator
    ) throws(NavigationError) -> (Router<TestRoute>, NavigationTarget, String) {
      let target = rng.pick([NavigationTarget.current, .current, .deepest])
      switch Int.random(in: 0..<8, using: &rng) {
      case 0:
        return (modules.current, target, "the module's current router")
      case 1:
        let tab = rng.pick(MainTab.allCases)
        guard let router = try modules.tabs(MainTab.allCases)[tab] else {
          throw .unknownTab(tab.rawValue, among: MainTab.allCases.map(\.rawValue))
        }
        return (router, target, "the main tab \(tab)")
      case 2:
        return (try modules.split(inTab: "inbox").sidebar, target, "the inbox sidebar")
      case 3...5 where !kept.isEmpty:
        let bar = rng.pick(kept)
        let name = rng.pick(bar.handle.tabNames)
        guard let router = bar.handle.router(named: name) else {
          throw .unknownTab(name, among: bar.handle.tabNames)
        }
        return (router, target, "the tab \(name) of \(bar.name)")
      default:
        let ids = modules.store.tree.hierarchies.flatMap { $0.levels.map(\.id) }
        let id = rng.pick(ids)
        guard let router = modules.store.router(id) else {
          throw .routerDetached(id)
        }
        // A root router has no parent: refused.
        return (router, rng.chance(15) ? .parent : target, "the router \(id)")
      }
    }

    /// Pushes, pops or presents in a tab of `bar` through its tab router, or in the sheet a
    /// tab presents.
    private func tabVerb(
      _ route: TestRoute, on bar: PresentedTabBar, in modules: ModuleRouter<TestRoute>,
      using rng: inout SeededGenerator
    ) throws(NavigationError) -> String {
      let name = rng.chance(25) ? nil : rng.pick(bar.handle.tabNames)
      let tab = name ?? "the selected tab"
      switch Int.random(in: 0..<6, using: &rng) {
      case 0, 1:
        try bar.handle.push(route, inTabNamed: name)
        return "\(bar.name): push \(route) in \(tab)"
      case 2:
        try bar.handle.pop(inTabNamed: name)
        return "\(bar.name): pop in \(tab)"
      case 3:
        try bar.handle.presentSheet(route, inTabNamed: name)
        return "\(bar.name): sheet \(route) in \(tab)"
      default:
        guard let sheet = bar.handle.router(named: name ?? bar.handle.selectedName)?.child else {
          try bar.handle.presentSheet(route, inTabNamed: name)
          return "\(bar.name): sheet \(route) in \(tab)"
        }
        if rng.chance(50) {
          try sheet.push(route)
          return "\(bar.name): push \(route) in the sheet \(sheet.id) of \(tab)"
        }
        modules.lane.userDismissed(sheet.id)
        return "\(bar.name): the person swipes the sheet \(sheet.id) of \(tab) away"
      }
    }

    /// Dismisses `bar` one of the ways there are.
    private func dismiss(
      _ bar: PresentedTabBar, route: TestRoute, in modules: ModuleRouter<TestRoute>,
      using rng: inout SeededGenerator
    ) throws(NavigationError) -> String {
      let way: String
      let detail: String
      switch Int.random(in: 0..<7, using: &rng) {
      case 0:
        try bar.handle.dismiss()
        (way, detail) = ("its tab router dismisses", "")
      case 1:
        let name = rng.pick(bar.handle.tabNames)
        try bar.handle.router(named: name)?.dismiss()
        (way, detail) = ("a tab's root router dismisses", " (\(name))")
      case 2:
        try bar.presenter.dismissChild()
        (way, detail) = ("its presenter dismisses its child", "")
      case 3:
        try bar.presenter.dismissAllFromRoot()
        (way, detail) = ("its presenter dismisses every presentation from the root", "")
      case 4:
        // The presenter's root is the presenter itself, or a router below it.
        let target = rng.pick([NavigationTarget.current, .root])
        let cover = rng.chance(50)
        if cover {
          try bar.presenter.presentCover(route, target: target)
        } else {
          try bar.presenter.presentSheet(route, target: target)
        }
        (way, detail) = (
          "a presentation from its presenter or below",
          " (\(cover ? "cover" : "sheet") \(route) from the \(target))"
        )
      case 5:
        modules.lane.userDismissed(bar.handle.nodeID)
        (way, detail) = ("the person swipes it away", "")
      default:
        let presented = try present(again: bar, in: modules, using: &rng)
        (way, detail) = ("another tab bar from its presenter", " (\(presented))")
      }
      dismissed.append(bar)
      return count("dismiss: \(way)", "\(bar.name): \(way)\(detail)")
    }

    /// Presents a tab bar again from the presenter of `bar`, which replaces it.
    private func present(
      again bar: PresentedTabBar, in modules: ModuleRouter<TestRoute>,
      using rng: inout SeededGenerator
    ) throws(NavigationError) -> String {
      let handle: any PresentedTabsHandle
      if rng.chance(50) {
        handle = try bar.presenter.presentTabs(
          SheetTab.allCases, selectedTab: rng.pick(SheetTab.allCases),
          root: RandomTabsModuleTests.root(of:))
      } else {
        handle = try bar.presenter.presentTabs(
          Array(RandomTabsModuleTests.stringTabs.prefix(2)), style: .fullScreenCover,
          root: RandomTabsModuleTests.root(of:))
      }
      let again = PresentedTabBar(handle: handle, presenter: bar.presenter)
      kept.append(again)
      counts["present", default: 0] += 1
      return again.name
    }

    /// A batch that changes presented tab bars, refused half the time: every tab bar and
    /// handle comes back as it was then.
    private func batch(
      _ route: TestRoute, on bar: PresentedTabBar, in modules: ModuleRouter<TestRoute>,
      using rng: inout SeededGenerator
    ) throws(NavigationError) -> String {
      let refuses = rng.chance(50)
      let label: String
      if rng.chance(50) {
        let name = rng.pick(bar.handle.tabNames)
        try modules.batch { _ throws(NavigationError) in
          try bar.handle.select(named: name)
          try bar.handle.push(route, inTabNamed: name)
          if refuses { throw .noTabs }
        }
        label = "\(bar.name): batch: select \(name), push \(route)"
      } else {
        var presented = ""
        try modules.batch { _ throws(NavigationError) in
          try bar.handle.dismiss()
          presented = try present(on: modules, using: &rng)
          if refuses { throw .noTabs }
        }
        dismissed.append(bar)
        label = "\(bar.name): batch: dismiss, \(presented)"
      }
      return count("batch", label)
    }

    /// Checks every handle kept against the tree, forgets those that left it, and asks a
    /// handle of every presented tab bar the run does not hold one of (a covered module's,
    /// shown again).
    func check(in modules: ModuleRouter<TestRoute>, at place: String) {
      let tree = modules.store.tree
      for bar in dismissed {
        #expect(!bar.handle.isAttached, "\(place): \(bar.name) is still attached")
      }
      dismissed = []
      // A handle its presenter no longer gives is reported once, then replaced.
      var replaced: [RouterID] = []
      for bar in kept {
        let node = tree.node(bar.handle.nodeID)
        #expect(
          bar.handle.isAttached == (node != nil),
          "\(place): \(bar.name) attached \(bar.handle.isAttached), in the tree \(node != nil)")
        guard bar.handle.isAttached, case .tabs(let tabs)? = node else { continue }
        if !check(bar, against: tabs, in: tree, at: place) { replaced.append(bar.handle.nodeID) }
      }
      kept.removeAll { !$0.handle.isAttached || replaced.contains($0.handle.nodeID) }
      for node in RandomTabsModuleTests.presentedTabs(in: tree)
      where !kept.contains(where: { $0.handle.nodeID == node.id }) {
        guard let presenterID = tree.presenter(of: node.id),
          let presenter = modules.store.router(presenterID)
        else {
          Issue.record("\(place): the tab bar \(node.id) has no presenter")
          continue
        }
        do {
          let bar = PresentedTabBar(
            handle: try RandomTabsModuleTests.askHandle(of: node, presenter: presenter),
            presenter: presenter)
          check(bar, against: node, in: tree, at: place)
          kept.append(bar)
          counts["handle asked again", default: 0] += 1
        } catch {
          Issue.record("\(place): no handle of the tab bar \(node.id): \(error)")
        }
      }
    }

    /// Checks an attached handle: its selection is its node's, the router that presents the
    /// node is its presenter, which gives the same handle when asked again; returns whether
    /// it does.
    @discardableResult
    private func check(
      _ bar: PresentedTabBar, against node: TabsNode<TestRoute>, in tree: NavigationNode<TestRoute>,
      at place: String
    ) -> Bool {
      #expect(
        bar.handle.selectedName == node.selected,
        "\(place): \(bar.name) selects \(bar.handle.selectedName), its node \(node.selected)")
      #expect(bar.handle.tabNames == node.tabs.map(\.name), "\(place): \(bar.name) other tabs")
      #expect(
        tree.presenter(of: node.id) == bar.presenter.id,
        "\(place): \(bar.name) is presented by another router than \(bar.presenter.id)")
      for name in bar.handle.tabNames {
        #expect(
          bar.handle.router(named: name)?.isAttached == true,
          "\(place): the tab \(name) of \(bar.name) is detached")
      }
      // Compared outside the expectation, which would describe both tab routers, trees and all.
      let same = (try? bar.handle.askedAgain(of: bar.presenter)) === bar.handle
      #expect(same, "\(place): \(bar.presenter.id) gives another handle of \(bar.name)")
      return same
    }
  }
}

extension TabRouter: RandomTabsModuleTests.PresentedTabsHandle where Route == TestRoute {
  var tabNames: [String] { tabs.map { String(describing: $0) } }

  var selectedName: String { String(describing: selectedTab) }

  func router(named name: String) -> Router<TestRoute>? {
    tab(named: name).flatMap { self[$0] }
  }

  func select(named name: String) throws(NavigationError) {
    guard let tab = tab(named: name) else { throw .unknownTab(name, among: tabNames) }
    try select(tab)
  }

  func push(_ route: TestRoute, inTabNamed name: String?) throws(NavigationError) {
    try push(route, in: name.flatMap(tab(named:)))
  }

  func pop(inTabNamed name: String?) throws(NavigationError) {
    try pop(in: name.flatMap(tab(named:)))
  }

  func presentSheet(_ route: TestRoute, inTabNamed name: String?) throws(NavigationError) {
    try presentSheet(route, in: name.flatMap(tab(named:)))
  }

  func askedAgain(of presenter: Router<TestRoute>) throws(NavigationError) -> AnyObject {
    try presenter.presentedTabs(tabs)
  }

  private func tab(named name: String) -> Tab? {
    tabs.first { String(describing: $0) == name }
  }
}
