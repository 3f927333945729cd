import Foundation
import ItineraryTesting
import Testing

@testable import Itinerary

/// A tab bar presented as a sheet or a cover (`Router.presentTabs`): a tabs node that is the
/// topmost presentation of its presenter's hierarchy, in the router's one tree, with a
/// ``TabRouter`` handle onto it.
@MainActor
@Suite("A presented tab bar")
struct PresentedTabsTests {
  enum EditTab: String, CaseIterable, CustomStringConvertible, Sendable {
    case text, style
    var description: String { rawValue }
  }

  nonisolated static func root(of tab: EditTab) -> TestRoute {
    tab == .text ? .detail(1) : .settings
  }

  /// A root router with `list` (#3) pushed, presenting a sheet of tabs r4: text (r5, at
  /// `detail(1)` #6) and style (r7, at `settings` #8), style selected.
  private func presented(
    style: PresentationStyle = .sheet(SheetOptions())
  ) throws -> (Router<TestRoute>, TabRouter<EditTab, TestRoute>) {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list)
    let tabs = try router.presentTabs(
      EditTab.allCases, selectedTab: .style, style: style, root: Self.root(of:))
    return (router, tabs)
  }

  nonisolated static let presentedTree = """
    router r1
      root #2 home
      push #3 list
      sheet
        tabs r4
          tab text
            router r5
              root #6 detail(1)
          tab style *
            router r7
              root #8 settings
    """

  @Test func aRouterPresentsATabBarAsTheTopmostPresentationOfItsHierarchy() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list)
    let log = EventLog(router)

    let tabs = try router.presentTabs(
      EditTab.allCases, selectedTab: .style, root: Self.root(of:))

    #expect("\(router.store.tree)" == Self.presentedTree)
    #expect(tabs.selectedTab == .style)
    #expect(tabs.nodeID == RouterID(rawValue: 4))
    #expect(tabs[.text]?.root.route == .detail(1))
    #expect(tabs.selectedRouter === tabs[.style])
    #expect(tabs.store === router.store)
    #expect(router.child == nil)
    #expect(try router.presentedTabs(EditTab.allCases) === tabs)
    guard case .nodePresented(let node, let presenter) = log.events.last else {
      Issue.record("the events were \(log.events)")
      return
    }
    #expect(presenter == router.id)
    #expect(node.node.nodeID == tabs.nodeID)
  }

  @Test func itsTabRouterSelectsAndPushesInTheSheetsTabsAndThePersonsTapKeepsItsRules() throws {
    let (router, tabs) = try presented()

    try tabs.push(.detail(2), in: .text)
    try tabs.select(.text)
    #expect(tabs.selectedTab == .text)
    #expect(tabs[.text]?.path.map(\.route) == [.detail(2)])

    // The person taps the selected tab again: the tab router pops it to its root.
    router.lane.userSelected("text", in: tabs.nodeID)
    #expect(tabs[.text]?.path.isEmpty == true)
    router.lane.userSelected("style", in: tabs.nodeID)
    #expect(tabs.selectedTab == .style)
    guard case .stack(let root) = router.store.tree,
      case .tabs(let node) = root.presented?.node
    else {
      Issue.record("the tree is \(router.store.tree)")
      return
    }
    #expect(node.selected == "style")
  }

  /// One way the presented tab bar leaves: the presenter's child, a tab's root router's
  /// `dismiss()`, the tab router's `dismiss()`, a new presentation, the person's swipe.
  struct Dismissal: CustomTestStringConvertible, Sendable {
    let name: String
    let dismiss:
      @MainActor @Sendable (Router<TestRoute>, TabRouter<EditTab, TestRoute>) throws -> Void
    var testDescription: String { name }
  }

  nonisolated static let dismissals: [Dismissal] = [
    Dismissal(name: "the presenter dismisses its child") { router, _ in
      try router.dismissChild()
    },
    Dismissal(name: "a tab's root router dismisses itself") { _, tabs in
      try tabs[.text]?.dismiss()
    },
    Dismissal(name: "the tab router dismisses") { _, tabs in try tabs.dismiss() },
    Dismissal(name: "every presentation is dismissed") { router, _ in
      try router.dismissAllFromRoot()
    },
    Dismissal(name: "the person swipes the sheet away") { router, tabs in
      router.lane.userDismissed(tabs.nodeID)
    },
  ]

  @Test(arguments: dismissals)
  func theTabBarLeavesWholeAndItsCallersResume(_ dismissal: Dismissal) async throws {
    let (router, tabs) = try presented()
    let renderer = HeadlessRenderer<TestRoute>()
    renderer.attach(to: router.lane)
    let text = try #require(tabs[.text])
    let task = Task { try await text.push(.detail(3), returning: Int.self) }
    #expect(await yieldUntil { router.awaitingCallers == 1 })
    let log = EventLog(router)

    try dismissal.dismiss(router, tabs)

    #expect(
      "\(router.store.tree)" == """
        router r1
          root #2 home
          push #3 list
        """)
    #expect(log.events.last == .nodeDismissed(presenter: router.id))
    await #expect(throws: NavigationError.dismissedWithoutResult(EntryID(generated: 9))) {
      try await task.value
    }
    #expect(router.awaitingCallers == 0)
    #expect(throws: NavigationError.routerDetached(text.id)) { try tabs.select(.text) }
    #expect(throws: NavigationError.notANode(router.id, kind: "presented tabs")) {
      try router.presentedTabs(EditTab.allCases)
    }
    #expect(router.lane.displayed == router.store.tree)
    #expect(router.lane.isIdle)
  }

  @Test func aPresentationFromBelowReplacesTheTabBarAndAPushUnderItKeepsIt() throws {
    let (router, tabs) = try presented()

    try router.push(.profile)
    #expect(tabs.isAttached)
    try router.presentSheet(.settings)

    #expect(!tabs.isAttached)
    #expect(
      "\(router.store.tree)" == """
        router r1
          root #2 home
          push #3 list
          push #9 profile
          sheet r11
            root #10 settings
        """)
  }

  @Test func aSheetOverATabOfTheSheetLeavesWithTheTabBar() throws {
    let (router, tabs) = try presented()
    try tabs.presentSheet(.profile, in: .style)
    #expect(tabs[.style]?.child?.root.route == .profile)

    try router.dismissChild()

    #expect(router.store.tree.allRouterIDs == [router.id])
  }

  @Test func theTabBarOfATreeOrAModuleDoesNotDismiss() throws {
    let tabs = try TabRouter<EditTab, TestRoute>(tabs: EditTab.allCases, root: Self.root(of:))
    let before = tabs.store.tree

    try tabs.dismiss()
    try tabs[.text]?.dismiss()

    #expect(tabs.store.tree == before)
  }

  /// One tab bar that cannot be presented, and the error.
  struct Refusal: CustomTestStringConvertible, Sendable {
    let name: String
    let tabs: [EditTab]
    let selected: EditTab?
    let error: NavigationError
    var testDescription: String { name }
  }

  nonisolated static let refusals = [
    Refusal(name: "no tabs", tabs: [], selected: nil, error: .noTabs),
    Refusal(
      name: "a tab twice", tabs: [.text, .style, .text], selected: nil,
      error: .duplicateTab("text")),
    Refusal(
      name: "a selected tab not among the tabs", tabs: [.text], selected: .style,
      error: .unknownTab("style", among: ["text"])),
  ]

  @Test(arguments: refusals)
  func aTabBarThatCannotBePresentedIsRefusedAndChangesNothing(_ refusal: Refusal) throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let before = router.store.tree

    #expect(throws: refusal.error) {
      try router.presentTabs(refusal.tabs, selectedTab: refusal.selected, root: Self.root(of:))
    }
    #expect(router.store.tree == before)
  }

  @Test func aTargetThatIsNotThereIsRefusedAndChangesNothing() throws {
    let router = Router<TestRoute>(root: .home)
    let before = router.store.tree

    #expect(throws: NavigationError.targetUnavailable(.parent, from: router.id)) {
      try router.presentTabs(EditTab.allCases, target: .parent, root: Self.root(of:))
    }
    #expect(router.store.tree == before)
  }

  @Test func theLaneDrawsTheTabBarInOneStepAndItsChangesAfterIt() throws {
    let router = Router<TestRoute>(root: .home)
    let renderer = HeadlessRenderer<TestRoute>()
    renderer.attach(to: router.lane)

    let tabs = try router.presentTabs(
      EditTab.allCases, style: .fullScreenCover, root: Self.root(of:))
    try tabs.push(.detail(2), in: .text)
    try tabs.select(.style)

    #expect(
      renderer.renderedSteps.map(\.description) == [
        "present cover tabs r3 from r1",
        "set path of r4 to #8 detail(2)",
        "select tab style of r3",
      ])
    #expect(router.lane.displayed == router.store.tree)
  }

  @Test func aSnapshotOfTheWholeTreeBringsTheTabBarBackAndItsHandleWithIt() throws {
    let (router, tabs) = try presented()
    try tabs.push(.detail(2), in: .text)
    let data = try NavigationSnapshot(NavigationNode(of: router.store)).data()

    let relaunched = Router<TestRoute>(root: .home)
    try NavigationSnapshot<TestRoute>(data: data).restore(into: relaunched.store)

    #expect(relaunched.store.tree == router.store.tree)
    let restored = try relaunched.presentedTabs(EditTab.allCases)
    #expect(restored.selectedTab == .style)
    #expect(restored[.text]?.path.map(\.route) == [.detail(2)])
    try restored.pop(in: .text)
    #expect(restored[.text]?.path.isEmpty == true)
  }

  @Test func aHandleAskedWithOtherTabsIsRefused() throws {
    let (router, _) = try presented()

    #expect(throws: NavigationError.unknownTab("style", among: ["text", "style"])) {
      try router.presentedTabs([EditTab.style, .text])
    }
    #expect(throws: NavigationError.notANode(RouterID(rawValue: 5), kind: "presented tabs")) {
      let text = try #require(try router.presentedTabs(EditTab.allCases)[.text])
      return try text.presentedTabs(EditTab.allCases)
    }
  }

  @Test func aLinkOpensItsPlaceOverTheTabBarAndNoLinkNamesAPlaceWithOne() throws {
    let router = Router<LinkRoute>(root: .home)
    let tabs = try router.presentTabs(LinkTab.allCases, root: LinkRoute.root(of:))
    var table = LinkTable<LinkRoute>(schemes: ["myapp"])
    try table.add("/users", .push(.users))

    #expect(
      throws: LinkError.noLink("a place with a presented tabs r3, which links do not name")
    ) { try tabs.url(in: table) }
    try router.open("myapp://users", in: table)

    #expect(!tabs.isAttached)
    #expect(router.store.tree.allRouterIDs == [router.id])
    #expect(router.path.map(\.route) == [.users])
    #expect(try router.url(in: table) == "myapp://users")
  }

  @Test func theQueriesSeeThePresentedTabBar() throws {
    let (router, tabs) = try presented()

    #expect(router.isPresenting)
    #expect(!router.isFullyAtRoot)
    #expect(tabs[.text]?.isPresenting == false)
    try router.popToRoot()
    #expect(!router.isFullyAtRoot)
    try tabs.dismiss()
    #expect(!router.isPresenting)
    #expect(router.isFullyAtRoot)
  }

  @Test func dismissOrPopToRootOnATabsRootDismissesTheTabBar() throws {
    let (router, tabs) = try presented()
    try tabs.push(.detail(2), in: .text)

    try tabs[.text]?.dismissOrPopToRoot()

    #expect(!tabs.isAttached)
    #expect(router.path.map(\.route) == [.list])
  }

  @Test func aTabBarPresentedFromAModulesTabLeavesAloneAndTheModuleStays() throws {
    let modules = try ModuleRouter(catalog: ModuleTabsTests.catalog(), initial: "main")
    let main = try modules.tabs(ModuleTabsTests.MainTab.allCases)
    let feed = try #require(main[.feed])
    let editor = try feed.presentTabs(EditTab.allCases, root: Self.root(of:))

    // The module's own tab root does nothing; the presented tab's root closes the tab bar.
    try feed.dismiss()
    #expect(editor.isAttached)
    try editor[.style]?.dismiss()

    #expect(!editor.isAttached)
    #expect(main.isAttached)
    #expect(modules.modules.map(\.id) == ["main"])
  }

  @Test func aTabBarInATabOfATabBarLeavesAloneOrWithItsParent() throws {
    let (router, outer) = try presented()
    let text = try #require(outer[.text])
    let inner = try text.presentTabs(["a", "b"]) { _ in .profile }

    try inner["a"]?.dismiss()
    #expect(!inner.isAttached)
    #expect(outer.isAttached)

    let again = try text.presentTabs(["a", "b"]) { _ in .profile }
    try again["b"]?.presentSheet(.settings)
    try again["b"]?.child?.dismiss(target: .root)
    #expect(!again.isAttached)
    #expect(outer.isAttached)
    #expect(router.isPresenting)
  }

  @Test func aTreeReleasesItsStoreOnceItsHandlesAreReleased() throws {
    weak var store: NavigationStore<TestRoute>?
    weak var moduleStore: NavigationStore<TestRoute>?
    do {
      let router = Router<TestRoute>(root: .home)
      try router.presentTabs(EditTab.allCases, root: Self.root(of:)).dismiss()
      store = router.store
      let modules = try ModuleRouter(catalog: ModuleTabsTests.catalog(), initial: "main")
      _ = try modules.tabs(ModuleTabsTests.MainTab.allCases)
      _ = try modules.split(inTab: "inbox")
      moduleStore = modules.store
    }

    #expect(store == nil)
    #expect(moduleStore == nil)
  }

  @Test func thePersonsPickInARestoredTabBarOfATabRoutersTreeIsApplied() throws {
    let owner = try TabRouter<EditTab, TestRoute>(tabs: EditTab.allCases, root: Self.root(of:))
    let presented = try #require(owner[.text]).presentTabs(["a", "b"]) { _ in .list }
    let data = try NavigationSnapshot(NavigationNode(of: owner.store)).data()
    let relaunched = try TabRouter<EditTab, TestRoute>(
      tabs: EditTab.allCases, root: Self.root(of:))
    try NavigationSnapshot<TestRoute>(data: data).restore(into: relaunched.store)

    relaunched.lane.userSelected("b", in: presented.nodeID)

    let restored = try #require(relaunched[.text]).presentedTabs(["a", "b"])
    #expect(restored.selectedTab == "b")
  }

  @Test func aPushWithAChosenIDOnABareLevelIsCheckedAsTheSheetItBecomes() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.workspace)
    let bare = try #require(router.child)
    try bare.presentSheet(.settings, id: "x")

    try bare.push(.list, id: "x")

    #expect(bare.presentedSheet?.root == Entry(id: "x", route: .list))
  }

  @Test func aRefusedBatchThatDismissedTheTabBarBringsBackItsHandle() throws {
    let router = Router<TestRoute>(root: .home)
    let bar = try router.presentTabs(["one", "two"]) { _ in .list }

    #expect(throws: NavigationError.noTabs) {
      try router.batch { router throws(NavigationError) in
        try bar.dismiss()
        _ = try router.presentTabs(["three", "four"]) { _ in .list }
        throw .noTabs
      }
    }

    #expect(bar.isAttached)
    #expect(try router.presentedTabs(["one", "two"]) === bar)
    try bar.select("two")
    #expect(bar.selectedTab == "two")
  }

  @Test func aStaleHandleOfAModuleShownAgainNeitherPresentsNorLeadsOnScreen() throws {
    let modules = try ModuleRouter<TestRoute>(
      catalog: [Module(id: "main", root: .home), Module(id: "account", root: .profile)],
      initial: "main")
    let stale = modules.current
    let tabs = try stale.presentTabs(
      EditTab.allCases, selectedTab: .style, root: Self.root(of:))
    try modules.showModule(id: "account")
    try modules.dismissModule()
    // The module comes back as it was, its tab bar up, under new handles.
    let live = modules.current

    #expect(live !== stale)
    #expect(live.isPresenting)
    #expect(live.routerOnScreen.root.route == .settings)
    #expect(!stale.isAttached)
    #expect(!tabs.isAttached)
    #expect(!stale.isPresenting)
    #expect(stale.routerOnScreen === stale)
  }

  @Test func anObserverThatDismissesTheTabBarAsItArrivesLeavesTheReturnedHandleDetached() throws {
    let router = Router<TestRoute>(root: .home)
    let log = EventLog(router)
    let observation = router.observeEvents { event in
      if case .nodePresented = event { try? router.dismissChild() }
    }

    // Before, the verb looked the tab bar up after the observer had taken it away, and threw
    // notANode on a change already made.
    let tabs = try router.presentTabs(EditTab.allCases, root: Self.root(of:))

    #expect(!tabs.isAttached)
    #expect(!router.isPresenting)
    #expect(router.store.tree == NavigationNode(router.hierarchy))
    guard case .nodePresented = log.events.first, case .nodeDismissed = log.events.last else {
      Issue.record("expected the tab bar presented, then dismissed: \(log.events)")
      return
    }
    withExtendedLifetime(observation) {}
  }
}
