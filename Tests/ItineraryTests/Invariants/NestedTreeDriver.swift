import Foundation

@testable import Itinerary

/// Nested trees for the fuzzers and the nested invariant run: a module router of
/// `ModuleTabsTests.catalog()` (onboarding; main, whose tabs are feed, search, and inbox, a
/// split view; settings), driven by random steps into shapes that nest modules, tabs, split
/// views, sheets and covers, and tab bars and split views presented as sheets.
@MainActor
enum NestedTreeDriver {
  /// The main module's tabs.
  static let mainTabs = ["feed", "search", "inbox"]
  /// The catalog's modules.
  static let moduleIDs = ["onboarding", "main", "settings"]
  /// The tabs of the tab bars the steps present.
  static let sheetTabs = ["one", "two"]

  static func makeModules() throws -> ModuleRouter<TestRoute> {
    try ModuleRouter(catalog: ModuleTabsTests.catalog(), initial: "onboarding")
  }

  /// The fixture every nested run starts from:
  ///
  /// ```
  /// modules: onboarding (a pushed screen), covered by main:
  ///   tabs, inbox selected:
  ///     feed: a pushed screen
  ///     search: a tab bar presented as a sheet (one, with a pushed screen; two, with a sheet)
  ///     inbox: a split view: a pushed sidebar, a sheet on the detail column
  /// ```
  static func fixture() throws -> ModuleRouter<TestRoute> {
    let modules = try makeModules()
    try modules.current.push(.list)
    try modules.showModule(id: "main", tab: "inbox")
    let tabs = try modules.tabs(mainTabs)
    try tabs["feed"]?.push(.detail(1))
    let bar = try tabs["search"]?.presentTabs(sheetTabs) { $0 == "one" ? .list : .profile }
    try bar?["one"]?.push(.detail(2))
    try bar?["two"]?.presentSheet(.settings)
    let inbox = try modules.split(inTab: "inbox")
    try inbox.sidebar.push(.detail(3))
    try inbox.detail.presentSheet(.player)
    return modules
  }

  /// The routers of every live stack: those of the module on screen, its tabs, columns and
  /// presented nodes, not those of covered modules.
  static func liveRouterIDs(in tree: NavigationNode<TestRoute>) -> [RouterID] {
    tree.hierarchies.flatMap { $0.levels.map(\.id) }
  }

  /// A random live router of the tree.
  static func randomRouter(
    of modules: ModuleRouter<TestRoute>, using rng: inout SeededGenerator
  ) -> Router<TestRoute> {
    let ids = liveRouterIDs(in: modules.store.tree)
    return modules.store.router(rng.pick(ids)) ?? modules.current
  }

  static let routes: [TestRoute] = [.list, .detail(4), .settings, .profile, .player, .workspace]

  /// One random step that changes the tree's shape; a refused one is ignored.
  static func wander(_ modules: ModuleRouter<TestRoute>, using rng: inout SeededGenerator) {
    let router = randomRouter(of: modules, using: &rng)
    let route = rng.pick(routes)
    do throws(NavigationError) {
      switch Int.random(in: 0..<100, using: &rng) {
      case 0..<8:
        let id = rng.pick(moduleIDs)
        try modules.showModule(id: id, tab: id == "main" ? rng.pick(mainTabs) : nil)
      case 8..<13: try modules.dismissModule()
      case 13..<22: try modules.tabs(mainTabs).select(rng.pick(mainTabs))
      case 22..<48: try router.push(route)
      case 48..<58: try router.presentSheet(route)
      case 58..<62: try router.presentCover(route)
      case 62..<68:
        try router.presentTabs(sheetTabs, style: rng.chance(70) ? .sheet : .fullScreenCover) {
          $0 == "one" ? .list : .profile
        }
      case 68..<71:
        try router.presentTabs([
          ModuleTab("mail", root: .list), ModuleTab("files", sidebar: .list, detail: .detail(0)),
        ])
      case 71..<74: try router.presentSplit(sidebar: .list, detail: .home)
      case 74..<84: try router.dismiss()
      case 84..<88: try modules.split(inTab: "inbox").isCollapsed.toggle()
      case 88..<93: try router.showModal(route)
      case 93..<96: _ = try router.showAlert(title: "Sure?", buttons: [AlertButton("OK")])
      default: try router.showTransition(route)
      }
    } catch {}
  }

  /// Rows that name a module, a tab of it, a column of the split view in that tab, a stack and
  /// a sheet; some are refused unless the place they name is on screen.
  static func links() throws -> LinkTable<TestRoute> {
    var links = LinkTable<TestRoute>(schemes: ["app"], hosts: ["example.com"])
    try links.add("/feed", .module("main"), .tab("feed"))
    try links.add("/search", .module("main"), .tab("search"))
    try links.add("/search/settings", .sheet(.settings))
    try links.add("/inbox", .module("main"), .tab("inbox"))
    try links.add("/inbox/folders", .tab("sidebar"), .push(.list))
    try links.add("/inbox/folders/:id") { match in
      match.parameters.value("id", as: Int.self).map { .sheet(.detail($0)) }
    } parameters: { part in
      guard case .present(.detail(let id), _) = part else { return nil }
      return ["id": "\(id)"]
    }
    try links.add("/message", .tab("detail"), .push(.detail(9)))
    try links.add("/sidebar", .tab("sidebar"), .push(.list), .cover(.player))
    try links.add("/settings", .module("settings"), .push(.profile))
    try links.add("/onboarding", .module("onboarding"))
    try links.add("/main", .module("main"))
    try links.add("/main/files", .tab("files"))
    return links
  }
}
