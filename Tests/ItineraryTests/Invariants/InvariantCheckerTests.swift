import Itinerary
import Testing

/// The invariant checks themselves: each passes on a sound tree and fails on a broken one, so
/// a clean random run means something.
@MainActor
@Suite("The invariant checker catches broken trees")
struct InvariantCheckerTests {
  @Test("A sound tab router passes every check")
  func soundTabs() throws {
    let tabs = try TabRouter<RandomTab, TestRoute>(tabs: [.home, .search]) { _ in .home }
    try tabs.push(.list, id: "mine")
    try tabs[.search]?.presentSheet(.workspace)
    try tabs[.search]?.push(.detail(1), target: .deepest)
    try tabs[.search]?.presentCover(.settings, target: .deepest)
    try tabs.select(.search)
    let report = InvariantChecker.check(tabs)
    #expect(report.failures == [])
    #expect(report.routers.count == 5)  // two roots, the workspace, the pushed sheet, the cover
  }

  @Test("A hierarchy value that disagrees with the routers fails")
  func staleValue() throws {
    let router = Router<TestRoute>(root: .home)
    let stale = router.hierarchy
    try router.push(.list)
    try router.presentSheet(.settings)
    let failures = InvariantChecker.checkHierarchy(router, name: "r", hierarchy: stale).failures
    #expect(failures.contains { $0.contains("1 levels for 2 routers") })
    #expect(failures.contains { $0.contains("hierarchy.levels[0] is not the router's state") })
    #expect(failures.contains { $0.contains("its child is r") })
  }

