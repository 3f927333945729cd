import Foundation
import ItineraryTesting
import Testing

@testable import Itinerary

/// Seeded random runs over a module router whose main module holds tabs, one of them a split
/// view: module swaps with and without a tab, tab selections by the router and by the person,
/// pushes and sheets in any tab or column, split layouts, links, batches that are refused,
/// and tab bars presented as sheets or covers from any live router (a presented tab bar's tab
/// included), worked through their tab routers, picked by the person and dismissed in every
/// way. After every step the tree is valid, a refused step changed nothing, the lane drew the
/// tree once every held step was acknowledged, the handles agree with the tree (a presented
/// tab bar's handle is attached exactly while its node is in the tree, selects what its node
/// selects, and is the one its presenter gives), and a snapshot of the whole tree restores
/// equal into a router made as at launch, its presented tab bars with it.
@MainActor
@Suite("Random runs over a module with tabs")
struct RandomTabsModuleTests {
  enum MainTab: String, CaseIterable, CustomStringConvertible, Sendable {
    case feed, search, inbox
    var description: String { rawValue }
  }

  private static func modules() throws -> ModuleRouter<TestRoute> {
    try ModuleRouter(catalog: ModuleTabsTests.catalog(), initial: "onboarding")
  }

  private static func links() throws -> LinkTable<TestRoute> {
    var links = LinkTable<TestRoute>(schemes: ["app"])
    try links.add("/feed", .module("main"), .tab(MainTab.feed))
    try links.add("/search/settings", .module("main"), .tab(MainTab.search), .sheet(.settings))
    try links.add("/inbox", .module("main"), .tab(MainTab.inbox), .push(.detail(9)))
    try links.add(
      "/inbox/folders", .module("main"), .tab(MainTab.inbox), .hierarchy("sidebar"),
      .sheet(.settings))
    // Looked for down the selected tab: refused unless the inbox is on screen.
    try links.add("/sidebar", .hierarchy("sidebar"), .push(.list))
    try links.add("/settings", .module("settings"))
    try links.add("/onboarding", .module("onboarding"), .push(.list))
    return links
  }

  nonisolated static let seeds: [UInt64] = Array(1...40)

  @Test(arguments: seeds)
  func everyStepKeepsTheTreeValidDrawnAndRestorable(seed: UInt64) throws {
    var rng = SeededGenerator(seed: seed)
    let modules = try Self.modules()
    let renderer = HeadlessRenderer<TestRoute>(holding: { $0.animates })
    renderer.attach(to: modules.lane)
    let links = try Self.links()
    var applied = 0
    var sawTabs = false
    let bars = PresentedTabBars()

    for step in 0..<60 {
      let before = modules.store.tree
      let label: String
      do {
        label = try act(on: modules, links: links, bars: bars, using: &rng)
      } catch {
        #expect(
          modules.store.tree == before, "seed \(seed), step \(step): \(error) changed the tree")
        bars.check(in: modules, at: "seed \(seed), step \(step), refused: \(error)")
        continue
      }
      applied += 1
      let where_ = "seed \(seed), step \(step), \(label)"
      #expect(throws: Never.self, "\(where_): an invalid tree") {
        try modules.store.tree.validate()
      }
      while renderer.acknowledgeHeldStep() {}
      #expect(modules.lane.displayed == modules.store.tree, "\(where_): the lane lags")
      if let tabs = try? modules.tabs(MainTab.allCases), let node = modules.shownTabs {
        sawTabs = true
        #expect(tabs.selectedTab.rawValue == node.selected, "\(where_): a stale tab router")
        #expect(modules.current === tabs[tabs.selectedTab], "\(where_): a stale current")
      }
      bars.check(in: modules, at: where_)
    }

    // A run that did little would prove little.
    #expect(applied >= 20, "seed \(seed): only \(applied) of 60 steps applied")
    #expect(sawTabs, "seed \(seed): the main module's tabs never showed")
    #expect(bars.applied >= 6, "seed \(seed): only \(bars.applied) steps on presented tab bars")
    #expect(bars.counts["present", default: 0] >= 2, "seed \(seed): \(bars.counts)")
    let data = try NavigationSnapshot(NavigationNode(of: modules.store)).data()
    let relaunched = try Self.modules()
    try NavigationSnapshot<TestRoute>(data: data).restore(into: relaunched.store)
    #expect(relaunched.store.tree == modules.store.tree, "seed \(seed): the snapshot differs")
    #expect(relaunched.modules == modules.modules, "seed \(seed): other modules")
    // Each presented tab bar came back with its presenter, which gives a handle onto it.
    let restored = PresentedTabBars()
    restored.check(in: relaunched, at: "seed \(seed), restored")
    #expect(
      restored.kept.map(\.handle.nodeID) == Self.presentedTabs(in: modules.store.tree).map(\.id),
      "seed \(seed): the restored tab bars differ")
  }

  /// Takes one random step and names it; throws what the step throws.
  private func act(
    on modules: ModuleRouter<TestRoute>, links: LinkTable<TestRoute>, bars: PresentedTabBars,
    using rng: inout SeededGenerator
  ) throws -> String {
    let route = rng.pick([TestRoute.list, .detail(Int.random(in: 0..<5, using: &rng)), .profile])
    // A third of the steps act on presented tab bars (`default`).
    switch Int.random(in: 0..<150, using: &rng) {
    case 0..<12:
      let id = rng.pick(["onboarding", "main", "settings"])
      let tab = id == "main" && rng.chance(50) ? rng.pick(["feed", "search", "inbox", "x"]) : nil
      try modules.showModule(id: id, tab: tab)
      return "showModule(\(id), tab: \(tab ?? "nil"))"
    case 12..<20:
      try modules.dismissModule()
      return "dismissModule"
    case 20..<32:
      let tab = rng.pick(MainTab.allCases)
      try modules.tabs(MainTab.allCases).select(tab)
      return "select \(tab)"
    case 32..<38:
      guard let tabs = modules.shownTabs else { throw NavigationError.noTabs }
      let name = rng.pick(tabs.tabs.map(\.name))
      modules.lane.userSelected(name, in: tabs.id)
      return "the person picks \(name)"
    case 38..<56:
      try modules.current.push(route, target: rng.pick([.current, .deepest]))
      return "push \(route)"
    case 56..<64:
      try modules.current.presentSheet(route, target: .deepest)
      return "sheet \(route)"
    case 64..<72:
      try modules.current.dismiss(target: .deepest)
      return "dismiss"
    case 72..<78:
      let inbox = try modules.split(inTab: "inbox")
      try inbox.sidebar.push(route)
      inbox.isCollapsed.toggle()
      return "inbox sidebar push \(route), collapse"
    case 78..<88:
      let link = rng.pick([
        "app://feed", "app://search/settings", "app://inbox", "app://settings", "app://onboarding",
        "app://inbox/folders", "app://sidebar", "app://nowhere",
      ])
      try modules.open(link, in: links)
      return "open \(link)"
    case 88..<100:
      try modules.batch { modules throws(NavigationError) in
        try modules.showModule(id: "main", tab: "search")
        try modules.tabs(MainTab.allCases).push(.detail(1))
        if rng.chance(50) { throw .noTabs }
      }
      return "batch: main on search, push"
    default:
      return try bars.act(on: modules, using: &rng)
    }
  }
}
