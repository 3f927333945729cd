import Foundation
import Testing

@testable import Itinerary

/// One snapshot for the whole app: the store's tree as one `NavigationNode`, saved as data and
/// restored into the store of routers made as at launch, for every kind of owner; a tree that
/// does not fit the store's routers, or is invalid, is refused with a typed error and changes
/// nothing. (Random trees of tab, split and module routers round-trip in `RestorationTests`.)
@MainActor
@Suite("Restoring the whole tree")
struct WholeTreeRestorationTests {
  typealias Tree = NavigationNode<TestRoute>

  /// Saves `tree` as data and reads it back.
  private func throughData(_ tree: Tree) throws -> NavigationSnapshot<TestRoute> {
    try NavigationSnapshot<TestRoute>(data: try NavigationSnapshot(tree).data())
  }

  private func makeTabs() throws -> TabRouter<String, TestRoute> {
    try TabRouter<String, TestRoute>(tabs: ["home", "search"]) { $0 == "home" ? .home : .list }
  }

  @Test func aLoneRoutersTreeWithASheetComesBackInARouterMadeAsAtLaunch() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list)
    try router.presentSheet(.settings)
    try router.child?.push(.profile)
    let saved = try throughData(NavigationNode(of: router.store))

    let relaunched = Router<TestRoute>(root: .home)
    let log = EventLog(relaunched)
    try saved.restore(into: relaunched.store)

    #expect(relaunched.store.tree == router.store.tree)
    #expect(relaunched.hierarchy == router.hierarchy)
    #expect(relaunched.child?.path.map(\.route) == [.profile])
    #expect(log.events.count == 1)
  }

  @Test func aTabRoutersTreeComesBackWithItsSelectionAndEveryTab() throws {
    let tabs = try makeTabs()
    try tabs.push(.detail(1), in: "search")
    try tabs.select("search")
    try tabs.presentSheet(.settings, in: "home")
    let saved = try throughData(NavigationNode(of: tabs.store))

    let relaunched = try makeTabs()
    try saved.restore(into: relaunched.store)

    #expect(relaunched.store.tree == tabs.store.tree)
    #expect(relaunched.selectedTab == "search")
    #expect(relaunched["search"]?.path.map(\.route) == [.detail(1)])
    #expect(relaunched["home"]?.child?.root.route == .settings)
  }

  @Test func aSplitRoutersTreeComesBackWithItsLayout() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try split.detail.push(.detail(2))
    split.isCollapsed = true
    let saved = try throughData(NavigationNode(of: split.store))

    let relaunched = SplitRouter<TestRoute>(sidebar: .list, detail: .home)
    try saved.restore(into: relaunched.store)

    #expect(relaunched.store.tree == split.store.tree)
    #expect(relaunched.isCollapsed)
    #expect(relaunched.detail.path.map(\.route) == [.detail(2)])
  }

  @Test func aModuleRoutersTreeComesBackWithItsCoveredModule() throws {
    let catalog = [
      Module<TestRoute>(id: "onboarding", root: .home), Module(id: "main", root: .list),
    ]
    let modules = try ModuleRouter(catalog: catalog, initial: "onboarding")
    try modules.current.push(.profile)
    try modules.showModule(id: "main")
    try modules.current.push(.detail(3))
    let saved = try throughData(NavigationNode(of: modules.store))

    let relaunched = try ModuleRouter(catalog: catalog, initial: "onboarding")
    try saved.restore(into: relaunched.store)

    #expect(relaunched.store.tree == modules.store.tree)
    #expect(relaunched.modules.map(\.id) == ["onboarding", "main"])
    #expect(relaunched.current.path.map(\.route) == [.detail(3)])
    try relaunched.dismissModule()
    #expect(relaunched.current.path.map(\.route) == [.profile])
  }

  @Test func aScreenRestoredIntoACoveredModuleLeavesAndRunsItsOnDismissOnce() throws {
    let catalog = [
      Module<TestRoute>(id: "onboarding", root: .home), Module(id: "main", root: .list),
    ]
    // Saved elsewhere: the screen "p" in onboarding, covered by main.
    let elsewhere = try ModuleRouter(catalog: catalog, initial: "onboarding")
    try elsewhere.current.push(.profile, id: "p")
    try elsewhere.showModule(id: "main")
    let saved = try throughData(NavigationNode(of: elsewhere.store))
    // Here "p" is on screen, its action waiting.
    let modules = try ModuleRouter(catalog: catalog, initial: "onboarding")
    var ran = 0
    try modules.current.show([Screen(.profile, id: "p", onDismiss: { ran += 1 })])

    try saved.restore(into: modules.store)

    // Covered, it left the screen, as it leaves when a module swap covers it; before, its
    // action waited for a screen that shows again only as a new one, and never ran.
    #expect(ran == 1)
    #expect(modules.store.tree == elsewhere.store.tree)
    try modules.dismissModule()
    #expect(modules.current.path.map(\.id) == ["p"])
    try modules.current.pop()
    #expect(ran == 1)
  }

  @Test func aHistoryOfTheWholeTreeUndoesAcrossTabs() throws {
    let tabs = try makeTabs()
    var history = NavigationHistory(NavigationNode(of: tabs.store))
    try tabs.select("search")
    try tabs.push(.detail(1))
    history.record(tabs.store)

    #expect(history.undo() == 1)
    try history.current.restore(into: tabs.store)

    #expect(tabs.selectedTab == "home")
    #expect(tabs["search"]?.path.isEmpty == true)
  }

  // MARK: Refusals

  /// A refusal: what is restored into which store, and the error.
  struct Refusal: CustomStringConvertible, Sendable {
    let description: String
    /// Makes the owner, held while the restoration runs, and its store.
    let owner: @MainActor @Sendable () throws -> (AnyObject, NavigationStore<TestRoute>)
    let tree: @MainActor @Sendable (NavigationStore<TestRoute>) -> Tree
    let error: RestorationError
  }

  nonisolated static let refusals: [Refusal] = [
    Refusal(
      description: "a tab router's tree into a lone router's store",
      owner: { Self.held(Router<TestRoute>(root: .home)) },
      tree: { _ in
        .tabs(
          TabsNode(
            id: RouterID(rawValue: 0), selected: "a", tabs: [.init("a", stackNode(r1, home))]))
      },
      error: .doesNotFit("the saved tree is tabs r0: tab a stack r1; this store's is stack r1")),
    Refusal(
      description: "tabs with another tab",
      owner: {
        Self.held(try TabRouter<String, TestRoute>(tabs: ["home", "search"]) { _ in .home })
      },
      tree: { store in
        guard case .tabs(var tabs) = store.tree else { return store.tree }
        tabs.tabs[1].name = "profile"
        return .tabs(tabs)
      },
      error: .doesNotFit(
        "the saved tree is tabs r0: tab home stack r1, tab profile stack r3; this store's is "
          + "tabs r0: tab home stack r1, tab search stack r3")),
    Refusal(
      description: "a module that is not in the catalog",
      owner: {
        Self.held(
          try ModuleRouter<TestRoute>(
            catalog: [Module(id: "onboarding", root: .home)], initial: "onboarding"))
      },
      tree: { store in
        guard case .modules(var modules) = store.tree else { return store.tree }
        modules.modules.append(ModuleNode(id: "admin", node: stackNode(r9, settings)))
        return .modules(modules)
      },
      error: .doesNotFit("module 1 (admin) is not in the router's catalog")),
    Refusal(
      description: "a module holding tabs where the catalog's module holds a stack",
      owner: {
        Self.held(
          try ModuleRouter<TestRoute>(
            catalog: [Module(id: "onboarding", root: .home), Module(id: "main", root: .list)],
            initial: "onboarding"))
      },
      tree: { store in
        guard case .modules(var modules) = store.tree else { return store.tree }
        modules.modules.append(ModuleNode(id: "main", node: .tabs(mainTabs)))
        return .modules(modules)
      },
      error: .doesNotFit(
        "module 1 (main) holds tabs r3: tab home stack r4, tab inbox split r5; the catalog's "
          + "holds a stack")),
    Refusal(
      description: "an id used twice",
      owner: { Self.held(Router<TestRoute>(root: .home)) },
      tree: { store in
        guard case .stack(var stack) = store.tree else { return store.tree }
        stack.hierarchy.levels[0].path = [
          Entry(id: "twice", route: .list), Entry(id: "twice", route: .profile),
        ]
        return .stack(stack)
      },
      error: .invalidTree(
        "level 0 (router r1), screen 2: id twice appears twice (first at level 0 (router r1), "
          + "screen 1)")),
    Refusal(
      description: "a store whose routers are gone",
      owner: {
        let store = Router<TestRoute>(root: .home).store
        return (store, store)
      },
      tree: { $0.tree },
      error: .doesNotFit("the store's routers are gone, so nothing shows a restored tree")),
  ]

  /// A router and its store, for a refusal that holds the router while it runs.
  private static func held(_ router: some NavigationTreeOwner<TestRoute>) -> (
    AnyObject, NavigationStore<TestRoute>
  ) {
    (router, router.store)
  }

  @Test(arguments: refusals)
  func aTreeThatDoesNotFitOrIsInvalidIsRefusedAndChangesNothing(_ refusal: Refusal) throws {
    let (owner, store) = try refusal.owner()
    defer { withExtendedLifetime(owner) {} }
    let before = store.tree
    let tree = refusal.tree(store)

    #expect(throws: refusal.error) { try tree.restore(into: store) }
    #expect(store.tree == before)
  }

  // MARK: Shapes no router builds and no view draws

  /// The store's tree, a stack, with `node` presented as a sheet by its last router.
  private static func presenting(
    _ node: Tree, in store: NavigationStore<TestRoute>
  ) -> Tree {
    guard case .stack(var stack) = store.tree else { return store.tree }
    stack.presented = PresentedNode(node, presentation: sheet)
    return .stack(stack)
  }

  /// Tabs `a` and `b`, `a` selected, holding `first` and `second`.
  private static func tabs(_ id: RouterID, first: Tree, second: Tree) -> Tree {
    .tabs(TabsNode(id: id, selected: "a", tabs: [.init("a", first), .init("b", second)]))
  }

  /// Modules of one module, holding a stack.
  private static let modulesNode = Tree.modules(
    ModulesNode(id: r7, modules: [ModuleNode(id: "m", node: stackNode(r8, d8))]))

  /// Trees whose root fits the store but that hold, below it, a node the valid tree rules
  /// allow and yet no router builds there and no SwiftUI view draws there.
  nonisolated static let unshowable: [Refusal] = [
    Refusal(
      description: "a sheet presenting modules",
      owner: { Self.held(Router<TestRoute>(root: .home)) },
      tree: { Self.presenting(Self.modulesNode, in: $0) },
      error: .doesNotFit(
        "sheet, modules r7: a router presents tabs or a split view, never modules: modules "
          + "stand only at the root of a module router's tree")),
    Refusal(
      description: "a module's stack presenting modules",
      owner: {
        Self.held(
          try ModuleRouter<TestRoute>(
            catalog: [Module(id: "onboarding", root: .home)], initial: "onboarding"))
      },
      tree: { store in
        guard case .modules(var modules) = store.tree,
          case .stack(var stack) = modules.modules[0].node
        else { return store.tree }
        stack.presented = PresentedNode(Self.modulesNode, presentation: sheet)
        modules.modules[0].node = .stack(stack)
        return .modules(modules)
      },
      error: .doesNotFit(
        "module 0 (onboarding), sheet, modules r7: a router presents tabs or a split view, "
          + "never modules: modules stand only at the root of a module router's tree")),
    Refusal(
      description: "tabs directly inside a tab of a presented tab bar",
      owner: { Self.held(Router<TestRoute>(root: .home)) },
      tree: {
        let inner = Self.tabs(r6, first: stackNode(r8, d8), second: stackNode(r9, d9))
        return Self.presenting(Self.tabs(r5, first: inner, second: stackNode(r10, d3)), in: $0)
      },
      error: .doesNotFit(
        "sheet, tab a, tabs r6: a tab holds a stack or a split view, never tabs")),
    Refusal(
      description: "modules inside a tab of a presented tab bar",
      owner: { Self.held(Router<TestRoute>(root: .home)) },
      tree: {
        Self.presenting(Self.tabs(r5, first: Self.modulesNode, second: stackNode(r9, d9)), in: $0)
      },
      error: .doesNotFit(
        "sheet, tab a, modules r7: a tab holds a stack or a split view, never modules")),
    Refusal(
      description: "a presented split view with a content column",
      owner: { Self.held(Router<TestRoute>(root: .home)) },
      tree: { store in
        Self.presenting(
          .split(
            SplitNode(
              id: r5, sidebar: stackNode(r6, search), content: stackNode(r7, list),
              detail: stackNode(r8, detail))), in: store)
      },
      error: .doesNotFit(
        "sheet, split r5: it has a content column, which no split router has and no split "
          + "view draws; a split view shows a sidebar and a detail column")),
    Refusal(
      description: "a split view in a tab whose sidebar holds tabs",
      owner: { Self.held(Router<TestRoute>(root: .home)) },
      tree: { store in
        let split = Tree.split(
          SplitNode(
            id: r5, sidebar: Self.tabs(r6, first: stackNode(r7, search), second: stackNode(r8, d8)),
            detail: stackNode(r9, detail)))
        return Self.presenting(Self.tabs(r4, first: split, second: stackNode(r10, d3)), in: store)
      },
      error: .doesNotFit(
        "sheet, tab a, sidebar, tabs r6: a column of a split view holds a stack, never tabs")),
  ]

  @Test(arguments: unshowable)
  func aShapeNoViewDrawsIsRefusedAndChangesNothing(_ refusal: Refusal) throws {
    let (owner, store) = try refusal.owner()
    defer { withExtendedLifetime(owner) {} }
    let before = store.tree
    let tree = refusal.tree(store)
    // The tree is valid as a value: only restoring it into routers refuses it.
    try tree.validate()

    #expect(throws: refusal.error) { try tree.restore(into: store) }
    #expect(store.tree == before)
  }

  @Test func aSnapshotFromOutsidePresentingModulesDecodesButIsNotRestored() throws {
    let router = Router<TestRoute>(root: .home)
    let before = router.store.tree
    let saved = try throughData(Self.presenting(Self.modulesNode, in: router.store))

    #expect(throws: Self.unshowable[0].error) { try saved.restore(into: router.store) }
    #expect(router.store.tree == before)
  }

  @Test func aModuleShownAgainOnTopOfItselfComesBack() throws {
    let catalog = [
      Module<TestRoute>(id: "onboarding", root: .home), Module(id: "main", root: .list),
    ]
    let modules = try ModuleRouter(catalog: catalog, initial: "onboarding")
    try modules.showModule(id: "main")
    try modules.current.push(.detail(1))
    try modules.showModule(id: "main")
    let saved = try throughData(NavigationNode(of: modules.store))

    let relaunched = try ModuleRouter(catalog: catalog, initial: "onboarding")
    try saved.restore(into: relaunched.store)

    #expect(relaunched.store.tree == modules.store.tree)
    #expect(relaunched.modules.map(\.id) == ["onboarding", "main", "main"])
    try relaunched.dismissModule()
    #expect(relaunched.current.path.map(\.route) == [.detail(1)])
  }

  @Test func modulesHoldingTabsWithASplitViewComeBack() throws {
    let catalog = [
      Module<TestRoute>(id: "onboarding", root: .home),
      try Module(
        id: "main",
        tabs: [
          ModuleTab("home", root: .home), ModuleTab("inbox", sidebar: .list, detail: .settings),
        ]),
    ]
    let modules = try ModuleRouter(catalog: catalog, initial: "onboarding")
    try modules.showModule(id: "main", tab: "inbox")
    let inbox = try modules.split(inTab: "inbox")
    try inbox.detail.push(.detail(4))
    try inbox.sidebar.presentTabs(["x", "y"]) { $0 == "x" ? .profile : .list }
    let saved = try throughData(NavigationNode(of: modules.store))

    let relaunched = try ModuleRouter(catalog: catalog, initial: "onboarding")
    try saved.restore(into: relaunched.store)

    #expect(relaunched.store.tree == modules.store.tree)
    #expect(relaunched.modules.map(\.id) == ["onboarding", "main"])
    #expect(try relaunched.split(inTab: "inbox").detail.path.map(\.route) == [.detail(4)])
  }

  @Test func aSheetOfTabsWithASplitViewComesBack() throws {
    let router = Router<TestRoute>(root: .home)
    let library = try router.presentTabs([
      ModuleTab("books", sidebar: .list, detail: .detail(1)),
      ModuleTab("settings", root: .settings),
    ])
    try library.split(inTab: "books").detail.push(.detail(2))
    try library["settings"]?.presentSplit(sidebar: .list, detail: .profile)
    let saved = try throughData(NavigationNode(of: router.store))

    let relaunched = Router<TestRoute>(root: .home)
    try saved.restore(into: relaunched.store)

    #expect(relaunched.store.tree == router.store.tree)
    let books = try relaunched.presentedSplit(inTab: "books")
    #expect(books.detail.path.map(\.route) == [.detail(2)])
  }
}