  @Test("A presented router walked as a root fails the link checks")
  func notARoot() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let child = try #require(router.child)
    let failures = InvariantChecker.checkHierarchy(child, name: "c", hierarchy: child.hierarchy)
      .failures
    #expect(failures.contains { $0.contains("has a parent") })
    #expect(failures.contains { $0.contains("its level is 1") })
    #expect(failures.contains { $0.contains("rootRouter is not the chain's root") })
  }

  @Test("Ids repeated across the roots of one tree fail")
  func repeatedIDs() {
    // Two unrelated routers number their ids alike.
    let first = Router<TestRoute>(root: .home)
    let second = Router<TestRoute>(root: .list)
    let roots = [first, second, first].enumerated().map { index, router in
      InvariantChecker.Root(name: "root \(index)", router: router, hierarchy: router.hierarchy)
    }
    let failures = InvariantChecker.checkTree(roots).failures
    #expect(failures.contains { $0.hasPrefix("router id r1 is used at root 0 level 0 and at") })
    #expect(failures.contains { $0.hasPrefix("entry id #2 appears at root 0 level 0 screen 0") })
    #expect(failures.contains { $0.hasPrefix("router object r1 sits at two places") })
  }

  @Test("Each rule of a level's slice fails when broken")
  func brokenSlices() {
    let home = Entry<TestRoute>(id: "a", route: .home)
    let workspace = Entry<TestRoute>(id: "b", route: .workspace)
    let sheet = Presentation(style: .sheet)
    let bare = Presentation(style: .sheet, isBare: true)
    let cases: [(RouterState<TestRoute>, Int, String)] = [
      (RouterState(id: RouterID(rawValue: 1), root: home, presentation: sheet), 0, "root level"),
      (RouterState(id: RouterID(rawValue: 1), root: home), 1, "presented level has none"),
      (
        RouterState(id: RouterID(rawValue: 1), root: workspace, path: [home], presentation: bare),
        1, "bare but has 1 pushed"
      ),
      (RouterState(id: RouterID(rawValue: 1), root: home, presentation: bare), 1, "bare is true"),
      (RouterState(id: RouterID(rawValue: 1), root: workspace, presentation: sheet), 1, "false"),
    ]
    for (state, level, problem) in cases {
      let problems = InvariantChecker.stateProblems(state, level: level)
      #expect(problems.contains { $0.contains(problem) }, "\(problems)")
    }
    let sound = RouterState(
      id: RouterID(rawValue: 1), root: workspace,
      presentation: Presentation(style: .sheet, isBare: true))
    #expect(InvariantChecker.stateProblems(sound, level: 1) == [])
  }

  @Test("Printouts with missing or extra lines fail")
  func brokenPrintouts() throws {
    let router = Router<TestRoute>(root: .home)
    try router.push(.list)
    try router.presentCover(.settings)
    let hierarchy = router.hierarchy
    #expect(InvariantChecker.checkDescription(hierarchy, name: "r").failures == [])
    let counts = InvariantChecker.checkLineCounts(
      "router r1\n  root #2 home\n  root #3 list", hierarchies: [hierarchy], name: "p")
    #expect(
      counts == [
        "p has 2 root/push lines for 3 screens", "p has 1 router/sheet/cover lines for 2 routers",
      ])
    let tree = InvariantChecker.checkTreePrintout(
      "tabs", expected: "tabs\n  tab a", hierarchies: [hierarchy], name: "t")
    #expect(tree.count == 3)
  }

  @Test("Misnamed tabs make the tab printout fail")
  func tabPrintout() throws {
    let tabs = try TabRouter<RandomTab, TestRoute>(tabs: [.home, .search]) { _ in .home }
    let failures = InvariantChecker.check(tabs, names: ["home", "elsewhere"]).failures
    #expect(failures.contains { $0.hasPrefix("the tabs printout is") })
  }

  @Test("The registry catches routers that leave attached, or linger")
  func registry() throws {
    let router = Router<TestRoute>(root: .home)
    try router.presentSheet(.settings)
    let child = try #require(router.child)
    let registry = RouterRegistry<TestRoute>()
    #expect(registry.update(reachable: [router, child]) == [])
    // Leaving the child out while it is still presented: it left, yet it is attached.
    let failures = registry.update(reachable: [router])
    #expect(failures.contains { $0.hasSuffix("but is still attached") })
    #expect(failures.contains { $0.hasSuffix("but still has parent \(router.id)") })
    #expect(registry.update(reachable: [router, child]).contains { $0.hasSuffix("came back") })
    try router.dismissChild()
    #expect(registry.update(reachable: [router]) == [])
    registry.releaseCurrent()
    #expect(
      registry.unreleasedLeavers() == ["router \(child.id) left the tree but was not released"])
    #expect(registry.survivors().count == 2)
    #expect(InvariantChecker.checkDetached(router).count == 1)
  }

  @Test("An id used by two kinds, across hierarchies, fails the census")
  func census() throws {
    let tabs = try TabRouter<RandomTab, TestRoute>(tabs: [.home, .search]) { _ in .home }
    let home = try #require(tabs[.home])
    try home.showModal(.settings, id: "m")
    try home.showTransition(.list, id: "c")
    try home.enqueue([Screen(.profile, id: "q")])
    try home.enqueueTransitions([TransitionEntry(id: "t", route: .list)])
    try home.showAlert(title: "A", id: "a")
    let sound = InvariantChecker.check(tabs)
    #expect(sound.failures == [])
    #expect(Set(sound.census.uses.map(\.kind)) == Set(IDCensus<TestRoute>.Kind.allCases))
    // A hand-made hierarchy that reuses the modal's id for a screen.
    let state = RouterState(
      id: RouterID(rawValue: 99), root: Entry<TestRoute>(id: "m", route: .home))
    let roots = [
      InvariantChecker.Root(name: "home", router: home, hierarchy: home.hierarchy),
      InvariantChecker.Root(
        name: "made", router: Router<TestRoute>(root: .home),
        hierarchy: NavigationHierarchy(root: state)),
    ]
    let failures = InvariantChecker.checkTree(roots).failures
    #expect(
      failures.contains("entry id m appears at home level 0 modal 0 and at made level 0 screen 0"))
  }
}
