import Foundation
import ItineraryTesting
import Testing

@testable import Itinerary

/// A split view presented as a sheet or a cover (`Router.presentSplit`): a split node that is
/// the topmost presentation of its presenter's hierarchy, with a ``SplitRouter`` handle onto it.
@MainActor
@Suite("A presented split view")
struct PresentedSplitTests {
  @Test func aRouterPresentsASplitViewWhoseColumnsNavigate() throws {
    let router = Router<TestRoute>(root: .home)
    let renderer = HeadlessRenderer<TestRoute>()
    renderer.attach(to: router.lane)

    let split = try router.presentSplit(sidebar: .list, detail: .detail(0))
    try split.detail.push(.detail(1))
    split.preferredCompactColumn = .detail

    #expect(
      "\(router.store.tree)" == """
        router r1
          root #2 home
          sheet
            split r3 (collapsed: false, compact column: detail, visibility: automatic)
              sidebar
                router r4
                  root #5 list
              detail
                router r6
                  root #7 detail(0)
                  push #8 detail(1)
        """)
    #expect(try router.presentedSplit() === split)
    #expect(split.isAttached)
    #expect(router.lane.displayed == router.store.tree)
  }

  @Test func aColumnsRootRouterOrTheSplitRouterDismissesTheWholeSplitView() throws {
    for byColumn in [true, false] {
      let router = Router<TestRoute>(root: .home)
      let split = try router.presentSplit(
        sidebar: .list, detail: .detail(0), style: .fullScreenCover)

      if byColumn { try split.sidebar.dismiss() } else { try split.dismiss() }

      #expect(router.store.tree == NavigationNode(router.hierarchy))
      #expect(!split.isAttached)
      #expect(throws: NavigationError.routerDetached(split.detail.id)) {
        try split.detail.push(.detail(1))
      }
    }
  }

  @Test func theSplitViewOfATreeDoesNotDismiss() throws {
    let split = SplitRouter<TestRoute>(sidebar: .list, detail: .detail(0))
    let before = split.store.tree

    try split.dismiss()

    #expect(split.store.tree == before)
  }

  @Test func aSnapshotBringsThePresentedSplitViewBack() throws {
    let router = Router<TestRoute>(root: .home)
    let split = try router.presentSplit(sidebar: .list, detail: .detail(0))
    try split.detail.push(.detail(1))
    let data = try NavigationSnapshot(NavigationNode(of: router.store)).data()

    let relaunched = Router<TestRoute>(root: .home)
    try NavigationSnapshot<TestRoute>(data: data).restore(into: relaunched.store)

    #expect(relaunched.store.tree == router.store.tree)
    let restored = try relaunched.presentedSplit()
    #expect(restored.detail.path.map(\.route) == [.detail(1)])
    #expect(throws: NavigationError.notANode(relaunched.id, kind: "presented tabs")) {
      try relaunched.presentedTabs(["a"])
    }
  }

  @Test func aRouterPresentingNoSplitViewSaysSo() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentTabs(["a", "b"]) { _ in .list }

    #expect(throws: NavigationError.notANode(router.id, kind: "presented split")) {
      try router.presentedSplit()
    }
  }

  @Test func anObserverThatReplacesTheSplitViewAsItArrivesLeavesTheReturnedHandleDetached() throws {
    let router = Router<TestRoute>(root: .home)
    var replaced = false
    let observation = router.observeEvents { event in
      guard case .nodePresented = event, !replaced else { return }
      replaced = true
      try? router.presentSheet(.settings)
    }

    let split = try router.presentSplit(sidebar: .list, detail: .detail(0))

    #expect(!split.isAttached)
    #expect(router.child?.root.route == .settings)
    #expect(throws: NavigationError.notANode(router.id, kind: "presented split")) {
      try router.presentedSplit()
    }
    withExtendedLifetime(observation) {}
  }
}
