import Testing

@testable import Itinerary

/// The store: the tree as one value that every handle reads, changed in place by stack
/// actions and committed whole by every other command, and batches that commit the value from
/// before when refused.
@MainActor
@Suite("Navigation store")
struct NavigationStoreTests {
  /// Collects the events an observer receives.
  private final class Recorder {
    var events: [NavigationEvent<TestRoute>] = []
  }

  @Test func everyHandleReadsItsSliceOfTheOneValue() throws {
    let tabs = try TabRouter<String, TestRoute>(tabs: ["a", "b"]) { _ in .home }
    let a = try #require(tabs["a"])
    let b = try #require(tabs["b"])
    try a.push(.list, id: "list")
    try b.presentSheet(.settings, id: "settings")

    guard case .tabs(let node) = tabs.store.root else {
      Issue.record("a tab router's tree is a tabs node, not \(tabs.store.root)")
      return
    }
    #expect(node.tabs.map(\.name) == ["a", "b"])
    #expect(node.tabs.map(\.node) == [NavigationNode(a.hierarchy), NavigationNode(b.hierarchy)])
    #expect(node.selected == "a")
    #expect(b.child?.state.root.id == "settings")
  }

  @Test func aHandleIsOneObjectWhileHeldAndTheParentHoldsItsChild() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)

    #expect(router.child === sheet)
    #expect(router.store.router(sheet.id) === sheet)
    #expect(sheet.parent === router)
    #expect(sheet.rootRouter === router)
    #expect(router.deepestRouter === sheet)
  }

  @Test func aRefusedBatchBringsTheRoutersItDismissedBackAsTheSameObjects() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    try sheet.push(.list, id: "list")
    let before = router.hierarchy

    #expect(throws: NavigationError.unknownEntry("missing")) {
      try router.batch { router throws(NavigationError) in
        try router.dismissChild()
        #expect(!sheet.isAttached)
        try router.presentSheet(.profile)
        try router.dismissScreen(id: "missing")
      }
    }

    #expect(router.hierarchy == before)
    #expect(router.child === sheet)
    #expect(sheet.isAttached)
    try sheet.push(.detail(1))
    #expect(sheet.state.path.count == 2)
  }

  @Test func aRouterThatLeftStaysDetachedAndShowsItsLastState() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let sheet = try #require(router.child)
    try sheet.push(.list, id: "list")

    try router.dismissChild()

    #expect(!sheet.isAttached)
    #expect(sheet.parent == nil)
    #expect(sheet.state.path.map(\.id) == ["list"])
    #expect(throws: NavigationError.routerDetached(sheet.id)) { try sheet.pop() }
    #expect(router.child == nil)
  }

  @Test func aSplitLayoutSetOnItsPropertiesIsACommandWithItsEvent() throws {
    let split = SplitRouter<TestRoute>(sidebar: .home, detail: .list)
    let recorder = Recorder()
    let token = split.sidebar.observeEvents { recorder.events.append($0) }

    split.isCollapsed = true
    split.isCollapsed = true

    let collapsed = SplitLayout(isCollapsed: true)
    #expect(recorder.events == [.splitLayoutChanged(collapsed, split: RouterID(rawValue: 0))])
    guard case .split(let node) = split.store.root else {
      Issue.record("a split router's tree is a split node, not \(split.store.root)")
      return
    }
    #expect(node.layout == collapsed)
    token.cancel()
  }

  @Test func aRefusedBatchPutsTheLayoutBackFromTheValue() throws {
    let split = SplitRouter<TestRoute>(sidebar: .home, detail: .list)

    #expect(throws: NavigationError.unknownEntry("missing")) {
      try split.batch { split throws(NavigationError) in
        split.isCollapsed = true
        split.preferredCompactColumn = .detail
        try split.detail.dismissScreen(id: "missing")
      }
    }

    #expect(split.layout == SplitLayout())
    #expect(split.layout == SplitLayout())
  }
}
